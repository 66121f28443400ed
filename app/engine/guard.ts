// Refuses questions that are statements or instructions in disguise; the engine only ever writes one SELECT.
import { AppError } from "~/lib/errors";

const STATEMENT =
  /(^|;)\s*(?:(drop|truncate|alter|grant|revoke|vacuum|attach)\s+\S|(delete|insert|replace|copy|load)\s+(from|into|data)\b|update\s+[`"\w.]+\s+set\b|create\s+(table|database|schema|index|view|user|role|function|procedure|trigger)\b|(call|exec|execute)\s+\w+\s*\()/i;
// "; show their names" is English; "; show tables" and "; set x = 1" are statements
const INJECTION =
  /(ignore|disregard|forget)\s+(all\s+)?(the\s+)?(previous|prior|above|earlier|your)\s+(instructions?|prompts?|rules?)|system\s+prompt|you\s+are\s+now|--|\/\*|;\s*(select|with|show\s+(tables|databases|schemas|grants|variables|processlist|columns|create|status)|set\s+[\w@."`]+\s*(=|to\b)|begin|commit|rollback)\b/i;

/** "delete the cancelled orders", "rename the X genre to Y", "set every status to …": a request to change data. */
const WRITE_REQUEST =
  /^(please\s+|can you\s+|could you\s+)?(delete|remove|drop|truncate|erase|purge|wipe|insert|update|rename|alter|grant|revoke|overwrite)\b|^(please\s+|can you\s+|could you\s+)?(set|cancel|change|modify|mark|reset|edit)\s+(all|every|each|the|a|an|new|this|these|those|my|our)\b/i;

export function guardQuestion(question: string): void {
  const trimmed = question.trim();
  if (!trimmed)
    throw translationError("The question is empty.", "Ask something like “how many orders were placed this week?”.");
  if (trimmed.length > 1000) throw translationError("The question is too long.", "Ask one short question at a time.");
  if (WRITE_REQUEST.test(trimmed)) {
    throw translationError(
      "Askdata only reads data; it cannot change, add or delete anything.",
      "Ask a question about the data instead, such as “how many orders were cancelled this year?”.",
    );
  }
  if (STATEMENT.test(trimmed) || INJECTION.test(trimmed)) {
    throw translationError(
      "That reads like a command, not a question about the data.",
      "Askdata only reads data. Ask a question such as “total revenue by month this year”.",
    );
  }
}

export function translationError(message: string, hint: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError("TRANSLATION_ERROR", `${message} ${hint}`, { hint, ...extra });
}
