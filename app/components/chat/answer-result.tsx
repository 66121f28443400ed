// An answer's result: chart (with its type) or table, a KPI for one number, or the reading's reason it is empty.
import { Alert, Group, NativeSelect, SegmentedControl, Skeleton, Text } from "@mantine/core";
import { Suspense, lazy } from "react";
import {
  CHART_LABELS,
  GENERIC_CHART_TITLE,
  chartChoices,
  chartRowLimit,
  isChartType,
  type ChartType,
} from "~/answer/chart";
import { truncationNotice } from "~/answer/format";
import { CHART_FALLBACK_MESSAGE } from "~/answer/highcharts-options";
import { kpiOf } from "~/answer/kpi";
import { CHART_HEIGHT } from "~/lib/limits";
import { ChartIcon, TableIcon } from "../common/icons";
import { KpiCard } from "../common/kpi-card";
import { useHydrated } from "../common/use-hydrated";
import { useLocale } from "../common/use-locale";
import type { VisualizationResult } from "../workspace/types";
import { ChartBoundary } from "./chart-boundary";
import { DrillArea } from "./drill-menu";
import { ResultTable } from "./result-table";
import { emptyReasonOf } from "./understanding";

const ChartView = lazy(() => import("./chart-view.client"));

/**
 * spec §9: a chart only for a chart spec over at most 20 rows (a time series 500, ADR 022); otherwise the table. An
 * empty result whose reading says why is said in words, never drawn.
 */
export function chartTypeOf(answer: VisualizationResult): ChartType | null {
  const type = answer.chart?.chartType;
  if (!isChartType(type) || type === "table" || emptyReasonOf(answer)) return null;
  if (!answer.rows.length || answer.rows.length > chartRowLimit(answer.chart)) return null;
  return type;
}

/** The result: chart (with its type) or table, a KPI for one number, or the reading's reason it is empty; its size. */
export function AnswerResult(props: {
  answer: VisualizationResult;
  view: "chart" | "table";
  type: ChartType | null;
  onView: (view: "chart" | "table") => void;
  onType: (type: ChartType) => void;
}) {
  const { answer, view, type } = props;
  const hydrated = useHydrated();
  const emptyReason = emptyReasonOf(answer);
  const recommended = chartTypeOf(answer);
  const choices = recommended && answer.chart ? chartChoices({ ...answer.chart, chartType: recommended }) : [];
  const locale = useLocale();
  const title = answer.chart?.title && answer.chart.title !== GENERIC_CHART_TITLE ? answer.chart.title : undefined;
  const kpi = kpiOf(answer, answer.chart?.labels, answer.comparison, { formats: answer.chart?.formats, locale, title });
  const table = emptyReason ? (
    <Text size="sm" c="dimmed" data-testid="answer-empty-reason">
      {emptyReason}
    </Text>
  ) : kpi ? (
    <KpiCard kpi={kpi} />
  ) : (
    <ResultTable answer={answer} pageSize={answer.drill?.pageSize} />
  );
  return (
    <>
      {title && !kpi && !emptyReason && (
        <Text fw={600} data-testid="answer-title">
          {title}
        </Text>
      )}
      {recommended && type && (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => props.onView(value as "chart" | "table")}
            data={[
              {
                value: "chart",
                label: (
                  <Group gap={4} wrap="nowrap">
                    <ChartIcon size={14} />
                    Chart
                  </Group>
                ),
              },
              {
                value: "table",
                label: (
                  <Group gap={4} wrap="nowrap">
                    <TableIcon size={14} />
                    Table
                  </Group>
                ),
              },
            ]}
            aria-label="Answer view"
          />
          {view === "chart" && choices.length > 1 && (
            <NativeSelect
              size="xs"
              aria-label="Chart type"
              value={type}
              onChange={(event) => props.onType(event.currentTarget.value as ChartType)}
              data={choices.map((value) => ({ value, label: CHART_LABELS[value] }))}
            />
          )}
        </Group>
      )}
      {view === "chart" && recommended && type && answer.chart ? (
        hydrated ? (
          <ChartBoundary
            fallback={
              <>
                <Alert color="yellow" p="xs" mb="xs" role="status">
                  {CHART_FALLBACK_MESSAGE}
                </Alert>
                {table}
              </>
            }
          >
            <Suspense fallback={<Skeleton height={CHART_HEIGHT.chat} />}>
              <DrillArea
                target={answer.messageId ? { messageId: answer.messageId } : null}
                spec={answer.chart}
                data={answer.data}
                question={answer.question}
                narrowable={answer.provider === "local" && !answer.verified && Boolean(answer.context?.ir)}
              >
                {(onPoint) => (
                  <ChartView
                    spec={answer.chart}
                    data={answer.data}
                    type={type}
                    height={CHART_HEIGHT.chat}
                    fallback={table}
                    hideTitle={Boolean(title)}
                    onPoint={onPoint}
                  />
                )}
              </DrillArea>
            </Suspense>
          </ChartBoundary>
        ) : (
          <Skeleton height={CHART_HEIGHT.chat} />
        )
      ) : (
        table
      )}
      <Text size="xs" c="dimmed">
        {answer.rowCount} {answer.rowCount === 1 ? "row" : "rows"} · {Math.round(answer.executionTime)} ms
      </Text>
      {answer.truncated && (
        <Text size="xs" c="orange.8" role="status">
          {truncationNotice(answer)}
        </Text>
      )}
    </>
  );
}
