// spec §9: titles and descriptions of widgets made from a question.
import { WIDGET_DESCRIPTION_CHARS } from "~/lib/limits";

export const FALLBACK_WIDGET_TITLE = "Query Result";
const TITLE_WORDS = 3;
const MIN_WORD_LENGTH = 3; // "longer than 2 characters"

/** "Show me revenue by month" → "Show revenue month... Analysis"; "Query Result" when no word qualifies. */
export function widgetTitle(question: string): string {
  const words = question
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word.length >= MIN_WORD_LENGTH)
    .slice(0, TITLE_WORDS);
  return words.length ? `${words.join(" ")}... Analysis` : FALLBACK_WIDGET_TITLE;
}

/** Quotes the first 80 characters of the question, marking a cut with "...". */
export function widgetDescription(question: string): string {
  const text = question.trim().replace(/\s+/g, " ");
  const quoted = text.length > WIDGET_DESCRIPTION_CHARS ? `${text.slice(0, WIDGET_DESCRIPTION_CHARS)}...` : text;
  return `Generated from: "${quoted}"`;
}
