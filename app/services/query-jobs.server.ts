// Questions become jobs for the worker; the web answers from a 5-minute cache when it can (spec §4, §9).
import { createHash } from "node:crypto";
import { Op, type Transaction } from "sequelize";
import { ChatMessage, JobRun } from "~db/models";
import { env } from "~/config/env.server";
import { enqueueJob, getJobRun, isFinished, watchJobRun } from "~/jobs/job-runs.server";
import { QUEUES } from "~/jobs/queues";
import { countUnfinishedRuns, lockUntilCommit } from "~/jobs/unfinished-runs.server";
import { stalledNotice } from "~/jobs/worker-liveness.server";
import type { VisualizationResult } from "~/answer/result";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { ANSWER_CACHE_MS, JOB_STATUS_HOLD_MS } from "~/lib/limits";
import { addAnswerMessage, requireChat } from "./chats.server";
import { requireConnection } from "./connections.server";
import { requireProjectPermission } from "./projects.server";

export interface Submission {
  jobId: string;
  cached?: true;
  result?: VisualizationResult;
}

const normalise = (question: string) => question.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Only a question without earlier turns is cached: a follow-up ("now by month") depends on its chat.
 * The key changes when the connection is edited.
 */
async function cacheKeyFor(
  connection: { id: string; updated_at: Date },
  question: string,
  sessionId: string | null,
): Promise<string | null> {
  if (sessionId) {
    const earlier = await ChatMessage.count({
      where: { session_id: sessionId, connection_id: connection.id, execution_status: "success" },
    });
    if (earlier) return null;
  }
  return createHash("sha256")
    .update(`${connection.id}:${connection.updated_at.getTime()}:${normalise(question)}`)
    .digest("hex");
}

function tooManyQuestions(waiting: number, limit: number): AppError {
  return new AppError(
    "RATE_LIMITED",
    `You have ${waiting} questions waiting or being answered, the most one person can have at once. Please wait for them to finish, then ask again.`,
    { waiting, limit },
  );
}

/**
 * ADR 040: at most USER_MAX_QUESTIONS of a user's questions wait or run. The count and the insert run under a lock
 * per user in the metadata database, so a burst sent to several web processes cannot slip past it. A project's
 * n-th unfinished question gets priority -n: the first question of a quiet project goes ahead of a busy one's backlog.
 */
export async function admitQuestion(
  owner: { userId: string; projectId: string },
  transaction: Transaction,
): Promise<{ priority: number }> {
  const limit = env().USER_MAX_QUESTIONS;
  await lockUntilCommit(`askdata:questions:${owner.userId}`, transaction);
  const unfinished = await countUnfinishedRuns(QUEUES.query, owner, transaction);
  if (unfinished.user >= limit) throw tooManyQuestions(unfinished.user, limit);
  return { priority: -unfinished.project };
}

export async function submitQuestion(
  userId: string,
  input: { connectionId: string; query: string; chatSessionId?: string | null; reading?: number },
): Promise<Submission> {
  const { connection, access } = await requireConnection(userId, input.connectionId, "create", "query");
  const chat = input.chatSessionId ? await requireChat(userId, input.chatSessionId, "create") : null;
  if (chat && chat.session.project_id !== connection.project_id)
    throw new AppError("VALIDATION_ERROR", "The chat and the connection belong to different projects");
  // a reading the user picked is answered fresh; the cache holds the engine's own choice
  const cacheKey =
    input.reading === undefined ? await cacheKeyFor(connection, input.query, chat?.session.id ?? null) : null;
  if (cacheKey) {
    const hit = await JobRun.findOne({
      where: {
        cache_key: cacheKey,
        status: "completed",
        project_id: access.project.id,
        created_at: { [Op.gt]: new Date(Date.now() - ANSWER_CACHE_MS) },
      },
      order: [["created_at", "DESC"]],
    });
    if (hit?.result) {
      const result = { ...(hit.result as unknown as VisualizationResult), cached: true as const };
      if (chat)
        await addAnswerMessage(chat.session, userId, {
          question: input.query,
          connectionId: connection.id,
          jobId: hit.id,
          result,
        });
      return { jobId: hit.id, cached: true, result };
    }
  }
  const owner = { userId, projectId: access.project.id };
  // refused without the lock when already over: a flood's surplus does not queue for it
  const unfinished = await countUnfinishedRuns(QUEUES.query, owner);
  if (unfinished.user >= env().USER_MAX_QUESTIONS) throw tooManyQuestions(unfinished.user, env().USER_MAX_QUESTIONS);
  const jobId = await enqueueJob(
    QUEUES.query,
    {
      connectionId: connection.id,
      question: input.query,
      chatSessionId: chat?.session.id ?? null,
      userId,
      ...(input.reading !== undefined ? { reading: input.reading } : {}),
    },
    { projectId: access.project.id, userId, connectionId: connection.id, cacheKey },
    { admit: (transaction) => admitQuestion(owner, transaction) },
  );
  return { jobId };
}

export interface JobStatusAnswer {
  status: "pending" | "completed" | "failed";
  /** Finer than the spec's status: whether a worker has picked the job up (spec §4 progress texts). */
  phase: "queued" | "running" | "done";
  result: unknown;
  error: unknown;
  progress?: number;
  currentStep?: string | null;
  iteration?: number | null;
  /** Set while the job waits with no live worker to run it (issue 15): the client shows it. */
  notice?: string | null;
}

/** A job is visible to members of its project only; an unfinished job is awaited up to `waitMs`. */
export async function getJobStatus(
  userId: string | null,
  jobId: string,
  waitMs: number = JOB_STATUS_HOLD_MS,
): Promise<JobStatusAnswer> {
  if (!isUuid(jobId)) throw new AppError("NOT_FOUND", "Job not found");
  const watch = waitMs > 0 ? await watchJobRun(jobId) : null;
  try {
    const run = await getJobRun(jobId);
    if (!run?.project_id) throw new AppError("NOT_FOUND", "Job not found");
    await requireProjectPermission(userId, run.project_id, "read", "query").catch(() => {
      throw new AppError("NOT_FOUND", "Job not found");
    });
    let current = run;
    if (watch && !isFinished(run)) {
      await watch.finished(waitMs);
      current = (await getJobRun(jobId)) ?? run;
    }
    return {
      status: isFinished(current) ? current.status : "pending",
      phase: current.status === "pending" ? "queued" : current.status === "running" ? "running" : "done",
      result: current.result,
      error: current.error,
      progress: current.progress,
      currentStep: current.current_step,
      iteration: current.iteration,
      notice: await stalledNotice(current),
    };
  } finally {
    watch?.close();
  }
}
