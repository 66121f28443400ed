// Drill-through from a chart (issue 37 item 2, ADR 057): which answer or widget was clicked, what the click may lead
// to, and the job that answers it. A drill is a question the engine writes from a saved one, so it runs like one:
// queued, answered by the worker through the SQL guard in a read-only transaction.
import { ChatMessage, Connection } from "~db/models";
import { db } from "~db/sequelize.server";
import { conditionWords } from "~/answer/drill-words";
import type { VisualizationResult } from "~/answer/result";
import type { QueryIR } from "~/engine";
import {
  atPeriod,
  breakdownChoices,
  drillConditions,
  type BreakdownChoice,
  type DrillCondition,
} from "~/engine/requery/drill";
import { compileQuery } from "~/engine/requery/period";
import type { SchemaCatalog } from "~/lib/catalog";
import { drillTurnText, type DrillOptions, type DrillPoint, type DrillRequest, type DrillSource } from "~/lib/drill";
import { AppError } from "~/lib/errors";
import { enqueueJob } from "~/jobs/job-runs.server";
import { QUEUES } from "~/jobs/queues";
import { requireChat } from "./chats.server";
import { activeFieldFilters, applyFieldFilters } from "./dashboard-field-filters.server";
import { requireDashboard, widgetsOf } from "./dashboards.server";
import { getEngineCatalog } from "./definitions.server";
import { requireProjectPermission } from "./projects.server";
import { questionAdmission } from "./query-jobs.server";

/** A clicked answer or widget, with the engine query it was drawn from when one can be asked again. */
export interface ResolvedSource {
  projectId: string;
  connection: Connection;
  catalog: SchemaCatalog;
  /** Absent for SQL typed by a person, a model's answer, or a query the tables no longer give. */
  ir?: QueryIR;
  /** The chart's own labels of its columns ("category", "month"). */
  labels: Record<string, string>;
  title: string;
  confidence: number;
}

const NOT_FOUND = () => new AppError("NOT_FOUND", "The chart you clicked was not found");

/** The engine's query, trusted while it still compiles to the SQL stored beside it (as the date filter does). */
function trustedIr(ir: unknown, sql: string | null | undefined, catalog: SchemaCatalog): QueryIR | undefined {
  if (!ir || !sql) return undefined;
  try {
    return compileQuery(ir as QueryIR, catalog) === sql ? (ir as QueryIR) : undefined;
  } catch {
    return undefined;
  }
}

async function fromMessage(userId: string, messageId: string): Promise<ResolvedSource> {
  db();
  const message = await ChatMessage.findByPk(messageId);
  if (!message?.connection_id || !message.answer) throw NOT_FOUND();
  await requireProjectPermission(userId, message.project_id, "read", "chat").catch(() => {
    throw NOT_FOUND();
  });
  const connection = await Connection.findOne({ where: { id: message.connection_id, project_id: message.project_id } });
  if (!connection) throw NOT_FOUND();
  const answer = message.answer as unknown as VisualizationResult;
  const { engineCatalog } = await getEngineCatalog(connection);
  const ir = answer.provider === "local" && !answer.verified ? answer.context?.ir : undefined;
  return {
    projectId: message.project_id,
    connection,
    catalog: engineCatalog,
    ir: trustedIr(ir, answer.sql, engineCatalog),
    labels: answer.chart?.labels ?? {},
    title: answer.chart?.title || message.natural_language,
    confidence: answer.confidence ?? 1,
  };
}

async function fromWidget(
  userId: string,
  source: Extract<DrillSource, { dashboardId: string }>,
): Promise<ResolvedSource> {
  const { dashboard } = await requireDashboard(userId, source.dashboardId, "read");
  const widget = widgetsOf(dashboard).find((candidate) => candidate.id === source.widgetId);
  const connectionId = widget?.connectionId ?? dashboard.connection_id;
  if (!widget || widget.type === "text" || !connectionId) throw NOT_FOUND();
  const connection = await Connection.findOne({ where: { id: connectionId, project_id: dashboard.project_id } });
  if (!connection) throw NOT_FOUND();
  const { engineCatalog } = await getEngineCatalog(connection);
  const stored = trustedIr(widget.ir, widget.sql, engineCatalog);
  // under a dashboard period the chart drew the period's rows, at the grain it showed them (ADR 027, 053), and only
  // the values its field filters chose where they reach it (ADR 056)
  const periodic = stored && source.period ? atPeriod(stored, engineCatalog, source.period) : stored;
  const chosen = source.fields && Object.values(source.fields).some((values) => values.length) ? source.fields : null;
  const ir =
    periodic && chosen
      ? applyFieldFilters(periodic, engineCatalog, connection.id, activeFieldFilters(dashboard, chosen)).ir
      : periodic;
  return {
    projectId: dashboard.project_id,
    connection,
    catalog: engineCatalog,
    ir,
    labels: widget.chartConfig?.fullChartConfig?.labels ?? {},
    title: widget.title,
    confidence: widget.confidence ?? 1,
  };
}

