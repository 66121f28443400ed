// Superlative cues: "the most", "top 5", "the cheapest", "latest" — where they are and which way they rank.
import type { Token } from "./tokens";
import { POSSESSIVES } from "../schema/lexicon";
import { topOfList } from "./cue-rows";
import type { Cues } from "./cues";

const DESC_SUPERLATIVES = new Set([
  "most",
  "highest",
  "largest",
  "biggest",
  "greatest",
  "best",
  "top",
  "maximum",
  "longest",
  "tallest",
  "heaviest",
  "richest",
  "busiest",
  "fastest",
  "max",
  "more",
  "higher",
  "larger",
  "bigger",
  "greater",
  "longer",
  "taller",
  "deepest",
  "widest",
  "strongest",
  "furthest",
  "farthest",
  "popular",
]);

const ASC_SUPERLATIVES = new Set([
  "least",
  "lowest",
  "smallest",
  "fewest",
  "worst",
  "bottom",
  "minimum",
  "shortest",
  "min",
  "less",
  "fewer",
  "lower",
  "smaller",
  "shorter",
  "lightest",
  "slowest",
  "cheapest",
  "poorest",
  "weakest",
  "nearest",
  "closest",
]);

const TEMPORAL_DESC = new Set(["latest", "newest", "recent", "recently", "youngest"]);

const TEMPORAL_ASC = new Set(["earliest", "oldest"]);

export const LIST_VERBS = new Set(["list", "show", "display", "name", "give", "enumerate", "get", "return", "provide"]);

export const SORTED_OBJECTS = new Set(["the", "results", "result", "them", "rows", "list", "output", "it", "answer"]);

export function superlative(tokens: Token[], i: number, cues: Cues) {
  const w = tokens[i].norm;
  const next = tokens[i + 1];
  let prev = tokens[i - 1];
  let direction: "asc" | "desc" | undefined;
  let temporal = false;
  if (
    DESC_SUPERLATIVES.has(w) ||
    (w.endsWith("est") &&
      w.length > 5 &&
      ![
        "interest",
        "contest",
        "forest",
        "west",
        "request",
        "honest",
        "modest",
        "harvest",
        "suggest",
        "manifest",
        "protest",
        "invest",
        "arrest",
        "digest",
        "test",
        "quest",
        "nest",
        "chest",
        "rest",
        "guest",
        "pest",
        "vest",
        "best",
      ].includes(w))
  )
    direction = "desc";
  if (ASC_SUPERLATIVES.has(w)) direction = "asc";
  if (TEMPORAL_DESC.has(w)) [direction, temporal] = ["desc", true];
  if (TEMPORAL_ASC.has(w)) [direction, temporal] = ["asc", true];
  if (!direction) return;
  // comparatives count only with "than" absent ("more than 5" is a comparison)
  if (
    [
      "more",
      "less",
      "fewer",
      "higher",
      "lower",
      "larger",
      "smaller",
      "greater",
      "bigger",
      "longer",
      "shorter",
      "taller",
    ].includes(w)
  ) {
    if (tokens.slice(i + 1, i + 4).some((t) => t.norm === "than")) return;
    if (prev?.norm === "how" || tokens[i - 2]?.norm === "how") return;
    if (!tokens.slice(0, i).some((t) => ["which", "who", "what"].includes(t.norm))) return;
  }
  if (w === "most" && (next?.norm === "recent" || next?.norm === "recently")) return; // handled by "recent"
  // "hired most recently" ranks by date; "orders placed recently" does not
  if (w === "recently" && prev?.norm !== "most") return;
  if (topOfList(tokens, i)) return; // "top of the sheet" is a row position
  if (
    (w === "top" || w === "bottom") &&
    next?.kind !== "number" &&
    prev?.kind !== "number" &&
    !["the", "a"].includes(prev?.norm ?? "") &&
    i > 0
  )
    return;
  // "the single largest crate" ranks rows one by one, as "the largest order" does
  const tokensUsed = prev && (prev.norm === "single" || prev.norm === "individual") ? [i - 1, i] : [i];
  // "the three most recent orders": the size stands before "most"
  if (w === "recent" && prev?.norm === "most") {
    tokensUsed.unshift(i - 1);
    prev = tokens[i - 2];
  }
  // "the largest single bill" is as "the single largest bill": one row, not a ranking of size one
  const single = next?.norm === "single" || next?.norm === "individual";
  if (single) tokensUsed.push(i + 1);
  let limit: number | undefined;
  // "the most 2-star reviews": a number hyphenated to the next word is that word's, not the ranking's size
  if (
    !single &&
    next?.kind === "number" &&
    !next.ordinal &&
    Number.isInteger(next.value) &&
    next.value! > 0 &&
    next.value! <= 1000 &&
    !next.year &&
    tokens[i + 2]?.norm !== "-"
  ) {
    limit = next.value;
    tokensUsed.push(i + 1);
  } else if (
    prev?.kind === "number" &&
    !prev.ordinal &&
    Number.isInteger(prev.value) &&
    prev.value! > 1 &&
    prev.value! <= 1000 &&
    !prev.year
  ) {
    limit = prev.value;
    tokensUsed.unshift(prev.index);
  } else {
    // "which 3 couriers made the most trips": the number after the question word is the ranking's size
    // and so is the number of "the 3 bouquets with the highest sales" ("our 3 bouquets …")
    // ("what are the 4 vans with the most …": the word before the number may follow the question word)
    const sized = (j: number) => {
      const n = tokens[j + 1];
      return (
        n?.kind === "number" &&
        !n.ordinal &&
        Number.isInteger(n.value) &&
        n.value! > 1 &&
        n.value! <= 1000 &&
        !n.year &&
        tokens[j + 2]?.kind === "word"
      );
    };
    const wh = tokens.findIndex(
      (t, j) =>
        j < i - 1 &&
        (t.norm === "which" ||
          t.norm === "what" ||
          ((t.norm === "the" || POSSESSIVES.has(t.norm)) &&
            tokens.slice(j + 2, i).some((u) => ["with", "having", "that", "who"].includes(u.norm)))) &&
        sized(j),
    );
    const n = tokens[wh + 1];
    if (wh >= 0) {
      limit = n.value;
      tokensUsed.unshift(wh + 1);
    }
  }
  cues.superlatives.push({ index: i, direction, temporal, limit, tokens: tokensUsed });
}
