// What every LLM provider's transport shares: the time limit of a request, its failures as one AI_SERVICE_ERROR,
// an answer without text. A provider module (gemini.server.ts, openai.server.ts) supplies its SDK call and
// how to read that SDK's errors.
import { buildLlmProvider, type ModelCall } from "./llm-provider";
import { aiServiceError, clip } from "./service-error";
import { AI_LIMITS, type LlmProvider, type LlmProviderName } from "./types";

/** An SDK error read by its provider: an HTTP answer, the time limit, or the network; undefined for anything else. */
export type TransportFailure =
  | { kind: "http"; status: number; body?: unknown; message?: string }
  | { kind: "timeout" }
  | { kind: "network"; cause?: string };

export interface ProviderTransport {
  name: LlmProviderName;
  /** Where requests go, named when it cannot be reached. */
  target: string;
  /** One request, aborted by `signal` at the time limit: the answer's text, or why there is none. */
  send(call: ModelCall, signal: AbortSignal): Promise<{ text: string } | { missing: string }>;
  classify(error: unknown, signal: AbortSignal): TransportFailure | undefined;
}

/** What every provider's configuration may add to its own settings. */
export interface TransportOptions {
  /** Per request; AI_LIMITS.timeoutMs by default. */
  timeoutMs?: number;
}

export function timeoutOf(options: TransportOptions): number {
  return options.timeoutMs ?? AI_LIMITS.timeoutMs;
}

export function createLlmProvider(transport: ProviderTransport, options: TransportOptions): LlmProvider {
  const timeoutMs = timeoutOf(options);
  return buildLlmProvider(transport.name, async (call) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const answer = await transport.send(call, signal).catch((error: unknown) => {
      throw toAiServiceError(transport, transport.classify(error, signal), timeoutMs) ?? error;
    });
    if ("text" in answer && answer.text) return answer.text;
    throw aiServiceError(transport.name, {
      kind: "invalid_output",
      problem: "missing" in answer ? answer.missing : "no text",
    });
  });
}

function toAiServiceError(transport: ProviderTransport, failure: TransportFailure | undefined, timeoutMs: number) {
  switch (failure?.kind) {
    case "http":
      return aiServiceError(transport.name, {
        kind: "http",
        status: failure.status,
        upstream: clip(upstreamMessage(failure.body) ?? failure.message),
      });
    case "timeout":
      return aiServiceError(transport.name, { kind: "timeout", timeoutMs });
    case "network":
      return aiServiceError(transport.name, { kind: "network", target: transport.target, cause: failure.cause });
    default:
      return undefined;
  }
}

/** The message in a provider's error body, as text or parsed: `{"error": {"message": …}}` (Google) or `{message}` (OpenAI). */
export function upstreamMessage(body: unknown): string | undefined {
  if (typeof body === "string") {
    try {
      return upstreamMessage(JSON.parse(body)) ?? body;
    } catch {
      return body;
    }
  }
  const record = body as { message?: unknown; error?: { message?: unknown } } | null | undefined;
  const message = record?.error?.message ?? record?.message;
  return typeof message === "string" ? message : undefined;
}
