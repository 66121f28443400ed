// Questions become jobs for the worker; the web answers from a 5-minute cache when it can (spec §4, §9).
import { ChatMessage } from "~db/models";
import { env } from "~/config/env.server";
import { enqueueJob, isFinished, watchJobRun, type Admission } from "~/jobs/job-runs.server";
import { QUEUES } from "~/jobs/queues";
import { stalledNotice } from "~/jobs/worker-liveness.server";
import type { VisualizationResult } from "~/answer/result";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { JOB_STATUS_HOLD_MS } from "~/lib/limits";
import { userIdOf, type Who } from "./caller.server";
import { addAnswerMessage, requireChat } from "./chats.server";
import { readJobRun, requireJobAccess, requireQuestionAccess } from "./question-access.server";

export interface Submission {
  jobId: string;
  cached?: true;
  result?: VisualizationResult;
}

const normalise = (question: string) => question.trim().toLowerCase().replace(/\s+/g, " ");

/** Only a question without earlier turns is cached: a follow-up ("now by month") depends on its chat. */
async function hasEarlierAnswers(sessionId: string, connectionId: string): Promise<boolean> {
  const earlier = await ChatMessage.count({
    where: { session_id: sessionId, connection_id: connectionId, execution_status: "success" },
  });
  return earlier > 0;
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
export function questionAdmission(userId: string): Admission {
  const limit = env().USER_MAX_QUESTIONS;
  return {
    lockKey: `askdata:questions:${userId}`,
    limit,
    refuse: (unfinished) => tooManyQuestions(unfinished, limit),
  };
}

export async function submitQuestion(
  who: Who,
  input: { connectionId: string; query: string; chatSessionId?: string | null; reading?: number },
): Promise<Submission> {
  const userId = userIdOf(who);
  // a reading the user picked is answered fresh; the cache holds the engine's own choice (keyed by the connection's
  // updated_at, so an edit of it, its definitions or verified answers starts afresh)
  const access = await requireQuestionAccess(
    who,
    input.connectionId,
    input.reading === undefined ? normalise(input.query) : null,
  );
  const { connection } = access;
  const chat = input.chatSessionId ? await requireChat(userId, input.chatSessionId, "create") : null;
  if (chat && chat.session.project_id !== connection.project_id)
    throw new AppError("VALIDATION_ERROR", "The chat and the connection belong to different projects");
  const cacheKey = chat && (await hasEarlierAnswers(chat.session.id, connection.id)) ? null : access.cacheKey;
  if (cacheKey && access.cached) {
    const hit = access.cached;
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
  // refused without the lock when already over: a flood's surplus does not queue for it
  const { unfinished } = access;
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
    { projectId: connection.project_id, userId, connectionId: connection.id, cacheKey },
    questionAdmission(userId),
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
  who: Who,
  jobId: string,
  waitMs: number = JOB_STATUS_HOLD_MS,
): Promise<JobStatusAnswer> {
  const watch = waitMs > 0 && isUuid(jobId) ? await watchJobRun(jobId) : null;
  try {
    const run = await requireJobAccess(who, jobId);
    let current = run;
    if (watch && !isFinished(run)) {
      await watch.finished(waitMs);
      current = (await readJobRun(jobId)) ?? run;
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
