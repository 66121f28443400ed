// Dashboards of a project and their widgets (spec §3 Dashboard and Widget, §7 Dashboards).
import { ChatMessage, Connection, Dashboard } from "~db/models";
import { db } from "~db/sequelize.server";
import { widgetTitle } from "~/answer/widget-title";
import type { QueryIR } from "~/engine";
import type { VisualizationResult } from "~/answer/result";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { MIN_SIZE, ROWS_PER_HEIGHT, widgetKindOf, type ArrangedPosition } from "~/lib/dashboard-layout";
import { GRID_COLUMNS } from "~/lib/limits";
import type { Action } from "~/lib/permissions";
import { recordActivity } from "./activity.server";
import { requireProjectPermission, type ProjectAccess } from "./projects.server";
import { runSql } from "./queries.server";
import {
  buildWidget,
  chartConfigOf,
  clientWidget,
  keepIr,
  mergeWidget,
  MAX_WIDGETS,
  WIDGET_ROW_LIMIT,
  type ClientWidget,
  type ResolvedInput,
  type Widget,
  type WidgetInput,
  type WidgetsConfig,
} from "./widgets.server";

export const CHAT_DASHBOARD_DESCRIPTION = "Dashboard created from chat query"; // spec §3

export function dashboardJson(dashboard: Dashboard) {
  return {
    id: dashboard.id,
    title: dashboard.title,
    description: dashboard.description,
    project_id: dashboard.project_id,
    connection_id: dashboard.connection_id,
    is_template: dashboard.is_template,
    widgets_config: dashboard.widgets_config && {
      ...dashboard.widgets_config,
      widgets: widgetsOf(dashboard).map(clientWidget),
    },
    generation: dashboard.generation,
    created_by: dashboard.created_by,
    created_at: dashboard.created_at,
    updated_at: dashboard.updated_at,
  };
}

export type DashboardJson = ReturnType<typeof dashboardJson>;

export function widgetsOf(dashboard: Dashboard): Widget[] {
  return (dashboard.widgets_config?.widgets ?? []) as unknown as Widget[];
}

/** Loads a dashboard and checks the caller's permission on its project (404 when not visible). */
export async function requireDashboard(userId: string | null, dashboardId: string, action: Action) {
  if (!isUuid(dashboardId)) throw new AppError("NOT_FOUND", "Dashboard not found");
  db();
  const dashboard = await Dashboard.findByPk(dashboardId);
  if (!dashboard) throw new AppError("NOT_FOUND", "Dashboard not found");
  const access = await requireProjectPermission(userId, dashboard.project_id, action, "dashboard").catch((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw new AppError("NOT_FOUND", "Dashboard not found");
    throw error;
  });
  return { dashboard, access };
}

async function assertConnectionInProject(projectId: string, connectionId: string | null | undefined): Promise<void> {
  if (!connectionId) return;
  const found =
    isUuid(connectionId) && (await Connection.count({ where: { id: connectionId, project_id: projectId } })) > 0;
  if (!found)
    throw new AppError("VALIDATION_ERROR", "No database connection available. Please try again.", {
      fields: { connection_id: "Unknown connection" },
    });
}

/** A stored chat answer of the same project, in widget form. */
async function answerInput(projectId: string, messageId: string): Promise<ResolvedInput> {
  const message = isUuid(messageId) ? await ChatMessage.findByPk(messageId) : null;
  const answer = message?.answer as VisualizationResult | null | undefined;
  if (!message || message.project_id !== projectId || !answer) throw new AppError("NOT_FOUND", "Chat answer not found");
  return {
    question: message.natural_language,
    title: widgetTitle(message.natural_language, answer.chart?.title),
    sql: answer.sql,
    chartType: answer.chart?.chartType ?? "table",
    data: { columns: answer.columns, rows: answer.rows.slice(0, WIDGET_ROW_LIMIT), rowCount: answer.rowCount },
    executionTime: answer.executionTime,
    confidence: answer.confidence,
    insights: answer.insights,
    connectionId: message.connection_id,
    chartConfig: answer.chart ? chartConfigOf(answer.chart) : undefined,
    ...(answer.comparison ? { comparison: answer.comparison } : {}),
    ...(answer.provider === "local" && answer.context?.ir ? { ir: answer.context.ir as QueryIR } : {}),
  };
}

async function resolveInput(projectId: string, input: WidgetInput): Promise<ResolvedInput> {
  if (!input.messageId) return input;
  const { messageId, ...given } = input;
  const { ir, ...stored } = await answerInput(projectId, messageId);
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const resolved: ResolvedInput = { ...stored, ...defined };
  // the IR describes the answer's own query on its own connection, not SQL or a connection the client put instead
  const same = resolved.sql === stored.sql && resolved.connectionId === stored.connectionId;
  return ir && same ? { ...resolved, ir } : resolved;
}

