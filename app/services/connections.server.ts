// Data-source connections of a project: stored with encrypted credentials (connection-credentials.server.ts), tested
// (connection-checks.server.ts), introspected (connection-catalogs.server.ts).
import { QueryTypes } from "sequelize";
import { Connection } from "~db/models";
import { db } from "~db/sequelize.server";
import { withDeadline } from "~/connectors/connection-errors";
import { dialectOfConnection } from "~/connectors/dialects";
import { assertHostAllowed } from "~/connectors/network-policy";
import { createConnector, invalidateCatalog } from "~/connectors/registry.server";
import type { Connector } from "~/connectors/types";
import { dropCsvImport } from "~/connectors/csv-import.server";
import type { Dialect } from "~/lib/catalog";
import type { ConnectionJson } from "~/lib/connections";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { TIMEOUTS_MS } from "~/lib/limits";
import { can, type Action, type Role } from "~/lib/permissions";
import { PASSWORD_MASK } from "~/lib/validation";
import { env } from "~/config/env.server";
import { recordActivity } from "./activity.server";
import { catalogKey } from "./connection-catalogs.server";
import { connectionFailed, privilegeReport, readPrivileges } from "./connection-checks.server";
import {
  isManaged,
  mergeCredentials,
  storedCredentials,
  throughGateway,
  type StoredCredentials,
} from "./connection-credentials.server";
import { encryptJson } from "./crypto.server";
import { requireProjectPermission, type ProjectAccess } from "./projects.server";

export type ConnectionType = Dialect | "csv";

// Where the product's own servers are is nobody's business: managed connections show no address.
const ADDRESS_KEYS = new Set(["host", "port", "database", "ssl"]);

function publicMetadata(connection: Connection): Record<string, unknown> | null {
  if (!connection.metadata || !isManaged(connection)) return connection.metadata;
  return Object.fromEntries(Object.entries(connection.metadata).filter(([key]) => !ADDRESS_KEYS.has(key)));
}

/**
 * The answer form of spec §3 (server form). Secrets never leave: the password is masked. Where the database lives, as
 * whom the product logs in and its privilege warnings are for those who may edit the connection; a viewer or a visitor
 * of a public project sees what it is called and what kind it is (issue 35).
 */
export function connectionJson(connection: Connection, role: Role): ConnectionJson {
  const details = can(role, "edit", "connection");
  const credentials = details && !isManaged(connection) ? storedCredentials(connection) : null;
  return {
    id: connection.id,
    name: connection.name,
    type: connection.type,
    credentials: credentials
      ? {
          host: credentials.host,
          port: credentials.port,
          database: credentials.database,
          username: credentials.username,
          password: PASSWORD_MASK,
          ssl: Boolean(credentials.ssl),
        }
      : null,
    project_id: connection.project_id,
    sample_id: connection.sample_id,
    is_active: connection.is_active,
    last_test_status: connection.last_test_status,
    last_tested_at: connection.last_tested_at,
    created_at: connection.created_at,
    updated_at: connection.updated_at,
    metadata: details ? publicMetadata(connection) : null,
  };
}

/** The answer to a write, which only those who may edit the connection get this far to make. */
const writerJson = (connection: Connection) => connectionJson(connection, "editor");

/** Loads a connection and checks the caller's permission on its project (404 when not visible). */
export async function requireConnection(
  userId: string | null,
  connectionId: string,
  action: Action,
  resource: "connection" | "query" = "connection",
) {
  if (!isUuid(connectionId)) throw new AppError("NOT_FOUND", "Connection not found");
  db();
  const connection = await Connection.findByPk(connectionId);
  if (!connection) throw new AppError("NOT_FOUND", "Connection not found");
  const access = await requireProjectPermission(userId, connection.project_id, action, resource).catch((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw new AppError("NOT_FOUND", "Connection not found");
    throw error;
  });
  return { connection, access };
}

/** Summary kept in `metadata` (spec §3) from a fresh catalog. */
async function describe(connector: Connector, credentials: StoredCredentials) {
  const catalog = await connector.introspect();
  const totalRows = catalog.tables.reduce((sum, table) => sum + Math.max(0, table.rowEstimate), 0);
  const address = credentials.managed
    ? {}
    : { host: credentials.host, port: credentials.port, database: credentials.database, ssl: Boolean(credentials.ssl) };
  return {
    tableCount: catalog.tables.length,
    totalTables: catalog.tables.length,
    totalRows,
    ...address,
    lastUpdated: new Date().toISOString(),
  };
}

