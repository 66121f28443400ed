// Questions asked the way a user asks them: HTTP API → pg-boss queue → worker → answer, polled as the UI polls.
import type { TestApp } from "../harness/app";
import { signUp } from "../harness/clients";

/** What the product answered, as the API returned it. */
export interface ProductAnswer {
  sql: string;
  columns: { name: string }[];
  data: Record<string, unknown[]>;
  rowCount: number;
  truncated: boolean;
  confidence: number;
  insights: string[];
  /** Whether the product stood behind it (issue 33); absent: an answer. */
  understanding?: { status: "answer" | "unsure" | "not_understood"; unplaced: string[] };
  /** The engine's evidence for its reading (the built-in engine's answers). */
  context?: { evidence?: Record<string, unknown> };
}

export interface AskOutcome {
  status: "completed" | "failed" | "lost";
  /** Submit to final answer, through HTTP and the worker. */
  ms: number;
  cached: boolean;
  answer?: ProductAnswer;
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

/** Each poll is held by the server up to ~1 s, so this bounds one question at about three minutes. */
const MAX_POLLS = 180;

type Api = <T = any>(
  pathname: string,
  init?: { method?: string; body?: unknown },
) => Promise<{ status: number; body: T }>;

export interface ProductUser {
  api: Api;
  projectId: string;
}

/**
 * A signed-up user whose access token is refreshed when it expires (15 minutes; a full run takes longer).
 * Refreshes are shared so concurrent requests do not present one refresh token twice.
 */
export async function signUpUser(app: TestApp, name = "Bench"): Promise<ProductUser> {
  const client = await signUp(app, name);
  let tokens = client.tokens;
  let refreshing: Promise<void> | undefined;
  const refresh = () =>
    (refreshing ??= app
      .json("/auth/refresh", { method: "POST", body: { refreshToken: tokens.refreshToken } })
      .then(({ status, body }) => {
        if (status !== 200) throw new Error(`token refresh failed: ${status} ${JSON.stringify(body)}`);
        tokens = body.data.tokens;
        refreshing = undefined;
      }));
  const api: Api = async (pathname, init = {}) => {
    const used = tokens.accessToken;
    const send = () => app.json(pathname, { ...init, headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    const first = await send();
    if (first.status !== 401) return first;
    if (tokens.accessToken === used) await refresh();
    return send();
  };
  const projectId = (await api("/api/projects/personal")).body.data.id;
  return { api, projectId };
}

/** Asks one question and waits for the job's outcome. `chatSessionId` null asks it standalone (no follow-up merge). */
export async function askQuestion(
  user: ProductUser,
  connectionId: string,
  query: string,
  chatSessionId: string | null = null,
): Promise<AskOutcome> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const submitted = await user.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query, chatSessionId },
  });
  if (submitted.status !== 202)
    return {
      status: "failed",
      ms: elapsed(),
      cached: false,
      error: submitted.body.error ?? { code: `HTTP_${submitted.status}`, message: "" },
    };
  const { jobId, cached, result } = submitted.body.data;
  if (cached) return { status: "completed", ms: elapsed(), cached: true, answer: result };
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const { body } = await user.api(`/api/query/job/${jobId}`);
    if (body.data?.status === "completed")
      return { status: "completed", ms: elapsed(), cached: false, answer: body.data.result };
    if (body.data?.status === "failed")
      return { status: "failed", ms: elapsed(), cached: false, error: body.data.error };
  }
  return { status: "lost", ms: elapsed(), cached: false };
}

/** The answer's rows as objects, from its column arrays (`data`), in the answer's column order. */
export function answerRows(answer: ProductAnswer): { columns: string[]; rows: Record<string, unknown>[] } {
  const columns = answer.columns.map((c) => c.name);
  const length = Math.max(0, ...columns.map((c) => answer.data[c]?.length ?? 0));
  const rows = Array.from({ length }, (_, r) =>
    Object.fromEntries(columns.map((c) => [c, answer.data[c]?.[r] ?? null])),
  );
  return { columns, rows };
}

/** Shown rows are fewer than the query returned: the 1,000-row answer cap or the connector's row cap cut them. */
export function answerTruncated(answer: ProductAnswer): boolean {
  return answer.truncated || answer.rowCount > answerRows(answer).rows.length;
}

export type FailureKind =
  "guard refusal" | "execution error" | "timeout" | "translation refusal" | "no answer" | string;

/** The kind of a failed job: guard refusals carry `details.refused` (app/connectors/sql-guard.ts). */
export function failureKind(outcome: AskOutcome): FailureKind | undefined {
  if (outcome.status === "lost") return "no answer";
  if (outcome.status !== "failed") return undefined;
  const code = outcome.error?.code;
  if (code === "TRANSLATION_ERROR") return "translation refusal";
  if (code === "TIMEOUT_ERROR") return "timeout";
  if (code === "QUERY_EXECUTION_ERROR") return outcome.error?.details?.refused ? "guard refusal" : "execution error";
  return code ?? "unknown";
}
