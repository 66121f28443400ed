// Any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, LM Studio) through the official SDK.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, BadRequestError } from "openai";
import type { ChatCompletion } from "openai/resources/chat/completions";
import { buildLlmProvider, type ModelCall } from "./llm-provider";
import { aiServiceError, clip, networkCause } from "./service-error";
import { AI_LIMITS, type LlmProvider } from "./types";

export interface OpenAiConfig {
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  timeoutMs?: number;
}

const DEFAULT_BASE_URL = "https://api.openai.com/v1";

export function createOpenAiProvider(config: OpenAiConfig): LlmProvider {
  const baseURL = config.OPENAI_BASE_URL ?? DEFAULT_BASE_URL;
  const timeoutMs = config.timeoutMs ?? AI_LIMITS.timeoutMs;
  // Local servers (Ollama, vLLM) need no key, but the SDK refuses to start without one. Organization and project are
  // explicit so the SDK adds no headers from OPENAI_ORG_ID / OPENAI_PROJECT_ID in the process environment.
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY || "unused",
    baseURL,
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: timeoutMs,
  });
  const model = config.OPENAI_MODEL ?? "gpt-4o-mini";
  let jsonMode = true;

  const create = (call: ModelCall, json: boolean) =>
    client.chat.completions.create({
      model,
      temperature: 0,
      messages: [
        { role: "system", content: call.system },
        { role: "user", content: call.user },
      ],
      ...(json ? { response_format: { type: "json_object" as const } } : {}),
    });

  async function complete(call: ModelCall): Promise<ChatCompletion> {
    if (!jsonMode) return create(call, false);
    try {
      return await create(call, true);
    } catch (error) {
      if (!(error instanceof BadRequestError)) throw error;
      // Some compatible servers reject response_format; the prompt asks for JSON anyway and json.ts extracts it
      const completion = await create(call, false);
      jsonMode = false;
      return completion;
    }
  }

  return buildLlmProvider("openai", async (call) => {
    const completion = await complete(call).catch((error: unknown) => {
      throw mapOpenAiError(error, { timeoutMs, target: baseURL });
    });
    const choice = completion.choices?.[0];
    if (choice?.message?.content) return choice.message.content;
    const why = choice?.finish_reason === "length" ? "the answer was cut off" : `no text (${choice?.finish_reason ?? "no choices"})`;
    throw aiServiceError("openai", { kind: "invalid_output", problem: why });
  });
}

function mapOpenAiError(error: unknown, context: { timeoutMs: number; target: string }) {
  // the timeout class extends the connection class: test it first
  if (error instanceof APIConnectionTimeoutError) return aiServiceError("openai", { kind: "timeout", timeoutMs: context.timeoutMs });
  if (error instanceof APIConnectionError) {
    return aiServiceError("openai", { kind: "network", target: context.target, cause: networkCause(error) });
  }
  if (error instanceof APIError && typeof error.status === "number") {
    return aiServiceError("openai", { kind: "http", status: error.status, upstream: clip(upstreamMessage(error)) });
  }
  return error;
}

function upstreamMessage(error: APIError): string | undefined {
  const body = error.error as { message?: string } | undefined;
  return body?.message ?? error.message;
}
