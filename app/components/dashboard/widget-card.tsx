// One dashboard widget (spec §3): its chart (height 300) or table, and for AI widgets the business
// value and two follow-up questions.
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { Suspense, lazy, useState } from "react";
import { chartRowLimit, isChartType, presentationOf, toColumnArrays, type ChartSpec } from "~/answer/chart";
import { kpiOf } from "~/answer/kpi";
import { resultCsv, type CsvValues } from "~/answer/export-csv";
import { CHART_HEIGHT, SUGGESTION_COUNTS } from "~/lib/limits";
import { ChartBoundary } from "../chat/chart-boundary";
import { DrillArea } from "../chat/drill-menu";
import { ResultTable } from "../chat/result-table";
import { fileNameOf, saveBlob } from "../common/format";
import { PencilIcon, TrashIcon } from "../common/icons";
import { KpiCard } from "../common/kpi-card";
import { useHydrated } from "../common/use-hydrated";
import { useLocale } from "../common/use-locale";
import type { DashboardWidget } from "../workspace/types";
import { DRAG_HANDLE_CLASS } from "./dashboard-grid";
import { NOT_FILTERED_REASONS } from "./date-filter";
import { FieldFilterNote, fieldFilterNoteHeight } from "./field-filters";

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
  return {
    chartType: type,
    xAxis,
    yAxis,
    title: full.title ?? widget.title,
    dimensions: full.dimensions ?? xAxis,
    metrics: full.metrics ?? yAxis,
    description: full.description ?? "",
    ...presentationOf(full),
  };
}

export interface WidgetActions {
  onRemove?: () => void;
  onRename?: (title: string) => void;
  /** A text card's words are edited in a dialog. */
  onEditText?: () => void;
  onAsk?: (question: string) => void;
}

/** Card padding and margins around the body. */
const CARD_CHROME_PX = 44;
const MIN_BODY_PX = 90;
/** The row of PNG and SVG buttons under a chart. */
const EXPORT_ROW_PX = 26;

/** The pixel height left for the chart or table of a card `height` px tall, after its header and footer. */
function bodyHeight(widget: DashboardWidget, height: number | undefined, hasFooter: boolean): number | undefined {
  if (height === undefined) return undefined;
  // a field filter's "Not filtered: …" line sits under the title (ADR 056)
  const header = (widget.description ? 52 : 32) + fieldFilterNoteHeight(widget);
  const footer = hasFooter ? (widget.businessValue ? 44 : 0) + (widget.followUpQuestions?.length ? 34 : 0) : 0;
  return Math.max(MIN_BODY_PX, height - CARD_CHROME_PX - header - footer);
}

export function WidgetCard({
  widget,
  height,
  ...actions
}: { widget: DashboardWidget; height?: number } & WidgetActions) {
  if (widget.type === "text") return <TextCard widget={widget} height={height} {...actions} />;
  return <QueryCard widget={widget} height={height} {...actions} />;
}

