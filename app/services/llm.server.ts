// The configured LLM provider of this process (null with AI_PROVIDER=local), created once.
import { createLlmProvider } from "~/ai/provider.server";
import type { LlmProvider } from "~/ai/types";
import { env } from "~/config/env.server";

let provider: LlmProvider | null | undefined;

export function getLlmProvider(): LlmProvider | null {
  if (provider === undefined) provider = createLlmProvider(env());
  return provider;
}
