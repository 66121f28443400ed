// Chart spec + column arrays → Highcharts options. Pure, so the `.client.tsx` component only renders.
// Polar charts (polarArea, radar) and bubbles need the `highcharts/highcharts-more` module loaded by that component.
import type { Options, PointOptionsObject, SeriesOptionsType, TooltipOptions } from "highcharts";
import { formatDecimals, formatNumber } from "~/lib/format";
import { CHART_HEIGHT, LINE_TENSION, PIE_TOP_N, ZOOMABLE_POINTS } from "~/lib/limits";
import { withUnit, type ChartSpec, type ChartType } from "./chart";
import type { SemanticType } from "./semantic";
import { formatCompact, formatValue, unitOf } from "./semantic-format";
import { capitalize, formatPeriods, humanizeName } from "./format";
import { byCalendar, type PeriodGrain } from "./calendar";
import { labelOf } from "./naming";
import { isTimeName, parseCalendar, toNumber } from "./values";

// spec §9: a ten-colour palette.
export const CHART_PALETTE = [
  "#2563eb",
  "#16a34a",
  "#f59e0b",
  "#dc2626",
  "#7c3aed",
  "#0891b2",
  "#db2777",
  "#65a30d",
  "#ea580c",
  "#475569",
] as const;

/** Thrown when the data cannot be drawn as asked; the UI shows CHART_RENDER_MESSAGE and falls back to the table. */
export class ChartRenderError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`Unable to render chart: ${reason}`);
    this.name = "ChartRenderError";
    this.reason = reason;
  }
}

// spec §8 (charts).
export const CHART_RENDER_MESSAGE = {
  title: "Unable to render chart",
  detail: "Data may not be suitable for visualization",
} as const;
export const CHART_FALLBACK_MESSAGE = "Chart rendering failed. Showing table view instead.";

export function isChartRenderError(error: unknown): error is ChartRenderError {
  return error instanceof ChartRenderError;
}

export interface HighchartsSettings {
  /** Pixels; CHART_HEIGHT.chat (320) or CHART_HEIGHT.dashboard (300). Defaults to the chat height. */
  height?: number;
  /** The type picked in the switcher, overriding the spec's own. */
  switchTo?: ChartType;
  /** Off in tests and for reduced motion. Defaults to on. */
  animation?: boolean;
  /** Period labels for a time axis; inferred from the values when absent. */
  grain?: PeriodGrain;
  /** The reader's locale for numbers and dates (ADR 048). */
  locale?: string;
  /** The chart sits in a card that shows the title already (issue 36: one title per widget). */
  hideTitle?: boolean;
}

/** Appended to the label of a period that has not ended. */
export const SO_FAR = "(so far)";

interface Frame {
  categories: string[];
  series: { name: string; values: (number | null)[] }[];
  xLabel: string;
  metricLabels: string[];
  /** Raw numeric columns by metric, in row order (for scatter and bubble). */
  columns: (number | null)[][];
  /** The last category is a period that has not ended. */
  partialLast: boolean;
  /** What the plotted values are, when every measure is the same kind of thing (all money in USD…). */
  semantic?: SemanticType;
  locale?: string;
}

export function toHighchartsOptions(
  spec: ChartSpec,
  data: Record<string, unknown[]>,
  settings: HighchartsSettings = {},
): Options {
  const type = settings.switchTo ?? spec.chartType;
  if (type === "table") throw new ChartRenderError("a table view is not a chart");
  const frame = buildFrame(spec, data, settings.grain, settings.locale);
  const animation = settings.animation ?? true;
  const base: Options = {
    chart: { height: settings.height ?? CHART_HEIGHT.chat, animation },
    title: { text: settings.hideTitle ? undefined : spec.title },
    colors: [...CHART_PALETTE],
    credits: { enabled: false },
    accessibility: { enabled: true, description: spec.description },
    plotOptions: { series: { animation } },
    legend: { enabled: frame.series.length > 1 },
  };
  return merge(base, BUILDERS[type](frame));
}

/**
 * Every number Highcharts writes (tooltips, axis labels, data labels) as a table cell writes it (ADR 032); a format
 * that asks for its decimals ("{point.percentage:.1f}") keeps them. The chart component sets it as
 * `chart.numberFormatter`: the options themselves stay plain data.
 */
