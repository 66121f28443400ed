import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGemini } from "../../tests/fakes/gemini";
import { shopCatalog } from "./fixtures/shop-catalog";
import { createGeminiProvider, toGeminiSchema } from "./gemini.server";
import { ANSWER_SCHEMAS } from "./llm-provider";
import { z } from "zod";

describe("Gemini provider", () => {
  let fake: Awaited<ReturnType<typeof startFakeGemini>>;
  beforeAll(async () => {
    fake = await startFakeGemini();
  });
  afterAll(() => fake.stop());

  it("calls generateContent with JSON output, the response schema, the system instruction and temperature 0", async () => {
    fake.respond(() => JSON.stringify({ sql: "SELECT 1", explanation: "One.", confidence: 1 }));
    const provider = createGeminiProvider({
      GEMINI_API_KEY: "k",
      GEMINI_MODEL: "gemini-2.5-pro",
      GEMINI_BASE_URL: fake.url,
    });
    await provider.translate({ question: "one", catalog: shopCatalog(), dialect: "postgresql", history: [] });
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/models/gemini-2.5-pro:generateContent");
    expect(request.body.systemInstruction?.parts[0].text).toContain("read-only SELECT");
    expect(request.body.generationConfig).toMatchObject({
      temperature: 0,
      responseMimeType: "application/json",
      responseSchema: {
        type: "OBJECT",
        required: ["sql", "explanation", "confidence"],
        propertyOrdering: ["sql", "explanation", "confidence"],
      },
    });
  });

  it("reports a blocked answer as unreadable output", async () => {
    fake.respond(() => ({ json: { candidates: [], promptFeedback: { blockReason: "SAFETY" } } }));
    const provider = createGeminiProvider({ GEMINI_API_KEY: "k", GEMINI_BASE_URL: fake.url });
    await expect(provider.explain({ sql: "SELECT 1", plan: "Result", dialect: "postgresql" })).rejects.toMatchObject({
      code: "AI_SERVICE_ERROR",
      message: expect.stringContaining("SAFETY"),
    });
  });
});

describe("toGeminiSchema", () => {
  it("maps JSON Schema to Gemini's OpenAPI subset", () => {
    const schema = toGeminiSchema(z.toJSONSchema(ANSWER_SCHEMAS.insights) as Record<string, unknown>);
    expect(schema).toEqual({
      type: "OBJECT",
      properties: { insights: { type: "ARRAY", items: { type: "STRING" } } },
      propertyOrdering: ["insights"],
      required: ["insights"],
    });
  });
});
