// A dashboard's widgets (spec §3 Widget): what a client may send, what is stored, and how one is built or changed.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { CHART_TYPES, type ChartSpec, type ChartType } from "~/answer/chart";
import { FALLBACK_WIDGET_TITLE, widgetDescription, widgetTitle } from "~/answer/widget-title";
import type { QueryIR } from "~/engine";
import { ANSWER_ROW_LIMIT } from "~/answer/result";
import { semanticTypeSchema, type SemanticType } from "~/answer/semantic";
import { defaultSizeOf, HEIGHT_STEP, MAX_WIDGET_HEIGHT } from "~/lib/dashboard-layout";
import { GRID_COLUMNS, TEXT_CARD_MAX_CHARS } from "~/lib/limits";

/** Rows kept with a widget; a refresh re-runs its SQL for fresh ones. */
export const WIDGET_ROW_LIMIT = ANSWER_ROW_LIMIT;
export const MAX_WIDGETS = 50;

const chartType = z.enum(CHART_TYPES as [ChartType, ...ChartType[]]);
const name = z.string().max(200);

// Known keys only: anything else a client sends is dropped, so nothing unexpected reaches a public share.
const chartSpecSchema = z
  .object({
    chartType,
    xAxis: z.array(name),
    yAxis: z.array(name),
    title: z.string().max(300),
    dimensions: z.array(name),
    metrics: z.array(name),
    description: z.string().max(1000),
    // how the answer reads (labels, a time series, its running period, formats): kept so the widget reads the same
    labels: z.record(name, name),
    timeSeries: z.literal(true),
    partialLast: z.literal(true),
    formats: z.record(name, semanticTypeSchema),
  })
  .partial();

export const chartConfigSchema = z.object({
  xAxis: name.nullable().optional(),
  yAxes: z.array(name).max(20).optional(),
  title: z.string().max(300).optional(),
  fullChartConfig: chartSpecSchema.nullable().optional(),
});

const columnSchema = z.union([
  name.min(1).transform((column) => ({ name: column, label: column })),
  z.object({
    name: name.min(1),
    kind: z.string().max(40).optional(),
    label: name.optional(),
    semantic: semanticTypeSchema.optional(),
  }),
]);

const dataSchema = z
  .object({
    columns: z.array(columnSchema).max(500).default([]),
    rows: z.array(z.record(z.string(), z.unknown())).default([]),
    rowCount: z.number().int().min(0).optional(),
  })
  .transform((data) => ({
    columns: data.columns,
    rows: data.rows.slice(0, WIDGET_ROW_LIMIT),
    rowCount: data.rowCount ?? data.rows.length,
  }));

/** Where a widget sits: whole columns, heights and rows in quarters of a standard card (ADR 028). */
const quarters = z.number().multipleOf(HEIGHT_STEP);
export const positionSchema = z.object({
  width: z.number().int().min(1).max(GRID_COLUMNS),
  height: quarters.min(HEIGHT_STEP).max(MAX_WIDGET_HEIGHT),
  x: z
    .number()
    .int()
    .min(0)
    .max(GRID_COLUMNS - 1),
  y: quarters.min(0).max(10_000),
});

const comparisonSchema = z.object({ label: z.string().max(100), previous: z.number().nullable() });

export const WIDGET_TYPES = ["query_result", "text"] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const widgetInputSchema = z.object({
  id: z.string().trim().min(1).max(100).optional(),
  /** A text card holds a heading (its title) and words (`text`), no query. */
  type: z.enum(WIDGET_TYPES).optional(),
  text: z.string().max(TEXT_CARD_MAX_CHARS).optional(),
  /** The question the widget answers: the §9 title and description rules apply when those are not given. */
  question: z.string().trim().max(2000).optional(),
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(1000).nullable().optional(),
  chartType: chartType.optional(),
  data: dataSchema.optional(),
  sql: z.string().max(50_000).nullable().optional(),
  executionTime: z.number().min(0).nullable().optional(),
  confidence: z.number().min(0).max(1).nullable().optional(),
  insights: z.array(z.string().max(1000)).max(20).optional(),
  connectionId: z.string().nullable().optional(),
  position: positionSchema.partial().optional(),
  chartConfig: chartConfigSchema.optional(),
  businessValue: z.string().max(1000).optional(),
  followUpQuestions: z.array(z.string().max(500)).max(10).optional(),
  /** A single number's value over the period before, for its KPI card (issue 36: shown on dashboards too). */
  comparison: comparisonSchema.optional(),
  /** Kept when a PUT sends the widgets back. */
  createdAt: z.string().max(40).optional(),
  /** Builds the widget from a stored chat answer of the same project (the server's copy of its data). */
  messageId: z.string().optional(),
});

export type WidgetInput = z.infer<typeof widgetInputSchema>;
export type ChartConfig = {
  xAxis: string | null;
  yAxes: string[];
  title?: string;
  fullChartConfig: Partial<ChartSpec> | null;
};

