// MySQL and MariaDB on a server (mysql2): what differs from the shared core, SqlConnector.
import mysql from "mysql2";
import { refuse } from "../../sql-guard-rules";
import type { ConnectionCredentials, ConnectorDialect } from "../../types";
import { checkMysql } from "./guard";
import { countTablesSql, introspectMysql } from "./introspect.server";
import { CHECK_TIMEOUT_MS, checkMysqlPrivileges } from "./privileges.server";
import {
  createMysqlHandle,
  inReadOnlyTransaction,
  mysqlConnectionOptions,
  mysqlQueryError,
  queryOn,
  runReadOnly,
  type MysqlHandle,
} from "./run.server";

export { runReadOnly } from "./run.server";

/** EXPLAIN's rows as an aligned text table, the closest both MySQL and MariaDB have to a text plan. */
export function formatPlan(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return "";
  const headers = Object.keys(rows[0]);
  const cells = rows.map((row) => headers.map((header) => (row[header] === null ? "NULL" : String(row[header]))));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((line) => line[i].length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]))
      .join(" | ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("-+-"), ...cells.map(line)].join("\n");
}

/** For MySQL a schema is a database: a connection restricted to one reads that one. */
const databaseOf = (credentials: ConnectionCredentials) => credentials.schema ?? credentials.database;

export const mysqlConnector: ConnectorDialect<MysqlHandle> = {
  name: "mysql",
  guard: ({ text, tokens, sealed }) => {
    if (sealed) refuse("a sealed check of MySQL SQL", "uploads are PostgreSQL");
    return checkMysql(text, tokens);
  },
  openPool: createMysqlHandle,
  closePool: (handle) => handle.pool.end(),
  openTestSession(credentials, timeoutMs) {
    const own = mysql.createConnection(mysqlConnectionOptions(credentials, timeoutMs));
    own.on("error", () => undefined);
    return {
      countTables: async () => {
        const count = countTablesSql(databaseOf(credentials));
        const rows = await queryOn<{ count: number }[]>(own, count.sql, count.params);
        return Number(rows[0].count);
      },
      close: () => own.destroy(),
    };
  },
  introspect: (handle, credentials) => introspectMysql(handle, databaseOf(credentials)),
  run: (handle, sql, options) => runReadOnly(handle, sql, options),
  explain: async (handle, sql, { timeoutMs }) =>
    formatPlan(
      await inReadOnlyTransaction(handle, timeoutMs, ({ conn }) =>
        queryOn<Record<string, unknown>[]>(conn, `EXPLAIN ${sql}`),
      ),
    ),
  checkPrivileges: (handle, credentials) => checkMysqlPrivileges(handle, databaseOf(credentials)),
  privilegesTimeoutMs: CHECK_TIMEOUT_MS,
  queryError: mysqlQueryError,
};
