// Data-source connections of a project: stored with encrypted credentials, tested, introspected.
import { QueryTypes } from "sequelize";
import { Connection } from "~db/models";
import { db } from "~db/sequelize.server";
import { withDeadline } from "~/connectors/connection-errors";
import { dialectOfConnection } from "~/connectors/dialects";
import { assertHostAllowed } from "~/connectors/network-policy";
import { createConnector, getCatalog, getConnector, invalidateCatalog } from "~/connectors/registry.server";
import type { ConnectionCredentials, Connector, TestResult } from "~/connectors/types";
import { dropCsvImport } from "~/connectors/csv-import.server";
import { gatewayRoleFor } from "~/connectors/csv-access.server";
import type { Dialect, SchemaCatalog } from "~/lib/catalog";
import type { ConnectionJson } from "~/lib/connections";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { TIMEOUTS_MS } from "~/lib/limits";
import { can, type Action, type Role } from "~/lib/permissions";
import type { PrivilegeReport, PrivilegeWarning } from "~/lib/privileges";
import { PASSWORD_MASK, type CredentialsInput } from "~/lib/validation";
import { env } from "~/config/env.server";
import { recordActivity } from "./activity.server";
import { decryptJson, encryptJson, uploadsGatewayPassword } from "./crypto.server";
import { requireProjectPermission, type ProjectAccess } from "./projects.server";

export type ConnectionType = Dialect | "csv";
export type StoredCredentials = ConnectionCredentials;

/** Sample and CSV connections log in with the product's own read-only roles. */
function isManaged(connection: Connection): boolean {
  return connection.type === "csv" || Boolean(connection.sample_id);
}

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

/** What is stored; `managed` is never stored but follows from the connection's kind. */
function storedCredentials(connection: Connection): StoredCredentials {
  return decryptJson<StoredCredentials>(connection.credentials_encrypted);
}

export function credentialsOf(connection: Connection): StoredCredentials {
  const stored = storedCredentials(connection);
  return connection.type === "csv" ? throughGateway(stored) : { ...stored, managed: isManaged(connection) };
}

/** A CSV connection's stored login is its upload's role, which the uploads gateway takes per transaction (ADR 018). */
function throughGateway(stored: StoredCredentials): StoredCredentials {
  return {
    ...stored,
    username: gatewayRoleFor(stored.database),
    password: uploadsGatewayPassword(),
    role: stored.username,
    managed: true,
  };
}

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

/** Tests credentials that are not saved (spec §7 POST /connections/test; the connector bounds it at 10 s). */
export async function testCredentials(type: Dialect, credentials: CredentialsInput): Promise<TestResult> {
  // The connector's test applies the network policy before any login (ADR 012).
  const connector = createConnector(type, credentials, 1);
  try {
    return await withPrivileges(connector, await connector.test());
  } finally {
    await connector.close().catch(() => undefined);
  }
}

// The check runs after a successful test and shares its 10 s (spec §9); at least a second, at most five.
const PRIVILEGE_CHECK_MS = { min: 1_000, max: 5_000 };

/** The login's privilege warnings, or undefined when they could not be read in time (the test still counts). */
async function readPrivileges(connector: Connector, budgetMs: number): Promise<PrivilegeWarning[] | undefined> {
  const ms = Math.min(PRIVILEGE_CHECK_MS.max, Math.max(PRIVILEGE_CHECK_MS.min, budgetMs));
  return withDeadline(connector.checkPrivileges(), ms, () => new Error("privilege check timed out")).catch(
    () => undefined,
  );
}

async function withPrivileges(connector: Connector, result: TestResult): Promise<TestResult> {
  if (!result.isValid) return result;
  const warnings = await readPrivileges(connector, TIMEOUTS_MS.connectionTest - result.connectionTime);
  return warnings ? { ...result, warnings } : result;
}

function privilegeReport(warnings: PrivilegeWarning[] | undefined): { privileges?: PrivilegeReport } {
  return warnings ? { privileges: { checkedAt: new Date().toISOString(), warnings } } : {};
}

function connectionFailed(result: TestResult): AppError {
  return new AppError("CONNECTION_FAILED", `Connection failed: ${result.error ?? "Unknown error"}`, {
    reason: result.error ?? "Unknown error",
  });
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

// A stored password belongs to one server and login: it never follows a change of either.
const IDENTITY_KEYS = ["host", "port", "database", "username"] as const;

export const PASSWORD_REQUIRED_MESSAGE =
  "Enter the password again when you change the host, port, database or username";

/** The credentials after an edit; a password left empty or masked keeps the stored one only for the same identity. */
export function mergeCredentials(
  current: StoredCredentials,
  edit: Partial<Omit<StoredCredentials, "managed">>,
): StoredCredentials {
  const { password, ...rest } = edit;
  const next = { ...current, ...rest };
  const typed = password && password !== PASSWORD_MASK ? password : undefined;
  const identityChanged = IDENTITY_KEYS.some((key) => String(next[key]).trim() !== String(current[key]).trim());
  if (identityChanged && !typed)
    throw new AppError("VALIDATION_ERROR", PASSWORD_REQUIRED_MESSAGE, { field: "password" });
  return { ...next, password: typed ?? current.password };
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

/** Tests a saved connection and records the outcome (last_test_status, last_tested_at). */
export async function testSavedConnection(connection: Connection): Promise<TestResult> {
  const connector = connectorFor(connection);
  const result = await withPrivileges(connector, await connector.test());
  const metadata = result.warnings
    ? { ...connection.metadata, ...privilegeReport(result.warnings) }
    : connection.metadata;
  await connection.update(
    { last_test_status: result.isValid ? "success" : "failed", last_tested_at: new Date(), metadata },
    { silent: true },
  );
  return result;
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
