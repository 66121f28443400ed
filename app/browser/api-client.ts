// The one browser client of spec §7, on ky: '/api' base (auth calls without it), Bearer token when present,
// cookies included, the {success, data, error} envelope, retries, per-call timeouts, token refresh and
// expiry, job polling and the 5-minute answer cache.
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyRequest } from "ky";
import { userMessage } from "~/lib/errors";
import {
  ANSWER_CACHE_MS,
  JOB_POLL,
  NO_RETRY_CODES,
  RETRY,
  TIMEOUTS_MS,
  TOKEN_REFRESH_MS,
  XLSX_UPLOAD_TIMEOUT_MS,
} from "~/lib/limits";
import { clearSession, getAccessToken, getTokens, setTokens } from "./session-storage";

export const AUTH_EXPIRED_MESSAGE = "Authentication expired. Please log in again.";
export const TIMEOUT_MESSAGE = "Request timed out. Please try again.";
export const JOB_FAILED_MESSAGE = "Job failed";
export const JOB_TIMEOUT_MESSAGE = "Job polling timeout after 5 minutes";

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

interface Envelope<T> {
  success?: boolean;
  data?: T;
  error?: { code?: string; message?: string; details?: Record<string, unknown> };
}

/** A failed answer's error: the envelope's, or 'HTTP {status}: {text}' without one (spec §8). */
function envelopeError(status: number, statusText: string, body: unknown): ApiError {
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

// ---- Jobs (spec §4 "Job polling") ----

export interface JobStatus<T> {
  status: string;
  /** Whether a worker has the job yet (query jobs); finer than the spec's status. */
  phase?: "queued" | "running" | "done";
  /** Set by the server while no worker is alive to run the job (issue 15). */
  notice?: string | null;
  result?: T | null;
  error?: string | { code?: string; message?: string; details?: Record<string, unknown> } | null;
}

type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PollOptions<T> {
  onStatus?: (status: string) => void;
  /** Every answer, for progress details beyond the status (dashboard generation). */
  onUpdate?: (job: JobStatus<T>) => void;
  fetchStatus?: (jobId: string) => Promise<JobStatus<T>>;
  intervalMs?: number;
  maxTries?: number;
  sleep?: Sleep;
  now?: () => number;
  signal?: AbortSignal;
  timeoutMessage?: string;
  failedMessage?: string;
}

export function jobError(error: JobStatus<unknown>["error"], fallback: string = JOB_FAILED_MESSAGE): ApiError {
  if (error && typeof error === "object")
    return new ApiError(error.code ?? "UNKNOWN_ERROR", error.message || fallback, { details: error.details });
  return new ApiError("UNKNOWN_ERROR", error || fallback);
}

/**
 * Completed gives the result, failed its error; otherwise every 1 s, at most 300 tries (spec §9). The
 * server holds a status request until the job finishes or a few seconds pass, so 300 tries could outlast
 * the 5 minutes they stand for: the tries also stop when those minutes are up.
 */
export async function pollJob<T>(jobId: string, options: PollOptions<T> = {}): Promise<T> {
  const fetchStatus =
    options.fetchStatus ??
    ((id: string) => api.get<JobStatus<T>>(`/query/job/${id}`, { timeoutMs: TIMEOUTS_MS.jobStatus }));
  const { intervalMs = JOB_POLL.intervalMs, maxTries = JOB_POLL.maxTries, now = Date.now } = options;
  const wait = options.sleep ?? sleep;
  const deadline = now() + intervalMs * maxTries;
  for (let tries = 0; tries < maxTries && now() < deadline; tries++) {
    if (options.signal?.aborted) throw new ApiError("UNKNOWN_ERROR", "Cancelled", { local: true });
    const started = now();
    const job = await fetchStatus(jobId);
    options.onStatus?.(job.status);
    options.onUpdate?.(job);
    if (job.status === "completed") return job.result as T;
    if (job.status === "failed") throw jobError(job.error, options.failedMessage);
    // The server may hold a status request for a while; the cadence stays one check per interval.
    await wait(Math.max(0, intervalMs - (now() - started)));
  }
  throw new ApiError("TIMEOUT_ERROR", options.timeoutMessage ?? JOB_TIMEOUT_MESSAGE, { local: true });
}

// ---- Answer cache (spec §4: same connection and question within 5 minutes) ----

export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly ttlMs: number = ANSWER_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private key(connectionId: string, query: string): string {
    return `${connectionId}\u0000${query.trim()}`;
  }

  get(connectionId: string, query: string): T | undefined {
    const key = this.key(connectionId, query);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(connectionId: string, query: string, value: T): void {
    this.entries.set(this.key(connectionId, query), { value, at: this.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}

// ---- CSV upload with progress (spec §7 POST /database/connect/csv; 30 s) ----

export interface CsvUploadInput {
  file: File;
  projectId: string;
  name?: string;
  hasHeaders: boolean;
  delimiter: string;
  /** JSON of the column changes `[{ index, name?, type? }]` (re-import with changes). */
  columns?: string;
  /** The CSV connection whose data the upload replaces. */
  replace?: string;
  onProgress?: (percent: number) => void;
}

/** XMLHttpRequest, because fetch reports no upload progress. The text fields precede the file part. */
export function uploadCsvFile<T>(input: CsvUploadInput): Promise<T> {
  const form = new FormData();
  form.append("project_id", input.projectId);
  form.append("name", input.name ?? "");
  form.append("hasHeaders", String(input.hasHeaders));
  form.append("delimiter", input.delimiter);
  if (input.columns) form.append("columns", input.columns);
  if (input.replace) form.append("replace", input.replace);
  form.append("csvFile", input.file, input.file.name);
  return postWithProgress<T>("/api/database/connect/csv", form, TIMEOUTS_MS.csvUpload, input.onProgress);
}

/** An Excel workbook (ADR 051): each sheet with a header row becomes a table of one connection. */
export function uploadWorkbookFile<T>(input: {
  file: File;
  projectId: string;
  name?: string;
  onProgress?: (percent: number) => void;
}): Promise<T> {
  const form = new FormData();
  form.append("project_id", input.projectId);
  form.append("name", input.name ?? "");
  form.append("xlsxFile", input.file, input.file.name);
  return postWithProgress<T>("/api/database/connect/xlsx", form, XLSX_UPLOAD_TIMEOUT_MS, input.onProgress);
}

function postWithProgress<T>(
  path: string,
  form: FormData,
  timeoutMs: number,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    const token = getAccessToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      readEnvelope<T>(response).then(resolve, reject);
    };
    xhr.ontimeout = () => reject(new ApiError("TIMEOUT_ERROR", TIMEOUT_MESSAGE, { local: true }));
    xhr.onerror = () =>
      reject(
        new ApiError("NETWORK_ERROR", `HTTP ${xhr.status}: ${xhr.statusText || "Network error"}`, { local: true }),
      );
    xhr.send(form);
  });
}
