// Follow-up questions after an answer, phrased as a person asks them ("What are the top 5 cities by total fee?",
// "How many loans per status?") in words the engine reads, and built only from columns worth asking about (ADR 047):
// no top 5 of five values, no breakdown by a first name, a free text or an identifier, no average of a row number.
import type { CatalogColumn, CatalogTable, QueryResult, SchemaCatalog } from "~/lib/catalog";
import { DEFAULT_SUGGESTIONS, SUGGESTION_COUNTS } from "~/lib/limits";
import { inferColumnKinds, recommendChart, type ChartSpec } from "./chart";
import { isGroupable, isQuantity } from "./column-roles";
import { columnLabel, humanizeName } from "./format";
import { entityNoun, labelOf, plural } from "./naming";
import { readIR, type IrHints } from "./ir-hints";
import { nameWords, splitName } from "./values";
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
  const generated = [...candidateQuestions(input), ...genericQuestions(input)].filter((q) => !garbled(q));
  // the spec §8 defaults only stand in for nothing at all: "What tables are available?" follows no answer
  const candidates = generated.length ? generated : [...DEFAULT_SUGGESTIONS];
  for (const candidate of candidates) {
    const key = signature(candidate);
    if (picked.length >= count || seen.has(key)) continue;
    seen.add(key);
    picked.push(candidate);
  }
  return picked;
}

const FILLER = new Set([
  "show",
  "me",
  "the",
  "what",
  "is",
  "are",
  "a",
  "an",
  "of",
  "by",
  "per",
  "for",
  "each",
  "how",
  "many",
  "number",
  "count",
  "break",
  "down",
  "please",
  "list",
]);

/** Questions that ask the same thing share a signature: "Total fee by month?" ≈ "show total fee per month". */
export function signature(question: string): string {
  const words = question
    .toLowerCase()
    .replace(/[^a-z\d\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w));
  return [...new Set(words.map((w) => (w.length > 3 ? w.replace(/(es|s)$/, "") : w)))].sort().join(" ");
}

/** A number made plural ("2025s") or words said twice in a row ("by month by month"): a broken sentence, never shown. */
export function garbled(question: string): boolean {
  const words = question
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean);
  const again = (i: number) =>
    (words[i].length > 2 && words[i] === words[i - 1]) ||
    (i >= 3 && words[i] === words[i - 2] && words[i - 1] === words[i - 3]);
  return words.some((word, i) => /^\d+(s|es)$/.test(word) || again(i));
}

const TABLE_PREFIX = /^(tbl|tb|dim|fact|fct|stg|raw|src|t)$/;
const NUMBER_WORD = /^(\d+|fy\d*|q[1-4]|v\d+|h[12])$/;

/**
 * A table's rows as a person names them: "coffee_sales_2024_2025" → "coffee sales", "tbl_shipment" → "shipments"
 * (years, versions and warehouse prefixes are part of the file, not of the thing).
 */
export function askedNoun(table: Pick<CatalogTable, "name" | "label">): string {
  const words = humanizeName(table.label ?? table.name).split(" ");
  const kept = words.filter(
    (word, i) =>
      !NUMBER_WORD.test(word.toLowerCase()) && !(i === 0 && words.length > 1 && TABLE_PREFIX.test(word.toLowerCase())),
  );
  return plural((kept.length ? kept : words).join(" "));
}

/** Top and bottom N: spec §9 chips ask for five. */
export const RANK_SIZE = 5;

interface Grouping {
  /** "sales channel" */
  label: string;
  /** Values it takes, when known: a top 5 of five values ranks nothing. */
  distinct?: number;
  yesNo: boolean;
}

interface Context {
  table?: CatalogTable;
  /** "number of loans", "total fee" */
  metric?: string;
  /** A quantity of the table worth averaging, in words: "fee". */
  numeric?: string;
  averaged: boolean;
  /** The answer's own groupings that may be ranked (dates left out). */
  dimensions: Grouping[];
  timeGrain?: string;
  ranking: boolean;
  /** Grouping candidates not used by the answer, same table first, then tables it references. */
  groupings: Grouping[];
  dateColumn?: string;
}

