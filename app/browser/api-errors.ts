// The client's one error type and the {success, data, error} envelope it reads (spec §7, §8).
import { userMessage } from "~/lib/errors";
import { NO_RETRY_CODES } from "~/lib/limits";

export const TIMEOUT_MESSAGE = "Request timed out. Please try again.";

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  /** Raised by this client (timeout, polling): its own text is what the user reads. */
  readonly local: boolean;

  constructor(
    code: string,
    message: string,
    options: { status?: number; details?: Record<string, unknown>; local?: boolean } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = options.status ?? 0;
    this.details = options.details;
    this.local = options.local ?? false;
  }

  /** spec §8: known codes read their catalogue text, the others their own message. */
  get userMessage(): string {
    return this.local ? this.message : userMessage({ code: this.code, message: this.message, details: this.details });
  }

  /** Field-level messages a VALIDATION_ERROR carries (details.fields). */
  get fields(): Record<string, string> {
    const fields = this.details?.fields;
    return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
  }
}

/** The text to show for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  return userMessage({ message: error instanceof Error ? error.message : undefined });
}

// spec §7 lists four codes that are never retried; the project's own deterministic codes join them.
const NEVER_RETRIED = new Set<string>([
  ...NO_RETRY_CODES,
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
]);

export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return !NEVER_RETRIED.has(error.code);
  return true;
}

interface Envelope<T> {
  success?: boolean;
  data?: T;
  error?: { code?: string; message?: string; details?: Record<string, unknown> };
}

/** A failed answer's error: the envelope's, or 'HTTP {status}: {text}' without one (spec §8). */
export function envelopeError(status: number, statusText: string, body: unknown): ApiError {
  const error = body && typeof body === "object" ? (body as Envelope<unknown>).error : undefined;
  if (error)
    return new ApiError(error.code ?? "UNKNOWN_ERROR", error.message ?? "", { status, details: error.details });
  return new ApiError("NETWORK_ERROR", `HTTP ${status}: ${statusText}`, { status, local: true });
}

/** Unwraps the envelope of an answer. */
export async function readEnvelope<T>(response: Response): Promise<T> {
  const text = await response.text().catch(() => "");
  let body: Envelope<T> | null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok && body && body.success !== false) return (body.data ?? body) as T;
  throw envelopeError(response.status, response.statusText, body);
}
