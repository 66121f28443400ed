// Reads a MySQL/MariaDB schema into our catalog from information_schema plus one bounded probe per table.
import mysql from "mysql2";
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { KEY_CHECK, SAMPLE, categoryColumns, completeValueLimit, describeSample, pickSampledColumns, withRareValues, type ColumnSample } from "./catalog-inference";
import { isSampleable, mysqlColumnKind } from "./column-kinds";
import { inReadOnlyTransaction, queryOn, type MysqlHandle } from "./mysql-run.server";
import { rethrowIfTransient } from "./connection-errors";
import { checkKeys, inferRelationships, type CheckRow, type CheckRunner } from "./relationship-checks";

const CATALOG_TIMEOUT_MS = 15_000;
const PROBE_TIMEOUT_MS = 2_000;
const COUNT_CAP = 100_000;
const SYSTEM_SCHEMAS = "('mysql', 'information_schema', 'performance_schema', 'sys')";
const PROBED_TYPES = new Set(["BASE TABLE", "SYSTEM VERSIONED"]);

/** The connected database; every non-system schema only when the connection names none. */
export function schemaFilter(column: string, database: string): { sql: string; params: string[] } {
  return database ? { sql: `${column} = ?`, params: [database] } : { sql: `${column} NOT IN ${SYSTEM_SCHEMAS}`, params: [] };
}

interface TableRow { schema: string; name: string; type: string; estimate: number | null; description: string }
interface ColumnRow {
  schema: string; table: string; name: string; data_type: string; column_type: string;
  nullable: string; column_key: string; description: string;
}
interface KeyRow {
  schema: string; table: string; constraint_name: string; column_name: string;
  ref_schema: string | null; ref_table: string | null; ref_column: string | null;
}
interface ProbeRow { col: number; value: string | null; n: number; d: number; nn: number }

const tablesSql = (where: string) => `SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS name, TABLE_TYPE AS type,
  TABLE_ROWS AS estimate, TABLE_COMMENT AS description
FROM information_schema.TABLES WHERE ${where} AND TABLE_TYPE <> 'SEQUENCE' ORDER BY 1, 2`;

const columnsSql = (where: string) => `SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS \`table\`, COLUMN_NAME AS name,
  DATA_TYPE AS data_type, COLUMN_TYPE AS column_type, IS_NULLABLE AS nullable, COLUMN_KEY AS column_key,
  COLUMN_COMMENT AS description
FROM information_schema.COLUMNS WHERE ${where} ORDER BY TABLE_SCHEMA, TABLE_NAME, ORDINAL_POSITION`;

const keysSql = (where: string) => `SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS \`table\`, CONSTRAINT_NAME AS constraint_name,
  COLUMN_NAME AS column_name, REFERENCED_TABLE_SCHEMA AS ref_schema, REFERENCED_TABLE_NAME AS ref_table,
  REFERENCED_COLUMN_NAME AS ref_column
FROM information_schema.KEY_COLUMN_USAGE
WHERE ${where} AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL)
ORDER BY TABLE_SCHEMA, TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`;

export function countTablesSql(database: string): { sql: string; params: string[] } {
  const filter = schemaFilter("TABLE_SCHEMA", database);
  return { sql: `SELECT COUNT(*) AS count FROM information_schema.TABLES WHERE ${filter.sql} AND TABLE_TYPE <> 'SEQUENCE'`, params: filter.params };
}

const keyOf = (schema: string, name: string) => `${schema}.${name}`;

function buildTables(tables: TableRow[], columns: ColumnRow[], keys: KeyRow[]): CatalogTable[] {
  const byKey = new Map<string, CatalogTable>();
  for (const row of tables) {
    const description = row.type === "VIEW" || row.description === "VIEW" ? "" : row.description;
    byKey.set(keyOf(row.schema, row.name), {
      schema: row.schema, name: row.name, rowEstimate: Number(row.estimate ?? 0),
      columns: [], primaryKey: [], foreignKeys: [],
      ...(description ? { description } : {}),
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
      columns, referencedTable: row.ref_table ?? "", referencedColumns: refs, inferred: false,
      ...(row.ref_schema && row.ref_schema !== table.schema ? { referencedSchema: row.ref_schema } : {}),
    });
  }
}

