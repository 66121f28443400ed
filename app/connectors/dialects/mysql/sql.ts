// MySQL's and MariaDB's SQL as the engine's compiler writes it: quoting, literals, date buckets, matching, numbers
// in text.
import type { MonthlyRows, SqlDialect, TimeGrain } from "../spec";

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
export const mysqlSql: SqlDialect = {
  name: "mysql",
  decimalType: "DECIMAL(20, 6)",
  // a connection reads one database: its tables are named alone
  qualifiesSchema: (_schema): _schema is string => false,
  monthlyRows,
  id: (name) => `\`${name.replace(/`/g, "``")}\``,
  str: (value) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`,
  date: (iso) => `DATE '${iso}'`,
  bucket: (expr, grain) => mysqlBuckets[grain](expr),
  year: (expr) => `YEAR(${expr})`,
  isoWeekday: (expr) => `(WEEKDAY(${expr}) + 1)`,
  contains: (expr, needle, isText) =>
    `LOWER(${isText ? expr : `CAST(${expr} AS CHAR)`}) LIKE ${mysqlSql.str(`%${likeEscape(needle.toLowerCase())}%`)}`,
  matches: (expr, pattern) => `LOWER(CAST(${expr} AS CHAR)) REGEXP ${mysqlSql.str(pattern.toLowerCase())}`,
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
  textEquals: (expr, value) => `${expr} = ${mysqlSql.str(value)}`,
  hoursBetween: (start, end) => `(TIMESTAMPDIFF(SECOND, ${start}, ${end}) / 3600.0)`,
  round: (expr, places) => `ROUND(${expr}, ${places})`,
};

// No generate_series: the months are a recursive CTE.
function monthlyRows({ source, first, last, select, joined, on }: MonthlyRows): string {
  const monthOf = (expression: string) => `CAST(DATE_FORMAT(${expression}, '%Y-%m-01') AS DATE)`;
  return [
    `WITH RECURSIVE months (month) AS (SELECT ${monthOf(first)} FROM ${source}`,
    `UNION ALL SELECT DATE_ADD(month, INTERVAL 1 MONTH) FROM months WHERE month < (SELECT ${monthOf(last)} FROM ${source}))`,
    `SELECT ${select("months.month")} FROM months LEFT JOIN ${joined} ON ${on("DATE_ADD(months.month, INTERVAL 1 MONTH)")}`,
    `GROUP BY months.month ORDER BY months.month`,
  ].join("\n");
}
