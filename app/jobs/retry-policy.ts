// The one place that tells a transient failure from a final one (issue 15; STYLE: a handler throws
// only for transient failures). Transient: a database or AI service that blinked — the queue retries
// it with backoff. Final: a user's mistake (guard refusal, bad SQL, wrong password) fails at once.
import { isTransientDriverError } from "~/connectors/connection-errors";
import { AppError, isAppError } from "~/lib/errors";

// Sequelize's names for "no session with the metadata database" (it wraps the pg error).
const METADATA_CONNECTION_ERRORS = new Set([
  "SequelizeConnectionError",
  "SequelizeConnectionRefusedError",
  "SequelizeConnectionAcquireTimeoutError",
  "SequelizeConnectionTimedOutError",
  "SequelizeHostNotFoundError",
  "SequelizeHostNotReachableError",
  "SequelizeInvalidConnectionError",
]);

interface WrappedError {
  name?: string;
  parent?: unknown;
  original?: unknown;
}

/**
 * The metadata database could not be reached or dropped the session (a restart, `57P01`, a full
 * server): DATABASE_ERROR with the spec's message, for the API envelope and for a retry.
 */
export function metadataUnavailable(error: unknown): AppError | undefined {
  if (isAppError(error) || !error || typeof error !== "object") return undefined;
  const { name = "", parent, original } = error as WrappedError;
  const unreachable = METADATA_CONNECTION_ERRORS.has(name) || isTransientDriverError(parent ?? original ?? error);
  return unreachable ? new AppError("DATABASE_ERROR") : undefined;
}

export function isTransient(error: unknown): boolean {
  if (!isAppError(error)) return metadataUnavailable(error) !== undefined;
  if (error.details?.transient === true) return true;
  if (error.code === "DATABASE_ERROR") return true;
  if (error.code === "AI_SERVICE_ERROR") {
    const status = Number(error.details?.status ?? 0);
    return (
      status === 429 || status >= 500 || error.details?.reason === "timeout" || error.details?.reason === "network"
    );
  }
  return false;
}

/**
 * Whether this attempt's failure goes back to the queue: transient failures and unexpected errors
 * (pg-boss's own contract) are retried while attempts remain; an AppError that is not transient never.
 */
export function willRetry(error: unknown, attempt: { retryCount: number; retryLimit: number }): boolean {
  if (attempt.retryCount >= attempt.retryLimit) return false;
  return isAppError(error) ? isTransient(error) : true;
}