export function chartNumber(value: number, decimals = -1): string {
  return decimals >= 0 ? formatDecimals(value, decimals) : formatNumber(value);
}

type Builder = (frame: Frame) => Options;

// spec §9 line tension 0.4: Highcharts has no tension knob; its spline is the smoothed line.
const SMOOTH = LINE_TENSION > 0;

const BUILDERS: Record<Exclude<ChartType, "table">, Builder> = {
  line: (f) => cartesian(f, SMOOTH ? "spline" : "line"),
  area: (f) => cartesian(f, SMOOTH ? "areaspline" : "area"),
  bar: (f) => cartesian(f, "column"),
  pie: (f) => pie(f, undefined),
  doughnut: (f) => pie(f, "50%"),
  polarArea: polarArea,
  radar: radar,
  scatter: (f) => points(f, "scatter"),
  bubble: (f) => points(f, "bubble"),
};

function buildFrame(spec: ChartSpec, data: Record<string, unknown[]>, given?: PeriodGrain, locale?: string): Frame {
  const [x, split] = spec.xAxis;
  const metrics = spec.yAxis.length ? spec.yAxis : spec.metrics;
  if (!x || !Array.isArray(data[x])) throw new ChartRenderError("there is no column to label the values");
  const present = metrics.filter((m) => Array.isArray(data[m]));
  if (!present.length) throw new ChartRenderError("there is no numeric column to plot");
  const timeAxis = isTimeColumn(x, data[x]);
  const xFormat = spec.formats?.[x];
  const grain = given ?? (xFormat?.type === "date" ? xFormat.grain : undefined);
  const order = data[x].map((_, i) => i);
  const rows = timeAxis ? byCalendar(order, (i) => data[x][i]) : order;
  const rawLabels = timeAxis ? formatPeriods(data[x], grain, locale) : data[x].map(label);
  const columns = present.map((m) => rows.map((i) => toNumber(data[m][i])));
  if (columns.every((values) => values.every((value) => value === null)))
    throw new ChartRenderError("the values are not numbers");
  const metricLabels = present.map((m) => capitalize(labelOf(m, spec.labels)));
  const semantics = present.map((m) => spec.formats?.[m]);
  const semantic = semantics.every((s) => JSON.stringify(s) === JSON.stringify(semantics[0]))
    ? semantics[0]
    : undefined;
  // the running period reads "Q4 2026 (so far)"; cartesian() draws it dashed and hollow
  const partialLast = timeAxis && spec.partialLast === true && rows.length > 1;
  if (partialLast) rawLabels[rows[rows.length - 1]] += ` ${SO_FAR}`;
  const frame = {
    xLabel: capitalize(spec.labels?.[x] ?? humanizeName(x)),
    metricLabels,
    columns,
    partialLast,
    semantic,
    locale,
  };
  if (split && Array.isArray(data[split]) && columns.length === 1)
    return { ...frame, ...pivot(rows, rawLabels, data[split].map(label), columns[0]) };
  return {
    ...frame,
    categories: rows.map((i) => rawLabels[i]),
    series: columns.map((values, k) => ({ name: metricLabels[k], values })),
  };
}

function isTimeColumn(name: string, values: unknown[]): boolean {
  const present = values.filter((value) => value !== null && value !== undefined && value !== "");
  return present.length > 0 && present.every((value) => parseCalendar(value, isTimeName(name)) !== null);
}

function label(value: unknown): string {
  return value === null || value === undefined || value === "" ? "(empty)" : String(value);
}

/** One series per value of the split column, aligned on the categories of the first. */
function pivot(rows: number[], xLabels: string[], splitLabels: string[], values: (number | null)[]) {
  const categories = [...new Set(rows.map((i) => xLabels[i]))];
  const names = [...new Set(rows.map((i) => splitLabels[i]))];
  const series = names.map((name) => ({ name, values: categories.map(() => null as number | null) }));
  rows.forEach((i, k) => {
    series[names.indexOf(splitLabels[i])].values[categories.indexOf(xLabels[i])] = values[k];
  });
  return { categories, series };
}

