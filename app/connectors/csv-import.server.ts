// CSV upload → its own table. JS reads the head (header, delimiter, early checks) and the raw bytes
// stream into Postgres' COPY: on PostgreSQL ≥ 17 straight into the typed table, checked in JS on the
// way (csv-typed-copy); otherwise, or when that check fails, staged as text and typed in SQL.
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { AppError, isAppError } from "~/lib/errors";
import { CSV_MAX_COLUMNS } from "~/lib/limits";
import { createUploadRole, grantTableRead, newUploadIdentity, type UploadIdentity } from "./csv-access.server";
import { CSV_MESSAGES, translateCopyError } from "./csv-errors";
import {
  defaultColumnNames,
  detectDelimiter,
  normaliseHeaders,
  parseRecords,
  tableNameFor,
  type CsvColumnName,
  type CsvDelimiter,
} from "./csv-header";
import { createSpill, readHead, type CsvHead, type CsvSource } from "./csv-source.server";
import { copyTyped, supportsTypedCopy } from "./csv-typed-copy.server";
import { withAdminSession } from "./managed-pools.server";
import {
  countQuery,
  countsOf,
  quoteIdent,
  ROW_IDENTITY,
  typeFromCounts,
  type Candidate,
  type ColumnType,
} from "./csv-types";
import { applyColumnChanges, conversionError, type CsvColumnChange } from "./csv-column-changes";
import { conversionSelect, readEmptied, type Conversion, type EmptiedValues } from "./csv-conversions";

export { dropCsvImport, prepareUploadsDatabase } from "./csv-access.server";

export interface CsvImportTarget {
  /** Superuser or owner URL of the uploads database. */
  adminUrl: string;
}

export interface CsvImportOptions {
  fileName: string;
  /** Defaults to the file name without its extension. */
  tableName?: string;
  hasHeaders: boolean;
  delimiter?: CsvDelimiter;
  /** Skips the typed COPY and stages the text (as on PostgreSQL < 17); for tests. */
  staged?: boolean;
  /** Runs after the data is loaded, inside the transaction: throwing rolls the whole import back. */
  beforeCommit?: () => Promise<void>;
  /** The user's names and types for columns (re-import with changes); a value that does not convert fails the import. */
  columns?: CsvColumnChange[];
}

export interface CsvImportColumn {
  name: string;
  label: string;
  type: ColumnType;
  /** Values that did not convert to the type and were left empty (ADR 050). */
  emptied?: EmptiedValues;
}

export interface CsvImportResult {
  schema: string;
  table: string;
  role: string;
  rowCount: number;
  columns: CsvImportColumn[];
  bytes: number;
  durationMs: number;
}

/** The file's position of each row, 1-based, so "first", "last" and "previous" keep their meaning. */
export const ROW_COLUMN: CsvImportColumn = { name: "__row", label: "Row", type: "bigint" };
const STAGING_TABLE = "__staging";
// Sample size for the first guess at each column's type (spec: every value is checked after it).
const SAMPLE_CELLS = 100_000;

interface Layout {
  delimiter: CsvDelimiter;
  columns: CsvColumnName[];
  /** Per column, the type the user chose (undefined: inferred). */
  chosen: (ColumnType | undefined)[];
  /** Per column, whether values that do not convert to the chosen type are left empty (else they fail the import). */
  leaveEmpty: boolean[];
}

export async function importCsv(
  source: CsvSource,
  target: CsvImportTarget,
  options: CsvImportOptions,
): Promise<CsvImportResult> {
  const started = performance.now();
  const head = await readHead(source, (text) => !parseRecords(text, ",", 1).lastComplete);
  try {
    const layout = readLayout(head, options);
    const identity = newUploadIdentity();
    const table = tableNameFor(options.fileName, options.tableName);
    const loaded = await withAdminSession(target.adminUrl, (client) =>
      load(client, head, { identity, table, layout, options }),
    );
    return { ...identity, table, ...loaded, bytes: head.bytes(), durationMs: Math.round(performance.now() - started) };
  } finally {
    await head.close();
  }
}

