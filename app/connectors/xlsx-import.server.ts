// An Excel workbook → one upload (ADR 051): each sheet with a header row becomes a table of one upload schema and role,
// typed by the CSV rules over its staged text (ADR 008, 050), all in one transaction: a workbook that fails anywhere
// leaves no schema, role or table behind. Isolation, the gateway and the sealed catalog are the CSV upload's.
import { stat } from "node:fs/promises";
import type pg from "pg";
import { CSV_MAX_BYTES, CSV_MAX_COLUMNS, XLSX_MAX_ROWS, XLSX_MAX_SHEETS } from "~/lib/limits";
import { createUploadRole, grantTableRead, newUploadIdentity, type UploadIdentity } from "./csv-access.server";
import type { Conversion, EmptiedValues } from "./csv-conversions";
import {
  describeTable,
  inferTypes,
  ROW_COLUMN,
  writeTypedTable,
  type CsvImportColumn,
  type CsvImportTarget,
} from "./csv-import.server";
import { quoteIdent } from "./csv-types";
import { withAdminSession } from "./managed-pools.server";
import { XLSX_MESSAGES, workbookInvalid } from "./xlsx-errors";
import { readWorkbookSheets } from "./xlsx-sheets.server";
import { stageSheet, type SkippedSheet, type StagedSheet, type WorkbookLimits } from "./xlsx-staging.server";
import { inspectWorkbookZip, type ZipEntry } from "./xlsx-zip.server";

export type { SkippedSheet } from "./xlsx-staging.server";

export interface WorkbookImportOptions {
  fileName: string;
  /** Lower bounds, for tests. */
  limits?: Partial<WorkbookLimits & { sheets: number }>;
}

export interface WorkbookTable {
  sheet: string;
  table: string;
  rowCount: number;
  columns: CsvImportColumn[];
  notes: string[];
}

export interface WorkbookImportResult {
  schema: string;
  role: string;
  tables: WorkbookTable[];
  skipped: SkippedSheet[];
  bytes: number;
  durationMs: number;
}

const LIMITS = { rows: XLSX_MAX_ROWS, dataBytes: CSV_MAX_BYTES, columns: CSV_MAX_COLUMNS, sheets: XLSX_MAX_SHEETS };
const SHEET_PART = /^xl\/worksheets\/sheet\d+\.xml$/;

export async function importWorkbook(
  path: string,
  target: CsvImportTarget,
  options: WorkbookImportOptions,
): Promise<WorkbookImportResult> {
  const started = performance.now();
  const limits = { ...LIMITS, ...options.limits };
  const entries = await inspectWorkbookZip(path);
  const sheets = entries.filter((entry) => SHEET_PART.test(entry.name)).length;
  if (sheets > limits.sheets) throw workbookInvalid(XLSX_MESSAGES.tooManySheets(sheets, limits.sheets));
  const { size } = await stat(path);
  const identity = newUploadIdentity();
  const loaded = await withAdminSession(target.adminUrl, (client) => load(client, path, entries, identity, limits));
  return { ...identity, ...loaded, bytes: size, durationMs: Math.round(performance.now() - started) };
}

async function load(
  client: pg.ClientBase,
  path: string,
  entries: ZipEntry[],
  identity: UploadIdentity,
  limits: WorkbookLimits,
) {
  try {
    await client.query("BEGIN");
    await createUploadRole(client, identity);
    const staged: StagedSheet[] = [];
    const skipped: SkippedSheet[] = [];
    const context = { schema: identity.schema, limits, taken: new Set<string>(), totals: { rows: 0, bytes: 0 } };
    for await (const sheet of readWorkbookSheets(path, entries)) {
      const result = await stageSheet(client, sheet, context);
      if ("staging" in result) staged.push(result);
      else skipped.push(result);
    }
    if (!staged.length && !skipped.length) throw workbookInvalid(XLSX_MESSAGES.noSheets);
    if (!staged.length) throw workbookInvalid(XLSX_MESSAGES.noSheet(skipped.map((s) => `“${s.sheet}” ${s.reason}`)));
    const tables: WorkbookTable[] = [];
    for (const sheet of staged) tables.push(await typeSheet(client, identity, sheet));
    await client.query("COMMIT");
    return { tables, skipped };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {}); // a dead connection aborts the transaction anyway
    throw error;
  }
}

/** Types a staged sheet by the CSV rules (a few values that miss a type left empty, ADR 050) and opens it to the role. */
async function typeSheet(client: pg.ClientBase, identity: UploadIdentity, sheet: StagedSheet): Promise<WorkbookTable> {
  const inferred = await inferTypes(client, sheet.staging, sheet.columns);
  const conversions = sheet.columns.map((column, i): Conversion => ({
    ...column,
    type: inferred[i]!.type,
    from: inferred[i]!.misses ? "tolerated" : "inferred",
  }));
  const table = `${quoteIdent(identity.schema)}.${quoteIdent(sheet.table)}`;
  const emptied = await writeTypedTable(
    client,
    sheet.staging,
    table,
    conversions,
    conversions.map(() => false),
  );
  const columns = conversions.map(({ name, label, type }, i): CsvImportColumn => {
    const left = mergeEmptied(sheet.errors[i], emptied[i]);
    return { name, label, type, ...(left ? { emptied: left } : {}) };
  });
  // the sheet's name is the table's comment, as a CSV's file name is: introspection reads it as the table's label
  await describeTable(client, table, sheet.sheet, [ROW_COLUMN, ...columns]);
  await grantTableRead(client, identity, sheet.table);
  return {
    sheet: sheet.sheet,
    table: sheet.table,
    rowCount: sheet.rowCount,
    columns: [ROW_COLUMN, ...columns],
    notes: sheet.notes,
  };
}

/** Error values and values that missed the column's type, together in row order. */
function mergeEmptied(a: EmptiedValues | undefined, b: EmptiedValues | undefined): EmptiedValues | undefined {
  if (!a || !b) return a ?? b;
  const examples = [...a.examples, ...b.examples].sort((x, y) => x.row - y.row).slice(0, 5);
  return { count: a.count + b.count, examples };
}
