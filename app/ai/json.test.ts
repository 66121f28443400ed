import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "~/lib/errors";
import { parseModelJson } from "./json";

const schema = z.object({ sql: z.string(), confidence: z.number() });
const expected = { sql: "SELECT 1", confidence: 0.9 };

describe("parseModelJson", () => {
  it.each([
    ["bare JSON", '{"sql":"SELECT 1","confidence":0.9}'],
    ["a json code fence", '```json\n{"sql":"SELECT 1","confidence":0.9}\n```'],
    ["a fence without a language", '```\n{"sql":"SELECT 1","confidence":0.9}```'],
    ["prose around the object", 'Here you go: {"sql":"SELECT 1","confidence":0.9} Hope it helps {really}.'],
    ["stray braces before the object", 'Use {braces} wisely. {"sql":"SELECT 1","confidence":0.9}'],
    ["single quotes and bare keys", "{sql: 'SELECT 1', confidence: 0.9}"],
    ["a trailing comma", '{"sql":"SELECT 1","confidence":0.9,}'],
    ["an answer cut off after its last value", '{"sql":"SELECT 1","confidence":0.9'],
  ])("reads %s", (_label, text) => {
    expect(parseModelJson(text, schema, "gemini")).toEqual(expected);
  });

  it("keeps braces and quotes inside JSON strings", () => {
    const text = '{"sql":"SELECT \'{\\"a\\"}\' AS x","confidence":1}';
    expect(parseModelJson(text, schema, "openai").sql).toBe("SELECT '{\"a\"}' AS x");
  });

  it.each([
    ["no JSON at all", "I cannot help with that.", /no JSON object/],
    ["an answer cut off before a value", '{"sql":"SELECT 1","confidence":', /unexpected shape \(confidence:/],
    ["JSON that is not an object", '["SELECT 1"]', /no JSON object/],
    ["the wrong shape", '{"query":"SELECT 1"}', /unexpected shape \(sql:/],
  ])("turns %s into AI_SERVICE_ERROR", (_label, text, message) => {
    try {
      parseModelJson(text, schema, "openai");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("AI_SERVICE_ERROR");
      expect((error as AppError).message).toMatch(message);
      expect((error as AppError).details).toMatchObject({ provider: "openai", reason: "invalid_output" });
    }
  });
});