export interface Widget {
  id: string;
  type: WidgetType;
  title: string;
  /** A text card's words. */
  text?: string;
  description: string | null;
  question?: string;
  chartType: ChartType;
  data: {
    columns: { name: string; kind?: string; label?: string; semantic?: SemanticType }[];
    rows: Record<string, unknown>[];
    rowCount: number;
  };
  sql: string | null;
  executionTime: number | null;
  confidence: number | null;
  insights: string[];
  createdAt: string;
  updatedAt?: string;
  refreshedAt?: string;
  connectionId: string | null;
  position: { width: number; height: number; x?: number; y?: number };
  chartConfig: ChartConfig;
  businessValue?: string;
  followUpQuestions?: string[];
  comparison?: { label: string; previous: number | null };
  /**
   * The engine's query the SQL was compiled from (local answers only), so a dashboard filter can ask it again over
   * another period (ADR 027). Server-side only: never accepted from a client nor sent to one (see clientWidget).
   */
  ir?: QueryIR;
}

/** A widget as a browser sees it. */
export type ClientWidget = Omit<Widget, "ir">;

export function clientWidget(widget: Widget): ClientWidget {
  const { ir: _ir, ...shown } = widget;
  return shown;
}

/** What builds a widget on the server: a client's input, plus the IR of the chat answer it came from. */
/** A widget input with the IR the server found for it (never from a client). */
export type ResolvedInput = WidgetInput & { ir?: QueryIR };

export const widgetsConfigSchema = z.object({
  layout: z.literal("grid").default("grid"),
  widgets: z.array(widgetInputSchema).max(MAX_WIDGETS).default([]),
});
export type WidgetsConfig = z.infer<typeof widgetsConfigSchema>;

export function chartConfigOf(spec: ChartSpec): ChartConfig {
  return { xAxis: spec.xAxis[0] ?? null, yAxes: spec.yAxis, title: spec.title, fullChartConfig: spec };
}

/** spec §3 sizes, but a single number is sized to its content and a text card is a full-width heading (ADR 028, 053). */
export function defaultSize(input: {
  type?: WidgetType;
  chartType?: string;
  data?: { rows: unknown[]; columns: unknown[] };
}): { width: number; height: number } {
  return defaultSizeOf(input);
}

/** A new widget: spec §3 defaults, and the §9 title and description rules for a question. */
export function buildWidget(input: ResolvedInput, defaults: { connectionId: string | null }): Widget {
  const question = input.question?.trim() || undefined;
  return {
    id: input.id ?? randomUUID(),
    type: input.type ?? "query_result",
    title: input.title || (question ? widgetTitle(question) : input.type === "text" ? "" : FALLBACK_WIDGET_TITLE),
    ...(input.type === "text" ? { text: input.text ?? "" } : {}),
    description: input.description !== undefined ? input.description : question ? widgetDescription(question) : null,
    ...(question ? { question } : {}),
    chartType: input.chartType ?? "table",
    data: input.data ?? { columns: [], rows: [], rowCount: 0 },
    sql: input.sql ?? null,
    executionTime: input.executionTime ?? null,
    confidence: input.confidence ?? null,
    insights: input.insights ?? [],
    createdAt: input.createdAt ?? new Date().toISOString(),
    connectionId: input.connectionId ?? defaults.connectionId,
    position: { ...defaultSize(input), ...input.position },
    chartConfig: { xAxis: null, yAxes: [], fullChartConfig: null, ...input.chartConfig } as ChartConfig,
    ...(input.businessValue ? { businessValue: input.businessValue } : {}),
    ...(input.followUpQuestions ? { followUpQuestions: input.followUpQuestions } : {}),
    ...(input.comparison ? { comparison: input.comparison } : {}),
    ...(input.ir ? { ir: input.ir } : {}),
  };
}

/** A widget whose SQL or connection was replaced no longer runs the query its IR describes: the IR goes. */
export function keepIr(widget: Widget, before: Widget | undefined): Widget {
  const { ir: _ir, ...rest } = widget;
  if (widget.ir && widget.ir !== before?.ir) return widget;
  const same = before?.ir && before.sql === widget.sql && before.connectionId === widget.connectionId;
  return same ? { ...rest, ir: before.ir } : rest;
}

/** Only the fields given change; the id and creation time stay. */
export function mergeWidget(existing: Widget, input: ResolvedInput): Widget {
  const { messageId: _messageId, id: _id, type: _type, createdAt: _createdAt, position, chartConfig, ...rest } = input;
  if (existing.type !== "text") {
    delete rest.text;
    if (!rest.title) delete rest.title;
  }
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const merged: Widget = {
    ...existing,
    ...defined,
    position: { ...existing.position, ...position },
    chartConfig: { ...existing.chartConfig, ...chartConfig } as ChartConfig,
    updatedAt: new Date().toISOString(),
  };
  return keepIr(merged, existing);
}
