// Short insights under an answer: the fixed rules of spec §9 first, then sentences computed from the data.
import type { QueryResult } from "~/lib/catalog";
import { INSIGHT_RULES } from "~/lib/limits";
import { inferColumnKinds, recommendChart, type ChartSpec } from "./chart";
import { formatNumber, formatPercent } from "~/lib/format";
import { capitalize, formatPeriods, humanizeName, pluralize } from "./format";
import { inferGrain } from "./calendar";
import type { SemanticType } from "./semantic";
import { formatValue } from "./semantic-format";
import { isStateName } from "./column-roles";
import { readIR } from "./ir-hints";
import { labelOf } from "./naming";
import { periodCoverage, type Coverage, type DataRange } from "./period-coverage";
import { byCalendarPoints, outliers, type Point } from "./series-stats";
import { parseCalendar, toNumber } from "./values";

export const INSIGHT_TEXT = {
  rephrase: "I'm not fully sure I understood the question; try rephrasing it for a more precise answer.",
  noResults: "No results found",
  singleRecord: "Found a single matching record.",
  largeResult: (rows: number) =>
    `Large result: ${formatNumber(rows)} rows. Add a filter or a limit to focus the answer.`,
  slow: (ms: number) => `The query took ${formatNumber(ms / 1000)} s; a date range or a filter would make it faster.`,
} as const;

export const MAX_INSIGHTS = 5;

export interface InsightInput {
  result: Pick<QueryResult, "columns" | "rows"> & { rowCount?: number; executionTime?: number };
  /** The chart shown with the answer; recommended afresh when absent. */
  chart?: Pick<ChartSpec, "xAxis" | "yAxis" | "dimensions" | "metrics" | "labels" | "partialLast" | "formats">;
  confidence?: number;
  /** Milliseconds; defaults to the result's own executionTime. */
  executionTime?: number;
  /** The engine's QueryIR, for names ("number of loans"), aggregates and whether the rows are a top N. */
  ir?: unknown;
  /** The date range of the rows a time series was bucketed from: end buckets it does not fill are partial. */
  dataRange?: DataRange;
  /** Without an IR, "top 5 …" in the question says the rows shown are not the whole. */
  question?: string;
}

/** At most five insights, the most informative first; the fixed rules always keep their place. */
export function buildInsights(input: InsightInput): string[] {
  const { result, chart, confidence, executionTime, ir } = input;
  const rows = Math.max(result.rowCount ?? 0, result.rows.length);
  const head: string[] = [];
  const tail: string[] = [];
  if (confidence !== undefined && confidence < INSIGHT_RULES.rephraseBelowConfidence) head.push(INSIGHT_TEXT.rephrase);
  if (rows === 0) head.push(INSIGHT_TEXT.noResults);
  // ADR 047: a lone figure (956 orders) is the answer itself; "a single matching record" only describes a record
  if (rows === 1 && !isLoneFigure(result)) head.push(INSIGHT_TEXT.singleRecord);
  if (rows > INSIGHT_RULES.largeResultRows) tail.push(INSIGHT_TEXT.largeResult(rows));
  const ms = executionTime ?? result.executionTime ?? 0;
  if (ms > INSIGHT_RULES.slowExecutionMs) tail.push(INSIGHT_TEXT.slow(ms));
  const room = Math.max(0, MAX_INSIGHTS - head.length - tail.length);
  const data = rows > 1 ? dataInsights(input, chart ?? recommendChart(result, { ir })) : [];
  return [...head, ...data.slice(0, room), ...tail];
}

/** One row of numbers only, or of one value: a KPI, not a record. */
function isLoneFigure(result: InsightInput["result"]): boolean {
  const row = result.rows[0];
  if (!row || result.rows.length !== 1) return false;
  const values = Object.values(row);
  return values.length <= 1 || values.every((value) => value === null || toNumber(value) !== null);
}

