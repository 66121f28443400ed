// Connector for a user's PostgreSQL database (pg + pg-cursor).
import pg from "pg";
import type { QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { PrivilegeWarning } from "~/lib/privileges";
import { TIMEOUTS_MS } from "~/lib/limits";
import { LazyPool } from "./lazy-pool";
import { failedField, testFailureReason, withDeadline, type Target } from "./connection-errors";
import { managedPool } from "./managed-pools.server";
import { assertTargetAllowed } from "./network-policy";
import { countPgTables, introspectPostgres } from "./postgres-introspect.server";
import { checkPgPrivileges } from "./postgres-privileges.server";
import { createPgPool, inReadOnlyTransaction, pgClientConfig, runReadOnly, toPgAppError } from "./postgres-run.server";
import type { SessionBudget } from "./session-budget";
import type { SessionPool } from "./session-pool.server";
import { guardSql } from "./sql-guard";
import type { ConnectionCredentials, Connector, ExecuteOptions, TestResult } from "./types";

export { runReadOnly } from "./postgres-run.server";

const INTROSPECT_TIMEOUT_MS = 30_000;
const PRIVILEGES_TIMEOUT_MS = 5_000;

const timedOut = () => Object.assign(new Error("timeout"), { code: "ETIMEDOUT" });

/**
 * A user's database gets a pool of its own, whose sessions count against the process's budget for
 * users' databases; the product's own databases (`managed`) are read through the shared pool of
 * their database, as `credentials.role` when the login is the uploads gateway (ADR 018).
 */
export class PostgresConnector implements Connector {
  readonly dialect = "postgresql" as const;
  private readonly pool = new LazyPool(() =>
    this.credentials.managed
      ? Promise.resolve(managedPool(this.credentials))
      : assertTargetAllowed(this.credentials).then(() => createPgPool(this.credentials, this.poolMax, this.budget)),
  );
  private readonly target: Target;

  constructor(
    private readonly credentials: ConnectionCredentials,
    private readonly poolMax = 5,
    private readonly budget?: SessionBudget,
  ) {
    this.target = { host: credentials.host, port: credentials.port };
  }

  private getPool(): Promise<SessionPool> {
    return this.pool.get();
  }

  /** spec §3/§9: never throws for connection problems; 10 s at most. */
  async test(): Promise<TestResult> {
    const started = performance.now();
    const limit = TIMEOUTS_MS.connectionTest;
    const attempt = this.credentials.managed ? this.countThroughPool(limit) : this.countWithOwnClient(limit);
    try {
      const tableCount = await withDeadline(attempt, limit, timedOut);
      return { isValid: true, error: null, tableCount, connectionTime: Math.round(performance.now() - started) };
    } catch (error) {
      const reason = testFailureReason(error, this.target, limit);
      return { isValid: false, error: reason, tableCount: 0, connectionTime: Math.round(performance.now() - started), failedField: failedField(error) };
    }
  }

  private async countThroughPool(limit: number): Promise<number> {
    const transaction = { timeoutMs: limit, role: this.credentials.role };
    return inReadOnlyTransaction(await this.getPool(), transaction, (client) => countPgTables(client, this.credentials.schema));
  }

  /** A fresh login, not a pooled one: the test proves the credentials; it still takes a session of the budget. */
  private async countWithOwnClient(limit: number): Promise<number> {
    await assertTargetAllowed(this.credentials);
    await this.budget?.acquire(undefined, Date.now() + limit, timedOut);
    const client = new pg.Client({ ...pgClientConfig(this.credentials, limit), statement_timeout: limit });
    client.on("error", () => undefined);
    try {
      await client.connect();
      return await countPgTables(client, this.credentials.schema);
    } finally {
      void client
        .end()
        .catch(() => undefined)
        .finally(() => this.budget?.release());
    }
  }

  async introspect(): Promise<SchemaCatalog> {
    const pool = await this.getPool().catch((error) => {
      throw toPgAppError(error, this.target, INTROSPECT_TIMEOUT_MS);
    });
    return introspectPostgres(pool, { schema: this.credentials.schema, role: this.credentials.role }).catch((error) => {
      throw toPgAppError(error, this.target, INTROSPECT_TIMEOUT_MS);
    });
  }

  async execute(sql: string, options: ExecuteOptions): Promise<QueryResult> {
    const guarded = guardSql(sql, this.dialect);
    try {
      const pool = await this.getPool();
      return await runReadOnly(pool, guarded.sql, { ...options, schema: this.credentials.schema, role: this.credentials.role });
    } catch (error) {
      throw toPgAppError(error, this.target, options.timeoutMs);
    }
  }

  async explain(sql: string, options: ExecuteOptions): Promise<string> {
    const guarded = guardSql(sql, this.dialect);
    try {
      const pool = await this.getPool();
      const transaction = { timeoutMs: options.timeoutMs, schema: this.credentials.schema, role: this.credentials.role };
      return await inReadOnlyTransaction(pool, transaction, async (client) => {
        // Extended protocol: the server refuses a second statement even if one got past the guard.
        const text = `EXPLAIN (FORMAT TEXT) ${guarded.sql}`;
        const result = await client.query<unknown[]>({ text, rowMode: "array", queryMode: "extended" } as pg.QueryArrayConfig);
        return result.rows.map((row) => String(row[0])).join("\n");
      });
    } catch (error) {
      throw toPgAppError(error, this.target, options.timeoutMs);
    }
  }

  async checkPrivileges(): Promise<PrivilegeWarning[]> {
    const { schema } = this.credentials;
    try {
      const pool = await this.getPool();
      const transaction = { timeoutMs: PRIVILEGES_TIMEOUT_MS, role: this.credentials.role };
      return await inReadOnlyTransaction(pool, transaction, (client) => checkPgPrivileges(client, schema));
    } catch (error) {
      throw toPgAppError(error, this.target, PRIVILEGES_TIMEOUT_MS);
    }
  }

  async close(): Promise<void> {
    const pool = await this.pool.take();
    if (!this.credentials.managed) await pool?.end(); // a shared pool outlives its connectors
  }
}