/** A PUT sends every widget back without its IR: a widget the client kept as it was keeps the stored one. */
async function buildWidgets(
  projectId: string,
  inputs: WidgetInput[],
  connectionId: string | null,
  existing: Widget[] = [],
): Promise<Widget[]> {
  const widgets: Widget[] = [];
  for (const input of inputs) {
    const resolved = await resolveInput(projectId, input);
    await assertConnectionInProject(projectId, resolved.connectionId);
    const built = buildWidget(resolved, { connectionId });
    widgets.push(
      keepIr(
        built,
        existing.find((widget) => widget.id === built.id),
      ),
    );
  }
  return widgets;
}

export async function listDashboards(projectId: string): Promise<DashboardJson[]> {
  db();
  const rows = await Dashboard.findAll({ where: { project_id: projectId }, order: [["updated_at", "DESC"]] });
  return rows.map(dashboardJson);
}

export interface DashboardInput {
  title?: string | null;
  description?: string | null;
  widgets_config?: WidgetsConfig;
  is_template?: boolean;
  connection_id?: string | null;
  /** spec §7: the variant that creates a dashboard together with one widget from a chat answer. */
  widget?: WidgetInput;
}

export async function createDashboard(
  access: ProjectAccess,
  userId: string,
  input: DashboardInput,
): Promise<DashboardJson> {
  const projectId = access.project.id;
  await assertConnectionInProject(projectId, input.connection_id);
  const connectionId = input.connection_id ?? null;
  const widgets = await buildWidgets(
    projectId,
    [...(input.widgets_config?.widgets ?? []), ...(input.widget ? [input.widget] : [])],
    connectionId,
  );
  const fromChat = input.widget ? widgets.at(-1) : undefined;
  const dashboard = await Dashboard.create({
    project_id: projectId,
    connection_id: connectionId ?? fromChat?.connectionId ?? null,
    title: input.title?.trim() || fromChat?.title || null,
    description: input.description ?? (fromChat ? CHAT_DASHBOARD_DESCRIPTION : null),
    widgets_config: { layout: "grid", widgets: widgets as unknown as Record<string, unknown>[] },
    is_template: Boolean(input.is_template),
    created_by: userId,
  });
  await recordActivity({
    projectId,
    userId,
    action: "create",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: { title: dashboard.title, widgets: widgets.length },
  });
  return dashboardJson(dashboard);
}

export async function updateDashboard(
  dashboard: Dashboard,
  userId: string,
  input: Omit<DashboardInput, "widget">,
): Promise<DashboardJson> {
  if (input.connection_id !== undefined) {
    await assertConnectionInProject(dashboard.project_id, input.connection_id);
    dashboard.connection_id = input.connection_id;
  }
  if (input.title !== undefined) dashboard.title = input.title?.trim() || null;
  if (input.description !== undefined) dashboard.description = input.description;
  if (input.is_template !== undefined) dashboard.is_template = input.is_template;
  if (input.widgets_config) {
    const widgets = await buildWidgets(
      dashboard.project_id,
      input.widgets_config.widgets,
      dashboard.connection_id,
      widgetsOf(dashboard),
    );
    dashboard.widgets_config = { layout: "grid", widgets: widgets as unknown as Record<string, unknown>[] };
  }
  await dashboard.save();
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "update",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: { title: dashboard.title },
  });
  return dashboardJson(dashboard);
}

export async function deleteDashboard(dashboard: Dashboard, userId: string): Promise<void> {
  await dashboard.destroy();
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "delete",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: { title: dashboard.title },
  });
}

/** Read-modify-write of the widget list under a row lock, so concurrent edits never lose each other. */
async function changeWidgets(dashboardId: string, change: (widgets: Widget[]) => Widget[]): Promise<Dashboard> {
  return db().transaction(async (transaction) => {
    const dashboard = await Dashboard.findByPk(dashboardId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!dashboard) throw new AppError("NOT_FOUND", "Dashboard not found");
    const widgets = change(widgetsOf(dashboard));
    dashboard.widgets_config = { layout: "grid", widgets: widgets as unknown as Record<string, unknown>[] };
    dashboard.changed("widgets_config", true);
    await dashboard.save({ transaction });
    return dashboard;
  });
}

