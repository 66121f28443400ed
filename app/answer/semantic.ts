// What a result column means, so it can be written as what it is (issue 36, ADR 048): money with its currency, a
// percentage, a count, a duration, a date at a grain, an identifier. Inferred from the engine's query, the SQL, the
// column's name and comment and its values; a person's choice (a definition's format) wins over all of them.
import { z } from "zod";
import type { CatalogColumn, SchemaCatalog } from "~/lib/catalog";
import { isCyclicGrain } from "~/engine/ir";
import { TYPE_INFERENCE_ROWS } from "~/lib/limits";
import { inferGrain, type PeriodGrain } from "./calendar";
import { readIR, type IrHints } from "./ir-hints";
import { isIdentifierName, isTimeName, nameWords, parseCalendar, toNumber, type CalendarValue } from "./values";

export const DURATION_UNITS = ["second", "minute", "hour", "day"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const semanticTypeSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("currency"), currency: z.string().regex(/^[A-Z]{3}$/) }),
  /** `fraction`: the values are 0–1 (0.25 is 25 %); otherwise they are already percentage points. */
  z.object({ type: z.literal("percentage"), fraction: z.literal(true).optional() }),
  z.object({ type: z.literal("count") }),
  z.object({ type: z.literal("duration"), unit: z.enum(DURATION_UNITS) }),
  z.object({ type: z.literal("date"), grain: z.enum(["year", "quarter", "month", "week", "day", "time"]) }),
  z.object({ type: z.literal("identifier") }),
  z.object({ type: z.literal("number") }),
  z.object({ type: z.literal("text") }),
]);
export type SemanticType = z.infer<typeof semanticTypeSchema>;
export type Semantics = Record<string, SemanticType>;

export const DEFAULT_CURRENCY = "USD";

/** ISO 4217 codes a column's name or comment may carry ("price_eur", "Amount in GBP"). */
const CURRENCY_CODES = new Set([
  "usd",
  "eur",
  "gbp",
  "jpy",
  "chf",
  "cad",
  "aud",
  "nzd",
  "sek",
  "nok",
  "dkk",
  "pln",
  "czk",
  "inr",
  "cny",
  "brl",
  "mxn",
  "zar",
  "sgd",
  "hkd",
]);
const CURRENCY_SIGNS: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY" };
const MONEY_WORDS = new Set([
  "revenue",
  "revenues",
  "amount",
  "price",
  "prices",
  "cost",
  "costs",
  "sales",
  "spend",
  "spending",
  "income",
  "profit",
  "mrr",
  "arr",
  "gmv",
  "aov",
  "ltv",
  "cac",
  "fee",
  "fees",
  "salary",
  "salaries",
  "wage",
  "wages",
  "payment",
  "payments",
  "paid",
  "balance",
  "budget",
  "tax",
  "refund",
  "refunds",
  "earnings",
  "expense",
  "expenses",
  "payout",
  "invoice",
  "subtotal",
  "dollars",
  "euros",
  "turnover",
  "gross",
  "net",
]);
const PERCENT_WORDS = new Set(["percent", "percentage", "pct", "share", "proportion"]);
const RATE_SUBJECTS = new Set([
  "conversion",
  "churn",
  "growth",
  "retention",
  "return",
  "completion",
  "success",
  "failure",
  "bounce",
  "click",
  "open",
  "error",
  "cancellation",
  "attrition",
]);
const COUNT_FIRST = new Set(["count", "number", "num", "n"]);
const DURATION_WORDS: Record<string, DurationUnit> = {
  seconds: "second",
  secs: "second",
  sec: "second",
  minutes: "minute",
  mins: "minute",
  hours: "hour",
  hrs: "hour",
  days: "day",
};

export interface SemanticInput {
  columns: { name: string; kind?: string }[];
  rows: Record<string, unknown>[];
  /** The engine's QueryIR, when the answer came from it. */
  ir?: unknown;
  /** The SQL that produced the result: read when there is no IR (saved, edited or verified SQL). */
  sql?: string;
  catalog?: SchemaCatalog;
  /** The project's currency, for money whose column does not say (default USD). */
  currency?: string;
}

/** The meaning of every column of a result. */
export function inferSemantics(input: SemanticInput): Semantics {
  const hints = readIR(input.ir);
  const sources = hints ? undefined : selectSources(input.sql ?? "");
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const semantics: Semantics = {};
  for (const column of input.columns) {
    const values = input.rows
      .map((row) => row?.[column.name])
      .filter((value) => value !== null && value !== undefined && value !== "");
    semantics[column.name] = semanticOf(column, values, { hints, sources, catalog: input.catalog, currency });
  }
  return semantics;
}

interface Context {
  hints?: IrHints;
  sources?: Map<string, SqlSource>;
  catalog?: SchemaCatalog;
  currency: string;
}

