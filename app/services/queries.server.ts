// Running SQL on a connection for a user: the guard, the read-only transaction and the limits apply.
import { env } from "~/config/env.server";
import type { QueryResult } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { TIMEOUTS_MS } from "~/lib/limits";
import type { Connection } from "~db/models";
import { connectorFor } from "./connection-catalogs.server";

export function queryLimits() {
  const config = env();
  return { timeoutMs: Math.min(config.QUERY_TIMEOUT_MS, TIMEOUTS_MS.execute), maxRows: config.QUERY_MAX_ROWS };
}

export async function runSql(connection: Connection, sql: string): Promise<QueryResult> {
  if (!connection.is_active)
    throw new AppError("CONNECTION_FAILED", "This connection is disconnected. Reconnect it to run queries.");
  return connectorFor(connection).execute(sql, queryLimits());
}

export async function explainSql(connection: Connection, sql: string): Promise<string> {
  return connectorFor(connection).explain(sql, queryLimits());
}