function probeSql(table: CatalogTable, columns: CatalogColumn[], countRows: boolean, valuesPerColumn: number): string {
  const id = mysql.escapeId;
  const source = `${id(table.schema)}.${id(table.name)}`;
  // Truncating in the sample keeps MariaDB's grouping in memory (TEXT columns spill to disk);
  // values longer than maxValueLength are never kept anyway.
  const width = SAMPLE.maxValueLength + 1;
  const selected = columns.length > 0 ? columns.map((c, i) => `LEFT(CAST(${id(c.name)} AS CHAR), ${width}) AS c${i}`).join(", ") : "1 AS one";
  const total = countRows ? `(SELECT COUNT(*) FROM (SELECT 1 FROM ${source} LIMIT ${COUNT_CAP}) z)` : "0";
  const parts = [`SELECT -1 AS col, NULL AS value, COUNT(*) AS n, ${total} AS d, 0 AS nn FROM s`];
  columns.forEach((_, i) => {
    parts.push(`(SELECT ${i}, c${i}, COUNT(*), COUNT(*) OVER (),
      CAST(SUM(COUNT(*)) OVER () AS SIGNED) FROM s WHERE c${i} IS NOT NULL GROUP BY c${i} ORDER BY 3 DESC, 2
      LIMIT ${valuesPerColumn + 1})`);
  });
  // Without TABLESAMPLE, a large table is sampled from its first rows: cheap, if biased.
  return `WITH s AS (SELECT ${selected} FROM ${source} LIMIT ${SAMPLE.rows})\n${parts.join("\nUNION ALL ")}`;
}

function readProbe(rows: ProbeRow[], count: number): { sampleRows: number; counted: number; samples: ColumnSample[] } {
  const samples: ColumnSample[] = Array.from({ length: count }, () => ({ values: [], distinct: 0, nonNull: 0 }));
  let sampleRows = 0;
  let counted = 0;
  for (const row of rows) {
    if (Number(row.col) < 0) {
      sampleRows = Number(row.n);
      counted = Number(row.d);
    } else if (row.value !== null) {
      const sample = samples[Number(row.col)];
      sample.values.push({ value: String(row.value), count: Number(row.n) });
      sample.distinct = Number(row.d);
      sample.nonNull = Number(row.nn);
    }
  }
  return { sampleRows, counted, samples };
}

async function probeTable(handle: MysqlHandle, table: CatalogTable, columns: CatalogColumn[], completeUpTo = 0): Promise<void> {
  const countRows = table.rowEstimate <= 0;
  if (columns.length === 0 && !countRows) return;
  const valuesPerColumn = Math.max(SAMPLE.valuesPerColumn, completeUpTo);
  const rows = await inReadOnlyTransaction(handle, PROBE_TIMEOUT_MS, ({ conn }) =>
    queryOn<ProbeRow[]>(conn, probeSql(table, columns, countRows, valuesPerColumn)),
  ).catch(rethrowIfTransient); // samples are a bonus: a slow or forbidden table keeps its bare catalog entry
  if (!rows) return;
  const probe = readProbe(rows, columns.length);
  const coversTable = probe.sampleRows < SAMPLE.rows;
  if (countRows) table.rowEstimate = probe.counted;
  else if (coversTable) table.rowEstimate = probe.sampleRows; // InnoDB's TABLE_ROWS is a rough guess
  const samples = await withCategories(handle, table, columns, probe.samples, coversTable);
  columns.forEach((column, i) => Object.assign(column, describeSample(samples[i], coversTable, undefined, completeUpTo)));
}

/** The categories of a table bigger than its sample, read whole for their rare values (at most a category's worth each). */
async function withCategories(handle: MysqlHandle, table: CatalogTable, columns: CatalogColumn[], samples: ColumnSample[], coversTable: boolean): Promise<ColumnSample[]> {
  const picked = categoryColumns(samples, coversTable);
  if (!picked.length) return samples;
  const id = mysql.escapeId;
  const source = `${id(table.schema)}.${id(table.name)}`;
  const width = SAMPLE.maxValueLength + 1;
  const reads = picked.map((i) => `(SELECT ${i} AS col, LEFT(CAST(${id(columns[i].name)} AS CHAR), ${width}) AS value FROM ${source} WHERE ${id(columns[i].name)} IS NOT NULL GROUP BY 2 LIMIT ${SAMPLE.alwaysKeepDistinct + 1})`);
  const rows = await inReadOnlyTransaction(handle, PROBE_TIMEOUT_MS, ({ conn }) => queryOn<{ col: number; value: string }[]>(conn, reads.join("\nUNION ALL "))).catch(rethrowIfTransient);
  if (!rows) return samples;
  return samples.map((sample, i) => (picked.includes(i) ? withRareValues(sample, rows.filter((row) => Number(row.col) === i).map((row) => String(row.value))) : sample));
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
  const picked = pickSampledColumns(probed, (column) => isSampleable(column.kind, column.dataType));
  const complete = completeValueLimit(picked);
  const checker: CheckRunner = {
    quote: (name) => mysql.escapeId(name, true),
    run: (sql) => inReadOnlyTransaction(handle, KEY_CHECK.timeoutMs, ({ conn }) => queryOn<CheckRow[]>(conn, sql)),
  };
  const [keyFacts] = await Promise.all([
    checkKeys(catalog, probed, checker),
    Promise.all(probed.map((table) => probeTable(handle, table, picked.get(table) ?? [], complete.get(table)))),
  ]);
  const related = await inferRelationships(catalog, probed, keyFacts, checker);
  return { dialect: "mysql", tables: related, introspectedAt: new Date().toISOString() };
}
