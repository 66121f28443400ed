// A chart's title and description in words (issue 36): the measures with their unit, what they are broken down by.
import { capitalize, humanizeName, joinWords, pluralize } from "./format";
import type { ChartSpec } from "./chart";
import type { ChartType } from "./chart-types";
import { labelOf } from "./naming";
import type { SemanticType } from "./semantic";
import { unitOf } from "./semantic-format";

export type AxisSpec = Pick<ChartSpec, "xAxis" | "yAxis" | "dimensions" | "metrics" | "labels" | "formats">;

function labels(spec: AxisSpec) {
  return {
    metrics: spec.metrics.map((name) => labelOf(name, spec.labels)),
    dimensions: (spec.xAxis.length ? spec.xAxis : spec.dimensions.slice(0, 2)).map(
      (name) => spec.labels?.[name] ?? humanizeName(name),
    ),
  };
}

/**
 * What is shown, in words (issue 36): the measures with their unit, what they are broken down by, and what the rows
 * were narrowed to — "Revenue (USD) by month — Electronics, 2025", "Price (USD) vs pages".
 */
export function chartTitle(type: ChartType, spec: AxisSpec, qualifiers: string[] = []): string {
  const { metrics, dimensions } = labels(spec);
  const measured = metrics.map((label, i) => withUnit(label, spec.formats?.[spec.metrics[i]]));
  const what =
    type === "scatter" && measured.length >= 2
      ? `${measured[0]} vs ${measured[1]}`
      : dimensions.length
        ? `${joinWords(measured)} by ${joinWords(dimensions)}`
        : joinWords(measured);
  return capitalize(qualifiers.length ? `${what} — ${qualifiers.slice(0, 3).join(", ")}` : what);
}

/** "revenue" → "revenue (USD)"; a count or plain number has no unit to name. */
export function withUnit(label: string, semantic: SemanticType | undefined): string {
  const unit = unitOf(semantic);
  return unit && !label.toLowerCase().includes(unit.toLowerCase()) ? `${label} (${unit})` : label;
}

export function chartDescription(type: ChartType, spec: AxisSpec): string {
  const { metrics, dimensions } = labels(spec);
  const what = joinWords(metrics);
  const over = dimensions[0];
  const split = dimensions[1] ? `, one series per ${dimensions[1]}` : "";
  switch (type) {
    case "line":
      return `Shows how ${what} changes over ${over}${split}.`;
    case "pie":
      return `Shows each ${over}'s share of ${what}.`;
    case "scatter":
      return `Plots ${metrics[0]} against ${metrics[1]}, one point per ${over}.`;
    default:
      return `Compares ${what} across ${over ? pluralize(over) : over}${split}.`;
  }
}
