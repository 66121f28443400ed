// Connector for a user's MySQL or MariaDB database (mysql2).
import mysql from "mysql2";
import type { QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { PrivilegeWarning } from "~/lib/privileges";
import { TIMEOUTS_MS } from "~/lib/limits";
import { LazyPool } from "./lazy-pool";
import type { SessionBudget } from "./session-budget";
import { failedField, testFailureReason, withDeadline, type Target } from "./connection-errors";
import { countTablesSql, introspectMysql } from "./mysql-introspect.server";
import { checkMysqlPrivileges } from "./mysql-privileges.server";
import {
  createMysqlHandle,
  inReadOnlyTransaction,
  mysqlConnectionOptions,
  queryOn,
  runReadOnly,
  toMysqlAppError,
  type MysqlHandle,
} from "./mysql-run.server";
import { assertTargetAllowed } from "./network-policy";
import { guardSql } from "./sql-guard";
import type { ConnectionCredentials, Connector, ExecuteOptions, TestResult } from "./types";

export { runReadOnly } from "./mysql-run.server";

const INTROSPECT_TIMEOUT_MS = 30_000;

/** EXPLAIN's rows as an aligned text table, the closest both MySQL and MariaDB have to a text plan. */
export function formatPlan(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return "";
  const headers = Object.keys(rows[0]);
  const cells = rows.map((row) => headers.map((header) => (row[header] === null ? "NULL" : String(row[header]))));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((line) => line[i].length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i])).join(" | ").trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("-+-"), ...cells.map(line)].join("\n");
}

export class MysqlConnector implements Connector {
  readonly dialect = "mysql" as const;
  private readonly handle = new LazyPool(() => assertTargetAllowed(this.credentials).then(() => createMysqlHandle(this.credentials, this.poolMax, this.budget)));
  private readonly target: Target;

  constructor(
    private readonly credentials: ConnectionCredentials,
    private readonly poolMax = 5,
    private readonly budget?: SessionBudget,
  ) {
    this.target = { host: credentials.host, port: credentials.port };
  }

  private getHandle(): Promise<MysqlHandle> {
    return this.handle.get();
  }

  /** spec §3/§9: never throws for connection problems; 10 s at most. */
  async test(): Promise<TestResult> {
    const started = performance.now();
    const limit = TIMEOUTS_MS.connectionTest;
    let connection: mysql.Connection | undefined;
    const attempt = async () => {
      await assertTargetAllowed(this.credentials);
      await this.budget?.acquire(undefined, Date.now() + limit, () => Object.assign(new Error("timeout"), { code: "ETIMEDOUT" }));
      const own = mysql.createConnection(mysqlConnectionOptions(this.credentials, limit));
      connection = own;
      own.on("error", () => undefined);
      try {
        const count = countTablesSql(this.credentials.schema ?? this.credentials.database);
        const rows = await queryOn<{ count: number }[]>(own, count.sql, count.params);
        return Number(rows[0].count);
      } finally {
        own.destroy();
        this.budget?.release();
      }
    };
    try {
      const tableCount = await withDeadline(attempt(), limit, () => Object.assign(new Error("timeout"), { code: "ETIMEDOUT" }));
      return { isValid: true, error: null, tableCount, connectionTime: Math.round(performance.now() - started) };
    } catch (error) {
      const reason = testFailureReason(error, this.target, limit);
      return { isValid: false, error: reason, tableCount: 0, connectionTime: Math.round(performance.now() - started), failedField: failedField(error) };
    } finally {
      connection?.destroy(); // past the deadline: the attempt ends and gives its session back
    }
  }

  async introspect(): Promise<SchemaCatalog> {
    try {
      const handle = await this.getHandle();
      return await introspectMysql(handle, this.credentials.schema ?? this.credentials.database);
    } catch (error) {
      throw toMysqlAppError(error, this.target, INTROSPECT_TIMEOUT_MS);
    }
  }

  async execute(sql: string, options: ExecuteOptions): Promise<QueryResult> {
    const guarded = guardSql(sql, this.dialect);
    try {
      return await runReadOnly(await this.getHandle(), guarded.sql, options);
    } catch (error) {
      throw toMysqlAppError(error, this.target, options.timeoutMs);
    }
  }

  async explain(sql: string, options: ExecuteOptions): Promise<string> {
    const guarded = guardSql(sql, this.dialect);
    try {
      const handle = await this.getHandle();
      const rows = await inReadOnlyTransaction(handle, options.timeoutMs, ({ conn }) =>
        queryOn<Record<string, unknown>[]>(conn, `EXPLAIN ${guarded.sql}`),
      );
      return formatPlan(rows);
    } catch (error) {
      throw toMysqlAppError(error, this.target, options.timeoutMs);
    }
  }

  async checkPrivileges(): Promise<PrivilegeWarning[]> {
    try {
      return await checkMysqlPrivileges(await this.getHandle(), this.credentials.schema ?? this.credentials.database);
    } catch (error) {
      throw toMysqlAppError(error, this.target, TIMEOUTS_MS.connectionTest);
    }
  }

  async close(): Promise<void> {
    const resolved = await this.handle.take();
    await resolved?.pool.end();
  }
}
