// Dashboard generation as a job (spec §4, §7 Welcome and Simple dashboard): the web queues it and
// reads its status; the worker generates and saves it. Each run creates its own dashboard.
import { createHash } from "node:crypto";
import { literal, Op, where } from "sequelize";
import { dialectOfConnection } from "~/connectors/dialects";
import type { DashboardPlan } from "~/ai/types";
import { Connection, Dashboard } from "~db/models";
import { db } from "~db/sequelize.server";
import { enqueueJob, getJobRun } from "~/jobs/job-runs.server";
import { QUEUES, type Payload } from "~/jobs/queues";
import { isTransient } from "~/jobs/retry-policy";
import { stalledNotice } from "~/jobs/worker-liveness.server";
import { AppError, isAppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { recordActivity } from "./activity.server";
import { requireConnection } from "./connections.server";
import { getEngineCatalog } from "./definitions.server";
import {
  generateDashboardContent,
  GENERATION_STEPS,
  type GeneratedDashboard,
  type ProgressUpdate,
} from "./dashboard-generation.server";
import { requireDashboard, widgetsOf } from "./dashboards.server";
import { clientWidget } from "./widgets.server";
import { getLlmProvider } from "./llm.server";
import { requireProjectPermission } from "./projects.server";
import { runSql } from "./queries.server";

export const GENERATION_FAILED = "Dashboard generation failed"; // spec §4, §8
type GenerationPayload = Payload<typeof QUEUES.dashboard>;
type Kind = GenerationPayload["kind"];

export async function submitGeneration(
  userId: string,
  input: { connectionId: string; name?: string | null; kind: Kind },
) {
  const { connection } = await requireConnection(userId, input.connectionId, "read");
  await requireProjectPermission(userId, connection.project_id, "create", "dashboard");
  const payload = {
    connectionId: connection.id,
    userId,
    kind: input.kind,
    name: input.name?.trim() || null,
    dashboardId: null,
  };
  const jobId = await enqueueJob(QUEUES.dashboard, payload, {
    projectId: connection.project_id,
    userId,
    connectionId: connection.id,
  });
  return { jobId, status: "generating" as const };
}

/** Rebuilds a dashboard in place from its connection, keeping its id and title. */
export async function submitRegeneration(userId: string, dashboardId: string) {
  const { dashboard } = await requireDashboard(userId, dashboardId, "edit");
  if (!dashboard.connection_id)
    throw new AppError("VALIDATION_ERROR", "No database connection available. Please try again.");
  const kind: Kind = dashboard.generation?.kind === "simple" ? "simple" : "welcome";
  const payload = {
    connectionId: dashboard.connection_id,
    userId,
    kind,
    name: dashboard.title,
    dashboardId: dashboard.id,
  };
  const jobId = await enqueueJob(QUEUES.dashboard, payload, {
    projectId: dashboard.project_id,
    userId,
    connectionId: dashboard.connection_id,
  });
  return { jobId, dashboardId: dashboard.id, status: "generating" as const };
}

/** spec §3 "AI-generated dashboard", read back from the saved dashboard and its `generation` metadata. */
export function generatedDashboardJson(dashboard: Dashboard) {
  const generation = (dashboard.generation ?? {}) as Partial<GeneratedDashboard> & {
    kind?: Kind;
    generatedAt?: string;
  };
  return {
    id: dashboard.id,
    dashboardId: dashboard.id,
    title: dashboard.title ?? generation.title ?? null,
    subtitle: generation.subtitle ?? dashboard.description,
    description: dashboard.description,
    businessDomain: generation.businessDomain ?? null,
    qualityScore: generation.qualityScore ?? null,
    widgets: widgetsOf(dashboard).map((widget) => ({
      ...clientWidget(widget),
      businessValue: widget.businessValue ?? "",
      followUpQuestions: widget.followUpQuestions ?? [],
    })),
    nextSteps: generation.nextSteps ?? [],
    performance: generation.performance ?? null,
    steps: generation.steps ?? [],
    iterations: generation.iterations ?? [],
    quality: generation.quality ?? null,
    provider: generation.provider ?? null,
    kind: generation.kind ?? null,
    generatedAt: generation.generatedAt ?? null,
    project_id: dashboard.project_id,
    connection_id: dashboard.connection_id,
    created_at: dashboard.created_at,
    updated_at: dashboard.updated_at,
  };
}

export function generatedPreviewJson(dashboard: Dashboard) {
  const full = generatedDashboardJson(dashboard);
  return {
    id: full.id,
    title: full.title,
    subtitle: full.subtitle,
    businessDomain: full.businessDomain,
    qualityScore: full.qualityScore,
    widgetCount: full.widgets.length,
    widgets: full.widgets.map((widget) => ({
      id: widget.id,
      title: widget.title,
      chartType: widget.chartType,
      businessValue: widget.businessValue,
      rowCount: widget.data.rowCount,
    })),
    nextSteps: full.nextSteps,
    performance: full.performance,
    updated_at: full.updated_at,
  };
}

async function requireGenerationRun(userId: string, jobId: string) {
  const run = isUuid(jobId) ? await getJobRun(jobId) : null;
  if (!run?.project_id || run.queue !== QUEUES.dashboard) throw new AppError("NOT_FOUND", "Generation job not found");
  await requireProjectPermission(userId, run.project_id, "read", "dashboard").catch(() => {
    throw new AppError("NOT_FOUND", "Generation job not found");
  });
  return run;
}

/** A dashboard by its id, or by the id of the job that generated it. */
export async function getGeneratedDashboard(userId: string, id: string): Promise<Dashboard> {
  try {
    return (await requireDashboard(userId, id, "read")).dashboard;
  } catch (error) {
    if (!isAppError(error) || error.code !== "NOT_FOUND") throw error;
    const run = await requireGenerationRun(userId, id).catch(() => {
      throw error;
    });
    const dashboardId = (run.result as { dashboardId?: string } | null)?.dashboardId;
    if (!dashboardId)
      throw new AppError(
        "NOT_FOUND",
        run.status === "failed" ? GENERATION_FAILED : "The dashboard is still being generated",
      );
    return (await requireDashboard(userId, dashboardId, "read")).dashboard;
  }
}

/** spec §3 Generation job status: generating | completed | failed, with progress, step and iteration. */
export async function getGenerationStatus(userId: string, jobId: string) {
  const run = await requireGenerationRun(userId, jobId);
  const status = run.status === "completed" || run.status === "failed" ? run.status : "generating";
  const dashboardId = (run.result as { dashboardId?: string } | null)?.dashboardId ?? null;
  const dashboard = status === "completed" && dashboardId ? await Dashboard.findByPk(dashboardId) : null;
  const error = run.error as { message?: string } | null;
  return {
    jobId: run.id,
    status,
    // spec §4: generation begins at 5 % with the first step, even before the worker has picked the job up.
    progress: status === "generating" ? Math.max(5, run.progress) : run.progress,
    currentStep: run.current_step ?? GENERATION_STEPS.start,
    iteration: run.iteration ?? 1,
    dashboardId,
    dashboard: dashboard ? generatedDashboardJson(dashboard) : null,
    error: status === "failed" ? error?.message || GENERATION_FAILED : null,
    notice: await stalledNotice(run),
  };
}

function generationFailed(reason: string, cause?: unknown): AppError {
  // A cause the queue retries (a database or AI service that blinked) keeps the generation retryable.
  const details = {
    ...(isAppError(cause) ? { cause: cause.code } : {}),
    ...(cause && isTransient(cause) ? { transient: true } : {}),
  };
  return new AppError(
    "AI_SERVICE_ERROR",
    `${GENERATION_FAILED}: ${reason}`,
    Object.keys(details).length ? details : undefined,
  );
}

/** What a generation depends on: the connection's model and definitions, the name asked for and the AI provider. */
function planKeyOf(input: { catalog: unknown; definitions: unknown; name: string | null; provider: string }): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

/** The LLM plan of the latest generation on this connection with the same key (ADR 049). */
async function recordedPlanOf(connection: Connection, planKey: string): Promise<DashboardPlan | null> {
  const earlier = await Dashboard.findOne({
    where: { [Op.and]: [{ connection_id: connection.id }, where(literal(`generation->>'planKey'`), planKey)] },
    order: [["updated_at", "DESC"]],
  });
  return ((earlier?.generation as { llmPlan?: DashboardPlan } | null)?.llmPlan ?? null) as DashboardPlan | null;
}

async function generateFor(
  connection: Connection,
  payload: GenerationPayload,
  progress: (update: ProgressUpdate) => Promise<void>,
) {
  try {
    await progress({ progress: 6, currentStep: GENERATION_STEPS.schema });
    const { catalog, definitions } = await getEngineCatalog(connection);
    const llm = getLlmProvider();
    const planKey = planKeyOf({ catalog, definitions, name: payload.name, provider: llm?.name ?? "local" });
    const recordedPlan = llm ? await recordedPlanOf(connection, planKey) : null;
    const content = await generateDashboardContent(
      {
        catalog,
        definitions,
        dialect: dialectOfConnection(connection.type),
        run: (sql) => runSql(connection, sql),
        name: payload.name,
        llm,
        recordedPlan,
        progress,
      },
      connection.id,
    );
    return { ...content, planKey };
  } catch (error) {
    // The user's database or the AI service failed: a domain failure, recorded once and not retried.
    throw generationFailed(error instanceof Error ? error.message : String(error), error);
  }
}

/** The worker's half: generate, then save as a new dashboard (or in place when regenerating). */
export async function runGenerationJob(
  payload: GenerationPayload,
  jobId: string,
  progress: (update: ProgressUpdate) => Promise<void>,
) {
  db();
  const connection = await Connection.findByPk(payload.connectionId);
  if (!connection) throw generationFailed("the database connection no longer exists");
  await requireProjectPermission(payload.userId, connection.project_id, "create", "dashboard").catch((error: Error) => {
    throw generationFailed(error.message);
  });
  const content = await generateFor(connection, payload, progress);
  if (!content.widgets.length) throw generationFailed("none of the questions could be answered from this data");
  await progress({ progress: 96, currentStep: GENERATION_STEPS.save });
  const dashboard = await saveGenerated(connection, payload, content, jobId);
  return { dashboardId: dashboard.id, title: dashboard.title, qualityScore: content.qualityScore };
}

async function saveGenerated(
  connection: Connection,
  payload: GenerationPayload,
  content: GeneratedDashboard & { planKey: string },
  jobId: string,
): Promise<Dashboard> {
  const { widgets, ...metadata } = content;
  const generation = {
    ...metadata,
    kind: payload.kind,
    jobId,
    generatedAt: new Date().toISOString(),
  } as unknown as Record<string, unknown>;
  const values = {
    description: content.subtitle,
    widgets_config: { layout: "grid" as const, widgets: widgets as unknown as Record<string, unknown>[] },
    generation,
  };
  // A retried job whose dashboard was saved before its worker died updates that one: one job, one dashboard.
  const saved = await Dashboard.findOne({
    where: { [Op.and]: [{ project_id: connection.project_id }, where(literal(`generation->>'jobId'`), jobId)] },
  });
  const existing = saved ?? (payload.dashboardId ? await Dashboard.findByPk(payload.dashboardId) : null);
  const dashboard =
    existing && existing.project_id === connection.project_id
      ? await existing.update(values)
      : await Dashboard.create({
          ...values,
          project_id: connection.project_id,
          connection_id: connection.id,
          title: content.title,
          created_by: payload.userId,
        });
  await recordActivity({
    projectId: connection.project_id,
    userId: payload.userId,
    action: existing ? "update" : "create",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: {
      title: dashboard.title,
      generated: payload.kind,
      qualityScore: content.qualityScore,
      widgets: widgets.length,
    },
  });
  return dashboard;
}
