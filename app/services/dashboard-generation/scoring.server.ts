// The quality rubric applied to a set of attempts (spec §4): each answer as the rubric sees it, and the
// dashboard's score against the plan's key measures, dimensions and tables.
import type { ChartSpec } from "~/answer/chart";
import { hasRepeatedLabels, scoreDashboard, type QualityReport, type ScoredWidget } from "~/answer/dashboard-quality";
import { labelOf } from "~/answer/naming";
import { titleOf, type Attempt } from "./attempts.server";
import type { Plan } from "./plan.server";

function scored(attempt: Attempt): ScoredWidget {
  const result = attempt.answer?.result;
  const rows = result?.rows ?? [];
  return {
    id: attempt.id,
    ok: Boolean(result),
    rowCount: result?.rowCount ?? 0,
    hasValues: rows.some((row) => Object.values(row).some((value) => value !== null && value !== undefined)),
    chartType: attempt.chart?.chartType ?? "table",
    sql: attempt.answer?.sql ?? null,
    repeatedLabels: hasRepeatedLabels(rows, attempt.chart?.dimensions ?? []),
    ...(attempt.answer ? { title: titleOf(attempt) } : {}),
    ...(attempt.chart ? { meaning: meaningOf(attempt.chart) } : {}),
    ...(attempt.chart?.timeSeries && result ? { periods: periodsOf(result.rowCount, attempt.chart) } : {}),
  };
}

/** A series' ended periods, and whether its running last one would be shown as if it had ended (as a table). */
function periodsOf(rowCount: number, chart: ChartSpec): NonNullable<ScoredWidget["periods"]> {
  const running = chart.partialLast === true;
  return { complete: rowCount - Number(running), runningUnmarked: running && chart.chartType === "table" };
}

/** "total by country" for a breakdown of invoice totals by billing country (or by customer country). */
function meaningOf(chart: ChartSpec): string | undefined {
  const metric = chart.metrics[0];
  const dimension = chart.dimensions[0];
  if (!metric || !dimension) return undefined;
  const dimensionWord = labelOf(dimension, chart.labels).split(" ").at(-1);
  return `${labelOf(metric, chart.labels)} by ${dimensionWord}`;
}

export function score(plan: Plan, attempts: Attempt[]): QualityReport {
  return scoreDashboard({
    widgets: attempts.map(scored),
    keyMeasures: plan.analysis.measures.slice(0, 3),
    keyDimensions: [...plan.analysis.timeColumns.slice(0, 2), ...plan.analysis.dimensions.slice(0, 2)],
    keyTables: plan.analysis.facts.slice(0, 3).map((fact) => fact.table),
  });
}
