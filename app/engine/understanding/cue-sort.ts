// Sort clauses: "ordered from highest to lowest", "sorted in ascending order", "alphabetically".
import { dict } from "../schema/stem";
import type { Token } from "./tokens";
import { SORTED_OBJECTS } from "./cue-superlatives";
import type { Cues } from "./cues";

const MEASURE_NOUNS = new Set(["number", "count", "total", "amount", "sum"]);

const SORT_VERBS = new Set(["ordered", "sorted", "ranked", "arranged", "listed", "order", "sort", "rank"]);

const HIGH_END = new Set([
  "highest",
  "largest",
  "most",
  "biggest",
  "longest",
  "greatest",
  "best",
  "top",
  "maximum",
  "max",
  "oldest",
  "latest",
  "newest",
  "heaviest",
  "tallest",
]);

const LOW_END = new Set([
  "lowest",
  "smallest",
  "least",
  "fewest",
  "shortest",
  "worst",
  "bottom",
  "minimum",
  "min",
  "youngest",
  "earliest",
  "lightest",
]);

/** Extremes of age: the oldest has the most years behind it, and the earliest date or year. */
const AGES = new Set(["oldest", "youngest"]);

const DIRECTION_WORDS: Record<string, "asc" | "desc"> = dict({
  descending: "desc",
  decreasing: "desc",
  desc: "desc",
  ascending: "asc",
  increasing: "asc",
  asc: "asc",
});

/**
 * "ordered from highest to lowest", "sort in descending order", "listed alphabetically", "from A to Z": a clause that
 * says how to sort the answer. Its extremes ("highest", "lowest") rank nothing.
 */
export function sortClause(tokens: Token[]): Cues["sort"] {
  const n = (i: number) => tokens[i]?.norm ?? "";
  // the clause reaches back over "sorted in the", "ordered from" and forward over a closing "order"
  const lead = (at: number) => {
    let k = at;
    while (["from", "in", "by", "order", "the"].includes(n(k - 1)) && at - k < 3) k--;
    return SORT_VERBS.has(n(k - 1)) ? k - 1 : k;
  };
  const tail = (at: number) => (n(at + 1) === "order" ? at + 1 : at);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
  // "how many loans per room, sorted by the number of loans, most first" after a count already asked for: the
  // clause sorts by that count, and the noun it repeats is not a second thing to show
  const byMeasure = (from: number) => {
    for (let v = from - 3; v >= Math.max(0, from - 10); v--) {
      if (!SORT_VERBS.has(n(v)) || n(v + 1) !== "by") continue;
      const m = n(v + 2) === "the" ? v + 3 : v + 2;
      const said = tokens.slice(v + 1, from).every((t) => t.kind === "word");
      const asked = tokens
        .slice(0, v)
        .some(
          (t, k) =>
            ["many", "count", "total", "sum", "average"].includes(t.norm) || (t.norm === "number" && n(k + 1) === "of"),
        );
      return MEASURE_NOUNS.has(n(m)) && n(m + 1) === "of" && said && asked ? v : from;
    }
    return from;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (
      (HIGH_END.has(n(i)) || LOW_END.has(n(i))) &&
      n(i + 1) === "to" &&
      (HIGH_END.has(n(i + 2)) || LOW_END.has(n(i + 2))) &&
      HIGH_END.has(n(i)) !== HIGH_END.has(n(i + 2))
    ) {
      return {
        direction: HIGH_END.has(n(i)) ? "desc" : "asc",
        alphabetical: false,
        tokens: range(byMeasure(lead(i)), i + 2),
        ...(AGES.has(n(i)) ? { aged: true } : {}),
      };
    }
    if (
      DIRECTION_WORDS[n(i)] &&
      (SORT_VERBS.has(n(i - 1)) || SORT_VERBS.has(n(i - 2)) || SORT_VERBS.has(n(i - 3)) || n(i + 1) === "order")
    ) {
      return { direction: DIRECTION_WORDS[n(i)], alphabetical: false, tokens: range(byMeasure(lead(i)), tail(i)) };
    }
    // "largest first", "most recent first", "smallest last": the order of the whole list, not its top row
    if (
      (HIGH_END.has(n(i)) || LOW_END.has(n(i))) &&
      ["first", "last"].includes(n(i + 1)) &&
      (i + 2 >= tokens.length || [",", ".", "?", ";", "and", "please"].includes(n(i + 2)))
    ) {
      const high = HIGH_END.has(n(i)) === (n(i + 1) === "first");
      return {
        direction: high ? "desc" : "asc",
        alphabetical: false,
        tokens: range(lead(i), i + 1),
        ...(AGES.has(n(i)) ? { aged: true } : {}),
      };
    }
    if (n(i) === "alphabetically" || (n(i) === "alphabetical" && n(i + 1) === "order")) {
      return { direction: "asc", alphabetical: true, tokens: range(lead(i), tail(i)) };
    }
  }
  // "Order the results by the shop name", "sort them by city": ascending by what follows, as SQL's ORDER BY
  for (let i = 0; i < tokens.length; i++) {
    if (!["order", "sort", "arrange"].includes(n(i))) continue;
    let k = i + 1;
    while (SORTED_OBJECTS.has(n(k)) && k - i <= 3) k++;
    if (k > i + 1 && n(k) === "by") return { direction: "asc", alphabetical: false, tokens: range(i, k) };
  }
  return undefined;
}
