// Cue words: the function words that decide the shape of the query (count, sum, top N, per, not, before …).
import { dict } from "../schema/stem";
import type { Aggregate } from "../ir";
import type { Token } from "./tokens";

export interface Superlative {
  index: number;
  direction: "asc" | "desc";
  /** Time-flavoured superlatives ("latest", "earliest") prefer a date or position column. */
  temporal?: boolean;
  /** "top 5", "3 highest": a ranking with a limit; otherwise the single best. */
  limit?: number;
  tokens: number[];
}

export interface Comparison {
  op: "gt" | "gte" | "lt" | "lte" | "eq" | "neq" | "between";
  cueTokens: number[];
  numberIndex: number;
  number2Index?: number;
  /** "above 6th place", "at least 2nd", "7th or higher": a place, where a better place is a smaller number. */
  ordinal?: boolean;
}

export interface RowRef {
  kind: "before" | "after" | "first" | "last";
  tokens: number[];
  offset: number;
}

export interface Cues {
  count?: { tokens: number[]; times: boolean };
  /** The opening "how many" a list sentence's "number of" replaced: the same count, said first. */
  restatedCount?: number[];
  aggregates: { agg: Aggregate; index: number; tokens: number[] }[];
  superlatives: Superlative[];
  comparisons: Comparison[];
  groupers: number[];
  negations: number[];
  distinct?: number;
  share?: number;
  /** "no-show rate", "cancellation rates": a share within each group, unless a column is called a rate. */
  rate?: number;
  rowRef?: RowRef;
  /** Every row-position word, in order ("the next crew after Otter Eight" has two). */
  rowRefs: RowRef[];
  difference?: { tokens: number[]; absolute: boolean; direction: 1 | -1 };
  /** "more votes than Smith", "the same height as Smith": a comparison with another row's value. */
  relative?: { op: "gt" | "lt" | "eq"; tokens: number[]; than: number };
  wh?: { word: string; index: number };
  /** The question opens with an auxiliary and offers no alternatives ("was there …", "did X win …"). */
  yesNo?: boolean;
  list?: number;
  /** "ordered from highest to lowest", "sorted in ascending order", "alphabetically": how the answer is sorted. */
  sort?: { direction: "asc" | "desc"; alphabetical: boolean; tokens: number[] };
}

const AGG_WORDS: Record<string, Aggregate> = dict({
  total: "sum",
  sum: "sum",
  combined: "sum",
  overall: "sum",
  cumulative: "sum",
  altogether: "sum",
  together: "sum",
  average: "avg",
  avg: "avg",
  mean: "avg",
  typical: "avg",
  minimum: "min",
  min: "min",
  maximum: "max",
  max: "max",
});
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
const GROUPING_VERBS = new Set([
  "grouped",
  "sorted",
  "ordered",
  "ranked",
  "split",
  "broken",
  "broken",
  "segmented",
  "bucketed",
  "aggregated",
  "summarized",
  "summarised",
  "totalled",
  "totaled",
  "listed",
  "shown",
  "given",
  "then",
]);

const NEGATIONS = new Set([
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
  "no",
]);
const YES_NO = new Set(["is", "was", "did", "does", "do", "are", "were", "has", "have", "had", "can", "could"]);
const WH = new Set(["who", "what", "which", "when", "where", "whom", "whose"]);

/** Whether token `at` is inside a later sentence that opens with a list verb ("… ? Return the name and …"). */
function listSentence(tokens: Token[], at: number): boolean {
  for (let i = at - 1; i > 0; i--)
    if ([".", "?", "!", ";"].includes(tokens[i - 1].norm))
      return ["return", "show", "list", "give", "display", "provide"].includes(tokens[i].norm);
  return false;
}

/** "orders made by shoppers in Spain": "by" after these names who did it ("units sold by store" groups). */
const IRREGULAR_PARTICIPLES = new Set(["made", "done"]);

