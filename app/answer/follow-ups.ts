// Follow-up questions after an answer, phrased the way the keyword-driven engine reads them
// ("Show the top 5 cities by total fee", "How many loans per status?") and built only from columns that exist.
import type { CatalogColumn, CatalogTable, QueryResult, SchemaCatalog } from "~/lib/catalog";
import { DEFAULT_SUGGESTIONS, SUGGESTION_COUNTS } from "~/lib/limits";
import { inferColumnKinds, recommendChart, type ChartSpec } from "./chart";
import { columnLabel, humanizeName, pluralize } from "./format";
import { labelOf, rowsNoun } from "./naming";
import { readIR, type IrHints } from "./ir-hints";
import { isIdentifierName, isTimeName, nameWords, splitName } from "./values";

export interface FollowUpInput {
  question: string;
  result: Pick<QueryResult, "columns" | "rows"> & { rowCount?: number };
  chart?: Pick<ChartSpec, "xAxis" | "yAxis" | "dimensions" | "metrics" | "labels">;
  catalog?: SchemaCatalog;
  /** The engine's QueryIR, when the answer came from it. */
  ir?: unknown;
  /** spec §9: 3 in chat, 2 per AI widget. */
  count?: number;
}

/** `count` distinct follow-ups, best first; never the question itself. */
export function suggestFollowUps(input: FollowUpInput): string[] {
  const count = input.count ?? SUGGESTION_COUNTS.followUps;
  const picked: string[] = [];
  const seen = new Set([signature(input.question)]);
  const candidates = [...candidateQuestions(input), ...genericQuestions(input), ...DEFAULT_SUGGESTIONS];
  for (const candidate of candidates) {
    const key = signature(candidate);
    if (picked.length >= count || seen.has(key)) continue;
    seen.add(key);
    picked.push(candidate);
  }
  return picked;
}

const FILLER = new Set(["show", "me", "the", "what", "is", "are", "a", "an", "of", "by", "per", "for", "each", "how", "many", "number", "count", "break", "down", "please", "list"]);

/** Questions that ask the same thing share a signature: "Total fee by month?" ≈ "show total fee per month". */
function signature(question: string): string {
  const words = question.toLowerCase().replace(/[^a-z\d\s]/g, " ").split(/\s+/).filter((w) => w && !FILLER.has(w));
  return [...new Set(words.map((w) => (w.length > 3 ? w.replace(/(es|s)$/, "") : w)))].sort().join(" ");
}

interface Context {
  table?: CatalogTable;
  /** "number of loans", "total fee" */
  metric?: string;
  /** The numeric column behind the metric, or the table's first measure-like column: "fee". */
  numeric?: string;
  averaged: boolean;
  /** Humanized labels of the answer's dimensions. */
  dimensions: string[];
  timeGrain?: string;
  ranking: boolean;
  /** Grouping candidates not used by the answer, same table first, then tables it references. */
  groupings: string[];
  /** Yes/no groupings ("paid", "returned"): broken down, never ranked. */
  yesNo: Set<string>;
  dateColumn?: string;
}

function candidateQuestions(input: FollowUpInput): string[] {
  const ctx = context(input);
  const { metric, numeric } = ctx;
  const [g1, g2] = ctx.groupings;
  const dim = ctx.dimensions[0];
  const rows = ctx.table ? rowsNoun(ctx.table) : undefined;
  const q = {
    // a top 5 of a yes/no column ("the top 5 paids") ranks nothing
    top: (what?: string) => what && metric && !ctx.yesNo.has(what) && `Show the top 5 ${pluralize(what)} by ${metric}`,
    bottom: (what?: string) => what && metric && !ctx.yesNo.has(what) && `Show the bottom 5 ${pluralize(what)} by ${metric}`,
    breakDown: (by?: string) => by && metric && `Break down ${metric} by ${by}`,
    average: (per?: string) => per && numeric && !ctx.averaged && `What is the average ${numeric} per ${per}?`,
    howMany: (per?: string) => per && rows && `How many ${rows} per ${per}?`,
    byMonth: () => ctx.dateColumn && metric && `Show ${metric} by month`,
    regrain: () => metric && `Show ${metric} by ${NEXT_GRAIN[ctx.timeGrain ?? ""] ?? "month"}`,
  };
  const counting = /^number of /.test(metric ?? "");
  const shaped = ctx.timeGrain
    ? [q.top(g1), q.breakDown(g2 ?? g1), q.regrain(), q.average(g1)]
    : dim && ctx.ranking
      ? [q.average(dim), q.byMonth(), q.bottom(dim), q.breakDown(g1)]
      : dim
        ? [q.byMonth(), q.top(dim), q.average(dim), q.breakDown(g1)]
        : [counting ? q.howMany(g1) : q.breakDown(g1), q.byMonth(), q.average(g1)];
  const fallbacks = [rows && ctx.dateColumn && `Show number of ${rows} by month`, ...ctx.groupings.slice(0, 3).flatMap((g) => [q.howMany(g), q.breakDown(g), q.average(g), q.top(g)])];
  return [...shaped, ...fallbacks].filter((question): question is string => typeof question === "string" && question.length > 0);
}

