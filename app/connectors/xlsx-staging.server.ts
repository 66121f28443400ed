// Each sheet of a workbook as a staged text table, the way a CSV's rows are staged (ADR 051): the header row found
// among the first rows, then every non-empty row COPYed as CSV text into an unlogged table, counted against the
// workbook's limits as it goes. Error values are left empty and counted per column, as values that do not convert are.
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { AppError, isAppError } from "~/lib/errors";
import type { EmptiedValues } from "./csv-conversions";
import { normaliseHeaders, toIdentifier, type CsvColumnName } from "./csv-header";
import { quoteIdent, ROW_IDENTITY } from "./csv-types";
import { HEADER_SCAN_ROWS, columnLetter, findHeader, type SheetHeader, type SheetRow } from "./xlsx-cells";
import { SKIP_REASONS, XLSX_MESSAGES, workbookInvalid, type SkipReason } from "./xlsx-errors";
import type { WorkbookSheet } from "./xlsx-sheets.server";

export interface WorkbookLimits {
  /** Data rows of all sheets together. */
  rows: number;
  /** The values of all sheets, counted as the CSV text they are staged as. */
  dataBytes: number;
  columns: number;
}

export interface StagedSheet {
  sheet: string;
  table: string;
  /** Schema-qualified and quoted. */
  staging: string;
  columns: CsvColumnName[];
  rowCount: number;
  /** Per column, the error values (#N/A, #DIV/0!) left empty. */
  errors: (EmptiedValues | undefined)[];
  /** What was read otherwise than a user may assume: rows above the header, values outside its columns. */
  notes: string[];
}

export interface SkippedSheet {
  sheet: string;
  reason: string;
}

export interface StagingContext {
  schema: string;
  limits: WorkbookLimits;
  /** Table names already given, and the rows and bytes of the sheets before. */
  taken: Set<string>;
  totals: { rows: number; bytes: number };
}

const BATCH_BYTES = 256 * 1024;
const EXAMPLES = 5;

/** Stages one sheet, or says why it was skipped. */
export async function stageSheet(
  client: pg.ClientBase,
  sheet: WorkbookSheet,
  context: StagingContext,
): Promise<StagedSheet | SkippedSheet> {
  const scanned: SheetRow[] = [];
  for (let next = await sheet.rows.next(); !next.done; next = await sheet.rows.next()) {
    scanned.push(next.value);
    if (scanned.length >= HEADER_SCAN_ROWS) break;
  }
  if (!scanned.length) return skipped(sheet, "empty");
  const header = findHeader(scanned);
  if (!header) return skipped(sheet, "noHeader");
  const width = header.last - header.first + 1;
  if (width > context.limits.columns)
    throw workbookInvalid(XLSX_MESSAGES.tooManyColumns(sheet.name, width, context.limits.columns));
  const columns = normaliseHeaders(header.labels);
  const table = tableNameFor(sheet.name, context.taken);
  const staging = `${quoteIdent(context.schema)}.${quoteIdent(`__staging_${context.taken.size + 1}`)}`;
  const names = columns.map(({ name }) => quoteIdent(name));
  await client.query(
    `CREATE UNLOGGED TABLE ${staging} ("__row" ${ROW_IDENTITY}, ${names.map((n) => `${n} text`).join(", ")})`,
  );
  const rows = new SheetLines(sheet.name, header, context);
  const copy = client.query(copyFrom(`COPY ${staging} (${names.join(", ")}) FROM STDIN WITH (FORMAT csv)`));
  await pipeline(rows.lines(scanned.slice(header.index + 1), sheet.rows), copy).catch((error: unknown) => {
    throw sheetError(sheet.name, error);
  });
  if (rows.count === 0) {
    await client.query(`DROP TABLE ${staging}`);
    return skipped(sheet, "noData");
  }
  context.taken.add(table);
  const above = scanned.slice(0, header.index).map((row) => row.number);
  return {
    sheet: sheet.name,
    table,
    staging,
    columns,
    rowCount: rows.count,
    errors: rows.errors,
    notes: [...(above.length ? [aboveNote(above)] : []), ...(rows.outside ? [outsideNote(rows.outside, header)] : [])],
  };
}

