// Our own record of every queued job (owner, progress, result), read by the web's status endpoints.
// pg-boss does delivery and retries; this table is what users are allowed to see, scoped by project.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { QueryTypes, type Transaction } from "sequelize";
import { JobRun, type JobStatus } from "~db/models";
import { db } from "~db/sequelize.server";
import type { ErrorBody } from "~/lib/errors";
import { getSender } from "./boss.server";
import { JOB_DONE_CHANNEL, PAYLOADS, type Payload, type QueueName } from "./queues";

const FINISHED: JobStatus[] = ["completed", "failed"];

/** A run that completed or failed: its status will not change again. */
export function isFinished(run: { status: string }): run is { status: "completed" | "failed" } {
  return FINISHED.includes(run.status as JobStatus);
}

export interface JobOwner {
  projectId: string | null;
  userId: string | null;
  connectionId?: string | null;
  cacheKey?: string | null;
}

/**
 * ADR 040: jobs of one lock key are admitted one at a time, each counting the unfinished runs before it; over `limit`
 * of its user's, the job is refused with `refuse(unfinished)`, else its priority is minus its project's count.
 */
export interface Admission {
  lockKey: string;
  limit: number;
  refuse: (unfinished: number) => Error;
}

/** pg-boss's insert on our transaction's connection (a job is sent only if the rows written with it are committed). */
export function inTransaction(transaction: Transaction) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => ({
      rows: await db().query<object>(text, { bind: values, transaction, type: QueryTypes.SELECT }),
    }),
  };
}

/**
 * The run and its pg-boss job are written in one statement (askdata_enqueue_job, ADR 065), so the worker always
 * finds the row it reports on, and a count of unfinished runs (ADR 040) never sees one without the other. Jobs are
 * grouped by project, which the worker's per-project concurrency reads.
 */
export async function enqueueJob<Q extends QueueName>(
  queue: Q,
  payload: Payload<Q>,
  owner: JobOwner,
  admission?: Admission,
): Promise<string> {
  const data = PAYLOADS[queue].parse(payload);
  const id = randomUUID();
  const send = await captureSend(queue, data, { id, ...(owner.projectId ? { group: { id: owner.projectId } } : {}) });
  const run = {
    id,
    queue,
    project_id: owner.projectId,
    user_id: owner.userId,
    connection_id: owner.connectionId ?? null,
    cache_key: owner.cacheKey ?? null,
  };
  const [enqueued] = await db().query<{ admitted: boolean; unfinished: number }>(
    "SELECT admitted, unfinished FROM askdata_enqueue_job($1, $2, $3, $4, $5)",
    {
      bind: [JSON.stringify(run), send.sql, send.jobs, admission?.lockKey ?? null, admission?.limit ?? null],
      type: QueryTypes.SELECT,
    },
  );
  if (!enqueued.admitted) throw admission!.refuse(enqueued.unfinished);
  return id;
}

/** pg-boss's insert of one job as its send would run it (its SQL and its one JSON argument), for our statement. */
async function captureSend(queue: QueueName, data: object, options: { id: string; group?: { id: string } }) {
  const boss = await getSender();
  let captured: { sql: string; values: unknown[] } | undefined;
  const capture = {
    executeSql: async (sql: string, values: unknown[] = []) => {
      captured = { sql, values };
      return { rows: [{ id: options.id }] };
    },
  };
  await boss.send(queue, data, { ...options, db: capture });
  if (captured?.values.length !== 1) throw new Error("pg-boss's send was not one statement with one argument");
  return { sql: captured.sql, jobs: String(captured.values[0]) };
}

export async function getJobRun(id: string): Promise<JobRun | null> {
  db();
  return JobRun.findByPk(id);
}

/**
 * Marks the run as running, unless it already finished: then its recorded result or error, as the worker returned
 * it (a job whose worker died before telling pg-boss is answered once). One statement: the worker's first of a job.
 */
