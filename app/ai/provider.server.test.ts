import { describe, expect, it } from "vitest";
import { createLlmProvider } from "./provider.server";

describe("createLlmProvider", () => {
  it("returns null for the built-in engine", () => {
    expect(createLlmProvider({ AI_PROVIDER: "local" })).toBeNull();
  });

  it.each([
    [{ AI_PROVIDER: "gemini" as const, GEMINI_API_KEY: "k" }, "gemini"],
    [{ AI_PROVIDER: "openai" as const, OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }, "openai"],
  ])("builds the configured provider", (config, name) => {
    expect(createLlmProvider(config)?.name).toBe(name);
  });

  it("refuses Gemini without a key", () => {
    expect(() => createLlmProvider({ AI_PROVIDER: "gemini" })).toThrow("GEMINI_API_KEY is not set.");
  });
});
