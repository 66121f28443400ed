// Confidence: how much of the question was understood, how strong the links were, and what had to be guessed.
import { STOP_WORDS } from "../schema/lexicon";
import type { ParseState } from "../understanding/parse-state";

/** Content words that no link or cue explained (they lower confidence and are reported back). */
export function ignoredWords(state: ParseState): string[] {
  return state.tokens
    .filter((t) => !state.used.has(t.index) && t.kind !== "punct" && !STOP_WORDS.has(t.norm) && !FILLER.has(t.norm))
    .map((t) => t.raw);
}

const FILLER = new Set(["did", "does", "do", "much", "ago", "get", "got", "has", "have", "made", "make", "there", "having", "being", "who", "whose", "whom", "was", "were", "order", "descending", "ascending", "sorted", "ranked", "team's", "name", "many", "equal", "same", "overall", "currently", "ever", "recorded", "according", "chart", "take", "took", "place", "come", "came", "see"]);

export function contentWords(state: ParseState): number {
  return state.tokens.filter((t) => t.kind !== "punct" && !STOP_WORDS.has(t.norm) && !FILLER.has(t.norm)).length;
}

export function computeConfidence(state: ParseState, ignored: string[]): number {
  let confidence = 0.98;
  confidence -= Math.min(0.5, ignored.length * 0.12);
  for (const p of state.penalties) confidence -= p.amount;
  for (const link of state.assigned) if (link.score < 1) confidence -= Math.min(0.15, (1 - link.score) * 0.3);
  if (!state.assigned.size) confidence -= 0.15;
  return Math.round(Math.max(0.05, Math.min(0.99, confidence)) * 100) / 100;
}
