// A connection's data model as people see it: tables with row counts, columns with types and keys, relationships
// (declared or inferred), what the engine derived, and a few sample values. Every read of the data goes through the
// connector's guarded, read-only path with a short timeout, over identifiers from the catalog, quoted per dialect.
import type { Connection } from "~db/models";
import type { Connector } from "~/connectors/types";
import { readModel } from "~/engine";
import { dialectSpec } from "~/connectors/dialects";
import type { CatalogTable, Dialect, SchemaCatalog } from "~/lib/catalog";
import type { DataModel, ModelRelationship, ModelTable, TableModelReading } from "~/lib/data-model";
import { AppError, isAppError } from "~/lib/errors";
import { connectorFor, getConnectionCatalog } from "./connection-catalogs.server";

/** Tables estimated at up to this many rows are counted exactly (the count stops one row past it). */
const EXACT_COUNT_MAX = 100_000;
const COUNT_BATCH = 10;
const COUNTED_TABLES_MAX = 200;
const READ_TIMEOUT_MS = 5_000;
const SAMPLE_ROWS = 200;
const SAMPLES_PER_COLUMN = 3;
const SAMPLE_MAX_CHARS = 40;

/** The data model of a connection the caller may read (see requireConnection). */
export async function getDataModel(connection: Connection, options: { refresh?: boolean } = {}): Promise<DataModel> {
  const catalog = await catalogOf(connection, options.refresh);
  const tables = catalog.tables.filter((t) => !t.aliasOf);
  const counts = await exactCounts(connectorFor(connection), catalog.dialect, tables, csvRowCount(connection));
  const readings = readModel(catalog);
  return {
    connection: { id: connection.id, name: connection.name, type: connection.type },
    dialect: catalog.dialect,
    introspectedAt: catalog.introspectedAt,
    tables: tables.map((table) =>
      describeTable(
        table,
        counts.get(table),
        readings.get(table.name) ?? { measures: [], numbersInText: [], derived: [], columnsReadAs: {} },
      ),
    ),
    relationships: tables.flatMap(relationshipsOf),
  };
}

/** Up to three distinct non-null values per column, from the first rows of one table of the catalog. */
export async function getTableSamples(
  connection: Connection,
  tableName: string,
  schema?: string,
): Promise<{ table: string; samples: Record<string, string[]> }> {
  const catalog = await catalogOf(connection);
  const table = catalog.tables.find((t) => !t.aliasOf && t.name === tableName && (!schema || t.schema === schema));
  if (!table) throw new AppError("NOT_FOUND", `No table “${tableName}” in this connection`);
  const d = dialectSpec(catalog.dialect).sql;
  const columns = table.columns.filter((c) => c.name !== "__row");
  if (!columns.length) return { table: table.name, samples: {} };
  const sql = `SELECT ${columns.map((c) => d.id(c.name)).join(", ")} FROM ${tableRef(catalog.dialect, table)} LIMIT ${SAMPLE_ROWS}`;
  const result = await connectorFor(connection).execute(sql, { timeoutMs: READ_TIMEOUT_MS, maxRows: SAMPLE_ROWS });
  const samples: Record<string, string[]> = {};
  for (const column of columns) {
    const seen = new Set<string>();
    for (const row of result.rows) {
      if (seen.size >= SAMPLES_PER_COLUMN) break;
      const value = row[column.name];
      if (value !== null && value !== undefined && value !== "") seen.add(shorten(display(value)));
    }
    samples[column.name] = [...seen];
  }
  return { table: table.name, samples };
}

