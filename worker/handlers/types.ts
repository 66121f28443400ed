import type { Payload, QueueName } from "~/jobs/queues";

export interface JobContext {
  jobId: string;
  retryCount: number;
  signal: AbortSignal;
  progress: (update: { progress?: number; currentStep?: string; iteration?: number }) => Promise<void>;
  /** Whether the queue will try this job again after `error`: only a final failure is shown to users. */
  willRetry: (error: unknown) => boolean;
}

/**
 * A handler returns the job's result, or throws: app/jobs/retry-policy.ts decides whether the failure
 * is retried by the queue (transient) or recorded on the run at once (a user's mistake).
 */
export type JobHandler<Q extends QueueName> = (payload: Payload<Q>, context: JobContext) => Promise<object>;
