// Turns the errors Postgres raises while COPYing a CSV into messages that name the line.
import { AppError } from "~/lib/errors";
import { parseRecords } from "./csv-header";

export interface CopyErrorLike {
  code?: string;
  message: string;
  where?: string;
}

export interface CopyContext {
  columns: string[];
  delimiter: string;
}

const BAD_COPY_FILE_FORMAT = "22P04";
const INVALID_ENCODING = ["22021", "22P05"];

export const CSV_MESSAGES = {
  empty: "The CSV file is empty",
  headerOnly: "The CSV file has a header but no data rows",
  firstLineTooLong: (maxBytes: number) => `Line 1 is longer than ${maxBytes / 1024 / 1024} MB`,
  notText: (line: number) => `The file is not valid UTF-8 text (line ${line})`,
  tooManyColumns: (count: number, max: number) =>
    `The CSV file has ${count.toLocaleString("en")} columns; at most ${max.toLocaleString("en")} are allowed`,
} as const;

/** A VALIDATION_ERROR for a COPY data error, or null when the error is not about the file. */
export function translateCopyError(error: CopyErrorLike, context: CopyContext): AppError | null {
  const where = parseWhere(error.where);
  if (!where) return null;
  if (INVALID_ENCODING.includes(error.code ?? "")) return invalid(CSV_MESSAGES.notText(where.line));
  if (error.code !== BAD_COPY_FILE_FORMAT) return invalid(`Line ${where.startLine}: ${error.message}`);
  return invalid(formatMessage(error.message, where, context));
}

function formatMessage(message: string, where: Where, { columns, delimiter }: CopyContext): string {
  const expected = columns.length;
  const missing = /^missing data for column "(.+)"$/.exec(message);
  if (missing) return fieldCountMessage(where.startLine, columns.indexOf(missing[1]), expected);
  if (message.startsWith("extra data after last expected column")) {
    if (where.record === null) return `Line ${where.startLine} has more than ${expected} fields, expected ${expected}`;
    const found = parseRecords(where.record, delimiter, 1).records[0]?.length ?? 0;
    return fieldCountMessage(where.startLine, found, expected);
  }
  if (message.startsWith("unterminated CSV quoted field")) {
    const suffix = where.record === null ? " (its quote opens on an earlier line)" : "";
    return `Line ${where.startLine}: unterminated quoted field${suffix}`;
  }
  return `Line ${where.startLine}: ${message}`;
}

function fieldCountMessage(line: number, found: number, expected: number): string {
  return `Line ${line} has ${found} field${found === 1 ? "" : "s"}, expected ${expected}`;
}

interface Where {
  /** The line Postgres names: the last physical line of the record. */
  line: number;
  /** The first physical line of the record, when the whole record is in the context. */
  startLine: number;
  /** The record's text, or null when Postgres shortened it (it shows at most 100 bytes). */
  record: string | null;
}

/** Reads `COPY table, line N[, column c]: "record"` from an error's context. */
export function parseWhere(where: string | undefined): Where | null {
  const match = /COPY [^,]+, line (\d+)(?:, column [^:]*)?(?::\s"([\s\S]*)")?/.exec(where ?? "");
  if (!match) return null;
  const line = Number(match[1]);
  const shown = match[2];
  const record = shown === undefined || shown.endsWith("...") ? null : shown;
  const breaks = record?.match(/\r\n|\r|\n/g)?.length ?? 0;
  return { line, startLine: line - breaks, record };
}

function invalid(message: string): AppError {
  return new AppError("VALIDATION_ERROR", message);
}