function candidateQuestions(input: FollowUpInput): string[] {
  const ctx = context(input);
  const { metric, numeric } = ctx;
  const [g1, g2] = ctx.groupings;
  const dim = ctx.dimensions[0];
  const rows = ctx.table ? askedNoun(ctx.table) : undefined;
  const counted = metric?.match(/^number of (.+)$/)?.[1];
  // a top 5 of a yes/no column ("the top 5 paids") or of five statuses ranks nothing
  const rankable = (g?: Grouping): g is Grouping =>
    !!g && !g.yesNo && (g.distinct === undefined || g.distinct > RANK_SIZE);
  const measureBy = (by: string) => (counted ? `How many ${counted} per ${by}?` : `What is the ${metric} by ${by}?`);
  const q = {
    top: (g?: Grouping) => rankable(g) && metric && `What are the top ${RANK_SIZE} ${plural(g.label)} by ${metric}?`,
    bottom: (g?: Grouping) =>
      rankable(g) && metric && `What are the bottom ${RANK_SIZE} ${plural(g.label)} by ${metric}?`,
    breakDown: (g?: Grouping) => g && metric && measureBy(g.label),
    average: (g?: Grouping) => g && numeric && !ctx.averaged && `What is the average ${numeric} per ${g.label}?`,
    howMany: (g?: Grouping) => g && rows && `How many ${rows} per ${g.label}?`,
    byMonth: () => ctx.dateColumn && metric && measureBy("month"),
    regrain: () => metric && measureBy(NEXT_GRAIN[ctx.timeGrain ?? ""] ?? "month"),
  };
  const shaped = ctx.timeGrain
    ? [q.top(ctx.groupings.find(rankable)), q.breakDown(g2 ?? g1), q.regrain(), q.average(g1)]
    : dim && ctx.ranking
      ? [q.average(dim), q.byMonth(), q.bottom(dim), q.breakDown(g1)]
      : dim
        ? [q.byMonth(), q.top(dim), q.average(dim), q.breakDown(g1)]
        : [counted ? q.howMany(g1) : q.breakDown(g1), q.byMonth(), q.average(g1)];
  const fallbacks = [
    rows && ctx.dateColumn && `How many ${rows} per month?`,
    ...ctx.groupings.slice(0, 3).flatMap((g) => [q.howMany(g), q.breakDown(g), q.average(g), q.top(g)]),
  ];
  return [...shaped, ...fallbacks].filter(
    (question): question is string => typeof question === "string" && question.length > 0,
  );
}

const NEXT_GRAIN: Record<string, string> = {
  day: "week",
  week: "month",
  month: "quarter",
  quarter: "year",
  year: "month",
};

/** Without a catalog: rankings and averages over the answer's own columns, when they are worth ranking. */
function genericQuestions(input: FollowUpInput): string[] {
  const chart = input.chart ?? recommendChart(input.result, { question: input.question, ir: input.ir });
  const metricName = chart.yAxis[0] ?? chart.metrics[0];
  const dimName = chart.xAxis[0] ?? chart.dimensions[0];
  if (!metricName || !dimName || !groupableName(dimName)) return [];
  if (knownValues(input, dimName) <= RANK_SIZE) return [];
  const metric = labelOf(metricName, chart.labels, readIR(input.ir)?.table).replace(/^share of /, "");
  const dim = chart.labels?.[dimName] ?? humanizeName(dimName);
  const base = baseColumnWords(metricName);
  return [
    `What are the top ${RANK_SIZE} ${plural(dim)} by ${metric}?`,
    base && isQuantity({ name: base.replace(/ /g, "_"), kind: "decimal", isPrimaryKey: false })
      ? `What is the average ${base} per ${dim}?`
      : "",
    `What are the bottom ${RANK_SIZE} ${plural(dim)} by ${metric}?`,
  ].filter(Boolean);
}

