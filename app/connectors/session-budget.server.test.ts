import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/config/env.server";
import mysql from "mysql2/promise";
import { createUserDatabase, credentialsOf, mysqlAvailable } from "../../harness/databases";
import { closeAllConnectors, getConnector, userDbBudget } from "./registry.server";
import { Gate, SessionBudget, type BudgetMember } from "./session-budget";
import type { ConnectionCredentials } from "./types";

describe("Gate", () => {
  it("serves waiters in order and lets one give up at its deadline", async () => {
    const gate = new Gate(1);
    expect(gate.tryTake()).toBe(true);
    const order: string[] = [];
    const first = gate.take(Date.now() + 1_000, () => new Error("late")).then(() => order.push("first"));
    const impatient = gate
      .take(Date.now() + 10, () => new Error("late"))
      .catch((error: Error) => order.push(error.message));
    const second = gate.take(Date.now() + 1_000, () => new Error("late")).then(() => order.push("second"));
    await impatient;
    gate.release();
    await first;
    gate.release();
    await second;
    expect(order).toEqual(["late", "first", "second"]);
  });
});

describe("SessionBudget", () => {
  function member(
    lastUsed: number,
    idle: boolean,
    spare = false,
  ): BudgetMember & { evicted: boolean; trimmed: boolean } {
    return {
      lastUsed,
      evicted: false,
      trimmed: false,
      isIdle: () => idle,
      evict() {
        this.evicted = true;
      },
      trim() {
        this.trimmed = spare;
        return spare;
      },
    };
  }

  it("closes the least-recently-used idle member when full, never a busy one", async () => {
    const budget = new SessionBudget(1);
    const [old, busy, recent] = [member(1, true), member(0, false), member(2, true)];
    [old, busy, recent].forEach((m) => budget.join(m));
    await budget.acquire(undefined, Date.now() + 100, () => new Error("late"));
    const waiting = budget.acquire(undefined, Date.now() + 1_000, () => new Error("late"));
    expect([old.evicted, busy.evicted, recent.evicted]).toEqual([true, false, false]);
    budget.release(); // the evicted member's session closed
    await expect(waiting).resolves.toBeUndefined();
    expect(budget.inUse).toBe(1);
  });

  it("takes an idle session from a busy member when no member is idle", async () => {
    const budget = new SessionBudget(1);
    const [none, spare] = [member(0, false), member(1, false, true)];
    [none, spare].forEach((m) => budget.join(m));
    await budget.acquire(undefined, Date.now() + 100, () => new Error("late"));
    const waiting = budget.acquire(undefined, Date.now() + 1_000, () => new Error("late"));
    expect([none.trimmed, spare.trimmed, none.evicted, spare.evicted]).toEqual([false, true, false, false]);
    budget.release();
    await expect(waiting).resolves.toBeUndefined();
  });
});

