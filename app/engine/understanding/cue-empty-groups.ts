// "How many bookings per room? Include rooms with none.": a clause asking for the groups that have no rows too.
import {
  INCLUSION_WORDS,
  NOTHING_WORDS,
  STRICT_INCLUSION_WORDS,
  WEAK_NOTHING_WORDS,
} from "../schema/lexicon-negations";
import { stem } from "../schema/stem";
import { type ParseState, use } from "./parse-state";
import type { Token } from "./tokens";

const BOUNDARY = new Set([",", ".", "?", "!", ";", ":", "(", ")"]);

/**
 * The tokens of a clause keeping empty groups: a clause (between punctuation) with a word that takes them in
 * ("including", "even", "counting") before a word for nothing ("none", "nobody", "zero", "no"), or one ending in
 * "as zero" / "zero included". Its words name no rows of their own: they say how the groups are kept.
 */
export function emptyGroupsClause(tokens: Token[]): number[] | undefined {
  let start = 0;
  let previous: Token[] = [];
  for (let i = 0; i <= tokens.length; i++) {
    if (i < tokens.length && !BOUNDARY.has(tokens[i].norm)) continue;
    const clause = tokens.slice(start, i);
    const words = clause.map((t) => t.norm);
    const inclusion = words.findIndex((w) => INCLUSION_WORDS.has(w));
    const asZero = words.some(
      (w, k) => (w === "zero" || w === "0") && (words[k - 1] === "as" || words[k + 1] === "included"),
    );
    const strict = words.some((w) => STRICT_INCLUSION_WORDS.has(w));
    const nothing = words.findIndex(
      (w, k) =>
        (NOTHING_WORDS.has(w) || (WEAK_NOTHING_WORDS.has(w) && (strict || countedAgain(tokens, clause, k)))) &&
        (asZero || inclusion < 0 || k > inclusion),
    );
    // a clause of its own, after the question or opening it ("counting rooms that had none first, …"): the main
    // clause of "which rooms have no bookings" keeps its words
    const own = start > 0 || (inclusion === 0 && i < tokens.length - 1);
    if (nothing >= 0 && (inclusion >= 0 || asZero) && own)
      return [...(INCLUSION_WORDS.has(previous[0]?.norm ?? "") ? previous : []), ...clause].map((t) => t.index);
    previous = clause;
    start = i + 1;
  }
  return undefined;
}

/**
 * "counting rooms with no bookings, how many bookings …": the rows said to be missing are the ones the question
 * counts, so the clause keeps the empty groups; "counting only repairs with no labour cost" names a condition instead.
 */
function countedAgain(tokens: Token[], clause: Token[], at: number): boolean {
  let k = at + 1;
  while (["a", "an", "any", "single"].includes(clause[k]?.norm ?? "")) k++;
  const said = clause[k];
  if (!said || said.kind !== "word") return false;
  const outside = tokens.filter((t) => t.index < clause[0].index || t.index > clause.at(-1)!.index);
  return outside.some((t) => t.kind === "word" && stem(t.norm) === stem(said.norm));
}

/**
 * Groups kept with none of their rows. The groups may come later ("on average per customer" is grouped when the
 * measure is refined), so the clause is read whenever a measure is asked for; ungrouped, it changes nothing.
 */
export function applyEmptyGroups(state: ParseState) {
  const clause = state.cues.keepEmpty;
  if (!clause || !state.ir.select.some((m) => m.agg)) return;
  use(state, ...clause);
  state.ir.keepEmpty = true;
}
