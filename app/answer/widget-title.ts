// spec §9: titles and descriptions of widgets made from a question.
import { WIDGET_DESCRIPTION_CHARS } from "~/lib/limits";
import { GENERIC_CHART_TITLE } from "./chart";

export const FALLBACK_WIDGET_TITLE = "Query Result";
const TITLE_WORDS = 3;
const MIN_WORD_LENGTH = 3; // "longer than 2 characters"

/**
 * The answer's chart title in business words ("Average rating by category") when it has one; otherwise spec §9's
 * rule: "Show me revenue by month" → "Show revenue month... Analysis", "Query Result" when no word qualifies
 * (ADR 021: the rule's titles read as cut-off questions).
 */
export function widgetTitle(question: string, chartTitle?: string): string {
  if (chartTitle && chartTitle !== GENERIC_CHART_TITLE) return chartTitle;
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
