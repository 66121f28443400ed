// Negation: a negation cue shortly before a value or a column flips the condition it makes.
import { STOP_WORDS } from "../schema/lexicon";
import { type ParseState, use } from "./parse-state";

/** A negation word within two function words before `at` ("not shipped", "other than Germany"). */
export function negatedAt(state: ParseState, at: number): boolean {
  const linked = (i: number) => state.links.some((l) => l.kind === "value" && l.start <= i && i < l.end);
  for (const n of state.cues.negations) {
    if (n >= at) continue;
    const between = state.tokens.slice(n + 1, at);
    if (between.length <= 3 && between.every((t) => STOP_WORDS.has(t.norm) || !linked(t.index))) {
      use(state, n, ...between.map((t) => t.index));
      return true;
    }
  }
  return false;
}
