// A pg pool whose callers wait their turn until a deadline (never inside pg-pool, whose wait would
// end as a connection failure), and whose new sessions may count against a SessionBudget (ADR 017).
import pg from "pg";
import { Gate, type BudgetMember, type SessionBudget } from "./session-budget";

export class SessionPool implements BudgetMember {
  lastUsed = Date.now();
  private pool?: pg.Pool;
  /** Clients checked out of, or being connected by, the current pg pool. */
  private held = 0;
  private readonly gate: Gate;
  private closed = false;

  constructor(
    private readonly config: pg.PoolConfig & { max: number },
    private readonly budget?: SessionBudget,
  ) {
    this.gate = new Gate(config.max);
    budget?.join(this);
  }

  /** Open sessions, for diagnostics and tests. */
  get sessions(): number {
    return this.pool?.totalCount ?? 0;
  }

  isIdle(): boolean {
    return this.gate.inUse === 0 && this.gate.waiting === 0 && this.sessions > 0;
  }

  evict(): void {
    const old = this.pool;
    this.pool = undefined;
    this.held = 0;
    void old?.end().catch(() => undefined);
  }

  /** A client within `waitMs`, or `onTimeout()`; `client.release()` gives it back as usual. */
  async connect(waitMs: number, onTimeout: () => Error): Promise<pg.PoolClient> {
    if (this.closed) throw new Error("The pool is closed");
    const deadline = Date.now() + waitMs;
    await this.gate.take(deadline, onTimeout);
    try {
      return await this.checkOut(deadline, onTimeout);
    } catch (error) {
      this.gate.release();
      throw error;
    }
  }

  private async checkOut(deadline: number, onTimeout: () => Error): Promise<pg.PoolClient> {
    // Past the gate, pg-pool never queues: it hands an idle client over or opens a session.
    let slot = false;
    if (this.budget && this.held >= this.current().totalCount) {
      await this.budget.acquire(this, deadline, onTimeout);
      slot = true;
    }
    const pool = this.current();
    if (slot && this.held < pool.totalCount) {
      this.budget!.release(); // a session went idle while this one waited: reuse it
      slot = false;
    }
    this.held += 1;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      if (this.pool === pool) this.held -= 1;
      if (slot) this.budget!.release(); // pg-pool emits no 'remove' for a session that never opened
      throw error;
    }
    return this.watchRelease(client, pool);
  }

  private watchRelease(client: pg.PoolClient, pool: pg.Pool): pg.PoolClient {
    const release = client.release.bind(client);
    let done = false;
    client.release = (destroy?: boolean | Error) => {
      if (done) return;
      done = true;
      release(destroy);
      if (this.pool === pool) this.held -= 1;
      this.lastUsed = Date.now();
      this.gate.release();
      if (this.isIdle()) this.budget?.idled();
    };
    return client;
  }

  private current(): pg.Pool {
    if (this.pool) return this.pool;
    const pool = new pg.Pool(this.config);
    // An idle client dying (server restart, network) must not crash the process.
    pool.on("error", () => undefined);
    if (this.budget) pool.on("remove", () => this.budget!.release());
    this.pool = pool;
    return pool;
  }

  async end(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.budget?.leave(this);
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end().catch(() => undefined);
  }
}
