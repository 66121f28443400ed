// Reading result cells: numbers that arrive as text, calendar values in the shapes the connectors emit.
import { spellOut } from "~/lib/abbreviations";

/** "1234", "-12.5", "1,234.50", "1e3"; not "", "12abc", "0x1f". */
const NUMERIC_TEXT = /^[-+]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?([eE][-+]?\d+)?$/;

/** A finite number from a cell, or null for nulls, blanks and non-numeric text. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return Number(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text || !/\d/.test(text) || !NUMERIC_TEXT.test(text)) return null;
  const parsed = Number(text.replace(/,/g, ""));
  return Number.isFinite(parsed) ? parsed : null;
}

export interface CalendarValue {
  year: number;
  month: number; // 1–12; 1 when only a year is known
  day: number; // 1 when only a month is known
  hour: number;
  minute: number;
  /** Which part the text actually stated: a bare "2024" is a year, "2024-03" a month. */
  precision: "year" | "month" | "day" | "time";
}

// Connectors send dates as "2024-01-31", naive timestamps as "2024-01-31T10:00:00" and zoned ones as ISO with "Z".
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const YEAR_QUARTER = /^(\d{4})-?Q([1-4])$/i;
const YEAR_ONLY = /^(\d{4})$/;

/**
 * The calendar parts of a cell, read from the text itself (no time-zone shifts), or null.
 * A bare year is only read as one when `allowBareYear` is set: 2023 is as likely a quantity as a year.
 */
export function parseCalendar(value: unknown, allowBareYear = false): CalendarValue | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : parseCalendar(value.toISOString());
  if (typeof value === "number")
    return allowBareYear && isYearNumber(value) ? calendar(value, 1, 1, 0, 0, "year") : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, y, m, d, hh, mm] = iso;
    const hasTime = hh !== undefined && (Number(hh) !== 0 || Number(mm) !== 0);
    return calendar(Number(y), Number(m), Number(d), Number(hh ?? 0), Number(mm ?? 0), hasTime ? "time" : "day");
  }
  const month = YEAR_MONTH.exec(text);
  if (month) return calendar(Number(month[1]), Number(month[2]), 1, 0, 0, "month");
  const quarter = YEAR_QUARTER.exec(text);
  if (quarter) return calendar(Number(quarter[1]), (Number(quarter[2]) - 1) * 3 + 1, 1, 0, 0, "month");
  const year = YEAR_ONLY.exec(text);
  if (year && allowBareYear && isYearNumber(Number(year[1]))) return calendar(Number(year[1]), 1, 1, 0, 0, "year");
  return null;
}

function calendar(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  precision: CalendarValue["precision"],
): CalendarValue | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute, precision };
}

function isYearNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1000 && value <= 2999;
}

/** A sortable number for a calendar value. */
export function calendarKey(value: CalendarValue): number {
  return ((value.year * 100 + value.month) * 100 + value.day) * 10_000 + value.hour * 100 + value.minute;
}

/** The words of a name as written: "loaned_at" → ["loaned", "at"], "orderDate" → ["order", "date"]. */
export function splitName(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean);
}

/** The words of a column or table name, abbreviations spelled out: "tot_wgt_kg" → ["total", "weight", "kg"]. */
export function nameWords(name: string): string[] {
  return splitName(name).flatMap(spellOut);
}

const TIME_WORDS = new Set([
  "date",
  "time",
  "timestamp",
  "day",
  "week",
  "month",
  "quarter",
  "year",
  "yr",
  "fy",
  "period",
  "season",
  "dt",
]);

/** Whether a column's name says it holds time: "month", "order_date", "created_at", "fiscal_year". */
export function isTimeName(name: string): boolean {
  const words = nameWords(name);
  if (words.some((word) => TIME_WORDS.has(word))) return true;
  const last = words[words.length - 1];
  return words.length > 1 && (last === "at" || last === "on");
}

/** Whether a column is an identifier rather than a quantity: "id", "customer_id", "orderId". */
export function isIdentifierName(name: string): boolean {
  const words = nameWords(name);
  return words[words.length - 1] === "id" || words[words.length - 1] === "uuid";
}
