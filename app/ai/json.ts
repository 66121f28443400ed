// Model output → typed value. Models wrap JSON in fences or prose even when asked not to, and write it loosely
// (single quotes, trailing commas, an answer cut off at the token limit): jsonrepair mends what it can.
import { JSONRepairError, jsonrepair } from "jsonrepair";
import type { z } from "zod";
import { aiServiceError } from "./service-error";
import type { LlmProviderName } from "./types";

/** Objects tried before giving up: prose may hold a few stray braces, not dozens. */
const MAX_CANDIDATES = 20;

export function parseModelJson<T extends z.ZodType>(text: string, schema: T, provider: LlmProviderName): z.output<T> {
  const body = stripCodeFences(text);
  let problem: string | undefined;
  let start = body.indexOf("{");
  for (let tried = 0; start !== -1 && tried < MAX_CANDIDATES; tried++, start = body.indexOf("{", start + 1)) {
    const value = readObject(body.slice(start));
    if (value === undefined) continue;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    problem ??= `unexpected shape (${issue?.path.length ? `${issue.path.join(".")}: ` : ""}${issue?.message})`;
  }
  throw aiServiceError(provider, { kind: "invalid_output", problem: problem ?? "no JSON object in the answer" });
}

export function stripCodeFences(text: string): string {
  const fenced = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/.exec(text);
  return fenced ? fenced[1] : text;
}

/** The object `text` starts with, repaired; prose after it is cut where jsonrepair stops understanding. */
function readObject(text: string): Record<string, unknown> | undefined {
  let end = text.length;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const value: unknown = JSON.parse(jsonrepair(text.slice(0, end)));
      return typeof value === "object" && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined;
    } catch (error) {
      if (!(error instanceof JSONRepairError) || error.position <= 0 || error.position >= end) return undefined;
      end = error.position;
    }
  }
  return undefined;
}