function semanticOf(column: { name: string; kind?: string }, values: unknown[], context: Context): SemanticType {
  const numeric = values.length > 0 && values.slice(0, TYPE_INFERENCE_ROWS).every((value) => toNumber(value) !== null);
  const date = dateOf(column, values);
  const measure = context.hints?.measures.find((m) => m.alias === column.name);
  const dimension = context.hints?.dimensions.find((d) => d.alias === column.name);
  if (dimension?.grain)
    // (a decade is its first year, 1990, and a month of the year its number: labels, not dates or amounts)
    return isCyclicGrain(dimension.grain) || dimension.grain === "decade"
      ? { type: "text" }
      : { type: "date", grain: dimension.grain };
  if (measure) {
    if (measure.share) return measure.fraction ? { type: "percentage", fraction: true } : { type: "percentage" };
    if (measure.agg === "count" || measure.agg === "count_distinct") return { type: "count" };
    const source =
      measure.table && measure.column ? catalogColumn(context.catalog, measure.table, measure.column) : undefined;
    const from = source ? columnMeaning(source.name, source, context.currency) : undefined;
    if (from && from.type !== "identifier" && from.type !== "text" && from.type !== "date")
      return measure.agg === "avg" && from.type === "count" ? { type: "number" } : from;
    if (measure.column)
      return (
        nameMeaning(measure.column, context.currency) ??
        nameMeaning(column.name, context.currency) ?? { type: "number" }
      );
  }
  const source = context.sources?.get(column.name.toLowerCase());
  if (source?.grain) return { type: "date", grain: source.grain };
  if (source?.agg === "count") return { type: "count" };
  if (date) return date;
  const described =
    dimension?.table && dimension.column
      ? catalogColumn(context.catalog, dimension.table, dimension.column)
      : findColumn(context.catalog, source?.column ?? column.name, context.hints?.table);
  const meaning =
    columnMeaning(source?.column ?? column.name, described, context.currency) ??
    (source?.column ? nameMeaning(column.name, context.currency) : undefined);
  if (meaning?.type === "identifier" || meaning?.type === "text") return meaning;
  if (!numeric) return { type: "text" };
  if (meaning && !(source?.agg === "avg" && meaning.type === "count")) return meaning;
  return { type: "number" };
}

function dateOf(column: { name: string; kind?: string }, values: unknown[]): SemanticType | undefined {
  const declared = column.kind === "date" || column.kind === "timestamp";
  const timeName = isTimeName(column.name);
  const numericKind = column.kind === "integer" || column.kind === "decimal";
  if (numericKind && !timeName) return undefined;
  const parsed = values.map((value) => parseCalendar(value, timeName));
  if (!values.length || (!declared && parsed.some((value) => value === null)))
    return declared ? { type: "date", grain: "day" } : undefined;
  return { type: "date", grain: inferGrain(parsed.filter((value): value is CalendarValue => value !== null)) };
}

/** A column's meaning from its definition's format, its comment, then its name. */
function columnMeaning(name: string, column: CatalogColumn | undefined, currency: string): SemanticType | undefined {
  const chosen = parseSemantic(column?.format, currency);
  if (chosen) return chosen;
  return commentMeaning(column?.description ?? column?.label, name, currency) ?? nameMeaning(name, currency);
}

function commentMeaning(comment: string | undefined, name: string, currency: string): SemanticType | undefined {
  if (!comment) return undefined;
  const code = nameWords(comment).find((word) => CURRENCY_CODES.has(word));
  if (code) return { type: "currency", currency: code.toUpperCase() };
  const sign = Object.keys(CURRENCY_SIGNS).find((s) => comment.includes(s));
  if (sign) return { type: "currency", currency: CURRENCY_SIGNS[sign] };
  if (/\b(percent|percentage)\b|%/i.test(comment)) return { type: "percentage" };
  const unit = nameWords(comment).find((word) => DURATION_WORDS[word]);
  if (unit && /\b(in|duration|elapsed|took|time)\b/i.test(comment))
    return { type: "duration", unit: DURATION_WORDS[unit] };
  return /\b(money|dollars?|euros?|currency)\b/i.test(comment) ? { type: "currency", currency } : undefined;
}

/** "total_revenue" → money, "order_count" → count, "conversion_rate" → percentage, "customer_id" → identifier. */
export function nameMeaning(name: string, currency = DEFAULT_CURRENCY): SemanticType | undefined {
  const words = nameWords(name);
  if (!words.length) return undefined;
  if (isIdentifierName(name) || (words.length === 1 && /^(id|uuid|zip|postcode|phone|sku)$/.test(words[0])))
    return { type: "identifier" };
  const code = words.find((word) => CURRENCY_CODES.has(word));
  if (code) return { type: "currency", currency: code.toUpperCase() };
  if (
    words.some((word) => PERCENT_WORDS.has(word)) ||
    (words.at(-1) === "rate" && words.some((word) => RATE_SUBJECTS.has(word)))
  )
    return { type: "percentage" };
  if (
    COUNT_FIRST.has(words[0]) ||
    words.at(-1) === "count" ||
    words.includes("distinct") ||
    words.at(-1) === "quantity"
  )
    return { type: "count" };
  const unit = words.map((word) => DURATION_WORDS[word]).find(Boolean);
  if (unit) return { type: "duration", unit };
  const money =
    words.some((word) => MONEY_WORDS.has(word)) ||
    (words.at(-1) === "total" && words.length <= 2) ||
    (words.at(-1) === "value" && words.includes("order"));
  return money ? { type: "currency", currency } : undefined;
}

