import type { Payload, QueueName } from "~/jobs/queues";

export interface JobContext {
  jobId: string;
  retryCount: number;
  signal: AbortSignal;
  progress: (update: { progress?: number; currentStep?: string; iteration?: number }) => Promise<void>;
}

/**
 * A handler returns the job's result. It throws an AppError for a domain failure (the run is recorded
 * as failed, not retried) and any other error for an infrastructure failure (pg-boss retries it).
 */
export type JobHandler<Q extends QueueName> = (payload: Payload<Q>, context: JobContext) => Promise<object>;
