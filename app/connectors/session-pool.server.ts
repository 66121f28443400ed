// pg's pool behind a BudgetedPool: `client.release()` gives a client back as usual (ADR 018).
import pg from "pg";
import { BudgetedPool } from "./budgeted-pool";
import type { SessionBudget } from "./session-budget";

export class SessionPool extends BudgetedPool<pg.Pool, pg.PoolClient> {
  constructor(
    private readonly config: pg.PoolConfig & { max: number },
    budget?: SessionBudget,
  ) {
    super(config.max, budget);
  }

  async connect(waitMs: number, onTimeout: () => Error): Promise<pg.PoolClient> {
    const client = await super.connect(waitMs, onTimeout);
    // pg-pool listens for errors on idle clients only: a session the server ends while it is checked out (a restart
    // between two statements of a transaction) would emit an error nobody hears and take the process down. Its next
    // query fails in the caller instead, and the session is closed when given back.
    let ended = false;
    const died = () => void (ended = true);
    client.on("error", died);
    const release = client.release; // pg-pool's, set afresh at each check-out
    client.release = (destroy?: boolean | Error) => {
      client.removeListener("error", died);
      client.release = release;
      this.giveBack(client, Boolean(destroy) || ended);
    };
    return client;
  }

  protected open(sessionClosed: () => void): pg.Pool {
    const pool = new pg.Pool(this.config);
    // An idle client dying (server restart, network) must not crash the process.
    pool.on("error", () => undefined);
    pool.on("remove", sessionClosed);
    return pool;
  }

  protected total(pool: pg.Pool): number {
    return pool.totalCount;
  }

  protected checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
    return pool.connect();
  }

  protected checkIn(_pool: pg.Pool, client: pg.PoolClient, destroy: boolean): void {
    client.release(destroy);
  }

  protected close(pool: pg.Pool): Promise<void> {
    return pool.end();
  }
}
