// Every provider failure becomes one AI_SERVICE_ERROR with a message an operator can act on.
import { AppError } from "~/lib/errors";
import type { LlmProviderName } from "./types";

export type AiFailure =
  | { kind: "http"; status: number; upstream?: string }
  | { kind: "network"; target: string; cause?: string }
  | { kind: "timeout"; timeoutMs: number }
  | { kind: "invalid_output"; problem: string };

const LABELS: Record<LlmProviderName, { name: string; key: string; model: string }> = {
  gemini: { name: "Gemini", key: "GEMINI_API_KEY", model: "GEMINI_MODEL" },
  openai: { name: "The OpenAI-compatible endpoint", key: "OPENAI_API_KEY", model: "OPENAI_MODEL" },
};

export function aiServiceError(provider: LlmProviderName, failure: AiFailure): AppError {
  const { message, reason } = explainFailure(provider, failure);
  const details: Record<string, unknown> = { provider, reason };
  if (failure.kind === "http") details.status = failure.status;
  if (failure.kind === "http" && failure.upstream) details.upstream = failure.upstream;
  return new AppError("AI_SERVICE_ERROR", message, details);
}

function explainFailure(provider: LlmProviderName, failure: AiFailure): { message: string; reason: string } {
  const label = LABELS[provider];
  switch (failure.kind) {
    case "timeout":
      return {
        reason: "timeout",
        message: `${label.name} did not answer within ${formatDuration(failure.timeoutMs)}.`,
      };
    case "network":
      return {
        reason: "network",
        message: `${label.name} is unreachable at ${failure.target}${failure.cause ? ` (${failure.cause})` : ""}.`,
      };
    case "invalid_output":
      return {
        reason: "invalid_output",
        message: `${label.name} returned an answer that could not be read: ${failure.problem}.`,
      };
    case "http":
      return describeStatus(label, failure.status, failure.upstream);
  }
}

function describeStatus(label: (typeof LABELS)[LlmProviderName], status: number, upstream?: string) {
  const suffix = upstream ? `: ${upstream}` : ".";
  if (status === 429)
    return { reason: "quota", message: `${label.name} is over quota or rate-limited (HTTP 429). Try again later.` };
  // Gemini answers a wrong key with 400 API_KEY_INVALID
  if (status === 401 || status === 403 || (status === 400 && /api key/i.test(upstream ?? "")))
    return { reason: "auth", message: `${label.name} rejected the API key (HTTP ${status}). Check ${label.key}.` };
  if (status === 404)
    return { reason: "not_found", message: `${label.name} does not know the model (HTTP 404). Check ${label.model}.` };
  if (status >= 500)
    return { reason: "server", message: `${label.name} had a server error (HTTP ${status}). Try again in a moment.` };
  return { reason: "bad_request", message: `${label.name} refused the request (HTTP ${status})${suffix}` };
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

/** Upstream error text, bounded: enough to diagnose, never a whole HTML page in a user's error. */
export function clip(text: string | undefined, max = 200): string | undefined {
  if (!text) return undefined;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** The socket error code under fetch's "fetch failed" (ECONNREFUSED, ENOTFOUND, …). */
export function networkCause(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown; errors?: unknown[] } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === "string") return current.code;
    current = (current.cause ?? current.errors?.[0]) as typeof current;
  }
  return undefined;
}
