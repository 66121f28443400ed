// One vocabulary of errors (spec §8): every failure the user can see carries one of these codes.
export const ERROR_CODES = [
  "CONNECTION_FAILED",
  "TRANSLATION_ERROR",
  "QUERY_EXECUTION_ERROR",
  "INVALID_REQUEST",
  "DATABASE_ERROR",
  "AI_SERVICE_ERROR",
  "NETWORK_ERROR",
  "TIMEOUT_ERROR",
  "UNKNOWN_ERROR",
  "VALIDATION_ERROR",
  "AUTHENTICATION_ERROR",
  "AUTHORIZATION_ERROR",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS: Record<ErrorCode, number> = {
  CONNECTION_FAILED: 502,
  TRANSLATION_ERROR: 422,
  QUERY_EXECUTION_ERROR: 400,
  INVALID_REQUEST: 400,
  DATABASE_ERROR: 500,
  AI_SERVICE_ERROR: 503,
  NETWORK_ERROR: 502,
  TIMEOUT_ERROR: 504,
  UNKNOWN_ERROR: 500,
  VALIDATION_ERROR: 400,
  AUTHENTICATION_ERROR: 401,
  AUTHORIZATION_ERROR: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
};

// spec §8: the message a user sees for a code when the error carries none of its own.
export const USER_MESSAGES: Partial<Record<ErrorCode, string>> = {
  CONNECTION_FAILED: "Unable to connect to database. Please check your credentials and network connection.",
  TRANSLATION_ERROR: "I couldn't understand your question. Try rephrasing it or being more specific.",
  QUERY_EXECUTION_ERROR: "There was an error running your query. Please check the SQL syntax or try a different query.",
  TIMEOUT_ERROR: "The request timed out. Please try again or check your network connection.",
  DATABASE_ERROR: "Database error occurred. Please try again or contact support.",
  AI_SERVICE_ERROR: "AI service is temporarily unavailable. Please try again in a moment.",
};

export const FALLBACK_MESSAGE = "An unexpected error occurred. Please try again.";

export type ErrorDetails = Record<string, unknown>;

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: ErrorDetails;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, message?: string, details?: ErrorDetails) {
    super(message ?? USER_MESSAGES[code] ?? FALLBACK_MESSAGE);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * The message shown to a user for an error body: spec §8's text for its code, except where the server wrote the
 * message for people — the engine's own words on a question it cannot answer (TRANSLATION_ERROR: "This connection
 * has no tables yet"), or a failure it worded plainly (`details.plain`). Issue 16: those said more than §8's text.
 */
export function userMessage(error: { code?: string; message?: string; details?: ErrorDetails } | undefined): string {
  const code = error?.code as ErrorCode | undefined;
  if (error?.message && (code === "TRANSLATION_ERROR" || error.details?.plain === true)) return error.message;
  if (code && USER_MESSAGES[code]) return USER_MESSAGES[code]!;
  return error?.message || FALLBACK_MESSAGE;
}

/** The envelope every /api and /auth answer uses (spec §7). */
export type Envelope<T> = { success: true; data: T; error: null } | { success: false; data: null; error: ErrorBody };