export function findCues(tokens: Token[]): Cues {
  const cues: Cues = { aggregates: [], superlatives: [], comparisons: [], groupers: [], negations: [], rowRefs: [] };
  const n = (i: number) => tokens[i]?.norm ?? "";
  cues.sort = sortClause(tokens);
  const sorting = new Set(cues.sort?.tokens);
  for (let i = 0; i < tokens.length; i++) {
    if (sorting.has(i)) continue;
    const w = n(i);
    if (w === "how" && (n(i + 1) === "many" || n(i + 1) === "much")) {
      if (n(i + 2) === "more" || n(i + 2) === "less" || n(i + 2) === "fewer") {
        cues.difference = { tokens: [i, i + 1, i + 2], absolute: false, direction: n(i + 2) === "more" ? 1 : -1 };
      }
      if (n(i + 1) === "many") cues.count ??= { tokens: [i, i + 1], times: n(i + 2) === "times" };
      else cues.aggregates.push({ agg: "sum", index: i, tokens: [i, i + 1] });
      if (n(i + 2) === "times") cues.count!.tokens.push(i + 2);
      i++;
      continue;
    }
    // "the same number of medals as Veldoria" compares a column, it counts nothing
    if ((w === "number" || w === "count") && n(i + 1) === "of" && n(i - 1) !== "same") {
      // "How many stores sold shoes? Show each store and the number of pairs sold": the count the
      // list asks for is the answer's measure; the question's "how many" only led to it
      if (cues.count && n(cues.count.tokens[1]) === "many" && listSentence(tokens, i))
        [cues.restatedCount, cues.count] = [cues.count.tokens, undefined];
      cues.count ??= { tokens: [i, i + 1], times: false };
      if (n(i - 1) === "total") cues.count.tokens.unshift(i - 1);
      continue;
    }
    if (w === "count" || w === "tally" || w === "headcount") cues.count ??= { tokens: [i], times: false };
    if (w === "difference" || w === "gap" || w === "margin")
      cues.difference ??= { tokens: [i], absolute: true, direction: 1 };
    if ((w === "rate" || w === "rates") && cues.rate === undefined) cues.rate = i;
    if (
      (w === "percentage" || w === "percent" || w === "share" || w === "proportion" || w === "fraction" || w === "%") &&
      !tokens[i - 1]?.percent
    )
      cues.share ??= i;
    // ("the number of unique accounts" in a list sentence is the count, so its word of distinctness is the one)
    if (w === "distinct" || w === "unique" || w === "different")
      cues.distinct = cues.distinct === undefined || cues.count?.tokens.at(-1) === i - 1 ? i : cues.distinct;
    if (WH.has(w) && cues.wh === undefined) cues.wh = { word: w, index: i };
    if (LIST_VERBS.has(w) && i <= 1 && cues.list === undefined) cues.list = i;
    if (
      (NEGATIONS.has(w) || /n['’]t$/.test(w)) &&
      !(w === "other" && n(i + 1) !== "than") &&
      !(w === "no" && (n(i + 1) === "." || tokens[i + 1]?.kind === "number"))
    )
      cues.negations.push(i);
    // "credits earned by students" names who did it; "revenue by country", "grouped by …" group
    const agent =
      w === "by" &&
      (/[a-z](ed|en)$/.test(n(i - 1) ?? "") || IRREGULAR_PARTICIPLES.has(n(i - 1) ?? "")) &&
      !GROUPING_VERBS.has(n(i - 1) ?? "");
    if (["per", "by", "each", "every", "across", "breakdown"].includes(w) && !agent) cues.groupers.push(i);
    // "combinations of method and channel" groups by both
    else if (
      w === "of" &&
      ["combination", "combinations", "pair", "pairs", "pairing", "pairings"].includes(n(i - 1) ?? "")
    )
      cues.groupers.push(i);
    if (AGG_WORDS[w] && !(w === "total" && n(i + 1) === "number"))
      cues.aggregates.push({ agg: AGG_WORDS[w], index: i, tokens: [i] });
    superlative(tokens, i, cues);
    comparison(tokens, i, cues);
    rowReference(tokens, i, cues);
  }
  // "at least 3", "at most 5": the comparison owns "least"/"most"
  const compared = new Set(cues.comparisons.flatMap((c) => c.cueTokens));
  cues.superlatives = cues.superlatives.filter((s) => !compared.has(s.index));
  // "the top 4 depots with the highest rent": one ranking, its size from "top 4", its measure after "highest"
  const [top, then] = cues.superlatives;
  if (
    top &&
    then &&
    ["top", "bottom"].includes(n(top.index)) &&
    top.limit !== undefined &&
    then.limit === undefined &&
    then.index - top.index <= 6 &&
    tokens.slice(top.index + 1, then.index).some((t) => ["with", "having", "by", "of"].includes(t.norm))
  ) {
    cues.superlatives = [
      { ...then, limit: top.limit, tokens: [...top.tokens, ...then.tokens] },
      ...cues.superlatives.slice(2),
    ];
  }
  cues.relative = relativeComparison(tokens, cues);
  // "Is any depot without parcels? Give me those depots.": a second sentence asking for the rows wants them
  const listedAfter = tokens.some((t, i) => i > 1 && LIST_VERBS.has(t.norm) && [".", "?", "!", ";"].includes(n(i - 1)));
  // "are any depots without parcels?": which ones, if any — the list answers whether (decision 039)
  const whichAny = n(0) === "are" && (n(1) === "any" || (n(1) === "there" && n(2) === "any"));
  cues.yesNo =
    YES_NO.has(n(0)) &&
    !tokens.some((t) => t.norm === "or") &&
    cues.wh === undefined &&
    !cues.count &&
    !listedAfter &&
    !whichAny;
  // "the largest number of caps" ranks by caps, it does not count them
  const ranked = cues.count && cues.superlatives.find((s) => s.index === cues.count!.tokens[0] - 1);
  if (ranked && !cues.count!.times) {
    ranked.tokens.push(...cues.count!.tokens);
    cues.count = undefined;
  }
  // "the average number of goals" averages goals, it does not count them
  const averaged =
    cues.count &&
    !cues.count.times &&
    tokens[cues.count.tokens.at(-1)! + 1]?.norm !== "times" &&
    cues.aggregates.find((a) => a.agg === "avg" && a.tokens.at(-1) === cues.count!.tokens[0] - 1);
  if (averaged) {
    averaged.tokens.push(...cues.count!.tokens);
    cues.count = undefined;
  }
  return cues;
}

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
function sortClause(tokens: Token[]): Cues["sort"] {
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
      return { direction: high ? "desc" : "asc", alphabetical: false, tokens: range(lead(i), i + 1) };
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

const LIST_VERBS = new Set(["list", "show", "display", "name", "give", "enumerate", "get", "return", "provide"]);
const SORTED_OBJECTS = new Set(["the", "results", "result", "them", "rows", "list", "output", "it", "answer"]);

function superlative(tokens: Token[], i: number, cues: Cues) {
  const w = tokens[i].norm;
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
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
    tokensUsed.unshift(i - 1);
  } else {
    // "which 3 couriers made the most trips": the number after the question word is the ranking's size
    // and so is the number of "the 3 bouquets with the highest sales"
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
          (t.norm === "the" &&
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

function comparison(tokens: Token[], i: number, cues: Cues) {
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

function rowReference(tokens: Token[], i: number, cues: Cues) {
  const ref = rowReferenceAt(tokens, i);
  if (!ref) return;
  cues.rowRefs.push(ref);
  cues.rowRef ??= ref;
}

function rowReferenceAt(tokens: Token[], i: number): RowRef | undefined {
  const w = tokens[i].norm;
  const next = tokens[i + 1]?.norm;
  if (["previous", "preceding", "prior", "before", "above", "preceded"].includes(w)) {
    const tokensUsed = [i];
    if (["to", "by"].includes(next ?? "")) tokensUsed.push(i + 1);
    if (tokens[i - 1]?.norm === "immediately" || tokens[i - 1]?.norm === "right" || tokens[i - 1]?.norm === "directly")
      tokensUsed.unshift(i - 1);
    return { kind: w === "preceded" ? "after" : "before", tokens: tokensUsed, offset: w === "preceded" ? 1 : -1 };
  } else if (["after", "next", "following", "below", "succeeded", "followed", "behind", "underneath"].includes(w)) {
    const tokensUsed = [i];
    if (["to", "by", "after"].includes(next ?? "")) tokensUsed.push(i + 1);
    if (tokens[i - 1]?.norm === "immediately" || tokens[i - 1]?.norm === "right" || tokens[i - 1]?.norm === "directly")
      tokensUsed.unshift(i - 1);
    return {
      kind: ["succeeded", "followed"].includes(w) ? "before" : "after",
      tokens: tokensUsed,
      offset: ["succeeded", "followed"].includes(w) ? -1 : 1,
    };
  } else if (w === "first" || w === "last" || w === "final") {
    return { kind: w === "first" ? "first" : "last", tokens: [i], offset: 0 };
  } else if (topOfList(tokens, i)) {
    return { kind: w === "top" ? "first" : "last", tokens: [i], offset: 0 };
  }
  return undefined;
}

const LIST_WORDS = new Set([
  "list",
  "table",
  "chart",
  "page",
  "column",
  "listing",
  "ranking",
  "rankings",
  "standings",
  "sheet",
]);

/** "top of the sheet", "on top", "top listed", "at the bottom": the first or last row, not a ranking. */
function topOfList(tokens: Token[], i: number): boolean {
  const n = (k: number) => tokens[k]?.norm ?? "";
  if (n(i) !== "top" && n(i) !== "bottom") return false;
  if (n(i + 1) === "of") return [2, 3, 4].some((k) => LIST_WORDS.has(n(i + k)));
  if (n(i + 1) === "listed" || (n(i - 1) === "on" && n(i) === "top")) return true;
  return (
    n(i - 1) === "the" &&
    (n(i - 2) === "at" || n(i - 2) === "on") &&
    tokens[i + 1]?.kind !== "number" &&
    tokens[i + 1]?.kind !== "word"
  );
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
function relativeComparison(tokens: Token[], cues: Cues): Cues["relative"] {
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
