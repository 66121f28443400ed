// Queue names and payload contracts shared by the web (sender) and the worker (handlers).
import { z } from "zod";
import { drillRequestSchema } from "~/lib/drill";

export const QUEUES = {
  ping: "system-ping",
  query: "query-visualize",
  dashboard: "dashboard-generate",
  /** Each minute (pg-boss schedule): which subscriptions and alerts are due (ADR 058). */
  scheduleTick: "schedule-tick",
  /** One schedule's delivery for one period. */
  scheduleDeliver: "schedule-deliver",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const PAYLOADS = {
  [QUEUES.ping]: z.object({
    message: z.string(),
    failTimes: z.number().int().min(0).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
  }),
  [QUEUES.query]: z.object({
    connectionId: z.string().uuid(),
    question: z.string().min(1).max(2000),
    chatSessionId: z.string().uuid().nullable(),
    userId: z.string().uuid(),
    reading: z.number().int().min(0).max(5).optional(),
    /** A click on a chart (ADR 057): the saved question narrowed to the clicked value; `question` is its words. */
    drill: drillRequestSchema.optional(),
  }),
  [QUEUES.dashboard]: z.object({
    connectionId: z.string().uuid(),
    userId: z.string().uuid(),
    kind: z.enum(["welcome", "simple"]),
    name: z.string().max(200).nullable(),
    /** Set when regenerating: the dashboard is rebuilt in place. */
    dashboardId: z.string().uuid().nullable(),
  }),
  // `at`: the instant the check is made as of; the cron's ticks carry none (now). Tests send a tick with it.
  [QUEUES.scheduleTick]: z.object({ at: z.iso.datetime({ offset: true }).optional() }),
  [QUEUES.scheduleDeliver]: z.object({ deliveryId: z.string().uuid() }),
} satisfies Record<QueueName, z.ZodTypeAny>;

export type Payload<Q extends QueueName> = z.infer<(typeof PAYLOADS)[Q]>;

/** Retry policy (spec: nothing queued is lost; infrastructure failures retry with backoff). */
export const QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 30,
  expireInSeconds: 15 * 60,
  // A worker killed mid-job stops touching it; the job is then retried elsewhere (not lost).
  heartbeatSeconds: 10,
  notify: true,
} as const;

/** NOTIFY channel on which the worker announces a finished job run (id as payload). */
export const JOB_DONE_CHANNEL = "askdata_job_done";
