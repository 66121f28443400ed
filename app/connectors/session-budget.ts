// Counting database sessions: a gate that waits its turn until a deadline, and a budget shared by
// many pools that closes the least-recently-used idle pool when a session is needed (ADR 018).

/** A counting semaphore whose waiters are served in order and give up at their deadline. */
export class Gate {
  private used = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(readonly size: number) {}

  get inUse(): number {
    return this.used;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  tryTake(): boolean {
    if (this.used >= this.size) return false;
    this.used += 1;
    return true;
  }

  take(deadline: number, onTimeout: () => Error): Promise<void> {
    if (this.tryTake()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(
        () => {
          const index = this.waiters.indexOf(grant);
          if (index >= 0) this.waiters.splice(index, 1);
          reject(onTimeout());
        },
        Math.max(0, deadline - Date.now()),
      );
      this.waiters.push(grant);
    });
  }

  /** Hands the place to the first waiter, if any. */
  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.used = Math.max(0, this.used - 1);
  }
}

/** A pool as the budget sees it. */
export interface BudgetMember {
  readonly lastUsed: number;
  /** Holds open sessions and nobody is using or waiting for it. */
  isIdle(): boolean;
  /** Closes its sessions; the next use opens new ones. */
  evict(): void;
  /** Closes one idle session while others are in use; false when it has none. */
  trim(): boolean;
}

/** At most `size` sessions across every member; a member needing one more may close an idle one. */
export class SessionBudget {
  private readonly gate: Gate;
  private readonly members = new Set<BudgetMember>();

  constructor(readonly size: number) {
    this.gate = new Gate(size);
  }

  get inUse(): number {
    return this.gate.inUse;
  }

  join(member: BudgetMember): void {
    this.members.add(member);
  }

  leave(member: BudgetMember): void {
    this.members.delete(member);
  }

  /** One session for `requester`; released by `release()` when that session closes. */
  async acquire(requester: BudgetMember | undefined, deadline: number, onTimeout: () => Error): Promise<void> {
    if (this.gate.tryTake()) return;
    this.evictIdle(requester);
    await this.gate.take(deadline, onTimeout);
  }

  release(): void {
    this.gate.release();
  }

  /** A member gave a session back: if someone waits for one, an idle pool or session may close for it. */
  freed(): void {
    if (this.gate.waiting > 0) this.evictIdle(undefined);
  }

  /** The least-recently-used idle pool closes; failing that, a busy pool gives up an idle session. */
  private evictIdle(except: BudgetMember | undefined): void {
    const others = [...this.members].filter((member) => member !== except).sort((a, b) => a.lastUsed - b.lastUsed);
    const idle = others.find((member) => member.isIdle());
    if (idle) idle.evict();
    else others.some((member) => member.trim());
  }
}
