// The one browser client of spec §7, on ky: '/api' base (auth calls without it), Bearer token when present,
// cookies included, retries, per-call timeouts, token refresh and expiry. The envelope and the error type are
// api-errors.ts; job polling, the answer cache and uploads with progress have modules of their own.
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyRequest } from "ky";
import { RETRY, TIMEOUTS_MS, TOKEN_REFRESH_MS } from "~/lib/limits";
import { ApiError, TIMEOUT_MESSAGE, envelopeError, isRetryable, readEnvelope } from "./api-errors";
import { clearSession, getAccessToken, getTokens, setTokens } from "./session-storage";

// The error type and the envelope are part of the client's face: components import them with `api`.
export { ApiError, errorMessage } from "./api-errors";

export const AUTH_EXPIRED_MESSAGE = "Authentication expired. Please log in again.";

/** spec §9: 1 s times the attempt number. */
export function retryDelayMs(attempt: number): number {
  return RETRY.delayMs * attempt;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Per-call timeout of spec §9; none by default (the spec's default is "very large"). */
  timeoutMs?: number;
  /** false: one attempt only (writes a retry could repeat, answers a retry cannot change). */
  retry?: boolean;
  /** Auth calls have no '/api' prefix. */
  base?: "/api" | "";
}

/** ky's failures (timeout, network, an HTTP error with its parsed body) as the one error type. */
function toApiError(error: Error): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return new ApiError("TIMEOUT_ERROR", TIMEOUT_MESSAGE, { local: true });
  if (isHTTPError(error)) return envelopeError(error.response.status, error.response.statusText, error.data);
  const cause = isNetworkError(error) && error.cause instanceof Error ? error.cause : error;
  return new ApiError("NETWORK_ERROR", cause.message || "Network error", { local: true });
}

// Read at every attempt: a retry after another call's refresh carries the new token.
function authorize({ request }: { request: KyRequest }): void {
  const token = getAccessToken();
  if (token) request.headers.set("Authorization", `Bearer ${token}`);
}

const client = ky.create({
  credentials: "include",
  headers: { Accept: "application/json" },
  timeout: false,
  // A 401 is answered by a token refresh (below), not raised.
  throwHttpErrors: (status) => status !== 401,
  // spec §7 retries every failed call (ky's default is the idempotent methods only); a write a retry could repeat
  // opts out with `retry: false` (the question's POST is retried: a repeat asks the same question again)
  retry: {
    limit: RETRY.attempts - 1,
    delay: retryDelayMs,
    methods: ["get", "post", "put", "patch", "delete"],
    shouldRetry: ({ error }) => isRetryable(toApiError(error)),
  },
  hooks: { beforeRequest: [authorize], beforeRetry: [authorize], beforeError: [({ error }) => toApiError(error)] },
});

const AUTH_PATHS = ["/auth/signin", "/auth/signup", "/auth/refresh", "/auth/logout"];

/** spec §7: a 401 triggers a token refresh and one more try or, if the refresh is refused, the expiry of §4. */
async function send(url: string, options: RequestOptions): Promise<Response> {
  const call = () =>
    client(url, {
      method: options.method ?? "GET",
      json: options.body,
      timeout: options.timeoutMs ?? false,
      ...(options.retry === false && { retry: 0 }),
      // Where fetch resolves the path anyway (the page's address); tests under Node set it.
      baseUrl: globalThis.location?.href,
    });
  const response = await call();
  if (response.status !== 401 || AUTH_PATHS.includes(url)) return response;
  const outcome = await refreshAccessToken();
  if (outcome === "refreshed") return call();
  if (outcome === "invalid") {
    expireSession();
    throw new ApiError("AUTHENTICATION_ERROR", AUTH_EXPIRED_MESSAGE, { status: 401, local: true });
  }
  return response;
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return readEnvelope<T>(await send(`${options.base ?? "/api"}${path}`, options));
}

export const api = {
  get: <T = unknown>(path: string, options: Omit<RequestOptions, "method" | "body"> = {}) =>
    request<T>(path, { ...options, method: "GET" }),
  post: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, "method" | "body"> = {}) =>
    request<T>(path, { ...options, method: "POST", body: body ?? {} }),
  put: <T = unknown>(path: string, body: unknown, options: Omit<RequestOptions, "method" | "body"> = {}) =>
    request<T>(path, { ...options, method: "PUT", body }),
  patch: <T = unknown>(path: string, body: unknown, options: Omit<RequestOptions, "method" | "body"> = {}) =>
    request<T>(path, { ...options, method: "PATCH", body }),
  del: <T = unknown>(path: string, options: Omit<RequestOptions, "method" | "body"> = {}) =>
    request<T>(path, { ...options, method: "DELETE" }),
};

/** A file download (export, CSV result) with the same authentication; the name comes from Content-Disposition. */
export async function fetchFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(`/api${path}`, { retry: false });
  if (!response.ok) return readEnvelope(response);
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

// ---- Session: refresh and expiry (spec §4) ----

type ExpiryListener = (message: string) => void;
const expiryListeners = new Set<ExpiryListener>();

export function onAuthExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

export function expireSession(): void {
  clearSession();
  for (const listener of expiryListeners) listener(AUTH_EXPIRED_MESSAGE);
}

type RefreshOutcome = "refreshed" | "invalid" | "unavailable";
let refreshing: Promise<RefreshOutcome> | null = null;

async function rotate(previous: string): Promise<RefreshOutcome> {
  const current = getTokens();
  if (!current) return "invalid";
  // Another tab rotated while this one waited for the lock: its tokens are already stored.
  if (current.refreshToken !== previous) return "refreshed";
  try {
    const response = await send("/auth/refresh", {
      method: "POST",
      body: { refreshToken: current.refreshToken },
      timeoutMs: TIMEOUTS_MS.jobStatus,
    });
    const data = await readEnvelope<{ tokens: { accessToken: string; refreshToken: string } }>(response);
    setTokens(data.tokens);
    return "refreshed";
  } catch (error) {
    return error instanceof ApiError && (error.status === 401 || error.code === "AUTHENTICATION_ERROR")
      ? "invalid"
      : "unavailable";
  }
}

/**
 * One refresh at a time: a rotated refresh token presented twice revokes the whole family, so
 * concurrent calls share one request and tabs take turns through a Web Lock.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  const tokens = getTokens();
  if (!tokens) return Promise.resolve("invalid");
  refreshing ??= (async () => {
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    return locks
      ? locks.request("askdata-token-refresh", () => rotate(tokens.refreshToken))
      : rotate(tokens.refreshToken);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** spec §9: refresh every 14 minutes while tokens are stored. Returns the stop function. */
export function startTokenRefresh(intervalMs: number = TOKEN_REFRESH_MS): () => void {
  const timer = setInterval(() => {
    if (!getTokens()) return;
    void refreshAccessToken().then((outcome) => {
      if (outcome === "invalid") expireSession();
    });
  }, intervalMs);
  return () => clearInterval(timer);
}

export async function logout(): Promise<void> {
  const tokens = getTokens();
  // spec §4: sign-out clears the session even if the call fails.
  await request("/auth/logout", {
    method: "POST",
    base: "",
    body: tokens ? { refreshToken: tokens.refreshToken } : {},
    timeoutMs: 5000,
  }).catch(() => undefined);
  clearSession();
}
