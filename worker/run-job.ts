// Runs one job under our job_runs bookkeeping and decides between "record failure" and "retry".
import type { JobWithMetadata } from "pg-boss";
import { finishJobRun, markJobRunning, updateJobProgress } from "~/jobs/job-runs.server";
import { PAYLOADS, type QueueName } from "~/jobs/queues";
import { isTransient } from "~/jobs/retry-policy";
import { isAppError } from "~/lib/errors";
import type { JobHandler } from "./handlers/types";

export async function runJob<Q extends QueueName>(queue: Q, job: JobWithMetadata<unknown>, handler: JobHandler<Q>): Promise<object> {
  await markJobRunning(job.id);
  const parsed = PAYLOADS[queue].safeParse(job.data);
  if (!parsed.success) {
    const error = { code: "INVALID_REQUEST" as const, message: "The job's payload is invalid" };
    await finishJobRun(job.id, { status: "failed", error });
    return { error };
  }
  try {
    const result = await handler(parsed.data as never, {
      jobId: job.id,
      retryCount: job.retryCount,
      signal: job.signal,
      progress: (update) => updateJobProgress(job.id, update),
    });
    await finishJobRun(job.id, { status: "completed", result });
    return result;
  } catch (error) {
    if (isAppError(error) && !(isTransient(error) && job.retryCount < job.retryLimit)) {
      await finishJobRun(job.id, { status: "failed", error: error.toBody() });
      return { error: error.toBody() };
    }
    if (isAppError(error)) {
      console.error(`[worker] ${queue} job ${job.id} attempt ${job.retryCount + 1}: ${error.code} ${error.message}; retrying`);
      throw error;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[worker] ${queue} job ${job.id} attempt ${job.retryCount + 1} failed: ${message}`);
    if (job.retryCount >= job.retryLimit) {
      await finishJobRun(job.id, { status: "failed", error: { code: "UNKNOWN_ERROR", message, details: { attempts: job.retryCount + 1 } } });
    }
    throw error;
  }
}