function QueryCard({
  widget,
  height,
  onRemove,
  onRename,
  onAsk,
}: { widget: DashboardWidget; height?: number } & WidgetActions) {
  const hydrated = useHydrated();
  const data = widget.data ?? EMPTY_DATA;
  const drawn = specOf(widget);
  const spec = drawn && data.rows.length <= chartRowLimit(drawn) ? drawn : null;
  const chartData = toColumnArrays({
    columns: data.columns.map((c) => ({ name: c.name, kind: "other" as const })),
    rows: data.rows,
  });
  const columns = data.columns.map((c) => ({
    name: c.name,
    label: c.label ?? c.name,
    kind: (c.kind ?? "text") as never,
  }));
  const locale = useLocale();
  const full = widget.chartConfig?.fullChartConfig;
  const formats =
    full?.formats ?? Object.fromEntries(data.columns.flatMap((c) => (c.semantic ? [[c.name, c.semantic]] : [])));
  const kpi = kpiOf({ columns, rows: data.rows }, full?.labels, widget.comparison, { formats, locale });
  const hasFooter = Boolean(widget.businessValue || (onAsk && widget.followUpQuestions?.length));
  const body = bodyHeight(widget, height, hasFooter);
  // the PNG and SVG buttons sit under the chart, inside the body: the chart leaves them room (issue 36)
  const chartHeight = body === undefined ? CHART_HEIGHT.dashboard : Math.max(MIN_BODY_PX, body - EXPORT_ROW_PX);
  const table = kpi ? (
    <KpiCard kpi={kpi} titled />
  ) : (
    <ResultTable answer={{ columns, rows: data.rows, rowCount: data.rowCount }} />
  );
  const csv = (values: CsvValues) =>
    saveBlob(
      `${fileNameOf(widget.title)}${values === "raw" ? "-raw" : ""}.csv`,
      new Blob([resultCsv(data.columns, data.rows, values, locale)], { type: "text/csv" }),
    );
  // a KPI's number never gives way (ADR 053): its body keeps its height and the footer is what a small card cuts
  const fitted =
    body === undefined ? (
      table
    ) : (
      <Box style={{ maxHeight: body, overflow: "auto", flexShrink: kpi ? 0 : undefined }}>{table}</Box>
    );
  return (
    <Card
      withBorder
      radius="md"
      h={height ?? "100%"}
      component="section"
      aria-label={widget.title}
      style={{ overflow: "hidden" }}
    >
      <CardHeader widget={widget} onRemove={onRemove} onRename={onRename}>
        {data.rows.length > 0 && (
          <>
            <Button size="compact-xs" variant="subtle" onClick={() => csv("formatted")} title="Values as shown">
              CSV
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => csv("raw")}
              title="Plain numbers for a spreadsheet"
            >
              Raw
            </Button>
          </>
        )}
      </CardHeader>
      {spec && hydrated ? (
        <ChartBoundary fallback={fitted}>
          <Suspense fallback={<Skeleton height={chartHeight} />}>
            <DrillArea
              target={{ widgetId: widget.id }}
              spec={spec}
              data={chartData}
              question={widget.question ?? widget.title}
              connectionId={widget.connectionId}
              narrowable={Boolean(widget.sql)}
            >
              {(onPoint) => (
                <ChartView
                  spec={spec}
                  data={chartData}
                  type={spec.chartType}
                  height={chartHeight}
                  fallback={fitted}
                  hideTitle
                  onPoint={onPoint}
                />
              )}
            </DrillArea>
          </Suspense>
        </ChartBoundary>
      ) : spec ? (
        <Skeleton height={chartHeight} />
      ) : (
        fitted
      )}
      {hasFooter && (
        <Stack gap={6} mt="sm" style={{ minHeight: 0, overflow: "hidden" }}>
          {widget.businessValue && (
            <Text size="sm" c="dimmed" lineClamp={kpi ? 1 : 2}>
              {widget.businessValue}
            </Text>
          )}
          {onAsk && widget.followUpQuestions?.length ? (
            <Group gap={6} wrap="nowrap" style={{ overflow: "hidden" }}>
              {widget.followUpQuestions.slice(0, SUGGESTION_COUNTS.widgetFollowUps).map((question) => (
                <Button
                  className="ad-chip ad-chip-line"
                  title={question}
                  key={question}
                  size="compact-xs"
                  variant="light"
                  radius="xl"
                  onClick={() => onAsk(question)}
                >
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

/** A heading and a few lines of words between the charts. */
function TextCard({
  widget,
  height,
  onRemove,
  onEditText,
}: { widget: DashboardWidget; height?: number } & WidgetActions) {
  return (
    <Card
      withBorder={false}
      radius="md"
      h={height ?? "auto"}
      component="section"
      aria-label={widget.title || "Text"}
      bg="transparent"
      px="xs"
      py={6}
      style={{ overflow: "auto" }}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        align="flex-start"
        className={onEditText ? DRAG_HANDLE_CLASS : undefined}
      >
        <div style={{ minWidth: 0 }}>
          {widget.title && <Title order={3}>{widget.title}</Title>}
          {widget.text && (
            <Text c="dimmed" style={{ whiteSpace: "pre-wrap" }} mt={widget.title ? 4 : 0}>
              {widget.text}
            </Text>
          )}
        </div>
        {(onEditText || onRemove) && (
          <Group gap={2} wrap="nowrap">
            {onEditText && (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onEditText}
                aria-label={`Edit text ${widget.title}`.trim()}
              >
                <PencilIcon size={16} />
              </ActionIcon>
            )}
            {onRemove && (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onRemove}
                aria-label={`Remove widget ${widget.title || "text"}`}
              >
                <TrashIcon size={16} />
              </ActionIcon>
            )}
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** Title (renamed in place by editors), description, and the card's buttons; the drag handle on the grid. */
function CardHeader({
  widget,
  onRemove,
  onRename,
  children,
}: {
  widget: DashboardWidget;
  onRemove?: () => void;
  onRename?: (title: string) => void;
  children?: React.ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const finish = (save: boolean) => {
    const title = draft?.trim();
    setDraft(null);
    if (save && title && title !== widget.title) onRename?.(title);
  };
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      mb="xs"
      className={onRename ? DRAG_HANDLE_CLASS : undefined}
    >
      <div style={{ minWidth: 0, flex: 1 }}>
        {draft !== null ? (
          <TextInput
            size="xs"
            value={draft}
            maxLength={200}
            aria-label="Widget title"
            autoFocus
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={() => finish(true)}
            onKeyDown={(event) => {
              if (event.key === "Enter") finish(true);
              if (event.key === "Escape") finish(false);
            }}
          />
        ) : (
          <Text fw={600} lineClamp={2}>
            {widget.title}
          </Text>
        )}
        {widget.description && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {widget.description}
          </Text>
        )}
        <FieldFilterNote widget={widget} />
      </div>
      <Group gap={2} wrap="nowrap">
        {widget.dateFilter && !widget.dateFilter.applied && NOT_FILTERED_REASONS[widget.dateFilter.reason] && (
          <Tooltip label={NOT_FILTERED_REASONS[widget.dateFilter.reason]} multiline w={240}>
            <Badge size="xs" variant="light" color="gray" tabIndex={0}>
              All time
            </Badge>
          </Tooltip>
        )}
        {widget.dateFilter?.applied && widget.dateFilter.grain && (
          <Tooltip
            label={`Saved by ${widget.dateFilter.grain.saved}; this period holds too few of them for a trend, so it is shown by ${widget.dateFilter.grain.shown}`}
            multiline
            w={240}
          >
            <Badge size="xs" variant="light" color="blue" tabIndex={0} data-testid="shown-grain">
              By {widget.dateFilter.grain.shown}
            </Badge>
          </Tooltip>
        )}
        {children}
        {onRename && draft === null && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setDraft(widget.title)}
            aria-label={`Rename widget ${widget.title}`}
          >
            <PencilIcon size={16} />
          </ActionIcon>
        )}
        {onRemove && (
          <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={`Remove widget ${widget.title}`}>
            <TrashIcon size={16} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}