const NON_ADDITIVE_NAME = /^(avg|average|mean|median|min|minimum|max|maximum)_/;
const PERCENT_NAME = /^share_of_|(^|_)(pct|percent|percentage|share|rate|ratio)(_|$)/;

const RANKED = /\b(top|bottom|first|last|best|worst)\s+\d+\b/i;

interface Reading {
  metric: string;
  /** "total revenue" */
  metricLabel: string;
  /** "country" */
  dimensionLabel: string;
  points: Point[];
  additive: boolean;
  percent: boolean;
  /** The rows are a top (or bottom) N of more groups: their sum is not the whole. */
  limited: boolean;
  /** The groups are states of one thing (statuses, yes/no), not peers: no "A is k× B" between them. */
  states: boolean;
  /** What the metric's values are (the answer's `chart.formats`): money, a count, a percentage. */
  format?: SemanticType;
}

function dataInsights(
  { result, ir, question, dataRange }: InsightInput,
  chart: NonNullable<InsightInput["chart"]>,
): string[] {
  const hints = readIR(ir);
  const metric = chart.yAxis[0] ?? chart.metrics[0];
  // a listing's rows are records, not a series: its order totals "rising 342 %" from one order to the next says nothing
  if (!metric || (hints && !hints.measures.some((m) => m.agg))) return [];
  const axis = chart.xAxis.length ? chart.xAxis : chart.dimensions.slice(0, 1);
  const measure = hints?.measures.find((m) => m.alias === metric);
  const percent = measure?.share === true || PERCENT_NAME.test(metric);
  const additive =
    !percent && (measure?.agg ? measure.agg === "sum" || measure.agg === "count" : !NON_ADDITIVE_NAME.test(metric));
  const metricLabel = labelOf(metric, chart.labels, hints?.table);
  const format = chart.formats?.[metric];
  if (!axis.length)
    return summary(
      result.rows.map((row) => toNumber(row[metric])),
      metricLabel,
      { percent, format },
    );
  const kinds = inferColumnKinds(result);
  const time = kinds[axis[0]] === "date";
  if (time && isRecordTimes(result.rows.map((row) => row[axis[0]]))) return [];
  const labels = axisLabels(result.rows, axis, time);
  const points = result.rows
    .map((row, i) => ({ label: labels[i], raw: row[axis[0]], value: toNumber(row[metric]) }))
    .filter((p): p is Point => p.value !== null);
  if (points.length < 2) return [];
  const dimension = hints?.dimensions.find((d) => d.alias === axis[0]);
  const limited = hints ? hints.limit !== undefined && points.length >= hints.limit : RANKED.test(question ?? "");
  const states = isStateName(dimension?.column ?? axis[0]) || points.every((p) => YES_NO.test(p.label));
  const reading = {
    metric,
    metricLabel,
    dimensionLabel: chart.labels?.[axis[0]] ?? humanizeName(axis[0]),
    points,
    additive,
    percent,
    limited,
    states,
    format,
  };
  if (!(time && axis.length === 1)) return categoryInsights(reading).map(capitalize);
  const coverage = periodCoverage(
    result.rows.map((row) => row[axis[0]]),
    dataRange,
    dimension?.grain,
  );
  // Sentences may open with a data value ("returned has …").
  return timeInsights(reading, coverage, chart.partialLast === true).map(capitalize);
}

/** Times to the minute are when records happened, not periods a measure was summed over. */
function isRecordTimes(values: unknown[]): boolean {
  const dates = values.map((value) => parseCalendar(value, true)).filter((d) => d !== null);
  return dates.length > 0 && inferGrain(dates) === "time";
}

const YES_NO = /^(yes|no|true|false|y|n|t|f|0|1|\(empty\))$/i;

