// Runs one job under our job_runs bookkeeping and decides between "record failure" and "retry".
import type { JobWithMetadata } from "pg-boss";
import { finishJobRun, startJobRun, updateJobProgress, waitForMetadata } from "~/jobs/job-runs.server";
import { PAYLOADS, type QueueName } from "~/jobs/queues";
import { willRetry } from "~/jobs/retry-policy";
import { isAppError } from "~/lib/errors";
import type { JobHandler } from "./handlers/types";

/** Outages of the metadata database one job sits out before its failure goes to pg-boss after all. */
const OUTAGES_SAT_OUT = 3;

export async function runJob<Q extends QueueName>(
  queue: Q,
  job: JobWithMetadata<unknown>,
  handler: JobHandler<Q>,
): Promise<object> {
  for (let outages = 0; ; outages++) {
    try {
      return await attempt(queue, job, handler);
    } catch (error) {
      // With the metadata database gone, neither the outcome nor pg-boss's retry can be recorded, and a
      // last attempt would leave its run unfinished for good: wait for the database and run again, an
      // attempt the outage cost nobody.
      if (outages < OUTAGES_SAT_OUT && (await waitForMetadata(job.signal)) === "came back") {
        console.error(`[worker] ${queue} job ${job.id}: the metadata database was away; running it again`);
        continue;
      }
      throw error;
    }
  }
}

async function attempt<Q extends QueueName>(
  queue: Q,
  job: JobWithMetadata<unknown>,
  handler: JobHandler<Q>,
): Promise<object> {
  // A job whose run was already recorded (its worker died before telling pg-boss) is answered once.
  const recorded = await startJobRun(job.id);
  if (recorded) return recorded;
  const parsed = PAYLOADS[queue].safeParse(job.data);
  if (!parsed.success) {
    const error = { code: "INVALID_REQUEST" as const, message: "The job's payload is invalid" };
    await finishJobRun(job.id, { status: "failed", error });
    return { error };
  }
  const attempt = { retryCount: job.retryCount, retryLimit: job.retryLimit };
  try {
    const result = await handler(parsed.data as never, {
      jobId: job.id,
      retryCount: job.retryCount,
      signal: job.signal,
      progress: (update) => updateJobProgress(job.id, update),
      willRetry: (error) => willRetry(error, attempt),
    });
    await finishJobRun(job.id, { status: "completed", result });
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (willRetry(error, attempt)) {
      console.error(
        `[worker] ${queue} job ${job.id} attempt ${job.retryCount + 1}: ${isAppError(error) ? `${error.code} ` : ""}${message}; retrying`,
      );
      throw error;
    }
    if (isAppError(error)) {
      await finishJobRun(job.id, { status: "failed", error: error.toBody() });
      return { error: error.toBody() };
    }
    // An unexpected error, out of attempts: recorded for the user, and failed in pg-boss too.
    await finishJobRun(job.id, {
      status: "failed",
      error: { code: "UNKNOWN_ERROR", message, details: { attempts: job.retryCount + 1 } },
    });
    throw error;
  }
}
