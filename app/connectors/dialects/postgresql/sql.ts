// PostgreSQL's SQL as the engine's compiler writes it: quoting, literals, date buckets, matching, numbers in text.
import type { MonthlyRows, SqlDialect } from "../spec";

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const postgresqlSql: SqlDialect = {
  name: "postgresql",
  decimalType: "numeric",
  qualifiesSchema: (schema): schema is string => Boolean(schema) && schema !== "public",
  monthlyRows,
  id: (name) => `"${name.replace(/"/g, '""')}"`,
  str: (value) => `'${value.replace(/'/g, "''")}'`,
  date: (iso) => `DATE '${iso}'`,
  // the day of the week as "1 Mon": it names the day and sorts Monday first
  bucket: (expr, grain) =>
    grain === "weekday" ? `TO_CHAR(${expr}, 'ID Dy')` : `CAST(date_trunc('${grain}', ${expr}) AS date)`,
  year: (expr) => `EXTRACT(YEAR FROM ${expr})`,
  isoWeekday: (expr) => `EXTRACT(ISODOW FROM ${expr})`,
  contains: (expr, needle, isText) =>
    `${isText ? expr : `CAST(${expr} AS text)`} ILIKE ${postgresqlSql.str(`%${likeEscape(needle)}%`)}`,
  matches: (expr, pattern) => `CAST(${expr} AS text) ~* ${postgresqlSql.str(pattern)}`,
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
  textEquals: (expr, value) => `${expr} = ${postgresqlSql.str(value)}`,
  hoursBetween: (start, end) =>
    `(EXTRACT(EPOCH FROM (CAST(${end} AS timestamp) - CAST(${start} AS timestamp))) / 3600.0)`,
  round: (expr, places) => `ROUND(CAST(${expr} AS numeric), ${places})`,
};

function monthlyRows({ source, first, last, select, joined, on }: MonthlyRows): string {
  return [
    `SELECT ${select("CAST(m.month AS date)")}`,
    `FROM generate_series((SELECT date_trunc('month', ${first}) FROM ${source}), (SELECT date_trunc('month', ${last}) FROM ${source}), interval '1 month') AS m(month)`,
    `LEFT JOIN ${joined} ON ${on("m.month + interval '1 month'")}`,
    `GROUP BY m.month ORDER BY m.month`,
  ].join("\n");
}
