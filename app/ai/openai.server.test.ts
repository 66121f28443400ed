import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../tests/fakes/openai";
import { createOpenAiProvider } from "./openai.server";

const explainRequest = { sql: "SELECT 1", plan: "Result", dialect: "mysql" as const };

describe("OpenAI-compatible provider", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it("asks for a JSON object with temperature 0 and the configured model", async () => {
    fake.respond(() => JSON.stringify({ explanation: "Returns one." }));
    const provider = createOpenAiProvider({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: "llama3.1" });
    expect(await provider.explain(explainRequest)).toBe("Returns one.");
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.body).toMatchObject({ model: "llama3.1", temperature: 0, response_format: { type: "json_object" } });
    expect(request.body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(request.headers.authorization).toBe("Bearer unused");
  });

  it("falls back to plain text when the server rejects response_format, and stays there", async () => {
    fake.respond((body) =>
      body.response_format
        ? { status: 400, message: "'response_format.type' must be 'json_schema' or 'text'" }
        : 'Sure:\n```json\n{"explanation": "Returns one."}\n```',
    );
    const provider = createOpenAiProvider({ OPENAI_BASE_URL: fake.url });
    expect(await provider.explain(explainRequest)).toBe("Returns one.");
    expect(await provider.explain(explainRequest)).toBe("Returns one.");
    expect(fake.requests.map((request) => Boolean(request.body.response_format))).toEqual([true, false, false]);
  });

  it("reports a 400 that persists without response_format", async () => {
    fake.respond(() => ({ status: 400, message: "context length exceeded" }));
    const provider = createOpenAiProvider({ OPENAI_BASE_URL: fake.url });
    await expect(provider.explain(explainRequest)).rejects.toMatchObject({
      code: "AI_SERVICE_ERROR",
      message: expect.stringContaining("context length exceeded"),
      details: { provider: "openai", status: 400, reason: "bad_request" },
    });
  });

  it("reports an answer without content", async () => {
    fake.respond(() => ({
      json: {
        id: "x",
        object: "chat.completion",
        created: 0,
        model: "m",
        choices: [{ index: 0, message: { role: "assistant", content: null }, finish_reason: "length" }],
      },
    }));
    const provider = createOpenAiProvider({ OPENAI_BASE_URL: fake.url });
    await expect(provider.explain(explainRequest)).rejects.toMatchObject({
      code: "AI_SERVICE_ERROR",
      message: expect.stringContaining("cut off"),
    });
  });
});
