// What differs between PostgreSQL and MySQL: quoting, literals, date buckets, case-insensitive match, numbers in text.
import type { Dialect } from "~/lib/catalog";
import type { TimeGrain } from "./ir";

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";

export interface SqlDialect {
  name: Dialect;
  id(name: string): string;
  str(value: string): string;
  date(iso: string): string;
  bucket(expr: string, grain: TimeGrain): string;
  year(expr: string): string;
  /** Case-insensitive "contains" (the pattern is already escaped for LIKE). */
  contains(expr: string, needle: string, isText: boolean): string;
  /** Case-insensitive regular-expression match (POSIX classes only, so both engines read it alike). */
  matches(expr: string, pattern: string): string;
  /** The leading number of a text value ("7,169" → 7169, "12 (3)" → 12), NULL when none. */
  leadingNumber(expr: string): string;
  /** The first four-digit year inside a text value ("March 4, 2019" → 2019), NULL when none. */
  yearInText(expr: string): string;
  /** The last four-digit year inside a text value ("1950–1957" → 1957). */
  lastYearInText(expr: string): string;
  /** The month name written inside a text value ("October 4" → October), NULL when none. */
  monthInText(expr: string): string;
  /** ORDER BY term with NULLs always last. */
  orderTerm(expr: string, direction: "asc" | "desc"): string;
  limit(n: number, withTies: boolean): string;
  textEquals(expr: string, value: string): string;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const postgres: SqlDialect = {
  name: "postgresql",
  id: (name) => `"${name.replace(/"/g, '""')}"`,
  str: (value) => `'${value.replace(/'/g, "''")}'`,
  date: (iso) => `DATE '${iso}'`,
  bucket: (expr, grain) => `CAST(date_trunc('${grain}', ${expr}) AS date)`,
  year: (expr) => `EXTRACT(YEAR FROM ${expr})`,
  contains: (expr, needle, isText) => `${isText ? expr : `CAST(${expr} AS text)`} ILIKE ${postgres.str(`%${likeEscape(needle)}%`)}`,
  matches: (expr, pattern) => `CAST(${expr} AS text) ~* ${postgres.str(pattern)}`,
  leadingNumber: (expr) =>
    `CAST(NULLIF(replace(substring(${expr} from '-?[0-9][0-9,]*(?:\\.[0-9]+)?'), ',', ''), '') AS numeric)`,
  yearInText: (expr) => `CAST(substring(${expr} from '(?:^|[^0-9])((?:1[5-9]|20)[0-9]{2})(?:[^0-9]|$)') AS integer)`,
  lastYearInText: (expr) => `CAST(substring(${expr} from '.*(?:^|[^0-9])((?:1[5-9]|20)[0-9]{2})(?:[^0-9]|$)') AS integer)`,
  monthInText: (expr) => `initcap(substring(lower(${expr}) from '(${MONTHS})'))`,
  orderTerm: (expr, direction) => (direction === "desc" ? `${expr} DESC NULLS LAST` : `${expr} ASC NULLS LAST`),
  limit: (n, withTies) => (withTies ? `FETCH FIRST ${n} ROWS WITH TIES` : `LIMIT ${n}`),
  textEquals: (expr, value) => `${expr} = ${postgres.str(value)}`,
};

const mysqlBuckets: Record<TimeGrain, (e: string) => string> = {
  day: (e) => `DATE(${e})`,
  week: (e) => `DATE(DATE_SUB(${e}, INTERVAL WEEKDAY(${e}) DAY))`,
  month: (e) => `CAST(DATE_FORMAT(${e}, '%Y-%m-01') AS DATE)`,
  quarter: (e) => `MAKEDATE(YEAR(${e}), 1) + INTERVAL (QUARTER(${e}) - 1) QUARTER`,
  year: (e) => `CAST(DATE_FORMAT(${e}, '%Y-01-01') AS DATE)`,
};

export const mysql: SqlDialect = {
  name: "mysql",
  id: (name) => `\`${name.replace(/`/g, "``")}\``,
  str: (value) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`,
  date: (iso) => `DATE '${iso}'`,
  bucket: (expr, grain) => mysqlBuckets[grain](expr),
  year: (expr) => `YEAR(${expr})`,
  contains: (expr, needle, isText) =>
    `LOWER(${isText ? expr : `CAST(${expr} AS CHAR)`}) LIKE ${mysql.str(`%${likeEscape(needle.toLowerCase())}%`)}`,
  matches: (expr, pattern) => `LOWER(CAST(${expr} AS CHAR)) REGEXP ${mysql.str(pattern.toLowerCase())}`,
  leadingNumber: (expr) =>
    `CAST(NULLIF(REPLACE(REGEXP_SUBSTR(${expr}, '-?[0-9][0-9,]*(\\\\.[0-9]+)?'), ',', ''), '') AS DECIMAL(38,6))`,
  yearInText: (expr) => `CAST(REGEXP_SUBSTR(${expr}, '(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9])') AS SIGNED)`,
  lastYearInText: (expr) => `CAST(REGEXP_SUBSTR(${expr}, '(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9])(?!.*(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9]))') AS SIGNED)`,
  monthInText: (expr) => `CONCAT(UPPER(LEFT(REGEXP_SUBSTR(LOWER(${expr}), '${MONTHS}'), 1)), SUBSTRING(REGEXP_SUBSTR(LOWER(${expr}), '${MONTHS}'), 2))`,
  orderTerm: (expr, direction) => (direction === "desc" ? `${expr} DESC` : `${expr} IS NULL, ${expr} ASC`),
  limit: (n) => `LIMIT ${n}`,
  textEquals: (expr, value) => `${expr} = ${mysql.str(value)}`,
};

export function dialectFor(name: Dialect): SqlDialect {
  return name === "mysql" ? mysql : postgres;
}
