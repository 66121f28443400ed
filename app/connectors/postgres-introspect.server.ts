// Reads a PostgreSQL schema into our catalog: a few catalog queries plus one bounded probe per table.
import pg from "pg";
import type { CatalogColumn, CatalogForeignKey, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import {
  KEY_CHECK,
  SAMPLE,
  categoryColumns,
  completeValueLimit,
  describeSample,
  distinctFromStats,
  pickSampledColumns,
  withRareValues,
  type ColumnSample,
} from "./catalog-inference";
import { isSampleable, pgKind } from "./column-kinds";
import { inReadOnlyTransaction } from "./postgres-run.server";
import { rethrowIfTransient } from "./connection-errors";
import type { SessionPool } from "./session-pool.server";
import { checkKeys, inferRelationships, type CheckRunner } from "./relationship-checks";

const PROBE_TIMEOUT_MS = 2_000;
const CATALOG_TIMEOUT_MS = 30_000;
const COUNT_CAP = 100_000;
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

interface TableRow { schema: string; name: string; kind: string; description: string | null; estimate: number }
interface ColumnRow {
  schema: string; table: string; name: string; data_type: string; base_oid: string; category: string;
  nullable: boolean; description: string | null; n_distinct: number | null;
}
interface ConstraintRow {
  schema: string; table: string; type: "p" | "f"; columns: string[];
  ref_schema: string | null; ref_table: string | null; ref_columns: string[];
}
interface ProbeRow { col: number; value: string | null; n: number; d: number; nn: number }

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
      schema: row.schema, name: row.name, rowEstimate: Math.max(0, Math.round(row.estimate)),
      columns: [], primaryKey: [], foreignKeys: [],
      ...(row.description ? { description: row.description } : {}),
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
  const fk: CatalogForeignKey = { columns: row.columns, referencedTable: row.ref_table, referencedColumns: row.ref_columns, inferred: false };
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

function probeSql(table: CatalogTable, columns: CatalogColumn[], countRows: boolean, valuesPerColumn: number): string {
  const source = `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;
  const percent = Math.min(100, ((SAMPLE.rows * 2) / Math.max(table.rowEstimate, 1)) * 100);
  const sampling = table.rowEstimate > SAMPLE.tableSampleAboveRows ? ` TABLESAMPLE SYSTEM (${percent.toFixed(4)})` : "";
  // Values longer than maxValueLength are never kept, so the sample holds truncated text only.
  const width = SAMPLE.maxValueLength + 1;
  const selected = columns.length > 0 ? columns.map((c, i) => `left(${pg.escapeIdentifier(c.name)}::text, ${width}) AS c${i}`).join(", ") : "1 AS one";
  const total = countRows ? `(SELECT count(*) FROM (SELECT 1 FROM ${source} LIMIT ${COUNT_CAP}) z)` : "0";
  const parts = [`SELECT -1 AS col, NULL::text AS value, count(*)::int AS n, ${total}::int AS d, 0 AS nn FROM s`];
  columns.forEach((_, i) => {
    parts.push(`(SELECT ${i}, c${i}, count(*)::int, (count(*) OVER ())::int,
      (sum(count(*)) OVER ())::int FROM s WHERE c${i} IS NOT NULL GROUP BY c${i} ORDER BY 3 DESC, 2 LIMIT ${valuesPerColumn + 1})`);
  });
  return `WITH s AS MATERIALIZED (SELECT ${selected} FROM ${source}${sampling} LIMIT ${SAMPLE.rows})\n${parts.join("\nUNION ALL ")}`;
}

function readProbe(rows: ProbeRow[], count: number): { sampleRows: number; counted: number; samples: ColumnSample[] } {
  const header = rows.find((row) => row.col === -1);
  const samples: ColumnSample[] = Array.from({ length: count }, () => ({ values: [], distinct: 0, nonNull: 0 }));
  for (const row of rows) {
    if (row.col < 0 || row.value === null) continue;
    const sample = samples[row.col];
    sample.values.push({ value: row.value, count: row.n });
    sample.distinct = row.d;
    sample.nonNull = row.nn;
  }
  return { sampleRows: header?.n ?? 0, counted: header?.d ?? 0, samples };
}

/** Which schema to read, and the role to read it as (a gateway pool's upload role). */
export interface IntrospectScope {
  schema?: string;
  role?: string;
}

async function probeTable(pool: SessionPool, scope: IntrospectScope, table: CatalogTable, columns: CatalogColumn[], completeUpTo = 0): Promise<void> {
  const countRows = table.rowEstimate <= 0;
  if (columns.length === 0 && !countRows) return;
  const valuesPerColumn = Math.max(SAMPLE.valuesPerColumn, completeUpTo);
  const rows = await inReadOnlyTransaction(pool, { timeoutMs: PROBE_TIMEOUT_MS, role: scope.role }, async (client) => {
    return (await client.query<ProbeRow>(probeSql(table, columns, countRows, valuesPerColumn))).rows;
  }).catch(rethrowIfTransient); // samples are a bonus: a slow or forbidden table keeps its bare catalog entry
  if (!rows) return;
  const probe = readProbe(rows, columns.length);
  const coversTable = table.rowEstimate <= SAMPLE.tableSampleAboveRows && probe.sampleRows < SAMPLE.rows;
  if (countRows) table.rowEstimate = probe.counted;
  else if (coversTable) table.rowEstimate = probe.sampleRows;
  const samples = await withCategories(pool, scope, table, columns, probe.samples, coversTable);
  columns.forEach((column, i) => {
    Object.assign(column, describeSample(samples[i], coversTable, column.distinctCount, completeUpTo));
  });
}

/** The categories of a table bigger than its sample, read whole for their rare values (at most a category's worth each). */
async function withCategories(pool: SessionPool, scope: IntrospectScope, table: CatalogTable, columns: CatalogColumn[], samples: ColumnSample[], coversTable: boolean): Promise<ColumnSample[]> {
  const picked = categoryColumns(samples, coversTable);
  if (!picked.length) return samples;
  const source = `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;
  const width = SAMPLE.maxValueLength + 1;
  const reads = picked.map((i) => {
    const value = `left(${pg.escapeIdentifier(columns[i].name)}::text, ${width})`;
    return `(SELECT ${i} AS col, ${value} AS value FROM ${source} WHERE ${pg.escapeIdentifier(columns[i].name)} IS NOT NULL GROUP BY 2 LIMIT ${SAMPLE.alwaysKeepDistinct + 1})`;
  });
  const rows = await inReadOnlyTransaction(pool, { timeoutMs: PROBE_TIMEOUT_MS, role: scope.role }, async (client) => {
    return (await client.query<{ col: number; value: string }>(reads.join("\nUNION ALL "))).rows;
  }).catch(rethrowIfTransient); // a slow read keeps the sample as it was
  if (!rows) return samples;
  return samples.map((sample, i) => (picked.includes(i) ? withRareValues(sample, rows.filter((row) => row.col === i).map((row) => row.value)) : sample));
}

export async function introspectPostgres(pool: SessionPool, scope: IntrospectScope = {}): Promise<SchemaCatalog> {
  const params = [scope.schema ?? null];
  // As the connection's role: pg_stats shows only the columns that role may read.
  const read = <R extends pg.QueryResultRow>(sql: string) =>
    inReadOnlyTransaction(pool, { timeoutMs: CATALOG_TIMEOUT_MS, role: scope.role }, (client) => client.query<R>(sql, params));
  const [tables, columns, constraints] = await Promise.all([read<TableRow>(TABLES_SQL), read<ColumnRow>(COLUMNS_SQL), read<ConstraintRow>(CONSTRAINTS_SQL)]);
  const catalog = buildTables(tables.rows, columns.rows, constraints.rows);
  const kinds = new Map(tables.rows.map((row) => [keyOf(row.schema, row.name), row.kind]));
  const probed = catalog.filter((table) => PROBED_KINDS.has(kinds.get(keyOf(table.schema, table.name)) ?? ""));
  const picked = pickSampledColumns(probed, (column) => isSampleable(column.kind, column.dataType));
  const complete = completeValueLimit(picked);
  const checker: CheckRunner = {
    quote: pg.escapeIdentifier,
    run: (sql) => inReadOnlyTransaction(pool, { timeoutMs: KEY_CHECK.timeoutMs, role: scope.role }, async (client) => (await client.query(sql)).rows),
  };
  const [keyFacts] = await Promise.all([
    checkKeys(catalog, probed, checker),
    Promise.all(probed.map((table) => probeTable(pool, scope, table, picked.get(table) ?? [], complete.get(table)))),
  ]);
  const related = await inferRelationships(catalog, probed, keyFacts, checker);
  return { dialect: "postgresql", tables: related, introspectedAt: new Date().toISOString() };
}
