// Reads a question's cue words: counts, aggregates, groupings, negations, the question word; the cue-*.ts modules
// read superlatives, comparisons, row positions and sort clauses.
import { IRREGULAR_PARTICIPLES } from "../schema/lexicon-events";
import { NEGATION_PAIRS, NEGATIONS } from "../schema/lexicon-negations";
import { dict } from "../schema/stem";
import { POSSESSIVES } from "../schema/lexicon";
import type { Aggregate } from "../ir";
import type { Token } from "./tokens";
import { averageComparison, comparison, relativeComparison } from "./cue-comparisons";
import { rowReference } from "./cue-rows";
import { emptyGroupsClause } from "./cue-empty-groups";
import { sortClause } from "./cue-sort";
import { LIST_VERBS, superlative } from "./cue-superlatives";
import type { Cues } from "./cues";

/** Words after which "number of" names a group's value, not a count. */
const EACH_ONE = new Set(["each", "every", "per"]);

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

const ADDING = new Set(["add", "adds", "added", "adding", "sum", "sums", "summed", "tot", "tots"]);

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

export function findCues(tokens: Token[]): Cues {
  const cues: Cues = { aggregates: [], superlatives: [], comparisons: [], groupers: [], negations: [], rowRefs: [] };
  const n = (i: number) => tokens[i]?.norm ?? "";
  cues.sort = sortClause(tokens);
  cues.keepEmpty = emptyGroupsClause(tokens);
  const sorting = new Set([...(cues.sort?.tokens ?? []), ...(cues.keepEmpty ?? [])]);
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
    // "the same number of medals as Veldoria" compares a column, it counts nothing; "for each number of doors"
    // groups by a column that holds a number
    if ((w === "number" || w === "count") && n(i + 1) === "of" && n(i - 1) !== "same" && !EACH_ONE.has(n(i - 1))) {
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
    if (w === "distinct" || w === "unique" || w === "different" || w === "separate")
      cues.distinct = cues.distinct === undefined || cues.count?.tokens.at(-1) === i - 1 ? i : cues.distinct;
    if (WH.has(w) && cues.wh === undefined) cues.wh = { word: w, index: i };
    if (LIST_VERBS.has(w) && i <= 1 && cues.list === undefined) cues.list = i;
    if (
      (NEGATIONS.has(w) || /n['’]t$/.test(w) || (NEGATION_PAIRS[w] !== undefined && n(i + 1) === NEGATION_PAIRS[w])) &&
      !(w === "other" && n(i + 1) !== "than") &&
      !(w === "no" && (n(i + 1) === "." || tokens[i + 1]?.kind === "number"))
    )
      cues.negations.push(i);
    // "credits earned by students" names who did it; "revenue by country", "grouped by …" group
    const agent =
      w === "by" &&
      (/[a-z](ed|en)$/.test(n(i - 1) ?? "") || IRREGULAR_PARTICIPLES.has(n(i - 1) ?? "")) &&
      !GROUPING_VERBS.has(n(i - 1) ?? "");
    // "across its orders", "across all stores", "across the staff" add up over everything; "across regions" groups
    const spanning = w === "across" && (POSSESSIVES.has(n(i + 1) ?? "") || n(i + 1) === "all" || n(i + 1) === "the");
    if (["per", "by", "each", "every", "across", "breakdown", "distribution"].includes(w) && !agent && !spanning)
      cues.groupers.push(i);
    // "combinations of method and channel" groups by both
    else if (
      w === "of" &&
      ["combination", "combinations", "pair", "pairs", "pairing", "pairings"].includes(n(i - 1) ?? "")
    )
      cues.groupers.push(i);
    // ("the grand total": one word of the cue)
    if (AGG_WORDS[w] && !(w === "total" && n(i + 1) === "number"))
      cues.aggregates.push({ agg: AGG_WORDS[w], index: i, tokens: n(i - 1) === "grand" ? [i - 1, i] : [i] });
    // "what do the fees add up to": a total, said last
    if (ADDING.has(w) && n(i + 1) === "up")
      cues.aggregates.push({ agg: "sum", index: i, tokens: n(i + 2) === "to" ? [i, i + 1, i + 2] : [i, i + 1] });
    superlative(tokens, i, cues);
    comparison(tokens, i, cues);
    rowReference(tokens, i, cues);
  }
  // "at least 3", "at most 5": the comparison owns "least"/"most"
  const compared = new Set(cues.comparisons.flatMap((c) => c.cueTokens));
  cues.superlatives = cues.superlatives.filter((s) => !compared.has(s.index));
  // "the top 4 depots with the highest rent", "top 3 oldest guides": one ranking, its size from "top 4", its measure
  // after "highest" (or the superlative right after the size)
  const [top, then] = cues.superlatives;
  const between = top && then ? tokens.slice(top.index + 1, then.index) : [];
  if (
    top &&
    then &&
    ["top", "bottom"].includes(n(top.index)) &&
    top.limit !== undefined &&
    (then.limit === undefined || then.limit === top.limit) &&
    then.index - top.index <= 6 &&
    (between.some((t) => ["with", "having", "by", "of"].includes(t.norm)) || between.every((t) => t.kind === "number"))
  ) {
    cues.superlatives = [
      { ...then, limit: top.limit, tokens: [...new Set([...top.tokens, ...then.tokens])] },
      ...cues.superlatives.slice(2),
    ];
  }
  // "above the average price" compares with the mean: "average" is no aggregate of the answer, "than" names no row
  cues.average = averageComparison(tokens);
  const average = cues.average?.tokens ?? [];
  cues.aggregates = cues.aggregates.filter((a) => !average.includes(a.index));
  const relative = relativeComparison(tokens, cues);
  cues.relative = relative?.tokens.some((t) => average.includes(t)) ? undefined : relative;
  // "Is any depot without parcels? Give me those depots.": a second sentence asking for the rows wants them
  const listedAfter = tokens.some((t, i) => i > 1 && LIST_VERBS.has(t.norm) && [".", "?", "!", ";"].includes(n(i - 1)));
  // "are any depots without parcels?", "is there a depot no parcel left?": which ones, if any — the list answers
  // whether (decisions 039, 073)
  const whichAny = (n(0) === "are" && (n(1) === "any" || n(1) === "there")) || (n(0) === "is" && n(1) === "there");
  // (the rows asked about follow the opening, as after "list")
  if (whichAny && cues.list === undefined && cues.wh === undefined) cues.list = 1;
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
