// The chart types the product draws, their families and labels (spec §9), and which suit a result's shape (ADR 022).
import type { ChartSpec } from "./chart";

export type ChartFamily = "cartesian" | "radial" | "specialized" | "fallback";
export type ChartType =
  "line" | "bar" | "area" | "pie" | "doughnut" | "polarArea" | "scatter" | "radar" | "bubble" | "table";

// spec §9: the switcher offers the types of one family.
export const CHART_FAMILIES: Record<ChartFamily, readonly ChartType[]> = {
  cartesian: ["line", "bar", "area"],
  radial: ["pie", "doughnut", "polarArea"],
  specialized: ["scatter", "radar", "bubble"],
  fallback: ["table"],
};

export const CHART_LABELS: Record<ChartType, string> = {
  line: "Line Chart",
  bar: "Bar Chart",
  area: "Area Chart",
  pie: "Pie Chart",
  doughnut: "Doughnut",
  polarArea: "Polar Area",
  scatter: "Scatter Plot",
  radar: "Radar",
  bubble: "Bubble",
  table: "Table View",
};

export const CHART_TYPES = Object.keys(CHART_LABELS) as ChartType[];

export function isChartType(value: unknown): value is ChartType {
  return typeof value === "string" && CHART_TYPES.includes(value as ChartType);
}

export function chartFamily(type: ChartType): ChartFamily {
  return (
    (Object.keys(CHART_FAMILIES) as ChartFamily[]).find((family) => CHART_FAMILIES[family].includes(type)) ?? "fallback"
  );
}

/** The types the switcher offers for a chart: its own family, itself included. */
export function switchableTypes(type: ChartType): ChartType[] {
  return [...CHART_FAMILIES[chartFamily(type)]];
}

/**
 * The types that suit a result's shape, across families (ADR 022): a time series as line, area or columns; one
 * measure over categories also as a pie or donut; two measures also as a scatter. The recommended type comes first.
 */
export function chartChoices(spec: Pick<ChartSpec, "chartType" | "xAxis" | "yAxis" | "timeSeries">): ChartType[] {
  if (spec.chartType === "table") return ["table"];
  const suited: ChartType[] = spec.timeSeries ? ["line", "area", "bar"] : ["bar"];
  if (!spec.timeSeries && spec.xAxis.length === 1 && spec.yAxis.length === 1) suited.push("pie", "doughnut");
  if (!spec.timeSeries && spec.yAxis.length >= 2) suited.push("scatter");
  return [spec.chartType, ...suited.filter((type) => type !== spec.chartType)];
}
