// Reads a PostgreSQL schema into our catalog: a few catalog queries, then the shared probes (catalog-probe.ts).
import pg from "pg";
import type { CatalogColumn, CatalogForeignKey, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { SAMPLE, distinctFromStats } from "../../column-samples";
import { profileTables, type ProbeDialect } from "../../catalog-probe";
import { pgKind } from "../../column-kinds";
import { inReadOnlyTransaction } from "../../postgres-run.server";
import type { SessionPool } from "../../session-pool.server";

const CATALOG_TIMEOUT_MS = 30_000;
const PROBED_KINDS = new Set(["r", "p", "m"]); // views and foreign tables could be arbitrarily expensive

// Relations a user can query: tables, views, materialized views, foreign tables; not partitions,
// system schemas or objects owned by extensions (e.g. PostGIS's spatial_ref_sys).
export const RELATION_FILTER = `c.relkind IN ('r','p','v','m','f') AND NOT c.relispartition
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp_)'
  AND ($1::text IS NULL OR n.nspname = $1)
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

const TABLES_SQL = `SELECT n.nspname AS schema, c.relname AS name, c.relkind AS kind,
  obj_description(c.oid, 'pg_class') AS description, c.reltuples::float8 AS estimate
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE ${RELATION_FILTER} ORDER BY 1, 2`;

const COLUMNS_SQL = `SELECT n.nspname AS schema, c.relname AS table, a.attname AS name,
  format_type(a.atttypid, a.atttypmod) AS data_type, bt.oid::text AS base_oid, bt.typcategory AS category,
  NOT a.attnotnull AS nullable, col_description(c.oid, a.attnum) AS description, s.n_distinct::float8 AS n_distinct
FROM pg_attribute a
JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_type t ON t.oid = a.atttypid
JOIN pg_type bt ON bt.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
LEFT JOIN pg_stats s ON s.schemaname = n.nspname AND s.tablename = c.relname AND s.attname = a.attname
  AND s.inherited = (c.relkind = 'p')
WHERE a.attnum > 0 AND NOT a.attisdropped AND ${RELATION_FILTER}
ORDER BY 1, 2, a.attnum`;

const keyColumns = (keys: string, relid: string) =>
  `ARRAY(SELECT a.attname::text FROM unnest(con.${keys}) WITH ORDINALITY k(num, ord)
    JOIN pg_attribute a ON a.attrelid = con.${relid} AND a.attnum = k.num ORDER BY k.ord)`;

const CONSTRAINTS_SQL = `SELECT n.nspname AS schema, c.relname AS table, con.contype AS type,
  ${keyColumns("conkey", "conrelid")} AS columns,
  rn.nspname AS ref_schema, rc.relname AS ref_table, ${keyColumns("confkey", "confrelid")} AS ref_columns
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_class rc ON rc.oid = con.confrelid LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
WHERE con.contype IN ('p', 'f') AND ${RELATION_FILTER}
ORDER BY 1, 2, con.conname`;

// pg_stats shows a role only the columns it may read: an upload's statistics are read as its role.
const STATS_SQL = `SELECT tablename AS table, attname AS name, n_distinct::float8 AS n_distinct
FROM pg_stats WHERE schemaname = $1 AND NOT inherited`;

interface TableRow {
  schema: string;
  name: string;
  kind: string;
  description: string | null;
  estimate: number;
}
interface ColumnRow {
  schema: string;
  table: string;
  name: string;
  data_type: string;
  base_oid: string;
  category: string;
  nullable: boolean;
  description: string | null;
  n_distinct: number | null;
}
interface ConstraintRow {
  schema: string;
  table: string;
  type: "p" | "f";
  columns: string[];
  ref_schema: string | null;
  ref_table: string | null;
  ref_columns: string[];
}

const keyOf = (schema: string, name: string) => `${schema}.${name}`;

export async function countPgTables(client: pg.ClientBase, schema?: string): Promise<number> {
  const sql = `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${RELATION_FILTER}`;
  const { rows } = await client.query<{ count: number }>(sql, [schema ?? null]);
  return rows[0].count;
}

function buildTables(tables: TableRow[], columns: ColumnRow[], constraints: ConstraintRow[]): CatalogTable[] {
  const byKey = new Map<string, CatalogTable>();
  for (const row of tables) {
    const table: CatalogTable = {
      schema: row.schema,
      name: row.name,
      rowEstimate: Math.max(0, Math.round(row.estimate)),
      columns: [],
      primaryKey: [],
      foreignKeys: [],
      ...(row.description ? { description: row.description } : {}),
      ...(row.kind === "v" || row.kind === "m" ? { view: true as const } : {}),
    };
    byKey.set(keyOf(row.schema, row.name), table);
  }
  for (const row of constraints) applyConstraint(byKey.get(keyOf(row.schema, row.table)), row);
  for (const row of columns) {
    const table = byKey.get(keyOf(row.schema, row.table));
    table?.columns.push(toColumn(row, table));
  }
  return [...byKey.values()];
}

function applyConstraint(table: CatalogTable | undefined, row: ConstraintRow): void {
  if (!table) return;
  if (row.type === "p") table.primaryKey = row.columns;
  if (row.type !== "f" || !row.ref_table) return;
  const fk: CatalogForeignKey = {
    columns: row.columns,
    referencedTable: row.ref_table,
    referencedColumns: row.ref_columns,
    inferred: false,
  };
  if (row.ref_schema && row.ref_schema !== table.schema) fk.referencedSchema = row.ref_schema;
  table.foreignKeys.push(fk);
}

function toColumn(row: ColumnRow, table: CatalogTable): CatalogColumn {
  const distinct = distinctFromStats(row.n_distinct, table.rowEstimate);
  return {
    name: row.name,
    dataType: row.data_type,
    kind: pgKind(Number(row.base_oid), row.category),
    nullable: row.nullable,
    isPrimaryKey: table.primaryKey.includes(row.name),
    ...(row.description ? { description: row.description } : {}),
    ...(distinct !== undefined ? { distinctCount: distinct } : {}),
  };
}

/** Which schema to read, and the role to read it as (a gateway pool's upload role). */
export interface IntrospectScope {
  schema?: string;
  role?: string;
}

/**
 * An upload's role may not read the catalog, which lists every upload (ADR 041). Once the transaction has taken the
 * role (which proves the membership), its catalog reads run as the gateway login, filtered to the upload's schema.
 */
export async function readCatalogAsLogin(client: pg.ClientBase, scope: IntrospectScope): Promise<void> {
  if (scope.role && scope.schema) await client.query("SET LOCAL ROLE NONE");
}

function fillDistinct(columns: ColumnRow[], stats: Pick<ColumnRow, "table" | "name" | "n_distinct">[]): void {
  const distinct = new Map(stats.map((row) => [`${row.table}.${row.name}`, row.n_distinct]));
  for (const column of columns) column.n_distinct ??= distinct.get(`${column.table}.${column.name}`) ?? null;
}

export async function introspectPostgres(pool: SessionPool, scope: IntrospectScope = {}): Promise<SchemaCatalog> {
  const params = [scope.schema ?? null];
  // As the connection's role: pg_stats shows only the columns that role may read. An upload's catalog is read as
  // the gateway login and its statistics as the role.
  const sealed = Boolean(scope.role && scope.schema);
  const read = <R extends pg.QueryResultRow>(sql: string, asRole = false) =>
    inReadOnlyTransaction(pool, { timeoutMs: CATALOG_TIMEOUT_MS, role: scope.role }, async (client) => {
      if (!asRole) await readCatalogAsLogin(client, scope);
      return client.query<R>(sql, params);
    });
  const [tables, columns, constraints, stats] = await Promise.all([
    read<TableRow>(TABLES_SQL),
    read<ColumnRow>(COLUMNS_SQL),
    read<ConstraintRow>(CONSTRAINTS_SQL),
    sealed ? read<ColumnRow>(STATS_SQL, true) : undefined,
  ]);
  if (stats) fillDistinct(columns.rows, stats.rows);
  const catalog = buildTables(tables.rows, columns.rows, constraints.rows);
  const kinds = new Map(tables.rows.map((row) => [keyOf(row.schema, row.name), row.kind]));
  const probed = catalog.filter((table) => PROBED_KINDS.has(kinds.get(keyOf(table.schema, table.name)) ?? ""));
  const dialect: ProbeDialect = {
    quote: pg.escapeIdentifier,
    text: (expression) => `${expression}::text`,
    int: (expression) => `(${expression})::int`,
    materialized: "MATERIALIZED ",
    tableSample: (table) => {
      if (table.rowEstimate <= SAMPLE.tableSampleAboveRows) return "";
      const percent = Math.min(100, ((SAMPLE.rows * 2) / Math.max(table.rowEstimate, 1)) * 100);
      return ` TABLESAMPLE SYSTEM (${percent.toFixed(4)})`;
    },
    read: (sql, timeoutMs) =>
      inReadOnlyTransaction(pool, { timeoutMs, role: scope.role }, async (client) => (await client.query(sql)).rows),
  };
  return {
    dialect: "postgresql",
    tables: await profileTables(dialect, catalog, probed),
    introspectedAt: new Date().toISOString(),
  };
}
