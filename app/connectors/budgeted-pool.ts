// A driver's pool whose callers wait their turn until a deadline (never inside the driver, whose
// queue timeout would end as a connection failure), and whose new sessions may each take one of a
// SessionBudget's (ADR 018). Subclasses adapt a driver: pg (session-pool.server.ts), mysql2.
import { Gate, type BudgetMember, type SessionBudget } from "./session-budget";

export abstract class BudgetedPool<P, C extends object> implements BudgetMember {
  lastUsed = Date.now();
  private pool?: P;
  /** Clients checked out of, or being connected by, the current driver pool. */
  private held = 0;
  private readonly gate: Gate;
  private readonly origin = new WeakMap<C, P>();
  private closed = false;

  constructor(
    max: number,
    private readonly budget?: SessionBudget,
  ) {
    this.gate = new Gate(max);
    budget?.join(this);
  }

  /** A new driver pool of `max` sessions; `sessionClosed` must run once for each session that closes. */
  protected abstract open(sessionClosed: () => void): P;
  /** Sessions of the driver pool, open or opening. */
  protected abstract total(pool: P): number;
  /** A free session, or a new one: called only when the driver need not queue. */
  protected abstract checkOut(pool: P): Promise<C>;
  protected abstract checkIn(pool: P, client: C, destroy: boolean): void;
  protected abstract close(pool: P): Promise<void>;

  /** Open sessions, for diagnostics and tests. */
  get sessions(): number {
    return this.pool ? this.total(this.pool) : 0;
  }

  isIdle(): boolean {
    return this.gate.inUse === 0 && this.gate.waiting === 0 && this.sessions > 0;
  }

  evict(): void {
    const old = this.pool;
    this.pool = undefined;
    this.held = 0;
    if (old) void this.close(old).catch(() => undefined);
  }

  trim(): boolean {
    const pool = this.pool;
    // Sessions beyond those in use or about to be (a caller let through the gate reuses an idle one).
    if (!pool || this.total(pool) <= Math.max(this.held, this.gate.inUse)) return false;
    this.held += 1; // the driver hands over an idle session, which is closed at once
    const done = () => {
      if (this.pool === pool) this.held -= 1;
    };
    this.checkOut(pool).then((client) => {
      done();
      this.checkIn(pool, client, true);
    }, done);
    return true;
  }

  /** A client within `waitMs`, or `onTimeout()`; give it back with `giveBack`. */
  async connect(waitMs: number, onTimeout: () => Error): Promise<C> {
    if (this.closed) throw new Error("The pool is closed");
    const deadline = Date.now() + waitMs;
    await this.gate.take(deadline, onTimeout);
    try {
      return await this.take(deadline, onTimeout);
    } catch (error) {
      this.gate.release();
      throw error;
    }
  }

  private async take(deadline: number, onTimeout: () => Error): Promise<C> {
    let slot = false;
    if (this.budget && this.held >= this.total(this.current())) {
      await this.budget.acquire(this, deadline, onTimeout);
      slot = true;
    }
    const pool = this.current();
    if (slot && this.held < this.total(pool)) {
      this.budget!.release(); // a session went idle while this one waited: reuse it
      slot = false;
    }
    this.held += 1;
    try {
      const client = await this.checkOut(pool);
      this.origin.set(client, pool);
      return client;
    } catch (error) {
      if (this.pool === pool) this.held -= 1;
      if (slot) this.budget!.release(); // a session that never opened is never reported closed
      throw error;
    }
  }

  giveBack(client: C, destroy = false): void {
    const pool = this.origin.get(client);
    if (!pool) return; // given back already
    this.origin.delete(client);
    this.checkIn(pool, client, destroy);
    if (this.pool === pool) this.held -= 1;
    this.lastUsed = Date.now();
    this.gate.release();
    this.budget?.freed();
  }

  private current(): P {
    this.pool ??= this.open(() => this.budget?.release());
    return this.pool;
  }

  async end(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.budget?.leave(this);
    const pool = this.pool;
    this.pool = undefined;
    if (pool) await this.close(pool).catch(() => undefined);
  }
}
