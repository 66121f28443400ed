// The answer cache of spec §4: the same connection and question within 5 minutes is answered from memory.
import { ANSWER_CACHE_MS } from "~/lib/limits";

export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly ttlMs: number = ANSWER_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private key(connectionId: string, query: string): string {
    return `${connectionId}\u0000${query.trim()}`;
  }

  get(connectionId: string, query: string): T | undefined {
    const key = this.key(connectionId, query);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(connectionId: string, query: string, value: T): void {
    this.entries.set(this.key(connectionId, query), { value, at: this.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}