function cartesian(f: Frame, type: "spline" | "line" | "areaspline" | "area" | "column"): Options {
  // a long series (three years of days) can be zoomed by dragging across it
  const zoom = f.categories.length > ZOOMABLE_POINTS ? { zooming: { type: "x" as const } } : {};
  const last = f.categories.length - 1;
  const partial = f.partialLast && last > 0;
  // A running period: the line into it dashed, its point hollow; a column half transparent.
  const marked = (values: (number | null)[], colour: string) =>
    values.map((y, i) =>
      i === last && partial && y !== null
        ? type === "column"
          ? { y, color: translucent(colour) }
          : { y, marker: { fillColor: "#ffffff", lineColor: colour, lineWidth: 2 } }
        : y,
    );
  const zones =
    partial && type !== "column"
      ? { zoneAxis: "x" as const, zones: [{ value: last - 1 }, { dashStyle: "ShortDash" as const }] }
      : {};
  return {
    chart: { type, ...zoom },
    xAxis: { categories: f.categories, title: { text: f.xLabel } },
    yAxis: {
      title: { text: axisTitle(f) },
      ...scaleOf(f),
      ...(f.semantic ? { labels: { formatter: axisLabel(f) } } : {}),
    },
    tooltip: { shared: f.series.length > 1, ...valueTooltip(f) },
    series: f.series.map(
      (s, k) =>
        ({
          type,
          name: s.name,
          data: marked(s.values, CHART_PALETTE[k % CHART_PALETTE.length]),
          ...zones,
        }) as SeriesOptionsType,
    ),
  };
}

/** "Revenue (USD)": the measure and its unit, when one measure (or several alike) is plotted. */
function axisTitle(f: Frame): string | undefined {
  const name = f.series.length === 1 ? f.series[0].name : f.metricLabels.length === 1 ? f.metricLabels[0] : undefined;
  return name ? withUnit(name, f.semantic) : f.semantic ? unitOf(f.semantic) : undefined;
}

/** Axis labels short and in the values' unit: "$2M", not "2,000k". */
function axisLabel(f: Frame) {
  return function (this: { value: number | string }) {
    return typeof this.value === "number" ? formatCompact(this.value, f.semantic, f.locale) : String(this.value);
  };
}

/** Tooltips write each value as the table does: "$218,284", "12.5%". */
function valueTooltip(f: Frame): Pick<TooltipOptions, "pointFormatter"> | Record<string, never> {
  if (!f.semantic) return {};
  return {
    pointFormatter(this: { y?: number | null; color?: unknown; series: { name: string } }) {
      return `<span style="color:${String(this.color)}">●</span> ${this.series.name}: <b>${formatValue(this.y, f.semantic, f.locale)}</b><br/>`;
    },
  };
}

const RATING = /\b(rating|ratings|stars?|score)\b/i;

/** A 1–5 rating ends its axis at 5, not at the next round tick (6). */
function scaleOf(f: Frame): { min?: number; max?: number } {
  const values = f.series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  const rated = f.metricLabels.length > 0 && f.metricLabels.every((label) => RATING.test(label));
  return rated && values.length && Math.max(...values) <= 5 && Math.min(...values) >= 0 ? { min: 0, max: 5 } : {};
}

