// Any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama, vLLM, LM Studio) through the official SDK.
import type OpenAI from "openai";
import type { ChatCompletion } from "openai/resources/chat/completions";
import type { ModelCall } from "./llm-provider";
import { createLlmProvider, timeoutOf, type TransportOptions } from "./provider-transport";
import { networkCause } from "./service-error";
import type { LlmProvider } from "./types";

export interface OpenAiConfig extends TransportOptions {
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
}

export function createOpenAiProvider(config: OpenAiConfig): LlmProvider {
  const baseURL = config.OPENAI_BASE_URL ?? "https://api.openai.com/v1";
  // Local servers (Ollama, vLLM) need no key, but the SDK refuses to start without one. Organization and project are
  // explicit so the SDK adds no headers from OPENAI_ORG_ID / OPENAI_PROJECT_ID in the process environment.
  // The SDK (~240 modules) is loaded with the first call, not by every process that may never call it.
  let sdk: typeof import("openai") | undefined;
  let client: OpenAI | undefined;
  const connect = async () => {
    sdk ??= await import("openai");
    client ??= new sdk.default({
      apiKey: config.OPENAI_API_KEY || "unused",
      baseURL,
      organization: null,
      project: null,
      maxRetries: 0,
      timeout: timeoutOf(config),
    });
    return client;
  };
  const model = config.OPENAI_MODEL ?? "gpt-4o-mini";
  let jsonMode = true;

  const create = async (call: ModelCall, json: boolean, signal: AbortSignal) =>
    (await connect()).chat.completions.create(
      {
        model,
        temperature: 0,
        messages: [
          { role: "system", content: call.system },
          { role: "user", content: call.user },
        ],
        ...(json ? { response_format: { type: "json_object" as const } } : {}),
      },
      { signal },
    );

  async function complete(call: ModelCall, signal: AbortSignal): Promise<ChatCompletion> {
    if (!jsonMode) return create(call, false, signal);
    try {
      return await create(call, true, signal);
    } catch (error) {
      if (!sdk || !(error instanceof sdk.BadRequestError)) throw error;
      // Some compatible servers reject response_format; the prompt asks for JSON anyway and json.ts extracts it
      const completion = await create(call, false, signal);
      jsonMode = false;
      return completion;
    }
  }

  return createLlmProvider(
    {
      name: "openai",
      target: baseURL,
      async send(call, signal) {
        const choice = (await complete(call, signal)).choices?.[0];
        if (choice?.message?.content) return { text: choice.message.content };
        return {
          missing:
            choice?.finish_reason === "length"
              ? "the answer was cut off"
              : `no text (${choice?.finish_reason ?? "no choices"})`,
        };
      },
      classify(error, signal) {
        // the timeout class extends the connection class: test it first
        if (signal.aborted || (sdk && error instanceof sdk.APIConnectionTimeoutError)) return { kind: "timeout" };
        if (!sdk) return undefined;
        if (error instanceof sdk.APIConnectionError) return { kind: "network", cause: networkCause(error) };
        if (error instanceof sdk.APIError && typeof error.status === "number")
          return { kind: "http", status: error.status, body: error.error, message: error.message };
        return undefined;
      },
    },
    config,
  );
}
