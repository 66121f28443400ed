// Chart recommendation: which chart (if any) shows a query result, and which columns go on which axis. The chart
// types, the columns' kinds, the titles and the data's shape are modules of their own, exported here too.
import type { QueryResult, SchemaCatalog } from "~/lib/catalog";
import { CHART_MAX_ROWS, TIME_SERIES_MAX_POINTS } from "~/lib/limits";
import { chartDescription, chartTitle } from "./chart-titles";
import type { ChartType } from "./chart-types";
import { inferColumnKinds, resultColumns, type ValueKind } from "./column-kinds";
import { readIR, type IrHints } from "./ir-hints";
import { columnLabels, type ColumnLabels } from "./naming";
import { lastPeriodIsPartial } from "./periods";
import { inferSemantics, type Semantics } from "./semantic";
import { isIdentifierName, toNumber } from "./values";

export {
  CHART_FAMILIES,
  CHART_LABELS,
  CHART_TYPES,
  chartChoices,
  chartFamily,
  isChartType,
  switchableTypes,
  type ChartFamily,
  type ChartType,
} from "./chart-types";
export { inferColumnKinds, type ValueKind } from "./column-kinds";
export { chartTitle, withUnit } from "./chart-titles";
export { toColumnArrays, validateChartData } from "./chart-data";

/** The title of a result no measure names. */
export const GENERIC_CHART_TITLE = "Query result";

/** spec §3 (visualization job result `chart`). xAxis[0] is the category axis; xAxis[1], when present, splits the metric into one series per value. */
export interface ChartSpec {
  chartType: ChartType;
  xAxis: string[];
  yAxis: string[];
  title: string;
  dimensions: string[];
  metrics: string[];
  description: string;
  /** What each column is called where people read it (naming.ts); absent on answers saved before it. */
  labels?: ColumnLabels;
  /** The x axis is time: the chart may plot up to TIME_SERIES_MAX_POINTS rows instead of 20 (ADR 022). */
  timeSeries?: true;
  /** The latest period has not ended yet (this quarter, this month): drawn apart, left out of trends. */
  partialLast?: true;
  /** What each column's values are (money, a count, a month…), so every view writes them alike (ADR 048). */
  formats?: Semantics;
}

/** The optional parts of a spec that say how to present it (labels, a time series, a running period), as saved. */
export function presentationOf(
  spec: Partial<Pick<ChartSpec, "labels" | "timeSeries" | "partialLast" | "formats">>,
): Pick<ChartSpec, "labels" | "timeSeries" | "partialLast" | "formats"> {
  return {
    ...(spec.labels ? { labels: spec.labels } : {}),
    ...(spec.timeSeries ? { timeSeries: true } : {}),
    ...(spec.partialLast ? { partialLast: true } : {}),
    ...(spec.formats ? { formats: spec.formats } : {}),
  };
}

/** The most rows the spec may be drawn with: a time series up to 500 points, anything else spec §9's 20. */
export function chartRowLimit(spec: Pick<ChartSpec, "timeSeries"> | null | undefined): number {
  return spec?.timeSeries ? TIME_SERIES_MAX_POINTS : CHART_MAX_ROWS;
}

export interface ChartHints {
  question?: string;
  /** The engine's QueryIR, when the answer came from it. */
  ir?: unknown;
  /** The connection's catalog: a column naming its row is labelled by its table ("category", not "name"). */
  catalog?: SchemaCatalog;
  /** When the question was answered: a time series whose last period runs past it ends in a partial period. */
  now?: Date;
  /** The SQL of the result, read for what its columns compute when there is no IR. */
  sql?: string;
  /** The project's currency (ADR 048). */
  currency?: string;
}

export type ChartableResult = Pick<QueryResult, "columns" | "rows"> & { rowCount?: number };

interface Roles {
  kinds: Record<string, ValueKind>;
  dimensions: string[];
  metrics: string[];
  hasNumeric: boolean;
  hasNonNumeric: boolean;
}