/** The values a dimension of the answer takes: all its rows unless the answer was cut to a top N (then at least those). */
function knownValues(input: FollowUpInput, name: string): number {
  const limited = readIR(input.ir)?.limit !== undefined || /\b(top|bottom|first|last)\s+\d+\b/i.test(input.question);
  const values = new Set(input.result.rows.map((row) => String(row[name])));
  return limited || (input.result.rowCount ?? 0) > input.result.rows.length ? Infinity : values.size;
}

function groupableName(name: string): boolean {
  return isGroupable({ name, kind: "text", dataType: "text", nullable: true, isPrimaryKey: false });
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
  const grain =
    hints?.dimensions.find((d) => d.grain)?.grain ?? (xName && kinds[xName] === "date" ? timeWord(xName) : undefined);
  const used = new Set(
    [...chart.dimensions, ...(hints?.dimensions.map((d) => d.column ?? d.alias) ?? [])].map((n) => n.toLowerCase()),
  );
  const numeric = measure?.column ?? (metricName ? baseColumnWords(metricName)?.replace(/ /g, "_") : undefined);
  const quantities = table?.columns.filter(isQuantity) ?? [];
  const tableNumeric = quantities.find((c) => c.name === numeric) ?? quantities[0];
  const groupings = table ? groupingColumns(input.catalog!, table) : [];
  const listing = !!hints && !hints.measures.some((m) => m.agg);
  return {
    table,
    // a listing shows records: what follows is counting them, not totalling one of their cells
    metric:
      listing && table
        ? `number of ${askedNoun(table)}`
        : tidyMetric(
            (metricName && chart.labels?.[metricName]?.replace(/^share of /, "")) ||
              metricPhrase(metricName, measure, table),
            table,
          ),
    numeric:
      tableNumeric && table
        ? quantityWords(tableNumeric, table)
        : table
          ? undefined
          : numeric && isQuantity({ name: numeric, kind: "decimal", isPrimaryKey: false })
            ? humanizeName(numeric)
            : undefined,
    averaged: measure?.agg === "avg" || /^(avg|average|mean)_/.test(metricName ?? ""),
    dimensions: chart.dimensions
      .filter((d) => kinds[d] !== "date" || !grain)
      .flatMap((d) => answerGrouping(input, d, chart.labels?.[d], hints, table)),
    timeGrain: grain,
    ranking:
      hints?.limit !== undefined || /\b(top|bottom|highest|lowest|most|least|best|worst)\b/i.test(input.question),
    groupings: groupings
      .filter((c) => !used.has(c.name.toLowerCase()))
      .map((c) => ({
        label: label(c),
        distinct: c.distinctCount ?? c.sampleValues?.length,
        yesNo: c.kind === "boolean",
      })),
    dateColumn: table?.columns.find((c) => c.kind === "date" || c.kind === "timestamp")?.name,
  };
}

