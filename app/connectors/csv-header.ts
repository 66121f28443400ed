// Reading the head of a CSV in JS: records, delimiter and column names. Postgres parses the rest (COPY).
import { CSV_DELIMITERS } from "~/lib/limits";

export type CsvDelimiter = (typeof CSV_DELIMITERS)[keyof typeof CSV_DELIMITERS];

export interface CsvColumnName {
  name: string;
  label: string;
}

export interface ParsedRecords {
  records: string[][];
  /** False when the text ended inside the last record (mid-field or inside quotes). */
  lastComplete: boolean;
}

const IDENTIFIER_MAX_BYTES = 63;
const DELIMITER_ORDER: CsvDelimiter[] = [",", ";", "\t", "|"];

/**
 * Splits text into records the way Postgres' CSV COPY does: a quote anywhere toggles quoting,
 * `""` inside quotes is a literal quote, and a line break ends a record only outside quotes.
 */
export function parseRecords(text: string, delimiter: string, maxRecords = Infinity): ParsedRecords {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length && records.length < maxRecords; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      records.push([...fields, field]);
      fields = [];
      field = "";
    } else field += c;
  }
  const pending = records.length < maxRecords && (fields.length > 0 || field !== "" || quoted);
  if (pending) records.push([...fields, field]);
  return { records, lastComplete: !pending };
}

/**
 * Picks the delimiter that splits the sample's complete records into the same number of fields
 * (more than one) most consistently; ties go to the more common delimiter. Defaults to a comma.
 */
export function detectDelimiter(sample: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ",", score: 0 };
  for (const delimiter of DELIMITER_ORDER) {
    const { records, lastComplete } = parseRecords(sample, delimiter, 50);
    const rows = lastComplete || records.length < 2 ? records : records.slice(0, -1);
    const width = rows[0]?.length ?? 0;
    if (width < 2) continue;
    const consistent = rows.filter((record) => record.length === width).length;
    const score = (consistent / rows.length) * 1000 + Math.min(width, 999) / 1000;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** Lower snake_case ASCII: accents stripped, anything else becomes `_`. May return "". */
export function toSnakeCase(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** A safe identifier: snake_case, no leading digit, not a reserved word, at most 63 bytes. */
export function toIdentifier(text: string, fallback: string, digitPrefix = "c_"): string {
  let name = toSnakeCase(text) || fallback;
  if (/^[0-9]/.test(name)) name = digitPrefix + name;
  name = truncate(name, IDENTIFIER_MAX_BYTES);
  return RESERVED_WORDS.has(name) ? `${name}_` : name;
}

/** Column names for a header record; each keeps the original header (trimmed) as its label. */
export function normaliseHeaders(headers: string[]): CsvColumnName[] {
  const taken = new Set<string>();
  return headers.map((header, index) => {
    const label = header.trim() || `Column ${index + 1}`;
    const name = unique(toIdentifier(header, `column_${index + 1}`), taken);
    taken.add(name);
    return { name, label };
  });
}

/** Names for a file without a header record: column_1 … column_n. */
export function defaultColumnNames(count: number): CsvColumnName[] {
  return Array.from({ length: count }, (_, i) => ({ name: `column_${i + 1}`, label: `Column ${i + 1}` }));
}

/** The table name for an upload: the given name, else the file name without its extension. */
export function tableNameFor(fileName: string, tableName?: string): string {
  const base = tableName?.trim() || fileName.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  return toIdentifier(base, "data", "t_");
}

function unique(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = truncate(name, IDENTIFIER_MAX_BYTES - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

function truncate(name: string, max: number): string {
  return name.length <= max ? name : name.slice(0, max).replace(/_+$/, "");
}

// PostgreSQL's reserved key words (docs, appendix C): names are always quoted, but a suffix keeps
// generated SQL valid even where a quote is forgotten.
const RESERVED_WORDS = new Set(
  (
    "all analyse analyze and any array as asc asymmetric authorization binary both case cast check " +
    "collate collation column concurrently constraint create cross current_catalog current_date " +
    "current_role current_schema current_time current_timestamp current_user default deferrable desc " +
    "distinct do else end except false fetch for foreign freeze from full grant group having ilike in " +
    "initially inner intersect into is isnull join lateral leading left like limit localtime " +
    "localtimestamp natural not notnull null offset on only or order outer overlaps placing primary " +
    "references returning right select session_user similar some symmetric system_user table " +
    "tablesample then to trailing true union unique user using variadic verbose when where window with"
  ).split(" "),
);
