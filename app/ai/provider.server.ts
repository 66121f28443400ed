// The provider registry: configuration in, the provider the question pipeline talks to out (null = built-in engine).
import { AppError } from "~/lib/errors";
import { createGeminiProvider } from "./gemini.server";
import { createOpenAiProvider } from "./openai.server";
import type { AiConfig, LlmProvider } from "./types";

export function createLlmProvider(config: AiConfig): LlmProvider | null {
  switch (config.AI_PROVIDER) {
    case "local":
      return null;
    case "gemini":
      if (!config.GEMINI_API_KEY)
        throw new AppError("AI_SERVICE_ERROR", "GEMINI_API_KEY is not set.", { provider: "gemini" });
      return createGeminiProvider({ ...config, GEMINI_API_KEY: config.GEMINI_API_KEY });
    case "openai":
      return createOpenAiProvider(config);
  }
}
