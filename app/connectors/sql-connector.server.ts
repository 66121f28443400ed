// The connector every SQL database shares: pool on first use, the guard before any SQL, errors in the product's
// words, the connection test's deadline. A dialect object per database (dialects/<id>/connector.server.ts)
// supplies only what differs: its driver, its catalog, its read-only transaction.
import type { Dialect, QueryResult, SchemaCatalog } from "~/lib/catalog";
import { AppError, isAppError } from "~/lib/errors";
import type { PrivilegeWarning } from "~/lib/privileges";
import { TIMEOUTS_MS } from "~/lib/limits";
import { connectionFailed, failedField, testFailureReason, withDeadline, type Target } from "./connection-errors";
import { LazyPool } from "./lazy-pool";
import { assertTargetAllowed } from "./network-policy";
import type { SessionBudget } from "./session-budget";
import { guardWith, type GuardOptions } from "./sql-guard";
import type { ConnectionCredentials, Connector, ConnectorDialect, ExecuteOptions, TestResult } from "./types";

const INTROSPECT_TIMEOUT_MS = 30_000;

const timedOut = () => Object.assign(new Error("timeout"), { code: "ETIMEDOUT" });

export class SqlConnector<Pool> implements Connector {
  readonly dialect: Dialect;
  private readonly pool: LazyPool<Pool>;
  private readonly target: Target;

  constructor(
    private readonly driver: ConnectorDialect<Pool>,
    private readonly credentials: ConnectionCredentials,
    private readonly poolMax = 5,
    private readonly budget?: SessionBudget,
  ) {
    this.dialect = driver.name;
    this.target = { host: credentials.host, port: credentials.port };
    this.pool = new LazyPool(async () => {
      if (this.sharesPool()) return driver.managedPool!(credentials);
      await assertTargetAllowed(credentials);
      return driver.openPool(credentials, this.poolMax, this.budget);
    });
  }

  private sharesPool(): boolean {
    return Boolean(this.credentials.managed && this.driver.managedPool);
  }

  /** spec §3/§9: never throws for connection problems; 10 s at most. */
  async test(): Promise<TestResult> {
    const started = performance.now();
    const limit = TIMEOUTS_MS.connectionTest;
    const own: { close?: () => Promise<void> } = {};
    const attempt =
      this.sharesPool() && this.driver.countTablesInPool
        ? this.pool.get().then((pool) => this.driver.countTablesInPool!(pool, this.credentials, limit))
        : this.countWithOwnSession(limit, own);
    try {
      const tableCount = await withDeadline(attempt, limit, timedOut);
      return { isValid: true, error: null, tableCount, connectionTime: Math.round(performance.now() - started) };
    } catch (error) {
      const reason = testFailureReason(error, this.target, limit);
      return {
        isValid: false,
        error: reason,
        tableCount: 0,
        connectionTime: Math.round(performance.now() - started),
        failedField: failedField(error),
      };
    } finally {
      void own.close?.(); // past the deadline: the attempt ends and gives its session back
    }
  }

  /** A fresh login, not a pooled one: the test proves the credentials; it still takes a session of the budget. */
  private async countWithOwnSession(limit: number, own: { close?: () => Promise<void> }): Promise<number> {
    await assertTargetAllowed(this.credentials);
    await this.budget?.acquire(undefined, Date.now() + limit, timedOut);
    const session = this.driver.openTestSession(this.credentials, limit);
    let closing: Promise<void> | undefined;
    own.close = () =>
      (closing ??= Promise.resolve()
        .then(() => session.close())
        .catch(() => undefined)
        .finally(() => this.budget?.release()));
    try {
      return await session.countTables();
    } finally {
      void own.close();
    }
  }

  async introspect(): Promise<SchemaCatalog> {
    return this.withPool(INTROSPECT_TIMEOUT_MS, (pool) => this.driver.introspect(pool, this.credentials));
  }

  /** An upload's connection (its role taken through the uploads gateway) is sealed to its own schema (ADR 041). */
  private guardOptions(): GuardOptions {
    const { role, schema } = this.credentials;
    return role === undefined ? {} : { sealed: { schema: schema ?? "" } };
  }

  async execute(sql: string, options: ExecuteOptions): Promise<QueryResult> {
    const guarded = guardWith(this.driver, sql, this.guardOptions());
    return this.withPool(options.timeoutMs, (pool) => this.driver.run(pool, guarded.sql, options, this.credentials));
  }

  async explain(sql: string, options: ExecuteOptions): Promise<string> {
    const guarded = guardWith(this.driver, sql, this.guardOptions());
    return this.withPool(options.timeoutMs, (pool) =>
      this.driver.explain(pool, guarded.sql, options, this.credentials),
    );
  }

  async checkPrivileges(): Promise<PrivilegeWarning[]> {
    return this.withPool(this.driver.privilegesTimeoutMs, (pool) =>
      this.driver.checkPrivileges(pool, this.credentials),
    );
  }

  async close(): Promise<void> {
    const pool = await this.pool.take();
    if (pool !== undefined && !this.sharesPool()) await this.driver.closePool(pool); // a shared pool outlives its connectors
  }

  /** `work` on the pool; any failure (also opening the pool) as an AppError naming the time limit it ran under. */
  private async withPool<T>(timeoutMs: number, work: (pool: Pool) => Promise<T>): Promise<T> {
    try {
      return await work(await this.pool.get());
    } catch (error) {
      throw this.toAppError(error, timeoutMs);
    }
  }

  private toAppError(error: unknown, timeoutMs: number): AppError {
    if (isAppError(error) && error.code !== "CONNECTION_FAILED") return error;
    return (
      connectionFailed(error, this.target, TIMEOUTS_MS.databaseConnect) ?? this.driver.queryError(error, timeoutMs)
    );
  }
}
