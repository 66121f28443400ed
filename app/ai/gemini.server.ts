// Gemini through the official @google/genai SDK, with JSON output constrained by a response schema.
import type { GoogleGenAI, Schema } from "@google/genai";
import { createLlmProvider, type TransportOptions } from "./provider-transport";
import { networkCause } from "./service-error";
import type { LlmProvider } from "./types";

export interface GeminiConfig extends TransportOptions {
  GEMINI_API_KEY: string;
  GEMINI_MODEL?: string;
  GEMINI_BASE_URL?: string;
}

export function createGeminiProvider(config: GeminiConfig): LlmProvider {
  const target = config.GEMINI_BASE_URL ?? "https://generativelanguage.googleapis.com";
  // The SDK (with google-auth-library, ~110 modules) is loaded with the first call, as the OpenAI one is.
  let sdk: typeof import("@google/genai") | undefined;
  let client: GoogleGenAI | undefined;
  const connect = async () => {
    sdk ??= await import("@google/genai");
    // every option explicit: otherwise the SDK reads GOOGLE_GENAI_USE_VERTEXAI / GOOGLE_GEMINI_BASE_URL from the process
    client ??= new sdk.GoogleGenAI({
      vertexai: false,
      apiKey: config.GEMINI_API_KEY,
      httpOptions: { baseUrl: target },
    });
    return client;
  };
  const model = config.GEMINI_MODEL ?? "gemini-2.5-flash";

  return createLlmProvider(
    {
      name: "gemini",
      target,
      async send(call, signal) {
        const response = await (
          await connect()
        ).models.generateContent({
          model,
          contents: call.user,
          config: {
            systemInstruction: call.system,
            responseMimeType: "application/json",
            responseSchema: toGeminiSchema(call.jsonSchema),
            temperature: 0,
            abortSignal: signal,
          },
        });
        if (response.text) return { text: response.text };
        return {
          missing: `no text (${response.promptFeedback?.blockReason ?? response.candidates?.[0]?.finishReason ?? "empty answer"})`,
        };
      },
      classify(error, signal) {
        // ApiError's message is the response body
        if (sdk && error instanceof sdk.ApiError) return { kind: "http", status: error.status, body: error.message };
        if (signal.aborted) return { kind: "timeout" };
        if (error instanceof TypeError) return { kind: "network", cause: networkCause(error) ?? error.message };
        return undefined;
      },
    },
    config,
  );
}

/**
 * JSON Schema → Gemini's OpenAPI subset (upper-case types, propertyOrdering). Passing raw JSON Schema would make the
 * SDK send `responseJsonSchema` instead, which older models and OpenAPI-only proxies do not accept.
 */
export function toGeminiSchema(jsonSchema: Record<string, unknown>): Schema {
  const schema: Schema = { type: String(jsonSchema.type).toUpperCase() as Schema["type"] };
  const properties = jsonSchema.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties) {
    schema.properties = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, toGeminiSchema(value)]),
    );
    schema.propertyOrdering = Object.keys(properties);
  }
  if (Array.isArray(jsonSchema.required)) schema.required = jsonSchema.required as string[];
  if (jsonSchema.items) schema.items = toGeminiSchema(jsonSchema.items as Record<string, unknown>);
  if (typeof jsonSchema.description === "string") schema.description = jsonSchema.description;
  return schema;
}