/** Creates a connection after a successful test; a failing database is never saved. */
export async function createConnection(
  access: ProjectAccess,
  userId: string,
  input: {
    name: string;
    type: ConnectionType;
    credentials: StoredCredentials;
    sampleId?: string | null;
    metadata?: Record<string, unknown>;
  },
): Promise<ConnectionJson> {
  const login = input.type === "csv" ? throughGateway(input.credentials) : input.credentials;
  const connector = createConnector(dialectOfConnection(input.type), login, 1);
  try {
    const result = await connector.test();
    if (!result.isValid) throw connectionFailed(result);
    // spec §9: connection create 15 s in all, the test included.
    const budget = TIMEOUTS_MS.connectionCreate - result.connectionTime;
    const [summary, warnings] = await Promise.all([
      withDeadline(
        describe(connector, input.credentials),
        budget,
        () => new AppError("TIMEOUT_ERROR", "Reading the database's schema timed out"),
      ),
      readPrivileges(connector, budget),
    ]);
    db();
    const connection = await Connection.create({
      project_id: access.project.id,
      name: input.name,
      type: input.type,
      credentials_encrypted: encryptJson({ ...input.credentials, managed: undefined }),
      sample_id: input.sampleId ?? null,
      last_test_status: "success",
      last_tested_at: new Date(),
      metadata: { ...summary, ...input.metadata, ...privilegeReport(warnings) },
      created_by: userId,
    });
    await recordActivity({
      projectId: access.project.id,
      userId,
      action: "create",
      resourceType: "connection",
      resourceId: connection.id,
      details: { name: input.name, type: input.type },
    });
    return connectionJson(connection, access.role);
  } finally {
    await connector.close().catch(() => undefined);
  }
}

export async function listConnections(projectId: string, role: Role): Promise<ConnectionJson[]> {
  db();
  const rows = await Connection.findAll({ where: { project_id: projectId }, order: [["created_at", "ASC"]] });
  return rows.map((row) => connectionJson(row, role));
}

/** Edits name and credentials (see mergeCredentials for when the stored password is kept). */
export async function updateConnection(
  connection: Connection,
  userId: string,
  input: { name?: string; credentials?: Partial<StoredCredentials> & { password?: string }; is_active?: boolean },
): Promise<ConnectionJson> {
  if (input.name !== undefined) connection.name = input.name;
  if (input.is_active !== undefined) connection.is_active = input.is_active;
  if (input.credentials && !isManaged(connection)) {
    const next = mergeCredentials(storedCredentials(connection), input.credentials);
    await assertHostAllowed(next.host, next.port);
    connection.credentials_encrypted = encryptJson(next);
    connection.last_test_status = null;
  }
  await connection.save();
  await recordActivity({
    projectId: connection.project_id,
    userId,
    action: "update",
    resourceType: "connection",
    resourceId: connection.id,
    details: { name: connection.name },
  });
  return writerJson(connection);
}

export async function deleteConnection(connection: Connection, userId: string): Promise<void> {
  invalidateCatalog(catalogKey(connection));
  if (connection.type === "csv") {
    const credentials = storedCredentials(connection);
    await dropCsvImport({ adminUrl: env().uploadsDatabaseUrl }, credentials.schema!, credentials.username);
  }
  await connection.destroy();
  await recordActivity({
    projectId: connection.project_id,
    userId,
    action: "delete",
    resourceType: "connection",
    resourceId: connection.id,
    details: { name: connection.name },
  });
}

/**
 * Points a CSV connection at a fresh import (re-import with changes), then drops the import it read before. The
 * connection keeps its id, so its chats and dashboards stay; its new `updated_at` retires the old catalog and pool.
 */
export async function replaceCsvConnection(
  connection: Connection,
  userId: string,
  next: { schema: string; role: string; csv: { table: string; rowCount: number } & Record<string, unknown> },
): Promise<ConnectionJson> {
  const before = storedCredentials(connection);
  const staleKey = catalogKey(connection);
  connection.credentials_encrypted = encryptJson({ ...before, username: next.role, schema: next.schema });
  connection.metadata = {
    ...connection.metadata,
    tableCount: 1,
    totalTables: 1,
    totalRows: next.csv.rowCount,
    lastUpdated: new Date().toISOString(),
    csv: next.csv,
  };
  connection.last_test_status = "success";
  connection.last_tested_at = new Date();
  await connection.save();
  invalidateCatalog(staleKey);
  // The new data is in place: a failure to drop the old schema leaves an orphan to clean up, not a broken connection.
  await dropCsvImport({ adminUrl: env().uploadsDatabaseUrl }, before.schema!, before.username).catch((error) =>
    console.error("[connections] dropping a replaced CSV import failed", error),
  );
  await recordActivity({
    projectId: connection.project_id,
    userId,
    action: "update",
    resourceType: "connection",
    resourceId: connection.id,
    details: { name: connection.name, reimported: true },
  });
  return writerJson(connection);
}

/** Every connection of a user's projects (spec §7 GET /database/connections). */
export async function listConnectionsForUser(userId: string): Promise<ConnectionJson[]> {
  const ids = await db().query<{ id: string; role: Role }>(
    `SELECT c.id, m.role FROM connections c JOIN project_members m ON m.project_id = c.project_id AND m.user_id = $1 ORDER BY c.created_at`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  const roles = new Map(ids.map((row) => [row.id, row.role]));
  const rows = await Connection.findAll({ where: { id: ids.map((row) => row.id) }, order: [["created_at", "ASC"]] });
  return rows.map((row) => connectionJson(row, roles.get(row.id)!));
}
