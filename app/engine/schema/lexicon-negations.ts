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
  // "shops outside Spain": in any country but Spain
  "outside",
]);

/** Negations said in two words: "leaving out own goals", "apart from refunds", "aside from the capital". */
export const NEGATION_PAIRS: Record<string, string> = { leaving: "out", leave: "out", apart: "from", aside: "from" };

/**
 * A clause that keeps the groups with no rows ("include shops with none", "even those nobody booked", "zero
 * included"): a word that takes them in, then a word for nothing. "no" and "never" also negate a condition
 * ("counting orders with no discount"), so they need a word that only takes groups in.
 */
export const INCLUSION_WORDS = new Set([
  "include",
  "includes",
  "including",
  "included",
  "inclusive",
  "counting",
  "even",
]);
export const NOTHING_WORDS = new Set(["none", "nobody", "nothing", "zero", "zeros", "zeroes", "0"]);
export const WEAK_NOTHING_WORDS = new Set(["no", "never"]);
export const STRICT_INCLUSION_WORDS = new Set(["include", "includes", "including", "included", "inclusive", "even"]);
