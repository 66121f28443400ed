// Turns driver errors into AppErrors with a reason a person can act on (spec §8 codes).
import { AppError, isAppError } from "~/lib/errors";
import { isInternalHost } from "./network-policy";
import { formatSeconds } from "./result-values";
import type { FailedField } from "./types";

export interface Target {
  host: string;
  port: number;
}

interface DriverError {
  code?: string;
  errno?: number;
  message?: string;
}

const NETWORK_CODES = new Set([
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ECONNABORTED",
  "EADDRNOTAVAIL",
  "PROTOCOL_CONNECTION_LOST",
  "PROTOCOL_SEQUENCE_TIMEOUT",
  "HANDSHAKE_NO_SSL_SUPPORT",
  "HANDSHAKE_SSL_ERROR",
]);

// SQLSTATE classes 08 (connection exception) and 28 (authorization), plus startup-time failures.
const PG_CONNECTION_STATES = /^(08|28|3D000|53300|57P0[1-3])/;
const MYSQL_CONNECTION_CODES = new Set([
  "ER_ACCESS_DENIED_ERROR",
  "ER_DBACCESS_DENIED_ERROR",
  "ER_BAD_DB_ERROR",
  "ER_CON_COUNT_ERROR",
  "ER_HOST_NOT_PRIVILEGED",
  "ER_HOST_IS_BLOCKED",
  "ER_NOT_SUPPORTED_AUTH_MODE",
  "ER_SERVER_SHUTDOWN",
]);
const CONNECT_TIMEOUT_TEXT =
  /connection timeout|timeout expired|timeout exceeded when trying to connect|connect ETIMEDOUT/i;
const LOST_CONNECTION_TEXT = /Connection terminated|Client has encountered a connection error|Connection lost/i;

/** Errors from a server that spoke the database's protocol: safe to show for any host. */
function isDatabaseAnswer(code: string): boolean {
  return PG_CONNECTION_STATES.test(code) || MYSQL_CONNECTION_CODES.has(code);
}

/** The one text for "nothing that speaks this database answered" at an internal address. */
export function unreachableReason(target: Target): string {
  return `no database server answered at ${target.host}:${target.port}`;
}

/** The human reason when `error` is a connection problem; undefined for anything else. */
export function connectionFailureReason(error: unknown, target: Target, connectTimeoutMs: number): string | undefined {
  if (isAppError(error)) return error.code === "CONNECTION_FAILED" ? error.message : undefined;
  const { code = "" } = (error ?? {}) as DriverError;
  const reason = detailedReason(error, target, connectTimeoutMs);
  if (reason !== undefined && !isDatabaseAnswer(code) && isInternalHost(target.host)) return unreachableReason(target);
  return reason;
}

/** A connection test's reason: anything unrecognised is the driver's text, except at internal addresses. */
export function testFailureReason(error: unknown, target: Target, connectTimeoutMs: number): string {
  const reason = connectionFailureReason(error, target, connectTimeoutMs);
  if (reason !== undefined) return reason;
  return isInternalHost(target.host) ? unreachableReason(target) : ((error as Error)?.message ?? String(error));
}

function detailedReason(error: unknown, target: Target, connectTimeoutMs: number): string | undefined {
  const { code = "", message = String(error) } = (error ?? {}) as DriverError;
  const where = `${target.host}:${target.port}`;
  if (code === "ECONNREFUSED") return `connection refused at ${where}`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `host "${target.host}" could not be resolved`;
  if (code === "ETIMEDOUT" || CONNECT_TIMEOUT_TEXT.test(message))
    return `timeout after ${formatSeconds(connectTimeoutMs)} s connecting to ${where}`;
  if (code === "ECONNRESET" || LOST_CONNECTION_TEXT.test(message))
    return `the server at ${where} closed the connection unexpectedly`;
  if (NETWORK_CODES.has(code) || MYSQL_CONNECTION_CODES.has(code)) return message;
  if (PG_CONNECTION_STATES.test(code)) return message;
  if (!code && /\bSSL\b|certificate/i.test(message)) return message;
  return undefined;
}

const TRANSIENT_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ECONNABORTED",
  "EAI_AGAIN",
  "PROTOCOL_CONNECTION_LOST",
  "ER_CON_COUNT_ERROR",
  "ER_SERVER_SHUTDOWN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** A failure that may pass by itself (a restart, a full server, a network blip): worth a retry. */
export function isTransientDriverError(error: unknown): boolean {
  const { code = "", message = "" } = (error ?? {}) as DriverError;
  return TRANSIENT_CODES.has(code) || CONNECT_TIMEOUT_TEXT.test(message) || LOST_CONNECTION_TEXT.test(message);
}

/**
 * For best-effort reads (value samples, key checks): a lost connection is rethrown rather than
 * swallowed, so an introspection during a server restart fails and is retried instead of caching a
 * catalog without values (which then refused "Germany" as unknown).
 */
export function rethrowIfTransient(error: unknown): undefined {
  if (isTransientDriverError(error) || (isAppError(error) && error.details?.transient === true)) throw error;
  return undefined;
}

/** Which part of a connection form a failure points at: the login, the database name, or else the host and port. */
export function failedField(error: unknown): FailedField {
  if (isAppError(error)) return (error.details?.field as FailedField | undefined) ?? "host";
  const { code = "" } = (error ?? {}) as DriverError;
  if (/^28/.test(code) || code === "ER_ACCESS_DENIED_ERROR" || code === "ER_NOT_SUPPORTED_AUTH_MODE")
    return "credentials";
  if (code === "3D000" || code === "ER_BAD_DB_ERROR" || code === "ER_DBACCESS_DENIED_ERROR") return "database";
  return "host";
}

export function connectionFailed(error: unknown, target: Target, connectTimeoutMs: number): AppError | undefined {
  const reason = connectionFailureReason(error, target, connectTimeoutMs);
  if (reason === undefined) return undefined;
  return new AppError("CONNECTION_FAILED", reason, {
    field: failedField(error),
    ...(isTransientDriverError(error) ? { transient: true } : {}),
  });
}

export function timeoutError(timeoutMs: number): AppError {
  return new AppError("TIMEOUT_ERROR", `Query exceeded the ${formatSeconds(timeoutMs)} s time limit`, { timeoutMs });
}

/** Past the server-side statement limit, a connection that still has not answered is abandoned this much later. */
export const DEADLINE_GRACE_MS = 5_000;

/** Rejects with `onExpire()` if `work` has not settled within `ms`; the caller cleans up in onExpire. */
export function withDeadline<T>(work: Promise<T>, ms: number, onExpire: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onExpire()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
