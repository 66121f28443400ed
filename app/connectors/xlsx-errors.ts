// What a workbook upload tells its user (spec §8: the error's own message): each refusal names what is wrong with the
// file and, where a sheet or row is at fault, which one.
import { AppError } from "~/lib/errors";
import { CSV_MAX_BYTES, XLSX_MAX_UNPACKED_BYTES } from "~/lib/limits";

const count = (n: number) => n.toLocaleString("en");
const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

export const XLSX_MESSAGES = {
  required: "Please select an Excel workbook (.xlsx)",
  invalid: "Please select an Excel workbook (.xlsx)",
  tooLarge: `The workbook is larger than ${megabytes(CSV_MAX_BYTES)}`,
  empty: "The file is empty",
  notZip: "The file is not an Excel workbook (.xlsx): it is not a zip archive",
  oldFormat:
    "The file is an Excel 97–2003 workbook (.xls) or a password-protected one: save it as an .xlsx workbook without a password",
  damaged: "The workbook is damaged: its zip archive is incomplete",
  oversized: "The workbook is damaged: a part of it unpacks to more than its zip archive says",
  notWorkbook: "The file is a zip archive but not an Excel workbook: it has no xl/workbook.xml",
  unpackedTooLarge: (bytes: number) =>
    `The workbook unpacks to ${megabytes(bytes)}; at most ${megabytes(XLSX_MAX_UNPACKED_BYTES)} are read`,
  sharedStringsTooLarge: (bytes: number, max: number) =>
    `The workbook's text table unpacks to ${megabytes(bytes)}; at most ${megabytes(max)} are read`,
  tooManySheets: (sheets: number, max: number) =>
    `The workbook has ${count(sheets)} sheets; at most ${count(max)} are imported`,
  tooManyColumns: (sheet: string, columns: number, max: number) =>
    `Sheet “${sheet}” has ${count(columns)} columns; at most ${count(max)} are allowed`,
  tooManyRows: (sheet: string, max: number) =>
    `The workbook has more than ${count(max)} rows (sheet “${sheet}” passed it); at most ${count(max)} are imported`,
  dataTooLarge: (sheet: string, row: number, max: number) =>
    `The workbook's values come to more than ${megabytes(max)} (sheet “${sheet}”, row ${count(row)}); at most ${megabytes(max)} are imported, as for a CSV file`,
  unreadable: (reason: string) => `The workbook could not be read: ${reason}`,
  noSheets: "The workbook has no sheets",
  noSheet: (reasons: string[]) => `The workbook has no sheet with a header row and data rows: ${reasons.join("; ")}`,
} as const;

/** Why a sheet was not imported, as the summary and the "no sheet" error word it. */
export const SKIP_REASONS = {
  empty: "is empty",
  noHeader: "has no header row (its first rows hold numbers or dates, not column names)",
  noData: "has a header row but no data rows",
} as const;

export type SkipReason = keyof typeof SKIP_REASONS;

export function workbookInvalid(message: string): AppError {
  return new AppError("VALIDATION_ERROR", message, { fields: { xlsxFile: message } });
}

export function workbookTooLarge(message: string = XLSX_MESSAGES.tooLarge): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", message, { maxBytes: CSV_MAX_BYTES, fields: { xlsxFile: message } });
}
