// Rows to PostgreSQL's COPY text format (tab-separated, backslash escapes, \N for NULL).
import type { SampleRow } from "./types";

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

export function encodeCopyValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]) : text;
}

export function encodeCopyRow(row: SampleRow): string {
  return `${row.map(encodeCopyValue).join("\t")}\n`;
}

/** Groups rows into chunks of roughly `chunkSize` characters: far fewer writes than one per row. */
export function* encodeCopyChunks(rows: Iterable<SampleRow>, chunkSize = 256 * 1024): Generator<string> {
  let chunk = "";
  for (const row of rows) {
    chunk += encodeCopyRow(row);
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}
