// Which failures a job retries (issue 15, STYLE: a handler throws only for transient failures):
// a database or AI service that blinked is tried again with backoff; a user's mistake fails at once.
import type { AppError } from "~/lib/errors";

export function isTransient(error: AppError): boolean {
  if (error.details?.transient === true) return true;
  if (error.code === "DATABASE_ERROR") return true;
  if (error.code === "AI_SERVICE_ERROR") {
    const status = Number(error.details?.status ?? 0);
    return status === 429 || status >= 500 || error.details?.reason === "timeout" || error.details?.reason === "network";
  }
  return false;
}