/** Labels per row: periods read "Jan 2024"; a second dimension joins as "Oslo · basic". */
function axisLabels(rows: Record<string, unknown>[], axis: string[], time: boolean): string[] {
  const first = time ? formatPeriods(rows.map((row) => row[axis[0]])) : rows.map((row) => text(row[axis[0]]));
  return rows.map((row, i) => [first[i], ...axis.slice(1).map((name) => text(row[name]))].join(" · "));
}

function text(value: unknown): string {
  return value === null || value === undefined || value === "" ? "(empty)" : String(value);
}

/** A figure written as what it is (ADR 048: money as money, with the answer's formats), else as a number or a percentage. */
function amount(value: number, r: Pick<Reading, "percent" | "format">): string {
  if (r.format && r.format.type !== "text" && r.format.type !== "identifier") return formatValue(value, r.format);
  return r.percent ? formatPercent(value) : formatNumber(value);
}

/**
 * End periods the data does not fill (`coverage`) or that are still running (`running`, the chart's mark) are left out
 * of the change, the peak, the outliers and the average, and said to be partial; trends read the complete ones.
 */
function timeInsights(r: Reading, coverage: Coverage, running: boolean): string[] {
  const all = byCalendarPoints(r.points);
  const firstPartial = coverage.first !== undefined && all.length > 2;
  const lastPartial = (running || coverage.last !== undefined) && all.length - (firstPartial ? 1 : 0) > 2;
  const complete = all.slice(firstPartial ? 1 : 0, lastPartial ? -1 : undefined);
  const notes: string[] = [];
  if (firstPartial)
    notes.push(
      `${all[0].label} is partial (data ${coverage.first}: ${amount(all[0].value, r)}), so it is left out of the change.`,
    );
  const tail = all[all.length - 1];
  if (lastPartial && running) notes.push(`${tail.label} is still in progress: ${amount(tail.value, r)} so far.`);
  else if (lastPartial)
    notes.push(
      `${tail.label} is partial (data ${coverage.last}: ${amount(tail.value, r)}), so it is left out of the change.`,
    );
  const [trend, ...rest] = completeInsights({ ...r, points: complete }, complete, firstPartial || lastPartial);
  return [trend, ...notes, ...rest];
}

function completeInsights(r: Reading, sorted: Point[], partial: boolean): string[] {
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const out = [change(r, first, last)];
  const peak = sorted.reduce((best, p) => (p.value > best.value ? p : best), first);
  if (peak !== first && peak !== last)
    out.push(`${capitalize(r.metricLabel)} peaked in ${peak.label} at ${amount(peak.value, r)}.`);
  out.push(...outlierSentences(r));
  if (r.additive) {
    const total = sorted.reduce((sum, p) => sum + p.value, 0);
    const dates = sorted.map((p) => parseCalendar(p.raw, true)).filter((d) => d !== null);
    const grain = inferGrain(dates);
    const per = grain === "day" || grain === "time" ? "period" : grain;
    const these = partial ? `the ${sorted.length} complete` : `these ${sorted.length}`;
    out.push(
      `Over ${these} ${pluralize(per)}, ${r.metricLabel} adds up to ${amount(total, r)} (average ${amount(total / sorted.length, r)} per ${per}).`,
    );
  }
  return out;
}

function change(r: Reading, first: Point, last: Point): string {
  const span = `From ${first.label} to ${last.label}`;
  const values = `${amount(first.value, r)} → ${amount(last.value, r)}`;
  if (first.value === last.value) return `${span}, ${r.metricLabel} held steady at ${amount(first.value, r)}.`;
  const verb = last.value > first.value ? "rose" : "fell";
  if (first.value <= 0) return `${span}, ${r.metricLabel} ${verb} (${values}).`;
  const pct = (Math.abs(last.value - first.value) / first.value) * 100;
  return `${span}, ${r.metricLabel} ${verb} ${formatPercent(pct)} (${values}).`;
}