/** "#2563eb" → "rgba(37, 99, 235, 0.45)". */
function translucent(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, 0.45)`;
}

/** spec §9: the top 10 slices by value, the rest summed as "Other". Slices must be positive. */
export function pieSlices(
  categories: string[],
  values: (number | null)[],
  topN = PIE_TOP_N,
): { name: string; y: number }[] {
  const slices = categories.map((name, i) => ({ name, y: values[i] ?? 0 })).filter((s) => s.y > 0);
  slices.sort((a, b) => b.y - a.y);
  if (slices.length <= topN) return slices;
  const rest = slices.slice(topN).reduce((sum, s) => sum + s.y, 0);
  return [...slices.slice(0, topN), { name: "Other", y: rest }];
}

function pie(f: Frame, innerSize: string | undefined): Options {
  const flat = flatten(f);
  const data = pieSlices(flat.categories, flat.values);
  if (!data.length) throw new ChartRenderError("a pie needs positive values");
  return {
    chart: { type: "pie" },
    legend: { enabled: true },
    tooltip: f.semantic
      ? { pointFormatter: pieTooltip(f) }
      : { pointFormat: "<b>{point.y}</b> ({point.percentage:.1f}%)" },
    plotOptions: {
      pie: {
        innerSize,
        dataLabels: { enabled: true, format: "{point.name}: {point.percentage:.1f}%" },
        showInLegend: true,
      },
    },
    series: [{ type: "pie", name: flat.name, data }],
  };
}

function pieTooltip(f: Frame) {
  return function (this: { y?: number | null; percentage?: number }) {
    return `<b>${formatValue(this.y, f.semantic, f.locale)}</b> (${formatValue(this.percentage, { type: "percentage" }, f.locale)})`;
  };
}

/** A pie shows one measure: split series become "category · series" slices. */
function flatten(f: Frame): { name: string; categories: string[]; values: (number | null)[] } {
  if (f.series.length === 1 || f.metricLabels.length > 1)
    return { name: f.series[0].name, categories: f.categories, values: f.series[0].values };
  const categories = f.series.flatMap((s) => f.categories.map((c) => `${c} · ${s.name}`));
  return { name: f.metricLabels[0], categories, values: f.series.flatMap((s) => s.values) };
}

function polarArea(f: Frame): Options {
  const single = f.series.length === 1;
  return {
    chart: { type: "column", polar: true },
    xAxis: { categories: f.categories, tickmarkPlacement: "on", lineWidth: 0 },
    yAxis: { min: 0, title: { text: undefined } },
    plotOptions: { column: { pointPadding: 0, groupPadding: 0, colorByPoint: single } },
    series: f.series.map(
      (s) => ({ type: "column", name: s.name, data: s.values, pointPlacement: "between" }) as SeriesOptionsType,
    ),
  };
}

function radar(f: Frame): Options {
  return {
    chart: { type: "line", polar: true },
    xAxis: { categories: f.categories, tickmarkPlacement: "on", lineWidth: 0 },
    yAxis: { gridLineInterpolation: "polygon", lineWidth: 0, title: { text: undefined } },
    series: f.series.map(
      (s) => ({ type: "line", name: s.name, data: s.values, pointPlacement: "on" }) as SeriesOptionsType,
    ),
  };
}

/** Scatter and bubble: the first metric across, the second up, the third as bubble size; labels name the points. */
function points(f: Frame, type: "scatter" | "bubble"): Options {
  const [xs, ys, zs] = f.columns;
  if (!ys) return single(f, type);
  const data: PointOptionsObject[] = [];
  xs.forEach((x, i) => {
    const y = ys[i];
    const z = zs ? zs[i] : y;
    if (x === null || y === null || (type === "bubble" && z === null)) return;
    data.push(type === "bubble" ? { x, y, z: Math.abs(z!), name: f.categories[i] } : { x, y, name: f.categories[i] });
  });
  if (!data.length) throw new ChartRenderError("no row has both values");
  return {
    chart: { type },
    xAxis: { title: { text: f.metricLabels[0] } },
    yAxis: { title: { text: f.metricLabels[1] } },
    tooltip: { pointFormat: `{point.name}: {point.x:,.f}, {point.y}` },
    legend: { enabled: false },
    series: [{ type, name: `${f.metricLabels[0]} vs ${f.metricLabels[1]}`, data } as SeriesOptionsType],
  };
}

/** One measure only: points over the categories (bubbles sized by the value). */
function single(f: Frame, type: "scatter" | "bubble"): Options {
  const series = f.series.map((s) => {
    const data = s.values.map((y, i) =>
      y === null ? null : type === "bubble" ? { x: i, y, z: Math.abs(y) } : { x: i, y },
    );
    return { type, name: s.name, data } as SeriesOptionsType;
  });
  return {
    chart: { type },
    xAxis: { categories: f.categories, title: { text: f.xLabel } },
    yAxis: { title: { text: undefined } },
    series,
  };
}

/** Deep merge of plain option objects; arrays and scalars of `extra` win. */
function merge<T extends object>(base: T, extra: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    const bothObjects = isPlain(current) && isPlain(value);
    out[key] = bothObjects ? merge(current, value) : value;
  }
  return out as T;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