const NEXT_GRAIN: Record<string, string> = { day: "week", week: "month", month: "quarter", quarter: "year", year: "month" };

/** Without a catalog: rankings and averages over the answer's own columns. */
function genericQuestions(input: FollowUpInput): string[] {
  const chart = input.chart ?? recommendChart(input.result, { question: input.question, ir: input.ir });
  const metricName = chart.yAxis[0] ?? chart.metrics[0];
  const dimName = chart.xAxis[0] ?? chart.dimensions[0];
  if (!metricName || !dimName) return [];
  const metric = labelOf(metricName, chart.labels, readIR(input.ir)?.table).replace(/^share of /, "");
  const dim = chart.labels?.[dimName] ?? humanizeName(dimName);
  const base = baseColumnWords(metricName);
  return [
    `Show the top 5 ${pluralize(dim)} by ${metric}`,
    base ? `What is the average ${base} per ${dim}?` : "",
    `Show the bottom 5 ${pluralize(dim)} by ${metric}`,
  ].filter(Boolean);
}

const AGG_PREFIX = /^(total|sum|average|avg|mean|min|max|minimum|maximum|share of total|share of) /;

/** "total_fee" → "fee"; undefined when the name has no aggregate prefix. */
function baseColumnWords(alias: string): string | undefined {
  const words = humanizeName(alias);
  return AGG_PREFIX.test(words) ? words.replace(AGG_PREFIX, "") : undefined;
}

function context(input: FollowUpInput): Context {
  const hints = readIR(input.ir);
  const chart = input.chart ?? recommendChart(input.result, { question: input.question, ir: input.ir });
  const table = findTable(input, hints);
  const metricName = chart.yAxis[0] ?? chart.metrics[0];
  const measure = hints?.measures.find((m) => m.alias === metricName) ?? hints?.measures.find((m) => m.agg);
  const kinds = inferColumnKinds(input.result);
  const xName = chart.xAxis[0] ?? chart.dimensions[0];
  const grain = hints?.dimensions.find((d) => d.grain)?.grain ?? (xName && kinds[xName] === "date" ? timeWord(xName) : undefined);
  const used = new Set([...chart.dimensions, ...(hints?.dimensions.map((d) => d.column ?? d.alias) ?? [])].map((n) => n.toLowerCase()));
  const numeric = measure?.column ?? (metricName ? baseColumnWords(metricName)?.replace(/ /g, "_") : undefined);
  const tableNumeric = table?.columns.find((c) => isMeasureColumn(c) && c.name === numeric) ?? table?.columns.find(isMeasureColumn);
  return {
    table,
    metric: (metricName && chart.labels?.[metricName]?.replace(/^share of /, "")) || metricPhrase(metricName, measure, table),
    numeric: tableNumeric ? label(tableNumeric) : table ? undefined : numeric && humanizeName(numeric),
    averaged: measure?.agg === "avg" || /^(avg|average|mean)_/.test(metricName ?? ""),
    dimensions: chart.dimensions.filter((d) => kinds[d] !== "date" || !grain).map((d) => chart.labels?.[d] ?? humanizeName(d)),
    timeGrain: grain,
    ranking: hints?.limit !== undefined || /\b(top|bottom|highest|lowest|most|least|best|worst)\b/i.test(input.question),
    groupings: table ? groupingColumns(input.catalog!, table).filter((c) => !used.has(c.name.toLowerCase())).map(label) : [],
    yesNo: new Set(table ? groupingColumns(input.catalog!, table).filter((c) => c.kind === "boolean").map(label) : []),
    dateColumn: table?.columns.find((c) => c.kind === "date" || c.kind === "timestamp")?.name,
  };
}