/** spec §7 PATCH /dashboards/{id}/widgets: adds the widget, or updates the one with its id. */
export async function upsertWidget(
  dashboard: Dashboard,
  userId: string,
  input: WidgetInput,
): Promise<{ dashboard: DashboardJson; widget: ClientWidget }> {
  const resolved = await resolveInput(dashboard.project_id, input);
  await assertConnectionInProject(dashboard.project_id, resolved.connectionId);
  let saved!: Widget;
  const updated = await changeWidgets(dashboard.id, (widgets) => {
    const index = resolved.id ? widgets.findIndex((widget) => widget.id === resolved.id) : -1;
    if (index < 0 && widgets.length >= MAX_WIDGETS)
      throw new AppError("VALIDATION_ERROR", `A dashboard holds at most ${MAX_WIDGETS} widgets`);
    saved =
      index >= 0
        ? mergeWidget(widgets[index], resolved)
        : buildWidget(resolved, { connectionId: dashboard.connection_id });
    return index >= 0 ? widgets.map((widget, i) => (i === index ? saved : widget)) : [...widgets, saved];
  });
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "update",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: { widgetId: saved.id, widget: saved.title },
  });
  return { dashboard: dashboardJson(updated), widget: clientWidget(saved) };
}

/** Places every widget where the grid left it (drag, resize) and keeps the list in reading order. */
export async function arrangeWidgets(
  dashboard: Dashboard,
  userId: string,
  positions: ArrangedPosition[],
): Promise<DashboardJson> {
  const updated = await changeWidgets(dashboard.id, (widgets) => {
    const byId = new Map(positions.map((position) => [position.id, position]));
    if (byId.size !== positions.length) throw new AppError("VALIDATION_ERROR", "Each widget may be placed once");
    for (const id of byId.keys())
      if (!widgets.some((widget) => widget.id === id)) throw new AppError("NOT_FOUND", "Widget not found");
    const placed = widgets.map((widget) => {
      const at = byId.get(widget.id);
      if (!at) return widget;
      // never smaller than its kind allows (ADR 053): a KPI keeps its number whatever a client sends
      const min = MIN_SIZE[widgetKindOf(widget)];
      const width = Math.max(at.width, min.w);
      return {
        ...widget,
        position: {
          width,
          height: Math.max(at.height, min.h / ROWS_PER_HEIGHT),
          x: Math.min(at.x, GRID_COLUMNS - width),
          y: at.y,
        },
      };
    });
    const order = (widget: Widget) =>
      (widget.position.y ?? Number.MAX_SAFE_INTEGER) * (GRID_COLUMNS + 1) + (widget.position.x ?? 0);
    return placed
      .map((widget, index) => ({ widget, index }))
      .sort((a, b) => order(a.widget) - order(b.widget) || a.index - b.index)
      .map(({ widget }) => widget);
  });
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "update",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: { arranged: positions.length },
  });
  return dashboardJson(updated);
}

export async function removeWidget(dashboard: Dashboard, userId: string, widgetId: string): Promise<DashboardJson> {
  const updated = await changeWidgets(dashboard.id, (widgets) => {
    if (!widgets.some((widget) => widget.id === widgetId)) throw new AppError("NOT_FOUND", "Widget not found");
    return widgets.filter((widget) => widget.id !== widgetId);
  });
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "update",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: { removedWidgetId: widgetId },
  });
  return dashboardJson(updated);
}

/** Re-runs a widget's SQL through the guard on its connection (same project only) and stores the fresh rows. */
export async function refreshWidget(
  dashboard: Dashboard,
  userId: string,
  widgetId: string,
): Promise<{ dashboard: DashboardJson; widget: ClientWidget }> {
  const widget = widgetsOf(dashboard).find((candidate) => candidate.id === widgetId);
  if (!widget) throw new AppError("NOT_FOUND", "Widget not found");
  if (!widget.sql) throw new AppError("INVALID_REQUEST", "This widget has no query to refresh");
  const connectionId = widget.connectionId ?? dashboard.connection_id;
  const connection = connectionId && isUuid(connectionId) ? await Connection.findByPk(connectionId) : null;
  if (!connection || connection.project_id !== dashboard.project_id)
    throw new AppError("NOT_FOUND", "Connection not found");
  await requireProjectPermission(userId, connection.project_id, "create", "query");
  const result = await runSql(connection, widget.sql);
  const kinds = new Map(widget.data.columns.map((column) => [column.name, column]));
  let saved!: Widget;
  const updated = await changeWidgets(dashboard.id, (widgets) =>
    widgets.map((candidate) => {
      if (candidate.id !== widgetId) return candidate;
      saved = {
        ...candidate,
        data: {
          columns: result.columns.map((column) => ({
            name: column.name,
            kind: column.kind,
            label: kinds.get(column.name)?.label ?? column.name,
          })),
          rows: result.rows.slice(0, WIDGET_ROW_LIMIT),
          rowCount: result.rowCount,
        },
        executionTime: result.executionTime,
        refreshedAt: new Date().toISOString(),
      };
      return saved;
    }),
  );
  if (!saved) throw new AppError("NOT_FOUND", "Widget not found");
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "update",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: { refreshedWidgetId: widgetId },
  });
  return { dashboard: dashboardJson(updated), widget: clientWidget(saved) };
}
