// Job polling (spec §4 "Job polling"): a question's or a dashboard generation's job, checked until it ends.
import { JOB_POLL, TIMEOUTS_MS } from "~/lib/limits";
import { api } from "./api-client";
import { ApiError } from "./api-errors";

export const JOB_FAILED_MESSAGE = "Job failed";
export const JOB_TIMEOUT_MESSAGE = "Job polling timeout after 5 minutes";

export interface JobStatus<T> {
  status: string;
  /** Whether a worker has the job yet (query jobs); finer than the spec's status. */
  phase?: "queued" | "running" | "done";
  /** Set by the server while no worker is alive to run the job (issue 15). */
  notice?: string | null;
  result?: T | null;
  error?: string | { code?: string; message?: string; details?: Record<string, unknown> } | null;
}

type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PollOptions<T> {
  onStatus?: (status: string) => void;
  /** Every answer, for progress details beyond the status (dashboard generation). */
  onUpdate?: (job: JobStatus<T>) => void;
  fetchStatus?: (jobId: string) => Promise<JobStatus<T>>;
  intervalMs?: number;
  maxTries?: number;
  sleep?: Sleep;
  now?: () => number;
  signal?: AbortSignal;
  timeoutMessage?: string;
  failedMessage?: string;
}

export function jobError(error: JobStatus<unknown>["error"], fallback: string = JOB_FAILED_MESSAGE): ApiError {
  if (error && typeof error === "object")
    return new ApiError(error.code ?? "UNKNOWN_ERROR", error.message || fallback, { details: error.details });
  return new ApiError("UNKNOWN_ERROR", error || fallback);
}

/**
 * Completed gives the result, failed its error; otherwise every 1 s, at most 300 tries (spec §9). The
 * server holds a status request until the job finishes or a few seconds pass, so 300 tries could outlast
 * the 5 minutes they stand for: the tries also stop when those minutes are up.
 */
export async function pollJob<T>(jobId: string, options: PollOptions<T> = {}): Promise<T> {
  const fetchStatus =
    options.fetchStatus ??
    ((id: string) => api.get<JobStatus<T>>(`/query/job/${id}`, { timeoutMs: TIMEOUTS_MS.jobStatus }));
  const { intervalMs = JOB_POLL.intervalMs, maxTries = JOB_POLL.maxTries, now = Date.now } = options;
  const wait = options.sleep ?? sleep;
  const deadline = now() + intervalMs * maxTries;
  for (let tries = 0; tries < maxTries && now() < deadline; tries++) {
    if (options.signal?.aborted) throw new ApiError("UNKNOWN_ERROR", "Cancelled", { local: true });
    const started = now();
    const job = await fetchStatus(jobId);
    options.onStatus?.(job.status);
    options.onUpdate?.(job);
    if (job.status === "completed") return job.result as T;
    if (job.status === "failed") throw jobError(job.error, options.failedMessage);
    // The server may hold a status request for a while; the cadence stays one check per interval.
    await wait(Math.max(0, intervalMs - (now() - started)));
  }
  throw new ApiError("TIMEOUT_ERROR", options.timeoutMessage ?? JOB_TIMEOUT_MESSAGE, { local: true });
}