// Several series on unrelated scales stop being readable.
const MAX_METRICS = 3;

function columnRoles(result: ChartableResult, ir: IrHints | undefined): Roles {
  const kinds = inferColumnKinds(result);
  const irDimensions = new Set(ir?.dimensions.map((d) => d.alias));
  const names = Object.keys(kinds);
  const isMetric = (name: string) => kinds[name] === "numeric" && !irDimensions.has(name) && !isIdentifierName(name);
  const dimensions = names.filter((name) => kinds[name] !== "numeric" || irDimensions.has(name));
  // Grouped answers read over time first; a listing of rows ("title, year, price") keeps its label column first.
  const listing = ir ? ir.dimensions.length === 0 : dimensions.length > 2;
  const ordered = listing
    ? dimensions
    : [...dimensions].sort((a, b) => Number(kinds[b] === "date") - Number(kinds[a] === "date"));
  return {
    kinds,
    dimensions: ordered,
    metrics: names.filter(isMetric).slice(0, MAX_METRICS),
    hasNumeric: names.some((name) => kinds[name] === "numeric"),
    hasNonNumeric: names.some((name) => kinds[name] !== "numeric"),
  };
}

/** spec §9: a chart only for 1–20 rows (a time series up to 500, ADR 022) with a numeric and a non-numeric column; otherwise a table. */
export function recommendChart(result: ChartableResult, hints: ChartHints = {}): ChartSpec {
  const ir = readIR(hints.ir);
  const roles = columnRoles(result, ir);
  const rows = Math.max(result.rowCount ?? 0, result.rows.length);
  const names = columnLabels(resultColumns(result), hints.ir, hints.catalog);
  const timeSeries = roles.kinds[roles.dimensions[0]] === "date" && (!ir || ir.dimensions.length > 0);
  const time = roles.dimensions[0];
  const partial =
    timeSeries &&
    hints.now &&
    lastPeriodIsPartial(
      result.rows.map((row) => row[time]),
      hints.now,
      ir?.dimensions.find((d) => d.alias === time)?.grain,
    );
  const formats = inferSemantics({
    columns: resultColumns(result),
    rows: result.rows,
    ir: hints.ir,
    sql: hints.sql,
    catalog: hints.catalog,
    currency: hints.currency,
  });
  const marks = {
    ...(timeSeries ? { timeSeries: true as const } : {}),
    ...(partial ? { partialLast: true as const } : {}),
    formats,
  };
  const qualifiers = ir?.qualifiers ?? [];
  const reason = tableReason(rows, roles, timeSeries);
  if (reason) return { ...tableSpec(roles, names, reason, { formats, qualifiers }), ...marks };
  const question = (hints.question ?? "").toLowerCase();
  const xAxis = pickXAxis(result, roles);
  const chartType = pickType(result, roles, xAxis, ir, question, rows);
  const metrics = chartType === "pie" ? roles.metrics.slice(0, 1) : roles.metrics;
  const spec = { xAxis, yAxis: metrics, dimensions: roles.dimensions, metrics, labels: names, ...marks };
  return {
    chartType,
    ...spec,
    title: chartTitle(chartType, spec, qualifiers),
    description: chartDescription(chartType, spec),
  };
}

function tableReason(rows: number, roles: Roles, timeSeries: boolean): string | undefined {
  if (rows === 0) return "it is empty";
  if (timeSeries && rows > TIME_SERIES_MAX_POINTS) return `it has more than ${TIME_SERIES_MAX_POINTS} points in time`;
  if (!timeSeries && rows > CHART_MAX_ROWS) return `it has more than ${CHART_MAX_ROWS} rows`;
  if (!roles.hasNumeric) return "it has no numeric column to plot";
  if (!roles.hasNonNumeric) return "it has no column to label the values";
  if (!roles.metrics.length) return "its numbers are identifiers, not measures";
  return undefined;
}