/** A label that names the table as its file does ("number of coffee sales 2024 2025s") names its rows instead. */
function tidyMetric(metric: string | undefined, table: CatalogTable | undefined): string | undefined {
  if (!metric || !table) return metric;
  const raw = humanizeName(table.label ?? table.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return metric.replace(new RegExp(`\\b${raw}(s|es)?\\b`), askedNoun(table));
}

/** One of the answer's own dimensions, when it may be ranked or averaged over: not a first name, an id or free text. */
function answerGrouping(
  input: FollowUpInput,
  alias: string,
  shown: string | undefined,
  hints: IrHints | undefined,
  table: CatalogTable | undefined,
): Grouping[] {
  const name = hints?.dimensions.find((d) => d.alias === alias)?.column ?? alias;
  const owner =
    input.catalog?.tables.find((t) => t.name === hints?.dimensions.find((d) => d.alias === alias)?.table) ?? table;
  const column = owner?.columns.find((c) => c.name === name);
  if (column ? !isGroupable(column, owner) : !groupableName(name)) return [];
  const distinct = Math.min(column?.distinctCount ?? Infinity, knownValues(input, alias));
  return [
    {
      label: shown ?? humanizeName(alias),
      distinct: Number.isFinite(distinct) ? distinct : undefined,
      yesNo: column?.kind === "boolean",
    },
  ];
}

/** "month" for a column named month or order_month; "month" too for a plain date column. */
function timeWord(name: string): string {
  return nameWords(name).find((w) => w in NEXT_GRAIN) ?? "month";
}

function metricPhrase(
  alias: string | undefined,
  measure: IrHints["measures"][number] | undefined,
  table: CatalogTable | undefined,
): string | undefined {
  const rows = table ? askedNoun(table) : undefined;
  if (measure?.agg === "count" && !measure.column) return rows ? `number of ${rows}` : "number of rows";
  if (measure?.column) {
    const column = humanizeName(measure.column);
    const words = {
      sum: "total",
      avg: "average",
      min: "minimum",
      max: "maximum",
      count: "number of",
      count_distinct: "number of distinct",
    };
    const agg = measure.agg ? words[measure.agg] : undefined;
    if (!agg) return column;
    return measure.agg === "count" || measure.agg === "count_distinct"
      ? `${agg} ${plural(column)}`
      : `${agg} ${column}`;
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
  const measured = new Set(
    input.result.columns.map((c) => baseColumnWords(c.name)?.replace(/ /g, "_")).filter((n): n is string => !!n),
  );
  const score = (c: CatalogColumn) =>
    measured.has(c.name.toLowerCase()) ? 2 : names.has(c.name.toLowerCase()) ? 1 : 0;
  const scored = tables.map((t) => ({ t, score: t.columns.reduce((sum, c) => sum + score(c), 0) }));
  const best = scored.reduce<{ t?: CatalogTable; score: number }>((a, b) => (b.score > a.score ? b : a), { score: 0 });
  if (best.t) return best.t;
  const words = new Set(splitName(input.question));
  return tables.find((t) => words.has(t.name.toLowerCase()) || words.has(t.name.toLowerCase().replace(/s$/, "")));
}

/** A row's bare "total" or "amount" is named with its row: "the average order total", not "the average total". */
function quantityWords(column: CatalogColumn, table: CatalogTable): string {
  const words = label(column);
  return /^(total|amount|value)$/.test(words) ? `${entityNoun(table)} ${words}` : words;
}

function label(column: CatalogColumn): string {
  return humanizeName(column.label ?? column.name);
}

// Groupings that read well on a chart: a handful of repeated values, not names, ids or free text.
const MAX_GROUPS = 20;

function isGroupingColumn(column: CatalogColumn, table: CatalogTable): boolean {
  if (!(column.kind === "text" || column.kind === "boolean") || !isGroupable(column, table)) return false;
  const distinct = column.distinctCount ?? column.sampleValues?.length;
  if (distinct === undefined) return column.kind === "boolean";
  return distinct >= 2 && distinct <= MAX_GROUPS;
}

/** Grouping columns of the table (fewest values first), then of the tables its foreign keys reach. */
function groupingColumns(catalog: SchemaCatalog, table: CatalogTable): CatalogColumn[] {
  const own = (t: CatalogTable) =>
    t.columns
      .filter((c) => isGroupingColumn(c, t))
      .sort((a, b) => (a.distinctCount ?? MAX_GROUPS) - (b.distinctCount ?? MAX_GROUPS));
  const related = table.foreignKeys.flatMap((fk) =>
    catalog.tables.filter((t) => t.name === fk.referencedTable && t !== table),
  );
  const columns = [...own(table), ...related.flatMap(own)];
  const seen = new Set<string>();
  return columns.filter((c) => !seen.has(label(c)) && seen.add(label(c)));
}
