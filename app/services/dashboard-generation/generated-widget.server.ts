// An attempt that answered, as the dashboard's widget: its data, insights, follow-ups and the reading kept for the
// dashboard's date filter.
import type { ChartSpec } from "~/answer/chart";
import { columnLabel } from "~/answer/format";
import { suggestFollowUps } from "~/answer/follow-ups";
import { buildInsights } from "~/answer/insights";
import { columnHeader } from "~/answer/naming";
import { formatValue } from "~/answer/semantic-format";
import { toNumber } from "~/answer/values";
import { widgetDescription } from "~/answer/widget-title";
import { withDefinitions, type QueryIR } from "~/engine";
import type { QueryResult } from "~/lib/catalog";
import { SUGGESTION_COUNTS } from "~/lib/limits";
import { chartConfigOf, defaultSize, WIDGET_ROW_LIMIT } from "../widgets.server";
import { titleOf, type Attempt } from "./attempts.server";
import type { GeneratedWidget, GenerationSource } from "./types";

/** A KPI reads as its value; other answers get the insights of the chat pipeline. */
function insightsOf(attempt: Attempt, result: QueryResult, chart: ChartSpec): string[] {
  const [row] = result.rows;
  const numeric = result.columns.filter((column) => toNumber(row?.[column.name]) !== null);
  if (result.rowCount === 1 && result.columns.length === 1 && numeric.length === 1) {
    return [
      `${columnLabel(numeric[0].name)}: ${formatValue(toNumber(row[numeric[0].name])!, chart.formats?.[numeric[0].name])}`,
    ];
  }
  return buildInsights({
    result,
    chart,
    confidence: attempt.answer!.confidence,
    executionTime: result.executionTime,
    ir: attempt.answer!.ir,
  });
}

export function toWidget(source: GenerationSource, attempt: Attempt, connectionId: string | null): GeneratedWidget {
  const answer = attempt.answer!;
  const { result } = answer;
  const chart = attempt.chart!;
  const question = attempt.phrasing.question;
  return {
    id: attempt.id,
    type: "query_result",
    title: titleOf(attempt),
    description: widgetDescription(question),
    question,
    chartType: chart.chartType,
    data: {
      columns: result.columns.map((column) => ({
        name: column.name,
        kind: column.kind,
        label: columnHeader(column.name, chart.labels),
      })),
      rows: result.rows.slice(0, WIDGET_ROW_LIMIT),
      rowCount: result.rowCount,
    },
    sql: answer.sql,
    executionTime: result.executionTime,
    confidence: answer.confidence,
    insights: insightsOf(attempt, result, chart),
    createdAt: new Date().toISOString(),
    connectionId,
    position: defaultSize({ data: result }),
    chartConfig: chartConfigOf(chart),
    businessValue: attempt.candidate.businessValue,
    followUpQuestions: suggestFollowUps({
      question,
      result,
      chart,
      catalog: withDefinitions(source.catalog, source.definitions),
      ir: answer.ir,
      count: SUGGESTION_COUNTS.widgetFollowUps,
    }),
    // kept on the server for the dashboard's date filter (ADR 027)
    ...(answer.provider === "local" && answer.ir ? { ir: answer.ir as QueryIR } : {}),
  };
}
