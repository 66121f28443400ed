// Connector for a user's PostgreSQL database (pg + pg-cursor).
import pg from "pg";
import type { QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { PrivilegeWarning } from "~/lib/privileges";
import { TIMEOUTS_MS } from "~/lib/limits";
import { LazyPool } from "./lazy-pool";
import { testFailureReason, withDeadline, type Target } from "./connection-errors";
import { assertTargetAllowed } from "./network-policy";
import { countPgTables, introspectPostgres } from "./postgres-introspect.server";
import { checkPgPrivileges } from "./postgres-privileges.server";
import { createPgPool, inReadOnlyTransaction, pgClientConfig, runReadOnly, toPgAppError } from "./postgres-run.server";
import { guardSql } from "./sql-guard";
import type { ConnectionCredentials, Connector, ExecuteOptions, TestResult } from "./types";

export { runReadOnly } from "./postgres-run.server";

const INTROSPECT_TIMEOUT_MS = 30_000;
const PRIVILEGES_TIMEOUT_MS = 5_000;

export class PostgresConnector implements Connector {
  readonly dialect = "postgresql" as const;
  private readonly pool = new LazyPool(() => assertTargetAllowed(this.credentials).then(() => createPgPool(this.credentials, this.poolMax)));
  private readonly target: Target;

  constructor(
    private readonly credentials: ConnectionCredentials,
    private readonly poolMax = 5,
  ) {
    this.target = { host: credentials.host, port: credentials.port };
  }

  private getPool(): Promise<pg.Pool> {
    return this.pool.get();
  }

  /** spec §3/§9: never throws for connection problems; 10 s at most. */
  async test(): Promise<TestResult> {
    const started = performance.now();
    const limit = TIMEOUTS_MS.connectionTest;
    const client = new pg.Client({ ...pgClientConfig(this.credentials, limit), statement_timeout: limit });
    client.on("error", () => undefined);
    const attempt = async () => {
      await assertTargetAllowed(this.credentials);
      await client.connect();
      return countPgTables(client, this.credentials.schema);
    };
    try {
      const tableCount = await withDeadline(attempt(), limit, () => Object.assign(new Error("timeout"), { code: "ETIMEDOUT" }));
      return { isValid: true, error: null, tableCount, connectionTime: Math.round(performance.now() - started) };
    } catch (error) {
      const reason = testFailureReason(error, this.target, limit);
      return { isValid: false, error: reason, tableCount: 0, connectionTime: Math.round(performance.now() - started) };
    } finally {
      void client.end().catch(() => undefined);
    }
  }

  async introspect(): Promise<SchemaCatalog> {
    const pool = await this.getPool().catch((error) => {
      throw toPgAppError(error, this.target, INTROSPECT_TIMEOUT_MS);
    });
    return introspectPostgres(pool, this.credentials.schema).catch((error) => {
      throw toPgAppError(error, this.target, INTROSPECT_TIMEOUT_MS);
    });
  }

  async execute(sql: string, options: ExecuteOptions): Promise<QueryResult> {
    const guarded = guardSql(sql, this.dialect);
    try {
      const pool = await this.getPool();
      return await runReadOnly(pool, guarded.sql, { ...options, schema: this.credentials.schema });
    } catch (error) {
      throw toPgAppError(error, this.target, options.timeoutMs);
    }
  }

  async explain(sql: string, options: ExecuteOptions): Promise<string> {
    const guarded = guardSql(sql, this.dialect);
    try {
      const pool = await this.getPool();
      const transaction = { timeoutMs: options.timeoutMs, schema: this.credentials.schema };
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
      return await inReadOnlyTransaction(pool, { timeoutMs: PRIVILEGES_TIMEOUT_MS }, (client) => checkPgPrivileges(client, schema));
    } catch (error) {
      throw toPgAppError(error, this.target, PRIVILEGES_TIMEOUT_MS);
    }
  }

  async close(): Promise<void> {
    await (await this.pool.take())?.end();
  }
}