/** "month" for a column named month or order_month; "month" too for a plain date column. */
function timeWord(name: string): string {
  return nameWords(name).find((w) => w in NEXT_GRAIN) ?? "month";
}

function metricPhrase(alias: string | undefined, measure: IrHints["measures"][number] | undefined, table: CatalogTable | undefined): string | undefined {
  const rows = table ? humanizeName(table.label ?? table.name) : undefined;
  if (measure?.agg === "count" && !measure.column) return rows ? `number of ${rows}` : "number of rows";
  if (measure?.column) {
    const column = humanizeName(measure.column);
    const words = { sum: "total", avg: "average", min: "minimum", max: "maximum", count: "number of", count_distinct: "number of distinct" };
    const agg = measure.agg ? words[measure.agg] : undefined;
    if (!agg) return column;
    return measure.agg === "count" || measure.agg === "count_distinct" ? `${agg} ${pluralize(column)}` : `${agg} ${column}`;
  }
  if (alias) return columnLabel(alias, table?.name).replace(/^share of /, "");
  return rows ? `number of ${rows}` : undefined;
}

function findTable(input: FollowUpInput, hints: IrHints | undefined): CatalogTable | undefined {
  const tables = input.catalog?.tables ?? [];
  const named = hints?.table && tables.find((t) => t.name === hints.table);
  if (named) return named;
  // Aggregates name their column ("total_amount" → "amount") and live in the fact table, so they weigh double.
  const names = new Set(input.result.columns.map((c) => c.name.toLowerCase()));
  const measured = new Set(input.result.columns.map((c) => baseColumnWords(c.name)?.replace(/ /g, "_")).filter((n): n is string => !!n));
  const score = (c: CatalogColumn) => (measured.has(c.name.toLowerCase()) ? 2 : names.has(c.name.toLowerCase()) ? 1 : 0);
  const scored = tables.map((t) => ({ t, score: t.columns.reduce((sum, c) => sum + score(c), 0) }));
  const best = scored.reduce<{ t?: CatalogTable; score: number }>((a, b) => (b.score > a.score ? b : a), { score: 0 });
  if (best.t) return best.t;
  const words = new Set(splitName(input.question));
  return tables.find((t) => words.has(t.name.toLowerCase()) || words.has(t.name.toLowerCase().replace(/s$/, "")));
}

function label(column: CatalogColumn): string {
  return humanizeName(column.label ?? column.name);
}

function isMeasureColumn(column: CatalogColumn): boolean {
  const numeric = column.kind === "integer" || column.kind === "decimal";
  return numeric && !column.isPrimaryKey && !isIdentifierName(column.name) && !isTimeName(column.name);
}

// Groupings that read well on a chart: a handful of repeated values, not names or ids.
const MAX_GROUPS = 20;

function isGroupingColumn(column: CatalogColumn, table: CatalogTable): boolean {
  if (column.isPrimaryKey || isIdentifierName(column.name) || !(column.kind === "text" || column.kind === "boolean")) return false;
  const distinct = column.distinctCount ?? column.sampleValues?.length;
  if (distinct === undefined) return column.kind === "boolean";
  const unique = table.rowEstimate > 0 && distinct >= table.rowEstimate;
  return distinct >= 2 && distinct <= MAX_GROUPS && !unique;
}

/** Grouping columns of the table (fewest values first), then of the tables its foreign keys reach. */
function groupingColumns(catalog: SchemaCatalog, table: CatalogTable): CatalogColumn[] {
  const own = (t: CatalogTable) =>
    t.columns.filter((c) => isGroupingColumn(c, t)).sort((a, b) => (a.distinctCount ?? MAX_GROUPS) - (b.distinctCount ?? MAX_GROUPS));
  const related = table.foreignKeys.flatMap((fk) => catalog.tables.filter((t) => t.name === fk.referencedTable && t !== table));
  const columns = [...own(table), ...related.flatMap(own)];
  const seen = new Set<string>();
  return columns.filter((c) => !seen.has(label(c)) && seen.add(label(c)));
}
