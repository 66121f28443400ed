// Diagnostic round trip through the queue: proves delivery, retries and recovery end to end.
import { AppError } from "~/lib/errors";
import type { QUEUES } from "~/jobs/queues";
import type { JobHandler } from "./types";

export const handlePing: JobHandler<typeof QUEUES.ping> = async (payload, context) => {
  if (payload.delayMs) await new Promise((resolve) => setTimeout(resolve, payload.delayMs));
  if (payload.failTimes && context.retryCount < payload.failTimes) {
    throw new Error(`ping failing on purpose (attempt ${context.retryCount + 1})`);
  }
  if (payload.message === "domain-failure") throw new AppError("INVALID_REQUEST", "ping refused on purpose");
  return { echo: payload.message, attempts: context.retryCount + 1, handledAt: new Date().toISOString() };
};