function tableSpec(
  roles: Roles,
  names: ColumnLabels,
  reason: string,
  extra: { formats: Semantics; qualifiers: string[] },
): ChartSpec {
  const spec = {
    xAxis: [],
    yAxis: [],
    dimensions: roles.dimensions,
    metrics: roles.metrics,
    labels: names,
    formats: extra.formats,
  };
  const title = roles.metrics.length ? chartTitle("table", spec, extra.qualifiers) : GENERIC_CHART_TITLE;
  return { chartType: "table", ...spec, title, description: `Shown as a table because ${reason}.` };
}

/** Time first, then the first text column; a second dimension splits series when the first repeats. */
function pickXAxis(result: ChartableResult, roles: Roles): string[] {
  const [first, second] = roles.dimensions;
  if (!second || roles.metrics.length !== 1) return [first];
  const key = (row: Record<string, unknown>, names: string[]) => JSON.stringify(names.map((name) => row[name] ?? null));
  const firstRepeats = new Set(result.rows.map((row) => key(row, [first]))).size < result.rows.length;
  const pairsUnique = new Set(result.rows.map((row) => key(row, [first, second]))).size === result.rows.length;
  return firstRepeats && pairsUnique && roles.dimensions.length === 2 ? [first, second] : [first];
}

const SHARE_CUES = /\b(share|shares|percentage|percentages|percent|proportions?)\b|%/;
const COMPOSITION_CUES =
  /\b(composition|composed|make up|makes up|made up|split|mix|contribut\w*|portion|part of|breakdown|break down|distribution|distributed)\b/;
const CORRELATION_CUES = /\b(vs\.?|versus|against|correlat\w*|relationship|relate)\b/;
const NON_ADDITIVE = new Set(["avg", "min", "max"]);
const NON_ADDITIVE_NAME = /^(avg|average|mean|median|min|minimum|max|maximum)_/;
const ADDITIVE_NAME = /^(total|sum|count|number|num|share)(_|$)|_(count|total|sum)$/;
// spec §9 leaves the pie threshold open: a breakdown reads as a pie only with a handful of slices, a share asked for
// as such with up to a dozen; beyond that slices cannot be told apart and bars compare better (ADR 022).
const COMPOSITION_MAX_SLICES = 6;
const SHARE_MAX_SLICES = 12;

function pickType(
  result: ChartableResult,
  roles: Roles,
  xAxis: string[],
  ir: IrHints | undefined,
  question: string,
  rows: number,
): ChartType {
  const timeAxis = roles.kinds[xAxis[0]] === "date";
  const listing = ir ? ir.dimensions.length === 0 && ir.measures.every((m) => !m.agg) : false;
  if (roles.metrics.length >= 2 && !timeAxis && (listing || CORRELATION_CUES.test(question))) return "scatter";
  if (timeAxis) return rows >= 2 ? "line" : "bar";
  if (xAxis.length === 1 && pieFits(result, roles.metrics[0], ir, question, rows)) return "pie";
  return "bar";
}

function pieFits(
  result: ChartableResult,
  metric: string,
  ir: IrHints | undefined,
  question: string,
  rows: number,
): boolean {
  const values = result.rows.map((row) => toNumber(row[metric]));
  if (values.some((value) => value !== null && value < 0) || !values.some((value) => value !== null && value > 0))
    return false;
  const measure = ir?.measures.find((m) => m.alias === metric);
  if ((measure?.agg && NON_ADDITIVE.has(measure.agg)) || NON_ADDITIVE_NAME.test(metric)) return false;
  if (measure?.share || SHARE_CUES.test(question)) return rows <= SHARE_MAX_SLICES;
  const additive = measure
    ? measure.agg === "sum" || measure.agg === "count" || measure.share
    : ADDITIVE_NAME.test(metric);
  return additive && rows <= COMPOSITION_MAX_SLICES && COMPOSITION_CUES.test(question);
}
