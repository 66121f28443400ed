// How a workbook's cells become the text the CSV type rules read (ADR 051): Excel's own numbers and dates are written
// exactly in the forms those rules type (1234.5, 2024-03-02, 2024-03-02 10:30:00), so a column of them gets its type
// as a CSV column of the same values would; a formula gives its cached result; an error value (#N/A) is no value.

/** A cell read: its text, and whether the workbook held it as text (a header must be) or as an error. */
export interface CellReading {
  text: string;
  kind: "text" | "value" | "error";
}

/** A row of a sheet: its number in the workbook (1-based) and its cells by column number (1-based, sparse). */
export interface SheetRow {
  number: number;
  cells: (CellReading | undefined)[];
}

const MS_PER_DAY = 86_400_000;
// Serial day 25569 is 1970-01-01 in the 1900 system; the 1904 system counts from 1462 days later.
const UNIX_EPOCH_SERIAL = 25569;
const DATE_1904_OFFSET = 1462;

/**
 * A number format that shows a date or a time: a day, month, year, hour or second code outside quoted text,
 * brackets ([Red], [$€-407]) and escaped characters. A formula's result carries no type of its own, only this.
 */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  const codes = format
    .replace(/\[[^\]]*]/g, "")
    .replace(/"[^"]*"/g, "")
    .replace(/\\./g, "");
  return /[ymdhs]/i.test(codes) && !/^general$/i.test(codes.trim());
}

/** A serial day number as the date it shows (to the millisecond, as Excel keeps it). */
export function excelSerialToDate(serial: number, date1904 = false): Date {
  return new Date(Math.round((serial - UNIX_EPOCH_SERIAL + (date1904 ? DATE_1904_OFFSET : 0)) * MS_PER_DAY));
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A date as the type rules read it: a day alone when it has no time of day, else date and time (milliseconds only
 * when there are some). A time without a day (Excel's day 0, 1899-12-30) reads as the time alone, which stays text.
 */
export function formatExcelDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  const clock = ms ? `${time}.${pad(ms, 3)}` : time;
  if (date.getUTCFullYear() < 1900) return clock;
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return clock === "00:00:00" ? day : `${day} ${clock}`;
}

/** A number as its shortest exact decimal (what String gives: 0.1, 1234.5, 1e+21), never "-0". */
export function formatExcelNumber(value: number): string {
  return Object.is(value, -0) ? "0" : String(value);
}

interface FormulaValue {
  formula?: string;
  sharedFormula?: string;
  result?: unknown;
}

/**
 * What exceljs's streaming reader gives for a cell, read as text: strings (plain, rich or a hyperlink's), numbers,
 * dates (exceljs makes a Date of a number with a date format), booleans, errors and formulas (their cached result;
 * none when the file was never calculated). Undefined for an empty cell or one of spaces only.
 */
export function readCell(value: unknown, numFmt?: string, date1904 = false): CellReading | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value.trim() ? { text: value.replace(/\0/g, ""), kind: "text" } : undefined;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { text: "#VALUE!", kind: "error" };
    return { text: formatExcelNumber(value), kind: "value" };
  }
  if (typeof value === "boolean") return { text: String(value), kind: "value" };
  if (value instanceof Date) {
    const text = formatExcelDate(value);
    return text === null ? undefined : { text, kind: "value" };
  }
  if (typeof value !== "object") return undefined;
  const object = value as Record<string, unknown>;
  if (typeof object.error === "string") return { text: object.error, kind: "error" };
  if (Array.isArray(object.richText)) {
    const text = (object.richText as { text?: string }[]).map((run) => run.text ?? "").join("");
    return readCell(text);
  }
  if ("hyperlink" in object) return readCell(object.text, numFmt, date1904);
  if ("formula" in object || "sharedFormula" in object) return formulaResult(object as FormulaValue, numFmt, date1904);
  return undefined;
}

/**
 * The streaming reader gives a formula's cached number without its format applied: a date format makes it a date. It
 * gives no result at all for an empty text, an error (#DIV/0!) or a file never calculated: all read as empty.
 */
function formulaResult(value: FormulaValue, numFmt: string | undefined, date1904: boolean): CellReading | undefined {
  const result = value.result;
  if (typeof result === "number" && isDateFormat(numFmt)) return readCell(excelSerialToDate(result, date1904));
  return readCell(result, numFmt, date1904);
}

/** Excel's name of a column: 1 → A, 27 → AA. */
export function columnLetter(column: number): string {
  let letters = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Rows read before the header is chosen: a title and a blank line or two above the column names are common. */
export const HEADER_SCAN_ROWS = 10;

export interface SheetHeader {
  /** Index in the scanned rows. */
  index: number;
  /** First and last column (1-based) of the header's names: the sheet's columns. */
  first: number;
  last: number;
  /** Per column in first..last: the name, or "Column C" where the header cell is empty (a merged cell's tail). */
  labels: string[];
}

/**
 * The header row among a sheet's first non-empty rows: the first whose cells are all text and at least half as many
 * as the widest of those rows (a title above the table has one cell). Null when no row qualifies: the sheet starts
 * with data (numbers, dates), and its columns have no names.
 */
export function findHeader(rows: SheetRow[]): SheetHeader | null {
  const filled = rows.map((row) => row.cells.filter((cell) => cell !== undefined) as CellReading[]);
  const widest = Math.max(0, ...filled.map((cells) => cells.length));
  const index = filled.findIndex(
    (cells) => cells.length > 0 && cells.length * 2 >= widest && cells.every((cell) => cell.kind === "text"),
  );
  if (index < 0) return null;
  const cells = rows[index]!.cells;
  const columns = cells.flatMap((cell, column) => (cell ? [column] : []));
  const first = columns[0]!;
  const last = columns[columns.length - 1]!;
  const labels: string[] = [];
  for (let column = first; column <= last; column++)
    labels.push(cells[column]?.text.trim() || `Column ${columnLetter(column)}`);
  return { index, first, last, labels };
}