/**
 * The clicked answer or widget, for a caller who may read it and read queries in its project: a drill runs only
 * the engine's narrowing of a saved question, like a dashboard filter (ADR 052, 057).
 */
export async function resolveDrillSource(userId: string, source: DrillSource): Promise<ResolvedSource> {
  const resolved =
    "messageId" in source ? await fromMessage(userId, source.messageId) : await fromWidget(userId, source);
  await requireProjectPermission(userId, resolved.projectId, "read", "query");
  return resolved;
}

/** The clicked values as conditions and in words, or undefined when this chart cannot be narrowed. */
export function drillFilters(
  source: ResolvedSource,
  point: DrillPoint,
): { conditions: DrillCondition[]; words: string[] } | undefined {
  const conditions = source.ir && drillConditions(source.ir, source.catalog, point);
  if (!conditions) return undefined;
  const alias = Object.keys(point);
  const words = conditions.map((condition, i) =>
    conditionWords({
      field: source.labels[alias[i]] ?? condition.display,
      grain: condition.grain,
      temporal: condition.filter.op === "between" || condition.grain !== undefined,
      value: condition.value,
    }),
  );
  return { conditions, words };
}

/** POST /api/drill/options: what a click on this point may lead to; nothing that would fail is offered. */
export async function getDrillOptions(
  userId: string,
  input: { source: DrillSource; point: DrillPoint },
): Promise<DrillOptions> {
  const source = await resolveDrillSource(userId, input.source);
  const filters = drillFilters(source, input.point);
  if (!filters) return { filters: [], rows: false, breakdowns: [] };
  const choices = breakdownChoices(source.ir!, source.catalog);
  return { filters: filters.words, rows: true, breakdowns: choices.map(({ id, label }) => ({ id, label })) };
}

/** The breakdown a request names, among those offered. */
export function chosenBreakdown(source: ResolvedSource, by: string | undefined): BreakdownChoice {
  const choice = source.ir && by ? breakdownChoices(source.ir, source.catalog).find((c) => c.id === by) : undefined;
  if (!choice)
    throw new AppError("VALIDATION_ERROR", "This chart cannot be broken down by that field", { fields: { by } });
  return choice;
}

/** The words the drill stands for in a chat, as a question would. */
export function drillText(source: ResolvedSource, request: DrillRequest): string {
  const filters = drillFilters(source, request.point);
  if (!filters)
    throw new AppError("VALIDATION_ERROR", "This chart was not drawn from a question the engine can narrow", {
      fields: { point: "not drillable" },
    });
  const by = request.action === "breakdown" ? chosenBreakdown(source, request.by).label : undefined;
  return drillTurnText(request.action, filters.words, by);
}

/**
 * POST /api/drill: queues the drill. With `chatSessionId` its answer joins that chat (asking there is the caller's
 * right: owners, admins and editors); without, it is answered and kept nowhere — a viewer's exploration, or the next
 * page of rows.
 */
export async function submitDrill(
  userId: string,
  input: DrillRequest & { chatSessionId?: string | null },
): Promise<{ jobId: string; question: string }> {
  const { chatSessionId, ...request } = input;
  const source = await resolveDrillSource(userId, request.source);
  const question = drillText(source, request);
  const chat = chatSessionId ? await requireChat(userId, chatSessionId, "create") : null;
  if (chat && chat.session.project_id !== source.projectId)
    throw new AppError("VALIDATION_ERROR", "The chat and the chart belong to different projects");
  const jobId = await enqueueJob(
    QUEUES.query,
    { connectionId: source.connection.id, question, chatSessionId: chat?.session.id ?? null, userId, drill: request },
    { projectId: source.projectId, userId, connectionId: source.connection.id, cacheKey: null },
    questionAdmission(userId),
  );
  return { jobId, question };
}
