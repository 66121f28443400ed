// Our own fetch loop per queue over pg-boss's fetch/complete/fail/touch (ADR 065). pg-boss's work() runs one fetch
// loop per slot, and a NOTIFY wakes every idle loop of its queue: four fetches for each job, three of them empty,
// plus one poll a second per loop of every queue. Here one loop per queue fetches as many jobs as it has free slots,
// once per NOTIFY, and polls only as a backstop for what no NOTIFY announces.
import type { JobWithMetadata, PgBoss } from "pg-boss";

export interface DispatchOptions {
  /** Jobs of this queue that run at once in this process (WORKER_CONCURRENCY). */
  slots: number;
  /** At most this many jobs of one project run at once across all workers (ADR 040): pg-boss's fetch enforces it. */
  groupConcurrency: number;
  /** Fetch with no NOTIFY after this long: retries coming due, a project's place freed by another worker. */
  pollMs: number;
}

type Handle = (job: JobWithMetadata<unknown>) => Promise<object>;

interface Running {
  job: JobWithMetadata<unknown>;
  /** Aborted when the job's claim is gone (heartbeat), it timed out, or a shutdown gave up on it. */
  claim: AbortController;
  touchedAt: number;
  done: Promise<void>;
}

const attemptOf = (job: JobWithMetadata<unknown>) => ({ id: job.id, retryCount: job.retryCount });

export class QueueDispatcher {
  private readonly running = new Map<string, Running>();
  /** A fetch may find jobs: a NOTIFY came, the last fetch was full, or a finished job freed its project's place. */
  private due = true;
  private stopping = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: string,
    private readonly options: DispatchOptions,
    private readonly handle: Handle,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.loop = this.run();
    this.heartbeat = setInterval(() => void this.touchDue(), 1000);
  }

  /** A job was sent to this queue (NOTIFY), or notifications may have been missed (the listener reconnected). */
  notify(): void {
    this.due = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const free = this.options.slots - this.running.size;
      if (this.due && free > 0) {
        this.due = false;
        const jobs = await this.fetch(free);
        for (const job of jobs) this.begin(job);
        // a full fetch may have left more behind: fetch again as soon as a slot is free
        if (jobs.length === free) this.due = true;
        continue;
      }
      await this.sleep(free > 0 ? this.options.pollMs : undefined);
    }
  }

  private async fetch(batchSize: number): Promise<JobWithMetadata<unknown>[]> {
    try {
      return await this.boss.fetch(this.queue, {
        batchSize,
        includeMetadata: true,
        groupConcurrency: this.options.groupConcurrency,
      });
    } catch (error) {
      this.onError(error);
      await this.sleep(this.options.pollMs);
      this.due = true;
      return [];
    }
  }

  /** Until notify(), a freed slot or `ms` (then a fetch is due); with no `ms`, until a slot is free. */
  private sleep(ms: number | undefined): Promise<void> {
    return new Promise((resolve) => {
      const timer =
        ms === undefined
          ? undefined
          : setTimeout(() => {
              this.due = true;
              resolve();
            }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }

  private begin(job: JobWithMetadata<unknown>): void {
    const claim = new AbortController();
    job.signal = claim.signal;
    const entry: Running = { job, claim, touchedAt: Date.now(), done: Promise.resolve() };
    this.running.set(job.id, entry);
    entry.done = this.settle(entry).finally(() => {
      this.running.delete(job.id);
      // Our job's end may free its project's place (groupConcurrency) for a job the last fetch had to leave.
      if (job.groupId && this.groupRunning(job.groupId) + 1 >= this.options.groupConcurrency) this.due = true;
      this.wake?.();
    });
  }

  private groupRunning(groupId: string): number {
    let count = 0;
    for (const { job } of this.running.values()) if (job.groupId === groupId) count++;
    return count;
  }

  /** pg-boss's own settling of a job: its result completes it, a throw fails it (a retry, if attempts are left). */
  private async settle({ job, claim }: Running): Promise<void> {
    try {
      const result = await this.withinExpiry(job, claim);
      if (claim.signal.aborted && this.stopping) return; // a shutdown failed it already
      await this.boss.complete(this.queue, [attemptOf(job)], result);
    } catch (error) {
      if (claim.signal.aborted && this.stopping) return;
      await this.boss.fail(this.queue, [attemptOf(job)], error as object).catch(this.onError);
    }
  }

  private withinExpiry(job: JobWithMetadata<unknown>, claim: AbortController): Promise<object> {
    const seconds = Math.max(1, job.expireInSeconds);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        claim.abort();
        reject(new Error(`handler execution exceeded ${seconds}s`));
      }, seconds * 1000);
    });
    return Promise.race([this.handle(job), expired]).finally(() => clearTimeout(timer));
  }

  /** One statement refreshes every job whose heartbeat is half gone; a job it no longer holds is aborted. */
  private async touchDue(): Promise<void> {
    const now = Date.now();
    const due = [...this.running.values()].filter(
      ({ job, touchedAt, claim }) =>
        !claim.signal.aborted && job.heartbeatSeconds && now - touchedAt >= (job.heartbeatSeconds * 1000) / 2,
    );
    if (!due.length) return;
    for (const entry of due) entry.touchedAt = now;
    try {
      // pg-boss returns the ids it refreshed (`settled`, untyped); without them nothing is aborted, as in its work()
      const touched = (await this.boss.touch(
        this.queue,
        due.map(({ job }) => attemptOf(job)),
      )) as {
        settled?: string[];
      };
      if (!touched.settled) return;
      const held = new Set(touched.settled);
      for (const { job, claim } of due) if (!held.has(job.id) && this.running.has(job.id)) claim.abort();
    } catch (error) {
      this.onError(error); // a heartbeat that could not run says nothing about the claims
    }
  }

  /**
   * Fetches no more, waits for the running jobs up to `timeoutMs`, then fails the rest (retried elsewhere, as
   * pg-boss's stop does) and aborts them.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    let timer: NodeJS.Timeout | undefined;
    const finished = Promise.all([...this.running.values()].map(({ done }) => done));
    await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    const left = [...this.running.values()];
    if (left.length)
      await this.boss
        .fail(
          this.queue,
          left.map(({ job }) => attemptOf(job)),
          { message: "pg-boss shut down while active" },
        )
        .catch(this.onError);
    for (const { claim } of left) claim.abort();
    clearInterval(this.heartbeat);
  }
}
