// Comparison cues: "more than 5", "at least 2nd", "between 3 and 7", and comparisons with another row ("more votes
// than Smith").
import type { Token } from "./tokens";
import type { Comparison, Cues } from "./cues";

const COMPARISON_CUES: [string[], Comparison["op"]][] = [
  [[">", "="], "gte"],
  [["<", "="], "lte"],
  [[">"], "gt"],
  [["<"], "lt"],
  [["≥"], "gte"],
  [["≤"], "lte"],
  [["more", "than"], "gt"],
  [["greater", "than"], "gt"],
  [["higher", "than"], "gt"],
  [["larger", "than"], "gt"],
  [["bigger", "than"], "gt"],
  [["longer", "than"], "gt"],
  [["over"], "gt"],
  [["above"], "gt"],
  [["exceeding"], "gt"],
  [["exceeds"], "gt"],
  [["beyond"], "gt"],
  [["at", "least"], "gte"],
  [["no", "less", "than"], "gte"],
  [["minimum", "of"], "gte"],
  [["or", "more"], "gte"],
  [["less", "than"], "lt"],
  [["fewer", "than"], "lt"],
  [["lower", "than"], "lt"],
  [["smaller", "than"], "lt"],
  [["shorter", "than"], "lt"],
  [["under"], "lt"],
  [["below"], "lt"],
  [["at", "most"], "lte"],
  [["no", "more", "than"], "lte"],
  [["up", "to"], "lte"],
  [["maximum", "of"], "lte"],
  [["or", "less"], "lte"],
  [["or", "fewer"], "lte"],
  [["exactly"], "eq"],
  [["equal", "to"], "eq"],
  [["equals"], "eq"],
  [["between"], "between"],
  [["other", "than"], "neq"],
  [["no", "higher", "than"], "lte"],
  [["no", "greater", "than"], "lte"],
  [["no", "later", "than"], "lte"],
  [["no", "lower", "than"], "gte"],
  [["no", "earlier", "than"], "gte"],
  [["no", "fewer", "than"], "gte"],
  [["or", "higher"], "gte"],
  [["or", "greater"], "gte"],
  [["or", "better"], "gte"],
  [["or", "worse"], "lte"],
  [["or", "over"], "gte"],
  [["or", "above"], "gte"],
  [["or", "lower"], "lte"],
  [["or", "under"], "lte"],
  [["or", "below"], "lte"],
  // "18 or younger", "10 years or older": a comparative after its number (the adjective may also choose the column)
  ...["older", "taller", "heavier", "longer", "later"].map((w): [string[], Comparison["op"]] => [["or", w], "gte"]),
  ...["younger", "shorter", "lighter", "cheaper", "earlier"].map((w): [string[], Comparison["op"]] => [
    ["or", w],
    "lte",
  ]),
  // comparative adjectives with a number: "taller than 150 feet", "older than 40" (the adjective may also choose the column)
  ...["taller", "heavier", "older", "wider", "deeper", "faster", "later", "farther", "further", "better"].map(
    (w): [string[], Comparison["op"]] => [[w, "than"], "gt"],
  ),
  ...["lighter", "younger", "narrower", "shallower", "slower", "earlier", "closer", "nearer", "cheaper", "worse"].map(
    (w): [string[], Comparison["op"]] => [[w, "than"], "lt"],
  ),
];

const STOP = new Set(["the", "a", "of", "and", "or", "times", "time"]);

/** Cues that compare places ("above 6th", "at least 2nd", "7th or higher"). */
const ORDINAL_CUES = new Set([
  "above",
  "below",
  "at least",
  "at most",
  "better than",
  "worse than",
  "higher than",
  "lower than",
  "or better",
  "or worse",
  "or higher",
  "or lower",
]);

