// Reads a MySQL/MariaDB schema into our catalog from information_schema, then the shared probes (catalog-probe.ts).
import mysql from "mysql2";
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { profileTables, type ProbeDialect } from "../../catalog-probe";
import { mysqlColumnKind } from "../../column-kinds";
import { inReadOnlyTransaction, queryOn, type MysqlHandle } from "./run.server";

const CATALOG_TIMEOUT_MS = 15_000;
const SYSTEM_SCHEMAS = "('mysql', 'information_schema', 'performance_schema', 'sys')";
const PROBED_TYPES = new Set(["BASE TABLE", "SYSTEM VERSIONED"]);

/** The connected database; every non-system schema only when the connection names none. */
export function schemaFilter(column: string, database: string): { sql: string; params: string[] } {
  return database
    ? { sql: `${column} = ?`, params: [database] }
    : { sql: `${column} NOT IN ${SYSTEM_SCHEMAS}`, params: [] };
}

interface TableRow {
  schema: string;
  name: string;
  type: string;
  estimate: number | null;
  description: string;
}
interface ColumnRow {
  schema: string;
  table: string;
  name: string;
  data_type: string;
  column_type: string;
  nullable: string;
  column_key: string;
  description: string;
}
interface KeyRow {
  schema: string;
  table: string;
  constraint_name: string;
  column_name: string;
  ref_schema: string | null;
  ref_table: string | null;
  ref_column: string | null;
}

const tablesSql = (where: string) => `SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS name, TABLE_TYPE AS type,
  TABLE_ROWS AS estimate, TABLE_COMMENT AS description
FROM information_schema.TABLES WHERE ${where} AND TABLE_TYPE <> 'SEQUENCE' ORDER BY 1, 2`;

const columnsSql = (where: string) => `SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS \`table\`, COLUMN_NAME AS name,
  DATA_TYPE AS data_type, COLUMN_TYPE AS column_type, IS_NULLABLE AS nullable, COLUMN_KEY AS column_key,
  COLUMN_COMMENT AS description
FROM information_schema.COLUMNS WHERE ${where} ORDER BY TABLE_SCHEMA, TABLE_NAME, ORDINAL_POSITION`;

const keysSql = (
  where: string,
) => `SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS \`table\`, CONSTRAINT_NAME AS constraint_name,
  COLUMN_NAME AS column_name, REFERENCED_TABLE_SCHEMA AS ref_schema, REFERENCED_TABLE_NAME AS ref_table,
  REFERENCED_COLUMN_NAME AS ref_column
FROM information_schema.KEY_COLUMN_USAGE
WHERE ${where} AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL)
ORDER BY TABLE_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`;

export function countTablesSql(database: string): { sql: string; params: string[] } {
  const filter = schemaFilter("TABLE_SCHEMA", database);
  return {
    sql: `SELECT COUNT(*) AS count FROM information_schema.TABLES WHERE ${filter.sql} AND TABLE_TYPE <> 'SEQUENCE'`,
    params: filter.params,
  };
}

const keyOf = (schema: string, name: string) => `${schema}.${name}`;

function buildTables(tables: TableRow[], columns: ColumnRow[], keys: KeyRow[]): CatalogTable[] {
  const byKey = new Map<string, CatalogTable>();
  for (const row of tables) {
    const description = row.type === "VIEW" || row.description === "VIEW" ? "" : row.description;
    byKey.set(keyOf(row.schema, row.name), {
      schema: row.schema,
      name: row.name,
      rowEstimate: Number(row.estimate ?? 0),
      columns: [],
      primaryKey: [],
      foreignKeys: [],
      ...(description ? { description } : {}),
      ...(row.type === "VIEW" ? { view: true as const } : {}),
    });
  }
  for (const row of columns) byKey.get(keyOf(row.schema, row.table))?.columns.push(toColumn(row));
  applyKeys(byKey, keys);
  return [...byKey.values()];
}

function toColumn(row: ColumnRow): CatalogColumn {
  return {
    name: row.name,
    dataType: row.column_type,
    kind: mysqlColumnKind(row.data_type, row.column_type),
    nullable: row.nullable === "YES",
    isPrimaryKey: row.column_key === "PRI",
    ...(row.description ? { description: row.description } : {}),
  };
}

function applyKeys(byKey: Map<string, CatalogTable>, keys: KeyRow[]): void {
  const foreign = new Map<string, { table: CatalogTable; row: KeyRow; columns: string[]; refs: string[] }>();
  for (const row of keys) {
    const table = byKey.get(keyOf(row.schema, row.table));
    if (!table) continue;
    if (row.constraint_name === "PRIMARY") {
      table.primaryKey.push(row.column_name);
      continue;
    }
    const id = `${keyOf(row.schema, row.table)}.${row.constraint_name}`;
    const entry = foreign.get(id) ?? { table, row, columns: [], refs: [] };
    entry.columns.push(row.column_name);
    entry.refs.push(row.ref_column ?? "");
    foreign.set(id, entry);
  }
  for (const { table, row, columns, refs } of foreign.values()) {
    table.foreignKeys.push({
      columns,
      referencedTable: row.ref_table ?? "",
      referencedColumns: refs,
      inferred: false,
      ...(row.ref_schema && row.ref_schema !== table.schema ? { referencedSchema: row.ref_schema } : {}),
    });
  }
}

export async function introspectMysql(handle: MysqlHandle, database: string): Promise<SchemaCatalog> {
  const where = schemaFilter("TABLE_SCHEMA", database);
  const [tables, columns, keys] = await inReadOnlyTransaction(handle, CATALOG_TIMEOUT_MS, ({ conn }) =>
    Promise.all([
      queryOn<TableRow[]>(conn, tablesSql(where.sql), where.params),
      queryOn<ColumnRow[]>(conn, columnsSql(where.sql), where.params),
      queryOn<KeyRow[]>(conn, keysSql(where.sql), where.params),
    ]),
  );
  const catalog = buildTables(tables, columns, keys);
  const types = new Map(tables.map((row) => [keyOf(row.schema, row.name), row.type]));
  const probed = catalog.filter((table) => PROBED_TYPES.has(types.get(keyOf(table.schema, table.name)) ?? ""));
  const dialect: ProbeDialect = {
    quote: (name) => mysql.escapeId(name, true),
    text: (expression) => `CAST(${expression} AS CHAR)`,
    int: (expression) => `CAST((${expression}) AS SIGNED)`,
    materialized: "",
    // Without TABLESAMPLE, a large table is sampled from its first rows: cheap, if biased.
    tableSample: () => "",
    read: (sql, timeoutMs) => inReadOnlyTransaction(handle, timeoutMs, ({ conn }) => queryOn(conn, sql)),
  };
  return {
    dialect: "mysql",
    tables: await profileTables(dialect, catalog, probed),
    introspectedAt: new Date().toISOString(),
  };
}
