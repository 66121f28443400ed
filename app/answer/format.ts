// How answers read: table cells, periods like "Jan 2024", column names as words. Numbers and dates themselves are
// written by ~/lib/format, the one rule for charts, tables and text (ADR 032).
import { formatNumber } from "~/lib/format";
import { formatCalendar } from "./semantic-format";
import { formatPeriod, inferGrain, type PeriodGrain } from "./calendar";
import type { CalendarValue } from "./values";
import { nameWords, parseCalendar, toNumber } from "./values";

/**
 * A table cell: numbers with separators, also where the driver sends them as text (PostgreSQL's numeric and
 * bigint arrive as "4.1553398058252427"), so a number column reads "4.16" and "23,215".
 */
export function formatCell(value: unknown, kind?: string): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") return formatNumber(value);
  if ((kind === "integer" || kind === "decimal") && typeof value === "string") {
    const number = toNumber(value);
    if (number !== null) return formatNumber(number);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * Rows ordered by one column for a table the user sorted: numbers as numbers (also when sent as text), dates and
 * text as text, empty cells last either way. Stable, so equal cells keep the query's order.
 */
export function sortRows<T extends Record<string, unknown>>(
  rows: T[],
  column: string,
  direction: "asc" | "desc",
  kind?: string,
): T[] {
  const numeric = kind === "integer" || kind === "decimal";
  const sign = direction === "asc" ? 1 : -1;
  const empty = (value: unknown) => value === null || value === undefined || value === "";
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[column];
      const y = b.row[column];
      if (empty(x) || empty(y)) return empty(x) === empty(y) ? a.index - b.index : empty(x) ? 1 : -1;
      const order = numeric
        ? (toNumber(x) ?? 0) - (toNumber(y) ?? 0)
        : String(x).localeCompare(String(y), "en", { numeric: true });
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Words written in capitals wherever they appear: "total MRR", "SKU". */
export const ACRONYMS = new Set([
  "mrr",
  "arr",
  "ltv",
  "cac",
  "roi",
  "kpi",
  "sku",
  "usd",
  "eur",
  "api",
  "id",
  "nps",
  "gmv",
  "aov",
  "vat",
]);

/** "total_revenue" → "total revenue", "orderDate" → "order date", "mrr" → "MRR"; a repeated word once ("total_total" → "total"). */
export function humanizeName(name: string): string {
  const words = nameWords(name).filter((word, index, all) => word !== all[index - 1]);
  return words.length ? words.map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word)).join(" ") : name;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A naive English plural, enough for labels: city → cities, status → statuses, genre → genres. */
export function pluralize(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** ["a"] → "a"; ["a", "b"] → "a and b"; ["a", "b", "c"] → "a, b and c". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * Readable labels for a column of calendar values, judged together: month buckets ("2024-01-01") read
 * "Jan 2024", quarter buckets "Q1 2024", year buckets "2024". Cells that are not dates keep their text.
 */
export function formatPeriods(values: unknown[], grain?: PeriodGrain, locale?: string): string[] {
  const parsed = values.map((value) => parseCalendar(value, true));
  const dates = parsed.filter((value): value is CalendarValue => value !== null);
  const chosen = grain ?? inferGrain(dates);
  // with the reader's locale, the same words as a table cell of this grain (ADR 048)
  const write = (value: CalendarValue) =>
    locale ? formatCalendar(value, chosen, locale) : formatPeriod(value, chosen);
  return values.map((value, i) => (parsed[i] ? write(parsed[i]!) : value == null ? "(empty)" : String(value)));
}

/**
 * A result column as words for titles and sentences: "total_revenue" → "total revenue",
 * "loan_count" → "number of loans", a bare "count" → "number of <table>" when the table is known.
 */
export function columnLabel(name: string, table?: string): string {
  const words = nameWords(name);
  if (words.length === 1 && words[0] === "count") return table ? `number of ${humanizeName(table)}` : "count";
  if (words.length > 1 && words[words.length - 1] === "count")
    return `number of ${pluralize(words.slice(0, -1).join(" "))}`;
  return humanizeName(name);
}

/** What a truncated result says about itself (ADR 012: results are capped in rows and in bytes). */
export function truncationNotice(result: { rowCount: number; truncatedBy?: "rows" | "bytes" }): string {
  const shown = `Only the first ${formatNumber(result.rowCount)} ${result.rowCount === 1 ? "row is" : "rows are"} included`;
  return result.truncatedBy === "bytes"
    ? `${shown}: the full result is larger than 20 MB. Add filters or fewer columns to see the rest.`
    : `${shown}: the full result has more rows than the limit. Add filters or aggregate to see the rest.`;
}