export async function startJobRun(id: string): Promise<object | null> {
  const [recorded] = await db().query<Pick<JobRun, "status" | "result" | "error">>(
    `WITH started AS (
       UPDATE job_runs SET status = 'running', updated_at = now() WHERE id = $1 AND status NOT IN ('completed', 'failed')
       RETURNING id)
     SELECT status, result, error FROM job_runs WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM started)`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  if (recorded?.status === "completed") return recorded.result ?? {};
  if (recorded?.status === "failed") return { error: recorded.error };
  return null;
}

export async function updateJobProgress(
  id: string,
  progress: { progress?: number; currentStep?: string; iteration?: number },
): Promise<void> {
  const changes: Partial<Pick<JobRun, "progress" | "current_step" | "iteration">> = {};
  if (progress.progress !== undefined) changes.progress = progress.progress;
  if (progress.currentStep !== undefined) changes.current_step = progress.currentStep;
  if (progress.iteration !== undefined) changes.iteration = progress.iteration;
  await JobRun.update(changes, { where: { id } });
}

export async function finishJobRun(
  id: string,
  outcome: { status: Extract<JobStatus, "completed" | "failed">; result?: object; error?: ErrorBody },
): Promise<void> {
  // The first outcome stands: a second attempt of the same job never overwrites an answer. The waiting web processes
  // are told in the same statement (delivered on its commit), whether or not this attempt's outcome was the one kept.
  await db().query(
    `WITH recorded AS (
       UPDATE job_runs SET status = $2, result = $3, error = $4, progress = CASE WHEN $2 = 'completed' THEN 100 ELSE progress END,
              updated_at = now()
        WHERE id = $1 AND status NOT IN ('completed', 'failed'))
     SELECT pg_notify($5, $1::text)`,
    {
      bind: [
        id,
        outcome.status,
        outcome.result === undefined ? null : JSON.stringify(outcome.result),
        outcome.error === undefined ? null : JSON.stringify(outcome.error),
        JOB_DONE_CHANNEL,
      ],
    },
  );
}

/**
 * After a failed attempt: whether the metadata database had gone away and came back within `timeoutMs`
 * ("came back"), never went away ("up"), or is still gone, or the job was taken from this worker ("gone").
 */
export async function waitForMetadata(
  signal: AbortSignal,
  timeoutMs = 60_000,
  intervalMs = 500,
): Promise<"up" | "came back" | "gone"> {
  const deadline = Date.now() + timeoutMs;
  for (let first = true; !signal.aborted; first = false) {
    try {
      await db().query("SELECT 1");
      return first ? "up" : "came back";
    } catch {
      if (Date.now() >= deadline) return "gone";
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  return "gone";
}

// One LISTEN connection per process wakes every request waiting on a job.
const waiters = new Map<string, Set<() => void>>();
let listener: Promise<pg.Client> | undefined;

function listen(): Promise<pg.Client> {
  if (listener) return listener;
  const current: Promise<pg.Client> = (async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.on("notification", (message) => {
      for (const wake of waiters.get(message.payload ?? "") ?? []) wake();
    });
    // A server restart ends the session: the next wait listens again (waits in flight fall back to polling).
    const forget = () => {
      if (listener === current) listener = undefined;
    };
    client.on("error", forget);
    client.on("end", forget);
    await client.connect();
    await client.query(`LISTEN ${JOB_DONE_CHANNEL}`);
    return client;
  })().catch((error) => {
    if (listener === current) listener = undefined;
    throw error;
  });
  listener = current;
  return current;
}

export interface JobRunWatch {
  /** Resolves when the run is reported finished or `timeoutMs` has passed, whichever is first. */
  finished(timeoutMs: number): Promise<void>;
  close(): void;
}

/**
 * Listens for the run's end from now on: read the run after this, and a finish between that read and
 * the wait still wakes the wait (one read for a finished run, two for one awaited).
 */
export async function watchJobRun(id: string): Promise<JobRunWatch> {
  await listen();
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  const set = waiters.get(id) ?? new Set();
  set.add(wake);
  waiters.set(id, set);
  let timer: NodeJS.Timeout | undefined;
  return {
    finished: (timeoutMs) =>
      Promise.race([woken, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]),
    close: () => {
      clearTimeout(timer);
      set.delete(wake);
      if (!set.size) waiters.delete(id);
    },
  };
}

export async function stopJobListener(): Promise<void> {
  const client = await listener?.catch(() => undefined);
  listener = undefined;
  await client?.end();
}