function catalogColumn(catalog: SchemaCatalog | undefined, table: string, column: string): CatalogColumn | undefined {
  return catalog?.tables.find((t) => t.name === table)?.columns.find((c) => c.name === column);
}

/** A result column of a listing: the query's table's column of that name, else the only one so named. */
function findColumn(
  catalog: SchemaCatalog | undefined,
  name: string,
  table: string | undefined,
): CatalogColumn | undefined {
  if (!catalog) return undefined;
  const own = table ? catalogColumn(catalog, table, name) : undefined;
  if (own) return own;
  const found = catalog.tables.flatMap((t) => t.columns.filter((c) => c.name === name));
  return found.length === 1 ? found[0] : undefined;
}

interface SqlSource {
  agg?: "count" | "sum" | "avg" | "min" | "max";
  /** The column an aggregate reads, or the column selected as it is. */
  column?: string;
  grain?: PeriodGrain;
}

const GRAINS = new Set(["year", "quarter", "month", "week", "day"]);

/** What each output column of a SELECT computes, read from `expr AS alias` items: enough to know COUNT, SUM of what, date_trunc. */
export function selectSources(sql: string): Map<string, SqlSource> {
  const sources = new Map<string, SqlSource>();
  const select = /^\s*(?:with\b[\s\S]*?\)\s*)?select\s+(?:distinct\s+)?([\s\S]*?)\s+from\s/i.exec(
    sql.replace(/--[^\n]*/g, ""),
  );
  if (!select) return sources;
  for (const item of splitTopLevel(select[1])) {
    const aliased = /^([\s\S]+?)\s+as\s+("?)([\w ]+)\2\s*$/i.exec(item.trim());
    const expression = (aliased ? aliased[1] : item).trim();
    const alias = aliased ? aliased[3] : /"?(\w+)"?\s*$/.exec(expression)?.[1];
    if (alias) sources.set(alias.toLowerCase(), sourceOf(expression));
  }
  return sources;
}

function sourceOf(expression: string): SqlSource {
  const lower = expression.toLowerCase();
  const trunc = /date_trunc\(\s*'(\w+)'/.exec(lower);
  if (trunc && GRAINS.has(trunc[1])) return { grain: trunc[1] as PeriodGrain };
  if (/^(extract\(\s*year|year\()/.test(lower)) return { grain: "year" };
  if (/date_format\([^,]+,\s*'%y-%m'\)|to_char\([^,]+,\s*'yyyy-mm'\)/.test(lower)) return { grain: "month" };
  const agg = /^(count|sum|avg|min|max)\s*\(/.exec(lower)?.[1] as SqlSource["agg"];
  const columns = [...expression.matchAll(/"?(\w+)"?\s*(?=[),*+\-/]|$)/g)]
    .map((m) => m[1])
    .filter(
      (word) => !/^(count|sum|avg|min|max|distinct|coalesce|round|numeric|float|int)$/i.test(word) && !/^\d/.test(word),
    );
  return { agg, column: columns.at(-1) };
}

/** "a, f(b, c), d" → ["a", "f(b, c)", "d"]. */
function splitTopLevel(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  let quoted = false;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === "'") quoted = !quoted;
    if (quoted) continue;
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "," && depth === 0) {
      items.push(list.slice(start, i));
      start = i + 1;
    }
  }
  items.push(list.slice(start));
  return items;
}

/** "currency:EUR", "percentage", "duration:minute", "date:month": how a definition stores a format. */
export function semanticText(semantic: SemanticType): string {
  switch (semantic.type) {
    case "currency":
      return `currency:${semantic.currency}`;
    case "percentage":
      return semantic.fraction ? "percentage:fraction" : "percentage";
    case "duration":
      return `duration:${semantic.unit}`;
    case "date":
      return `date:${semantic.grain}`;
    default:
      return semantic.type;
  }
}

/** The inverse of semanticText; undefined for text that names no format. `currency` alone takes the project's. */
export function parseSemantic(text: string | null | undefined, currency = DEFAULT_CURRENCY): SemanticType | undefined {
  if (!text) return undefined;
  const [type, detail] = text.trim().split(":");
  const candidate =
    type === "currency"
      ? { type, currency: (detail || currency).toUpperCase() }
      : type === "percentage"
        ? detail === "fraction"
          ? { type, fraction: true }
          : { type }
        : type === "duration"
          ? { type, unit: detail || "second" }
          : type === "date"
            ? { type, grain: detail || "day" }
            : { type };
  const parsed = semanticTypeSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}
