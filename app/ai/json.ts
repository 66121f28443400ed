// Model output → typed value. Models wrap JSON in fences or prose even when asked not to.
import type { z } from "zod";
import { aiServiceError } from "./service-error";
import type { LlmProviderName } from "./types";

export function parseModelJson<T extends z.ZodType>(text: string, schema: T, provider: LlmProviderName): z.output<T> {
  const value = readFirstJsonObject(stripCodeFences(text));
  if (value === NOT_FOUND) throw aiServiceError(provider, { kind: "invalid_output", problem: "no JSON object in the answer" });
  if (value === MALFORMED) throw aiServiceError(provider, { kind: "invalid_output", problem: "the JSON is malformed" });
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw aiServiceError(provider, { kind: "invalid_output", problem: `unexpected shape (${where}${issue?.message})` });
  }
  return result.data;
}

const NOT_FOUND = Symbol("not found");
const MALFORMED = Symbol("malformed");

/** The first balanced `{…}` that parses; prose before it may hold stray braces. */
function readFirstJsonObject(text: string): unknown {
  let found: typeof NOT_FOUND | typeof MALFORMED = NOT_FOUND;
  for (let start = text.indexOf("{"); start !== -1; start = text.indexOf("{", start + 1)) {
    const end = matchingBrace(text, start);
    if (end === -1) continue;
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      found = MALFORMED;
    }
  }
  return found;
}

export function stripCodeFences(text: string): string {
  const fenced = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/.exec(text);
  return fenced ? fenced[1] : text;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i;
  }
  return -1;
}