export function comparison(tokens: Token[], i: number, cues: Cues) {
  // "no more than 5": the longer cue owns "more than"
  if (cues.comparisons.some((c) => c.cueTokens.includes(i))) return;
  for (const [words, op] of COMPARISON_CUES) {
    if (!words.every((w, k) => tokens[i + k]?.norm === w)) continue;
    const cueTokens = words.map((_, k) => i + k);
    if (words[0] === "or") {
      // "5 or more": the number precedes
      const numberIndex =
        tokens[i - 1]?.kind === "word" && tokens[i - 2]?.kind === "number" && !STOP.has(tokens[i - 1].norm)
          ? i - 2
          : i - 1;
      // "at least 5 or more" says it once
      const place = tokens[numberIndex]?.ordinal && ORDINAL_CUES.has(words.join(" ")) ? { ordinal: true } : {};
      if (tokens[numberIndex]?.ordinal && !place.ordinal) return;
      if (tokens[numberIndex]?.kind === "number" && !cues.comparisons.some((c) => c.numberIndex === numberIndex))
        cues.comparisons.push({ op, cueTokens, numberIndex, ...place });
      else if (tokens[numberIndex]?.kind === "number")
        cues.comparisons.find((c) => c.numberIndex === numberIndex)!.cueTokens.push(...cueTokens);
      return;
    }
    let j = i + words.length;
    while (tokens[j] && ["a", "an", "the", "of", ",", ".", "than", "#"].includes(tokens[j].norm)) j++;
    // "under the age of 25", "at most a capacity of 1,500": the measure is named between the cue and the number
    const named = [1, 2].find(
      (k) =>
        tokens[j + k]?.norm === "of" &&
        tokens[j + k + 1]?.kind === "number" &&
        tokens.slice(j, j + k).every((t) => t.kind === "word" && !STOP.has(t.norm)),
    );
    if (named && tokens[j]?.kind === "word" && i + words.length < j) j += named + 1;
    // "a capacity of 8,000 at most": the cue may follow its number
    if (
      tokens[j]?.kind !== "number" &&
      (op === "lte" || op === "gte") &&
      words[0] === "at" &&
      tokens[i - 1]?.kind === "number" &&
      !tokens[i - 1].ordinal
    )
      j = i - 1;
    if (tokens[j]?.kind !== "number") return;
    if (tokens[j].ordinal) {
      if (ORDINAL_CUES.has(words.join(" "))) cues.comparisons.push({ op, cueTokens, numberIndex: j, ordinal: true });
      return;
    }
    if (op === "between") {
      const and = tokens[j + 1]?.norm === "and" || tokens[j + 1]?.norm === "-" ? j + 2 : -1;
      if (and > 0 && tokens[and]?.kind === "number")
        cues.comparisons.push({ op, cueTokens: [...cueTokens, j + 1], numberIndex: j, number2Index: and });
      return;
    }
    cues.comparisons.push({ op, cueTokens, numberIndex: j });
    return;
  }
}

const MORE = new Set([
  "more",
  "higher",
  "greater",
  "larger",
  "bigger",
  "longer",
  "taller",
  "older",
  "later",
  "heavier",
  "faster",
  "better",
]);

const LESS = new Set([
  "less",
  "fewer",
  "lower",
  "smaller",
  "shorter",
  "younger",
  "earlier",
  "lighter",
  "slower",
  "worse",
]);

/** A comparative with "than" and no number after it, or "the same … as": compares with a named row. */
export function relativeComparison(tokens: Token[], cues: Cues): Cues["relative"] {
  const numbers = new Set(cues.comparisons.flatMap((c) => c.cueTokens));
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].norm;
    if (numbers.has(i) || (cues.difference && cues.difference.tokens.includes(i))) continue;
    if (MORE.has(w) || LESS.has(w)) {
      const than = tokens.findIndex((t, k) => k > i && k <= i + 5 && t.norm === "than");
      if (than < 0 || tokens[than + 1]?.kind === "number") continue;
      return { op: MORE.has(w) ? "gt" : "lt", tokens: [i, than], than };
    }
    // "the same place as 2014/15", "has same position as Ned Alder": the row after "as" is checked when linking
    if (w === "same") {
      const as = tokens.findIndex((t, k) => k > i && k <= i + 5 && t.norm === "as");
      if (as >= 0) return { op: "eq", tokens: tokens[i - 1]?.norm === "the" ? [i - 1, i, as] : [i, as], than: as };
    }
  }
  return undefined;
}

const ABOVE = new Set(["above", "over", "exceeds", "exceeding", "beyond"]);
const BELOW = new Set(["below", "under"]);
/** Words before "average" that leave it the mean over every row: "our average price", "the overall mean". */
const MEAN_LEADS = new Set(["the", "a", "an", "our", "their", "its", "overall"]);
const MEANS = new Set(["average", "mean"]);

/**
 * "priced above the average", "more expensive than average", "a salary below the mean": a comparison with the mean
 * of the column over every row, not with a number or a named row.
 */
export function averageComparison(tokens: Token[]): Cues["average"] {
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].norm;
    let op: "gt" | "lt" | undefined = ABOVE.has(w) ? "gt" : BELOW.has(w) ? "lt" : undefined;
    let j = i + 1;
    if (!op && (MORE.has(w) || LESS.has(w))) {
      const than = tokens.findIndex((t, k) => k > i && k <= i + 3 && t.norm === "than");
      if (than < 0) continue;
      op = MORE.has(w) ? "gt" : "lt";
      j = than + 1;
    }
    if (!op) continue;
    while (MEAN_LEADS.has(tokens[j]?.norm ?? "")) j++;
    // "the company average", "the national mean": one lower-case word naming whose mean it is (a value there is a
    // group's mean, which applyAverage declines)
    const whose = tokens[j];
    if (whose?.kind === "word" && whose.raw === whose.norm && MEANS.has(tokens[j + 1]?.norm ?? "")) j++;
    if (MEANS.has(tokens[j]?.norm ?? ""))
      return { op, tokens: Array.from({ length: j - i + 1 }, (_, k) => i + k), at: j };
  }
  return undefined;
}
