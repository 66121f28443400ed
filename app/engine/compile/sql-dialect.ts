// What differs between PostgreSQL and MySQL: quoting, literals, date buckets, case-insensitive match, numbers in text.
import type { Dialect } from "~/lib/catalog";
import type { TimeGrain } from "../ir";

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";

export interface SqlDialect {
  name: Dialect;
  id(name: string): string;
  str(value: string): string;
  date(iso: string): string;
  bucket(expr: string, grain: TimeGrain): string;
  year(expr: string): string;
  /** ISO day of the week, 1 = Monday … 7 = Sunday. */
  isoWeekday(expr: string): string;
  /** Case-insensitive "contains" (the pattern is already escaped for LIKE). */
  contains(expr: string, needle: string, isText: boolean): string;
  /** Case-insensitive regular-expression match (POSIX classes only, so both engines read it alike). */
  matches(expr: string, pattern: string): string;
  /** The leading number of a text value ("7,169" → 7169, "12 (3)" → 12), NULL when none. */
  leadingNumber(expr: string): string;
  /** Seconds of an elapsed time written as text ("1:58.47" → 118.47, "2:05:33" → 7533), NULL when none. */
  durationSeconds(expr: string): string;
  /** A date written as text as a sortable number ("March 4, 2019" / "4 March 2019" → 20190304; no day → day 0). */
  dayInText(expr: string): string;
  /** The first four-digit year inside a text value ("March 4, 2019" → 2019), NULL when none. */
  yearInText(expr: string): string;
  /** The last four-digit year inside a text value ("1950–1957" → 1957). */
  lastYearInText(expr: string): string;
  /** The gap between the two numbers of a result written "2–1" or "21-14" (→ 1, 7), NULL when none. */
  scoreMargin(expr: string): string;
  /** The month name written inside a text value ("October 4" → October), NULL when none. */
  monthInText(expr: string): string;
  /**
   * ORDER BY term with NULLs always last. `alias`: the term names an output column, which MariaDB cannot use inside
   * an expression when it is an aggregate ("reference to group function"); NULLs then sort where the server puts them.
   */
  orderTerm(expr: string, direction: "asc" | "desc", alias?: boolean): string;
  limit(n: number, withTies: boolean): string;
  textEquals(expr: string, value: string): string;
  /** Hours from one timestamp to another, as a decimal. */
  hoursBetween(start: string, end: string): string;
  /** A number rounded to `places` decimals (PostgreSQL rounds only numerics to places). */
  round(expr: string, places: number): string;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const postgres: SqlDialect = {
  name: "postgresql",
  id: (name) => `"${name.replace(/"/g, '""')}"`,
  str: (value) => `'${value.replace(/'/g, "''")}'`,
  date: (iso) => `DATE '${iso}'`,
  // the day of the week as "1 Mon": it names the day and sorts Monday first
  bucket: (expr, grain) =>
    grain === "weekday" ? `TO_CHAR(${expr}, 'ID Dy')` : `CAST(date_trunc('${grain}', ${expr}) AS date)`,
  year: (expr) => `EXTRACT(YEAR FROM ${expr})`,
  isoWeekday: (expr) => `EXTRACT(ISODOW FROM ${expr})`,
  contains: (expr, needle, isText) =>
    `${isText ? expr : `CAST(${expr} AS text)`} ILIKE ${postgres.str(`%${likeEscape(needle)}%`)}`,
  matches: (expr, pattern) => `CAST(${expr} AS text) ~* ${postgres.str(pattern)}`,
  leadingNumber: (expr) =>
    `CAST(NULLIF(regexp_replace(replace(substring(${expr} from '[-−]?(?:[0-9]{1,3}(?:[ \u00a0][0-9]{3}(?![0-9]))+|[0-9][0-9,]*)(?:\\.[0-9]+)?'), '−', '-'), '[, \u00a0]', '', 'g'), '') AS numeric)`,
  durationSeconds: (expr) =>
    `COALESCE((SELECT COALESCE(CAST(t.m[1] AS numeric), 0) * 3600 + CAST(t.m[2] AS numeric) * 60 + CAST(t.m[3] AS numeric) FROM (SELECT regexp_match(${expr}, '(?:([0-9]+):)?([0-9]+):([0-9]+(?:\\.[0-9]+)?)') AS m) AS t), (SELECT CAST(t.m[1] AS numeric) * 60 + CAST(t.m[2] AS numeric) FROM (SELECT regexp_match(${expr}, '^\\s*([0-9]+)m\\s*([0-9]+(?:\\.[0-9]+)?)s') AS m) AS t), CAST(substring(${expr} from '^\\s*([0-9]+\\.[0-9]+)(?:[^0-9:]|$)') AS numeric))`,
  dayInText: (expr) =>
    `(CAST(substring(${expr} from '(?:^|[^0-9])((?:1[5-9]|20)[0-9]{2})(?:[^0-9]|$)') AS integer) * 10000 + (CASE WHEN ${expr} ~* 'jan' THEN 1 WHEN ${expr} ~* 'feb' THEN 2 WHEN ${expr} ~* 'mar' THEN 3 WHEN ${expr} ~* 'apr' THEN 4 WHEN ${expr} ~* 'may' THEN 5 WHEN ${expr} ~* 'jun' THEN 6 WHEN ${expr} ~* 'jul' THEN 7 WHEN ${expr} ~* 'aug' THEN 8 WHEN ${expr} ~* 'sep' THEN 9 WHEN ${expr} ~* 'oct' THEN 10 WHEN ${expr} ~* 'nov' THEN 11 WHEN ${expr} ~* 'dec' THEN 12 END) * 100 + COALESCE(CAST(substring(${expr} from '(?:^|[^0-9])([0-9]{1,2})(?:st|nd|rd|th)?\\s+[A-Za-z]') AS integer), CAST(substring(${expr} from '[A-Za-z]\\.?\\s+([0-9]{1,2})(?:[^0-9]|$)') AS integer), 0))`,
  yearInText: (expr) => `CAST(substring(${expr} from '(?:^|[^0-9])((?:1[5-9]|20)[0-9]{2})(?:[^0-9]|$)') AS integer)`,
  lastYearInText: (expr) => {
    // "1969–76": a two-digit end takes the century of the year before it (the next one when it is smaller)
    const start = `CAST(substring(${expr} from '(?:^|[^0-9])((?:1[5-9]|20)[0-9]{2})[-–—/][0-9]{2}(?:[^-–—/0-9]|$)') AS integer)`;
    const end = `CAST(substring(${expr} from '(?:^|[^0-9])(?:1[5-9]|20)[0-9]{2}[-–—/]([0-9]{2})(?:[^-–—/0-9]|$)') AS integer)`;
    const short = `(${start} / 100 * 100 + ${end} + CASE WHEN ${end} < ${start} % 100 THEN 100 ELSE 0 END)`;
    return `COALESCE(${short}, CAST(substring(${expr} from '.*(?:^|[^0-9])((?:1[5-9]|20)[0-9]{2})(?:[^0-9]|$)') AS integer))`;
  },
  scoreMargin: (expr) =>
    `ABS(CAST(substring(${expr} from '(?<![-–—0-9])([0-9]{1,3})[[:space:]]*[-–—][[:space:]]*[0-9]{1,3}(?![-–—0-9])') AS integer) - CAST(substring(${expr} from '(?<![-–—0-9])[0-9]{1,3}[[:space:]]*[-–—][[:space:]]*([0-9]{1,3})(?![-–—0-9])') AS integer))`,
  monthInText: (expr) => `initcap(substring(lower(${expr}) from '(${MONTHS})'))`,
  orderTerm: (expr, direction) => (direction === "desc" ? `${expr} DESC NULLS LAST` : `${expr} ASC NULLS LAST`),
  limit: (n, withTies) => (withTies ? `FETCH FIRST ${n} ROWS WITH TIES` : `LIMIT ${n}`),
  textEquals: (expr, value) => `${expr} = ${postgres.str(value)}`,
  hoursBetween: (start, end) =>
    `(EXTRACT(EPOCH FROM (CAST(${end} AS timestamp) - CAST(${start} AS timestamp))) / 3600.0)`,
  round: (expr, places) => `ROUND(CAST(${expr} AS numeric), ${places})`,
};

const mysqlBuckets: Record<TimeGrain, (e: string) => string> = {
  day: (e) => `DATE(${e})`,
  week: (e) => `DATE(DATE_SUB(${e}, INTERVAL WEEKDAY(${e}) DAY))`,
  month: (e) => `CAST(DATE_FORMAT(${e}, '%Y-%m-01') AS DATE)`,
  quarter: (e) => `MAKEDATE(YEAR(${e}), 1) + INTERVAL (QUARTER(${e}) - 1) QUARTER`,
  year: (e) => `CAST(DATE_FORMAT(${e}, '%Y-01-01') AS DATE)`,
  weekday: (e) => `CONCAT(WEEKDAY(${e}) + 1, ' ', DATE_FORMAT(${e}, '%a'))`,
};

// MariaDB's REGEXP_SUBSTR answers '' when nothing matches (MySQL answers NULL): every match is wrapped in
// NULLIF(…, '') so "no match" stays NULL in both, instead of casting to 0.
export const mysql: SqlDialect = {
  name: "mysql",
  id: (name) => `\`${name.replace(/`/g, "``")}\``,
  str: (value) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`,
  date: (iso) => `DATE '${iso}'`,
  bucket: (expr, grain) => mysqlBuckets[grain](expr),
  year: (expr) => `YEAR(${expr})`,
  isoWeekday: (expr) => `(WEEKDAY(${expr}) + 1)`,
  contains: (expr, needle, isText) =>
    `LOWER(${isText ? expr : `CAST(${expr} AS CHAR)`}) LIKE ${mysql.str(`%${likeEscape(needle.toLowerCase())}%`)}`,
  matches: (expr, pattern) => `LOWER(CAST(${expr} AS CHAR)) REGEXP ${mysql.str(pattern.toLowerCase())}`,
  leadingNumber: (expr) =>
    `CAST(NULLIF(REGEXP_REPLACE(REPLACE(NULLIF(REGEXP_SUBSTR(${expr}, '[-−]?([0-9]{1,3}([ \u00a0][0-9]{3}(?![0-9]))+|[0-9][0-9,]*)(\\\\.[0-9]+)?'), ''), '−', '-'), '[, \u00a0]', ''), '') AS DECIMAL(38,6))`,
  durationSeconds: (expr) => {
    const clock = `NULLIF(REGEXP_SUBSTR(${expr}, '([0-9]+:)?[0-9]+:[0-9]+([.][0-9]+)?'), '')`;
    const colons = `(LENGTH(${clock}) - LENGTH(REPLACE(${clock}, ':', '')))`;
    const fromClock = `(CASE WHEN ${colons} = 2 THEN SUBSTRING_INDEX(${clock}, ':', 1) * 3600 ELSE 0 END + SUBSTRING_INDEX(SUBSTRING_INDEX(${clock}, ':', -2), ':', 1) * 60 + SUBSTRING_INDEX(${clock}, ':', -1))`;
    const minutes = `NULLIF(REGEXP_SUBSTR(${expr}, '^[[:space:]]*[0-9]+(?=m)'), '')`;
    const seconds = `NULLIF(REGEXP_SUBSTR(${expr}, '(?<=m)[[:space:]]*[0-9]+([.][0-9]+)?(?=s)'), '')`;
    const decimal = `NULLIF(REGEXP_SUBSTR(${expr}, '^[[:space:]]*[0-9]+[.][0-9]+(?=[^0-9:]|$)'), '')`;
    return `(CASE WHEN ${clock} IS NOT NULL THEN ${fromClock} WHEN ${minutes} IS NOT NULL AND ${seconds} IS NOT NULL THEN ${minutes} * 60 + ${seconds} ELSE CAST(${decimal} AS DECIMAL(38,6)) END)`;
  },
  dayInText: (expr) =>
    `(CAST(NULLIF(REGEXP_SUBSTR(${expr}, '(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9])'), '') AS SIGNED) * 10000 + (CASE WHEN LOWER(${expr}) REGEXP 'jan' THEN 1 WHEN LOWER(${expr}) REGEXP 'feb' THEN 2 WHEN LOWER(${expr}) REGEXP 'mar' THEN 3 WHEN LOWER(${expr}) REGEXP 'apr' THEN 4 WHEN LOWER(${expr}) REGEXP 'may' THEN 5 WHEN LOWER(${expr}) REGEXP 'jun' THEN 6 WHEN LOWER(${expr}) REGEXP 'jul' THEN 7 WHEN LOWER(${expr}) REGEXP 'aug' THEN 8 WHEN LOWER(${expr}) REGEXP 'sep' THEN 9 WHEN LOWER(${expr}) REGEXP 'oct' THEN 10 WHEN LOWER(${expr}) REGEXP 'nov' THEN 11 WHEN LOWER(${expr}) REGEXP 'dec' THEN 12 END) * 100 + COALESCE(CAST(NULLIF(REGEXP_SUBSTR(REGEXP_SUBSTR(${expr}, '(?<![0-9])[0-9]{1,2}(st|nd|rd|th)?\\\\s+[A-Za-z]'), '[0-9]+'), '') AS SIGNED), CAST(NULLIF(REGEXP_SUBSTR(REGEXP_SUBSTR(${expr}, '[A-Za-z]\\\\.?\\\\s+[0-9]{1,2}(?![0-9])'), '[0-9]+'), '') AS SIGNED), 0))`,
  yearInText: (expr) => `CAST(NULLIF(REGEXP_SUBSTR(${expr}, '(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9])'), '') AS SIGNED)`,
  lastYearInText: (expr) => {
    const start = `CAST(NULLIF(REGEXP_SUBSTR(${expr}, '(?<![0-9])(1[5-9]|20)[0-9]{2}(?=[-–—/][0-9]{2}(?![-–—/0-9]))'), '') AS SIGNED)`;
    const end = `CAST(NULLIF(REGEXP_SUBSTR(${expr}, '(?<=(1[5-9]|20)[0-9]{2}[-–—/])[0-9]{2}(?![-–—/0-9])'), '') AS SIGNED)`;
    const short = `(FLOOR(${start} / 100) * 100 + ${end} + CASE WHEN ${end} < MOD(${start}, 100) THEN 100 ELSE 0 END)`;
    return `COALESCE(${short}, CAST(NULLIF(REGEXP_SUBSTR(${expr}, '(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9])(?!.*(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9]))'), '') AS SIGNED))`;
  },
  scoreMargin: (expr) => {
    const score = `NULLIF(REGEXP_SUBSTR(${expr}, '(?<![-–—0-9])[0-9]{1,3}[[:space:]]*[-–—][[:space:]]*[0-9]{1,3}(?![-–—0-9])'), '')`;
    return `ABS(CAST(NULLIF(REGEXP_SUBSTR(${score}, '^[0-9]+'), '') AS SIGNED) - CAST(NULLIF(REGEXP_SUBSTR(${score}, '[0-9]+$'), '') AS SIGNED))`;
  },
  monthInText: (expr) =>
    `CONCAT(UPPER(LEFT(NULLIF(REGEXP_SUBSTR(LOWER(${expr}), '${MONTHS}'), ''), 1)), SUBSTRING(NULLIF(REGEXP_SUBSTR(LOWER(${expr}), '${MONTHS}'), ''), 2))`,
  orderTerm: (expr, direction, alias) =>
    direction === "desc" ? `${expr} DESC` : alias ? `${expr} ASC` : `${expr} IS NULL, ${expr} ASC`,
  limit: (n) => `LIMIT ${n}`,
  textEquals: (expr, value) => `${expr} = ${mysql.str(value)}`,
  hoursBetween: (start, end) => `(TIMESTAMPDIFF(SECOND, ${start}, ${end}) / 3600.0)`,
  round: (expr, places) => `ROUND(${expr}, ${places})`,
};

export function dialectFor(name: Dialect): SqlDialect {
  return name === "mysql" ? mysql : postgres;
}
