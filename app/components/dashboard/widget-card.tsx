// One dashboard widget (spec §3): its chart (height 300) or table, and for AI widgets the business
// value and two follow-up questions.
import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { Suspense, lazy } from "react";
import { chartRowLimit, isChartType, presentationOf, toColumnArrays, type ChartSpec } from "~/answer/chart";
import { kpiOf } from "~/answer/kpi";
import { toCsv } from "~/lib/csv-format";
import { CHART_HEIGHT, SUGGESTION_COUNTS } from "~/lib/limits";
import { ChartBoundary } from "../chat/chart-boundary";
import { ResultTable } from "../chat/result-table";
import { fileNameOf, saveBlob } from "../common/format";
import { TrashIcon } from "../common/icons";
import { KpiCard } from "../common/kpi-card";
import { useHydrated } from "../common/use-hydrated";
import type { DashboardWidget } from "../workspace/types";

const ChartView = lazy(() => import("../chat/chart-view.client"));

const EMPTY_DATA = { columns: [], rows: [], rowCount: 0 };

/** The widget's chart spec: its full config, else one rebuilt from the axes it keeps. */
function specOf(widget: DashboardWidget): ChartSpec | null {
  const type = widget.chartType;
  if (!isChartType(type) || type === "table") return null;
  const full = widget.chartConfig?.fullChartConfig ?? {};
  const xAxis = full.xAxis ?? (widget.chartConfig?.xAxis ? [widget.chartConfig.xAxis] : []);
  const yAxis = full.yAxis ?? widget.chartConfig?.yAxes ?? [];
  if (!xAxis.length || !yAxis.length) return null;
  return { chartType: type, xAxis, yAxis, title: full.title ?? widget.title, dimensions: full.dimensions ?? xAxis, metrics: full.metrics ?? yAxis, description: full.description ?? "", ...presentationOf(full) };
}

export function WidgetCard({ widget, onRemove, onAsk }: { widget: DashboardWidget; onRemove?: () => void; onAsk?: (question: string) => void }) {
  const hydrated = useHydrated();
  const data = widget.data ?? EMPTY_DATA;
  const drawn = specOf(widget);
  const spec = drawn && data.rows.length <= chartRowLimit(drawn) ? drawn : null;
  const columns = data.columns.map((c) => ({ name: c.name, label: c.label ?? c.name, kind: (c.kind ?? "text") as never }));
  const kpi = kpiOf({ columns, rows: data.rows }, widget.chartConfig?.fullChartConfig?.labels);
  const table = kpi ? <KpiCard kpi={kpi} /> : <ResultTable answer={{ columns, rows: data.rows, rowCount: data.rowCount }} />;
  return (
    <Card withBorder radius="md" h="100%" component="section" aria-label={widget.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <div>
          <Text fw={600}>{widget.title}</Text>
          {widget.description && (
            <Text size="xs" c="dimmed">
              {widget.description}
            </Text>
          )}
        </div>
        <Group gap={2} wrap="nowrap">
          {data.rows.length > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => saveBlob(`${fileNameOf(widget.title)}.csv`, new Blob([toCsv(data.columns.map((c) => c.name), data.rows)], { type: "text/csv" }))}>
              CSV
            </Button>
          )}
          {onRemove && (
            <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={`Remove widget ${widget.title}`}>
              <TrashIcon size={16} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {spec && hydrated ? (
        <ChartBoundary fallback={table}>
          <Suspense fallback={<Skeleton height={CHART_HEIGHT.dashboard} />}>
            <ChartView spec={spec} data={toColumnArrays({ columns: data.columns.map((c) => ({ name: c.name, kind: "other" as const })), rows: data.rows })} type={spec.chartType} height={CHART_HEIGHT.dashboard} fallback={table} />
          </Suspense>
        </ChartBoundary>
      ) : spec ? (
        <Skeleton height={CHART_HEIGHT.dashboard} />
      ) : (
        table
      )}
      {(widget.businessValue || widget.followUpQuestions?.length) && (
        <Stack gap={6} mt="sm">
          {widget.businessValue && (
            <Text size="sm" c="dimmed">
              {widget.businessValue}
            </Text>
          )}
          {onAsk && widget.followUpQuestions?.length ? (
            <Group gap={6}>
              {widget.followUpQuestions.slice(0, SUGGESTION_COUNTS.widgetFollowUps).map((question) => (
                <Button className="ad-chip" key={question} size="compact-xs" variant="light" radius="xl" onClick={() => onAsk(question)}>
                  {question}
                </Button>
              ))}
            </Group>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
