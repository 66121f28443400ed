// A saved connection's connector and catalog: pooled and cached under a key that changes whenever the connection does.
import type { Connection } from "~db/models";
import { dialectOfConnection } from "~/connectors/dialects";
import { getCatalog, getConnector, invalidateCatalog } from "~/connectors/registry.server";
import type { Connector } from "~/connectors/types";
import type { SchemaCatalog } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { credentialsOf } from "./connection-credentials.server";

/** The pooled connector for a saved connection; its key changes whenever the connection does. */
export function connectorFor(connection: Connection): Connector {
  return getConnector(catalogKey(connection), dialectOfConnection(connection.type), credentialsOf(connection));
}

export function catalogKey(connection: Connection): string {
  return `${connection.id}:${connection.updated_at.getTime()}`;
}

/**
 * The connection's catalog, introspected at most once per 10 minutes. Connections to one sample read
 * the same tables through the same role: they share one catalog, so a hundred users' first questions
 * do not introspect the sample a hundred times through the samples pool (ADR 018).
 */
export async function getConnectionCatalog(
  connection: Connection,
  options: { refresh?: boolean } = {},
): Promise<SchemaCatalog> {
  const key = connection.sample_id ? `sample:${connection.sample_id}` : catalogKey(connection);
  return getCatalog(key, connectorFor(connection), options);
}

/** The database's tables changed under the catalog read from it (a query named a table or column that is gone). */
export function forgetCatalog(connection: Connection): void {
  if (!connection.sample_id) invalidateCatalog(catalogKey(connection));
}

/** Tables with their columns, as the schema views show them. */
export async function getConnectionTables(connection: Connection, options: { refresh?: boolean } = {}) {
  const catalog = await getConnectionCatalog(connection, options).catch((error) => {
    if (error instanceof AppError) throw error;
    throw new AppError(
      "CONNECTION_FAILED",
      `Connection failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  return catalog.tables.map((table) => ({
    name: table.name,
    schema: table.schema,
    label: table.label ?? table.name,
    description: table.description ?? null,
    rowCount: Math.max(0, table.rowEstimate),
    columnCount: table.columns.filter((column) => column.name !== "__row").length,
    columns: table.columns.map((column) => ({
      name: column.name,
      label: column.label ?? column.name,
      type: column.dataType,
      kind: column.kind,
      nullable: column.nullable,
      isPrimaryKey: column.isPrimaryKey,
    })),
    foreignKeys: table.foreignKeys,
  }));
}