describe("the budget for users' databases", () => {
  const BUDGET = 2;
  const options = { timeoutMs: 5_000, maxRows: 10 };
  let db: Awaited<ReturnType<typeof createUserDatabase>>;
  let admin: pg.Client;
  let credentials: ConnectionCredentials;

  beforeAll(async () => {
    process.env.USER_DB_MAX_SESSIONS = String(BUDGET);
    resetEnvCache();
    db = await createUserDatabase("budget");
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query("CREATE TABLE t (x int); INSERT INTO t VALUES (1); CREATE TABLE u (x int)");
    credentials = credentialsOf(db);
  });

  afterAll(async () => {
    await closeAllConnectors();
    await admin?.end();
    await db?.drop();
    delete process.env.USER_DB_MAX_SESSIONS;
    resetEnvCache();
  });

  async function sessions(): Promise<number> {
    const { rows } = await admin.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'askdata'",
    );
    return rows[0].n;
  }

  it("reopens a pool that the budget closed, transparently", async () => {
    const keys = ["a:1", "b:1", "c:1", "a:1", "b:1", "c:1"];
    let peak = 0;
    for (const key of keys) {
      const result = await getConnector(key, "postgresql", credentials).execute("SELECT x FROM t", options);
      expect(result.rows).toEqual([{ x: 1 }]);
      peak = Math.max(peak, await sessions());
    }
    expect(peak).toBeLessThanOrEqual(BUDGET);
    expect(userDbBudget().inUse).toBeLessThanOrEqual(BUDGET);
  });

  it("makes a request beyond the budget wait its turn, then answers it", async () => {
    await admin.query("BEGIN; LOCK TABLE t IN ACCESS EXCLUSIVE MODE");
    const blocked = ["d:1", "e:1"].map((key) =>
      getConnector(key, "postgresql", credentials).execute("SELECT x FROM t", options),
    );
    const waiting = getConnector("f:1", "postgresql", credentials).execute("SELECT 1 AS one", options);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sessions()).toBeLessThanOrEqual(BUDGET);
    await admin.query("COMMIT");
    await expect(Promise.all(blocked)).resolves.toHaveLength(2);
    await expect(waiting).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it("counts MySQL sessions against the same budget", async (context) => {
    if (!(await mysqlAvailable())) return context.skip();
    const url = new URL(process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test");
    const database = `budget_${process.pid}`;
    const server = await mysql.createConnection({ uri: url.toString() });
    try {
      await server.query(`CREATE DATABASE ${database}`);
      await server.query(`CREATE TABLE ${database}.t (x INT)`);
      await server.query(`INSERT INTO ${database}.t VALUES (1)`);
      const login = {
        host: url.hostname,
        port: Number(url.port || 3306),
        database,
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
      };
      let peak = 0;
      for (const key of ["m1:1", "m2:1", "m3:1", "m1:1", "a:1", "m2:1"]) {
        const connector =
          key === "a:1" ? getConnector(key, "postgresql", credentials) : getConnector(key, "mysql", login);
        const result = await connector.execute("SELECT x FROM t", options);
        expect(result.rows).toEqual([{ x: 1 }]);
        const [rows] = await server.query("SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = ?", [
          database,
        ]);
        peak = Math.max(peak, Number((rows as { n: number }[])[0].n) + (await sessions()));
      }
      expect(peak).toBeLessThanOrEqual(BUDGET);
    } finally {
      await server.query(`DROP DATABASE IF EXISTS ${database}`);
      await server.end();
    }
  });

  it("takes an idle session from a pool that is busy with another", async () => {
    const p = getConnector("p:1", "postgresql", credentials);
    await Promise.all([p.execute("SELECT x FROM t", options), p.execute("SELECT x FROM t", options)]); // two sessions
    await admin.query("BEGIN; LOCK TABLE t IN ACCESS EXCLUSIVE MODE");
    try {
      const blocked = p.execute("SELECT x FROM t", options); // one busy, one idle
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = performance.now();
      await expect(
        getConnector("q:1", "postgresql", credentials).execute("SELECT 1 AS one", options),
      ).resolves.toMatchObject({ rows: [{ one: 1 }] });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(await sessions()).toBeLessThanOrEqual(BUDGET);
      await admin.query("COMMIT");
      await blocked;
    } finally {
      await admin.query("ROLLBACK").catch(() => undefined);
    }
  });

  it("hands a waiter the session a busy pool has just given back", async () => {
    const second = new pg.Client({ connectionString: db.url });
    await second.connect();
    const p = getConnector("r:1", "postgresql", credentials);
    try {
      await admin.query("BEGIN; LOCK TABLE t IN ACCESS EXCLUSIVE MODE");
      await second.query("BEGIN; LOCK TABLE u IN ACCESS EXCLUSIVE MODE");
      const onT = p.execute("SELECT x FROM t", options);
      const onU = p.execute("SELECT x FROM u", options); // the budget's two sessions, both busy
      await new Promise((resolve) => setTimeout(resolve, 200));
      const waiting = getConnector("s:1", "postgresql", credentials).execute("SELECT 1 AS one", options);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await second.query("COMMIT");
      await onU;
      await expect(waiting).resolves.toMatchObject({ rows: [{ one: 1 }] }); // while t is still locked
      await admin.query("COMMIT");
      await onT;
    } finally {
      await admin.query("ROLLBACK").catch(() => undefined);
      await second.end();
    }
  });

  it("gives up with TIMEOUT_ERROR when no session frees within the query's time limit", async () => {
    await admin.query("BEGIN; LOCK TABLE t IN ACCESS EXCLUSIVE MODE");
    try {
      const blocked = ["g:1", "h:1"].map((key) =>
        getConnector(key, "postgresql", credentials).execute("SELECT x FROM t", options),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const late = getConnector("i:1", "postgresql", credentials).execute("SELECT 1", { ...options, timeoutMs: 300 });
      await expect(late).rejects.toMatchObject({ code: "TIMEOUT_ERROR" });
      await admin.query("COMMIT");
      await Promise.all(blocked);
    } finally {
      await admin.query("ROLLBACK").catch(() => undefined);
    }
  });
});