function categoryInsights(r: Reading): string[] {
  const byValue = [...r.points].sort((a, b) => b.value - a.value);
  const top = byValue[0];
  const bottom = byValue[byValue.length - 1];
  const total = r.points.reduce((sum, p) => sum + p.value, 0);
  const nonNegative = bottom.value >= 0;
  const groups = `${r.points.length} ${pluralize(r.dimensionLabel)}`;
  // ADR 047: a top N's sum is not the whole; its shares are said to be of these N
  const whole = r.limited ? `of these ${r.points.length}` : "of the total";
  const out: string[] = [];
  if (r.percent) out.push(`${top.label} has the largest share (${formatPercent(top.value)}).`);
  else if (r.additive && nonNegative && total > 0)
    out.push(`${top.label} leads with ${amount(top.value, r)} (${formatPercent((top.value / total) * 100)} ${whole}).`);
  else out.push(`${top.label} has the highest ${r.metricLabel} (${amount(top.value, r)}).`);
  if (r.percent && r.limited && total > 0 && total < 99.95)
    out.push(`These ${groups} hold ${formatPercent(total)} of the total.`);
  // states have no "typical range": one of them (delivered) is meant to hold most rows
  if (!r.states) out.push(...outlierSentences(r));
  if (top.value !== bottom.value) out.push(...spread(r, top, bottom));
  if (r.additive && !r.percent)
    out.push(
      `${r.limited ? `Together these ${groups}` : `Across the ${groups}`}, ${r.metricLabel} ${r.limited ? "adds up to" : "totals"} ${amount(total, r)} (average ${amount(total / r.points.length, r)}).`,
    );
  // An average of averages misleads; other measures (a maximum per group) may be averaged.
  else if (!r.percent && !/^(average|avg|mean|median) /.test(r.metricLabel))
    out.push(`The average ${r.metricLabel} across the ${groups} is ${amount(total / r.points.length, r)}.`);
  return out;
}

/** ADR 047: "A is k× B" only between peers, for a multiple a reader can picture; states and shares get the range. */
export const MAX_RATIO = 10;
const MIN_RATIO = 1.5;

function spread(r: Reading, top: Point, bottom: Point): string[] {
  const high = `${top.label} (${amount(top.value, r)})`;
  const low = `${bottom.label} (${amount(bottom.value, r)})`;
  const ratio = bottom.value > 0 ? top.value / bottom.value : 0;
  if (r.states) return [];
  if (!r.percent && ratio >= MIN_RATIO && ratio <= MAX_RATIO)
    return [`${high} is ${formatNumber(Math.round(ratio * 10) / 10)}× ${low}.`];
  return [
    `${capitalize(r.metricLabel)} ranges from ${amount(bottom.value, r)} (${bottom.label}) to ${amount(top.value, r)} (${top.label}).`,
  ];
}

function outlierSentences(r: Reading): string[] {
  const found = outliers(r.points);
  if (!found) return [];
  const typical = `the typical range ${amount(found.low, r)}–${amount(found.high, r)}`;
  const name = (points: Point[]) =>
    points
      .slice(0, 2)
      .map((p) => `${p.label} (${amount(p.value, r)})`)
      .join(" and ");
  const out: string[] = [];
  if (found.above.length)
    out.push(`${name(found.above)} ${found.above.length > 1 ? "stand" : "stands"} out above ${typical}.`);
  if (found.below.length)
    out.push(`${name(found.below)} ${found.below.length > 1 ? "fall" : "falls"} below ${typical}.`);
  return out;
}

/** No dimension: describe the numbers themselves. */
function summary(values: (number | null)[], metricLabel: string, r: Pick<Reading, "percent" | "format">): string[] {
  const numbers = values.filter((v): v is number => v !== null);
  if (numbers.length < 2) return [];
  const average = numbers.reduce((sum, v) => sum + v, 0) / numbers.length;
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  return [`The average ${metricLabel} is ${amount(average, r)}, ranging from ${amount(min, r)} to ${amount(max, r)}.`];
}