async function catalogOf(connection: Connection, refresh?: boolean): Promise<SchemaCatalog> {
  return getConnectionCatalog(connection, { refresh }).catch((error) => {
    if (isAppError(error)) throw error;
    throw new AppError(
      "CONNECTION_FAILED",
      `Connection failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
}

function display(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  // "2026-01-02T00:00:00" reads as a date and time
  return typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)
    ? value.replace("T", " ")
    : String(value);
}

function shorten(text: string): string {
  return text.length > SAMPLE_MAX_CHARS ? `${text.slice(0, SAMPLE_MAX_CHARS - 1)}…` : text;
}

/** As the compiler names tables: PostgreSQL qualifies outside `public`; MySQL reads the connection's database. */
export function tableRef(dialect: Dialect, table: CatalogTable): string {
  const d = dialectSpec(dialect).sql;
  return d.qualifiesSchema(table.schema) ? `${d.id(table.schema)}.${d.id(table.name)}` : d.id(table.name);
}

/** A CSV import knows its row count exactly. */
function csvRowCount(connection: Connection): { table: string; rowCount: number } | undefined {
  const csv = (connection.metadata as { csv?: { table?: string; rowCount?: number } } | null)?.csv;
  return csv?.table && typeof csv.rowCount === "number" ? { table: csv.table, rowCount: csv.rowCount } : undefined;
}

/**
 * Exact counts of the smaller tables, ten to a statement; a batch that fails (a slow view, a table the login may not
 * read) is counted table by table, and a table that still fails keeps its estimate.
 */
async function exactCounts(
  connector: Connector,
  dialect: Dialect,
  tables: CatalogTable[],
  csv?: { table: string; rowCount: number },
): Promise<Map<CatalogTable, number>> {
  const counts = new Map<CatalogTable, number>();
  const csvTable = csv && tables.find((t) => t.name === csv.table);
  if (csvTable) counts.set(csvTable, csv.rowCount);
  const small = tables.filter((t) => t !== csvTable && t.rowEstimate <= EXACT_COUNT_MAX).slice(0, COUNTED_TABLES_MAX);
  for (let i = 0; i < small.length; i += COUNT_BATCH) {
    const batch = small.slice(i, i + COUNT_BATCH);
    const found = await countTables(connector, dialect, batch).catch(async () => {
      const one = await Promise.all(batch.map((t) => countTables(connector, dialect, [t]).catch(() => [undefined])));
      return one.flat();
    });
    batch.forEach((table, j) => {
      const n = found[j];
      if (n !== undefined && n <= EXACT_COUNT_MAX) counts.set(table, n);
    });
  }
  return counts;
}

async function countTables(
  connector: Connector,
  dialect: Dialect,
  tables: CatalogTable[],
): Promise<(number | undefined)[]> {
  const d = dialectSpec(dialect).sql;
  const terms = tables.map(
    (t, i) =>
      `(SELECT count(*) FROM (SELECT 1 FROM ${tableRef(dialect, t)} LIMIT ${EXACT_COUNT_MAX + 1}) ${d.id(`t${i}`)}) AS ${d.id(`c${i}`)}`,
  );
  const result = await connector.execute(`SELECT ${terms.join(", ")}`, { timeoutMs: READ_TIMEOUT_MS, maxRows: 1 });
  const row = result.rows[0] ?? {};
  return tables.map((_, i) => (row[`c${i}`] === undefined || row[`c${i}`] === null ? undefined : Number(row[`c${i}`])));
}

function describeTable(table: CatalogTable, counted: number | undefined, engine: TableModelReading): ModelTable {
  const referenced = new Map(
    table.foreignKeys.filter((fk) => fk.columns.length === 1).map((fk) => [fk.columns[0], fk]),
  );
  return {
    schema: table.schema,
    name: table.name,
    label: table.label ?? table.name,
    ...(table.description ? { description: table.description } : {}),
    rowCount: counted ?? Math.max(0, table.rowEstimate),
    rowCountExact: counted !== undefined,
    primaryKey: table.primaryKey,
    primaryKeyInferred: Boolean(table.primaryKeyInferred),
    columns: table.columns
      .filter((c) => c.name !== "__row")
      .map((column) => {
        const fk = referenced.get(column.name);
        return {
          name: column.name,
          label: column.label ?? shortComment(column.description) ?? column.name,
          type: column.dataType,
          kind: column.kind,
          nullable: column.nullable,
          primaryKey: table.primaryKey.includes(column.name),
          ...(fk
            ? { references: { table: fk.referencedTable, column: fk.referencedColumns[0], inferred: fk.inferred } }
            : {}),
          ...(column.description && !shortComment(column.description) ? { description: column.description } : {}),
        };
      }),
    engine,
  };
}

/** A comment of a few words is a name (a CSV header is kept as one); a longer one is a description. */
function shortComment(comment: string | undefined): string | undefined {
  const text = comment?.trim();
  return text && text.split(/\s+/).length <= 8 ? text : undefined;
}

function relationshipsOf(table: CatalogTable): ModelRelationship[] {
  return table.foreignKeys.map((fk) => ({
    from: { table: table.name, columns: fk.columns },
    to: {
      table: fk.referencedTable,
      columns: fk.referencedColumns,
      ...(fk.referencedSchema ? { schema: fk.referencedSchema } : {}),
    },
    inferred: fk.inferred,
    ...(fk.evidence ? { evidence: fk.evidence } : {}),
    cardinality: fk.oneToOne ? "one-to-one" : "many-to-one",
  }));
}