function skipped(sheet: WorkbookSheet, reason: SkipReason): SkippedSheet {
  return { sheet: sheet.name, reason: SKIP_REASONS[reason] };
}

/** The sheet's name as a table name (as a CSV file's name is), unique within the workbook. */
function tableNameFor(sheet: string, taken: Set<string>): string {
  const base = toIdentifier(sheet, "sheet", "t_");
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

function aboveNote(rows: number[]): string {
  const span = rows.length === 1 ? `Row ${rows[0]}` : `Rows ${rows[0]}–${rows[rows.length - 1]}`;
  return `${span} above the header row ${rows.length === 1 ? "was" : "were"} not imported`;
}

function outsideNote(count: number, header: SheetHeader): string {
  const span = `${columnLetter(header.first)}–${columnLetter(header.last)}`;
  return `${count.toLocaleString("en")} ${count === 1 ? "value" : "values"} outside the header's columns (${span}) ${count === 1 ? "was" : "were"} not imported`;
}

/** A failed COPY of a sheet's rows: a limit (already worded), or PostgreSQL refusing a row ("row is too big"). */
function sheetError(sheet: string, error: unknown): unknown {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code ?? "";
  if (/^(22|54)/.test(code)) return workbookInvalid(`Sheet “${sheet}”: ${(error as Error).message}`);
  return error;
}

/** A sheet's rows as CSV lines for COPY: the header's columns only, error values empty, the limits checked. */
class SheetLines {
  count = 0;
  outside = 0;
  readonly errors: (EmptiedValues | undefined)[] = [];

  constructor(
    private readonly sheet: string,
    private readonly header: SheetHeader,
    private readonly context: StagingContext,
  ) {}

  async *lines(first: SheetRow[], rest: AsyncIterator<SheetRow>): AsyncGenerator<Buffer> {
    let batch = "";
    const add = (row: SheetRow) => {
      batch += this.line(row) ?? "";
    };
    first.forEach(add);
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      add(next.value);
      if (batch.length >= BATCH_BYTES) {
        yield Buffer.from(batch);
        batch = "";
      }
    }
    if (batch) yield Buffer.from(batch);
  }

  /** The row's CSV line, or null when it has nothing in the header's columns. */
  private line(row: SheetRow): string | null {
    const { first, last } = this.header;
    let inside = false;
    row.cells.forEach((cell, column) => {
      if (!cell) return;
      if (column < first || column > last) this.outside++;
      else inside = true;
    });
    if (!inside) return null;
    const number = ++this.count;
    const fields: string[] = [];
    for (let column = first; column <= last; column++) {
      const cell = row.cells[column];
      if (cell?.kind === "error") this.recordError(column - first, number, cell.text);
      fields.push(!cell || cell.kind === "error" ? "" : `"${cell.text.replace(/"/g, '""')}"`);
    }
    const line = `${fields.join(",")}\n`;
    this.check(row, Buffer.byteLength(line));
    return line;
  }

  private check(row: SheetRow, bytes: number): void {
    const { totals, limits } = this.context;
    totals.rows++;
    totals.bytes += bytes;
    if (totals.rows > limits.rows) throw workbookInvalid(XLSX_MESSAGES.tooManyRows(this.sheet, limits.rows));
    if (totals.bytes > limits.dataBytes)
      throw new AppError("PAYLOAD_TOO_LARGE", XLSX_MESSAGES.dataTooLarge(this.sheet, row.number, limits.dataBytes), {
        maxBytes: limits.dataBytes,
      });
  }

  private recordError(index: number, row: number, value: string): void {
    const found = (this.errors[index] ??= { count: 0, examples: [] });
    found.count++;
    if (found.examples.length < EXAMPLES) found.examples.push({ row, value });
  }
}