function readLayout(head: CsvHead, options: CsvImportOptions): Layout {
  const delimiter = options.delimiter ?? detectDelimiter(head.text);
  const fields = parseRecords(head.text, delimiter, 1).records[0] ?? [];
  if (fields.length > CSV_MAX_COLUMNS) {
    throw new AppError("VALIDATION_ERROR", CSV_MESSAGES.tooManyColumns(fields.length, CSV_MAX_COLUMNS));
  }
  const named = options.hasHeaders ? normaliseHeaders(fields) : defaultColumnNames(fields.length);
  return { delimiter, ...applyColumnChanges(named, options.columns) };
}

interface Plan {
  identity: UploadIdentity;
  table: string;
  layout: Layout;
  options: CsvImportOptions;
}

/** Everything in one transaction: a failed upload rolls back its role, schema and tables alike. */
async function load(
  client: pg.ClientBase,
  head: CsvHead,
  plan: Plan,
): Promise<{ rowCount: number; columns: CsvImportColumn[] }> {
  const { identity, layout, options } = plan;
  const table = `${quoteIdent(identity.schema)}.${quoteIdent(plan.table)}`;
  // Without a temporary file to send the bytes again from, only the staged path is safe. Chosen types are checked
  // value by value in SQL, which only the staged text allows.
  const staged = options.staged || layout.chosen.some(Boolean);
  const spill = staged || !(await supportsTypedCopy(client)) ? null : await createSpill().catch(() => null);
  try {
    await client.query("BEGIN");
    await createUploadRole(client, identity);
    const typed =
      spill &&
      (await copyTyped(client, head.body, spill, {
        table,
        ...layout,
        hasHeaders: options.hasHeaders,
        rowColumn: ROW_COLUMN.name,
      }));
    const {
      rowCount,
      types,
      emptied = [],
    } = typed ?? (await loadStaged(client, spill ? spill.read() : head.body, table, plan));
    if (rowCount === 0)
      throw new AppError("VALIDATION_ERROR", options.hasHeaders ? CSV_MESSAGES.headerOnly : CSV_MESSAGES.empty);
    const columns = [
      ROW_COLUMN,
      ...layout.columns.map((column, i) => ({
        ...column,
        type: types[i]!,
        ...(emptied[i] ? { emptied: emptied[i] } : {}),
      })),
    ];
    await describeTable(client, table, options.fileName, columns);
    await grantTableRead(client, identity, plan.table);
    await options.beforeCommit?.();
    await client.query("COMMIT");
    return { rowCount, columns };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {}); // a dead connection aborts the transaction anyway
    throw toAppError(error, layout);
  } finally {
    await spill?.remove();
  }
}

/** Stages the text, infers the types over all of it in SQL, then writes the typed table. */
async function loadStaged(client: pg.ClientBase, body: AsyncIterable<Buffer>, table: string, plan: Plan) {
  const { identity, layout, options } = plan;
  const staging = `${quoteIdent(identity.schema)}.${quoteIdent(STAGING_TABLE)}`;
  const rowCount = await copyIntoStaging(client, staging, body, layout, options.hasHeaders);
  const inferred = await inferTypes(client, staging, layout.columns);
  const conversions = layout.columns.map((column, i): Conversion => {
    const chosen = layout.chosen[i];
    if (chosen && chosen !== "text" && chosen !== inferred[i]!.type) return { ...column, type: chosen, from: "chosen" };
    if (chosen === "text") return { ...column, type: "text", from: "inferred" };
    return { ...column, type: inferred[i]!.type, from: inferred[i]!.misses ? "tolerated" : "inferred" };
  });
  const emptied = await writeTypedTable(client, staging, table, conversions, layout.leaveEmpty);
  return { rowCount, types: conversions.map(({ type }) => type), emptied };
}

/**
 * Writes the typed table from the staged text and drops the text: per column, the values left empty, or the first
 * value of a chosen type that does not convert (unless `leaveEmpty`) fails it all.
 */
