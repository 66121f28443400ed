// How a span says a derived measure's words ("total sales") or a definition's phrase ("total takings"): matched
// whole, ahead of column and table names.
import { STOP_WORDS } from "../schema/lexicon";
import type { Token } from "./tokens";

/** A derived measure's own words ("total sales", "revenue"): leading function words such as "total" belong to it. */
export function aliasScore(span: Token[], aliases: string[]): number {
  const lead = span.findIndex((t) => !MEASURE_LEADS.has(t.norm));
  const rest = span.slice(lead);
  // "time to resolve": a function word may join two of the measure's words, never stand at an edge
  if (
    lead < 0 ||
    !rest.length ||
    STOP_WORDS.has(rest[0].norm) ||
    STOP_WORDS.has(rest.at(-1)!.norm) ||
    rest.some((t) => t.kind !== "word")
  )
    return 0;
  // "revenue per sales channel", "sales and revenue": a word that groups or lists parts two phrases
  if (rest.some((t) => SPLITTING_WORDS.has(t.norm))) return 0;
  const content = rest.filter((t) => !STOP_WORDS.has(t.norm));
  return content.every((t) => aliases.includes(t.stem)) ? 1.05 : 0;
}

const SPLITTING_WORDS = new Set(["per", "by", "each", "every", "across", "and", "or", "vs", "versus", "than"]);

const MEASURE_LEADS = new Set(["total", "overall", "gross", "net", "sum"]);

/** Above every name, alias and value match (≤ 1.05). */
export const DEFINED_SCORE = 1.12;

export function saysPhrase(span: Token[], phrases: string[][]): boolean {
  // "total takings": a leading word of adding up belongs to the metric's phrase
  const lead = span.findIndex((t) => !MEASURE_LEADS.has(t.norm));
  const words = span.slice(Math.max(0, lead)).filter((t) => t.kind !== "punct");
  return phrases.some(
    (p) => p.length === words.length && p.every((w, i) => w === words[i].stem || w === words[i].norm),
  );
}
