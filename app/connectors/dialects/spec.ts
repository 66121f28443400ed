// What one SQL dialect tells the rest of the product, as plain data and pure functions (ADR 059): the browser, the
// engine and the server all read it, so it imports nothing that runs only on a server. What a dialect does on a
// server (driver, catalog, privileges, guard) is its ConnectorDialect, listed in registry.server.ts.

import type { Dialect } from "~/lib/catalog";
import type { CalendarGrain } from "~/lib/period-grain";
import type { LexerRules } from "../sql-lexer";

/** The engine's time grains (app/engine/ir.ts TimeGrain): a calendar period or the day of the week. */
export type TimeGrain = CalendarGrain | "weekday";

/** The parts of a month-by-month query the dialect writes around (app/answer/point-in-time.ts). */
export interface MonthlyRows {
  /** The table the months span, already quoted. */
  source: string;
  /** SQL over the source's rows for the first and the last date. */
  first: string;
  last: string;
  /** The SELECT list, given the month's expression. */
  select(month: string): string;
  /** The rows joined to each month (`table alias`) and the condition, given the month's end (exclusive). */
  joined: string;
  on(monthEnd: string): string;
}

/** What the engine's compiler writes differently per database: quoting, literals, date buckets, matching, text. */
export interface SqlDialect {
  name: Dialect;
  /** The type a number is cast to when it must keep its decimals. */
  decimalType: string;
  /** A table in `schema` is named with its schema (PostgreSQL outside `public`); otherwise by its name alone. */
  qualifiesSchema(schema: string | undefined): schema is string;
  /** One row per month from the month of `first` to that of `last`, with the rows in force at each month's end. */
  monthlyRows(parts: MonthlyRows): string;
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

export interface DialectSpec {
  /** Stored as the connection's type and sent by forms and the API. */
  readonly id: string;
  /** The name people know it by: tabs, badges, the form's name, the model's prompt. */
  readonly label: string;
  /** What the connection form fills in for it (spec §4: choosing the type sets the port). */
  readonly form: { readonly defaultPort: number };
  /** The `@codemirror/lang-sql` dialect of the Edit SQL editor. */
  readonly editor: "PostgreSQL" | "MySQL" | "MariaSQL" | "SQLite" | "MSSQL" | "StandardSQL";
  /** The grammar node-sql-parser reads it with, for the plain-words description of a query. */
  readonly parserDatabase: string;
  readonly lexer: LexerRules;
  /** What the language model is told about writing it. */
  readonly prompt: { readonly quote: string; readonly hints: string };
  /** How the engine's compiler writes SQL for it. */
  readonly sql: SqlDialect;
}