export async function writeTypedTable(
  client: pg.ClientBase,
  staging: string,
  table: string,
  conversions: Conversion[],
  leaveEmpty: boolean[],
) {
  const emptied: (EmptiedValues | undefined)[] = [];
  for (const [i, conversion] of conversions.entries()) {
    if (conversion.from === "inferred") continue;
    const found = await readEmptied(client, staging, conversion);
    if (found && conversion.from === "chosen" && !leaveEmpty[i]) {
      throw conversionError(conversion, conversion.type, found.examples[0]!.row, found.examples[0]!.value);
    }
    emptied[i] = found ?? undefined;
  }
  await createTypedTable(client, staging, table, conversions);
  return emptied;
}

async function copyIntoStaging(
  client: pg.ClientBase,
  staging: string,
  body: AsyncIterable<Buffer>,
  layout: Layout,
  hasHeaders: boolean,
) {
  const names = layout.columns.map(({ name }) => quoteIdent(name));
  // Unlogged: the staged text never outlives the transaction, and unlike a temp table it can be scanned in parallel.
  await client.query(
    `CREATE UNLOGGED TABLE ${staging} (${quoteIdent(ROW_COLUMN.name)} ${ROW_IDENTITY}, ${names.map((n) => `${n} text`).join(", ")})`,
  );
  const copy = client.query(
    copyFrom(
      `COPY ${staging} (${names.join(", ")}) FROM STDIN WITH (FORMAT csv, DELIMITER ${pg.escapeLiteral(layout.delimiter)}, HEADER ${hasHeaders}, ENCODING 'UTF8')`,
    ),
  );
  await pipeline(body, copy);
  return copy.rowCount;
}

/**
 * A guess per column from the first rows, then one aggregate over all rows that counts only the guess's family:
 * every pattern on every value would cost several matches per cell, and text needs none.
 */
export async function inferTypes(client: pg.ClientBase, staging: string, columns: CsvColumnName[]) {
  const sampleRows = Math.max(100, Math.min(1000, Math.floor(SAMPLE_CELLS / columns.length)));
  const unknown = columns.map(({ name }) => ({ name, candidate: "unknown" as Candidate }));
  const sample = await countColumns(client, `(SELECT * FROM ${staging} LIMIT ${sampleRows}) AS sample`, unknown);
  const candidates = columns.map(({ name }, i) => ({
    name,
    candidate: sample[i]?.nonEmpty ? typeFromCounts(sample[i]!).type : ("unknown" as Candidate),
  }));
  const full = await countColumns(client, staging, candidates);
  return candidates.map(({ candidate }, i) =>
    candidate === "text" ? { type: "text" as ColumnType, misses: 0 } : typeFromCounts(full[i]!),
  );
}

async function countColumns(client: pg.ClientBase, from: string, columns: { name: string; candidate: Candidate }[]) {
  const sql = countQuery(from, columns);
  const row: Record<string, unknown> = sql ? (await client.query(sql)).rows[0] : {};
  return columns.map(({ candidate }, i) => countsOf(row, i, candidate));
}

async function createTypedTable(client: pg.ClientBase, staging: string, table: string, conversions: Conversion[]) {
  await client.query(
    `CREATE TABLE ${table} AS SELECT ${quoteIdent(ROW_COLUMN.name)}, ${conversions.map(conversionSelect).join(", ")} FROM ${staging}`,
  );
  await client.query(`DROP TABLE ${staging}`);
}

/** Labels live in comments so that introspection recovers them with the table. */
export async function describeTable(
  client: pg.ClientBase,
  table: string,
  fileName: string,
  columns: CsvImportColumn[],
) {
  const statements = [
    `COMMENT ON TABLE ${table} IS ${pg.escapeLiteral(fileName)}`,
    ...columns.map(({ name, label }) => `COMMENT ON COLUMN ${table}.${quoteIdent(name)} IS ${pg.escapeLiteral(label)}`),
  ];
  await client.query(statements.join(";\n"));
}

function toAppError(error: unknown, layout: Layout): unknown {
  if (isAppError(error) || !(error instanceof Error)) return error;
  const columns = layout.columns.map(({ name }) => name);
  return (
    translateCopyError(error as Error & { code?: string; where?: string }, { columns, delimiter: layout.delimiter }) ??
    error
  );
}
