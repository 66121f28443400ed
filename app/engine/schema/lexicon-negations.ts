// The lexicon's words that negate what follows them (understanding/find-cues.ts): "not shipped",
// "other than Germany", "excluding refunds".

/** Words that negate the condition named after them ("other" only before "than"; "no" not before a number). */
export const NEGATIONS = new Set([
  "not",
  "non",
  "without",
  "excluding",
  "except",
  "never",
  "isn't",
  "wasn't",
  "aren't",
  "weren't",
  "didn't",
  "doesn't",
  "don't",
  "other",
  "besides",
  "exclude",
  "excludes",
  "excluded",
  "ignoring",
  "omitting",
  "no",
]);

/** Negations said in two words: "leaving out own goals", "apart from refunds", "aside from the capital". */
export const NEGATION_PAIRS: Record<string, string> = { leaving: "out", leave: "out", apart: "from", aside: "from" };
