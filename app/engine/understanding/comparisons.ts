// Numbers in conditions: comparisons with a column ("price under $50", "between 10 and 20"), tallies ("won 6 matches")
// and bare numbers next to a numeric column ("rank 5").
import type { Filter } from "../ir";
import { ADJECTIVE_QUANTITIES, STOP_WORDS, unitSpellings } from "../schema/lexicon";
import type { ColumnInfo } from "../model/schema-index";
import { candidatePool, noteTable, type ParseState, use, useLink } from "./parse-state";
import { isYearLike } from "../model/years";
import { spansYears } from "./spans";
import { RANKS } from "./bare-numbers";
import { comparisonColumn, isElapsed, columnScale, unitColumn } from "./comparison-columns";
import { applyTallies } from "./tallies";

/** The table named after a number, past the values that qualify its rows ("one completed appointment"). */
function relatedNoun(state: ParseState, last: number): number | undefined {
  let i = last + 1;
  const valueAt = (at: number) => state.links.find((l) => l.start === at && l.kind === "value");
  while (i <= last + 3 && valueAt(i)) i = valueAt(i)!.end;
  return state.links.some((l) => l.kind === "table" && l.start === i && !state.assigned.has(l)) ? i : undefined;
}

const PARTITIVE = new Set(["of", "our", "the", "your", "their", "its", "all"]);

/** "more than 100 orders", "price under $50", "at least 60 km", "between 10 and 20". */
export function applyComparisons(state: ParseState) {
  applyTallies(state);
  let previous: { column: ColumnInfo; end: number } | undefined;
  for (const cmp of state.cues.comparisons) {
    // "over 2002 to 2004": the range of years took the word, which compares nothing
    if (cmp.cueTokens.some((k) => state.dates.some((d) => d.tokens.length > 1 && d.tokens.includes(k)))) continue;
    const number = state.tokens[cmp.numberIndex];
    const last = cmp.number2Index ?? cmp.numberIndex;
    // "3 or more orders": what is compared follows the cue, not the number ("3 orders or more" keeps its place)
    const tail = cmp.cueTokens[0] === last + 1 ? Math.max(...cmp.cueTokens) : last;
    const times = number.times || state.tokens[tail + 1]?.norm === "times";
    if (times && cmp.op !== "between" && cmp.op !== "neq") {
      use(state, ...cmp.cueTokens, cmp.numberIndex, tail + 1);
      state.having = { op: cmp.op, value: number.value!, at: Math.min(cmp.cueTokens[0], cmp.numberIndex) };
      continue;
    }
    // "members who booked at least one attended class": related rows exist, no number of theirs is compared
    const related =
      !state.having && ((cmp.op === "gte" && number.value === 1) || (cmp.op === "gt" && number.value === 0))
        ? relatedNoun(state, tail)
        : undefined;
    if (related !== undefined) {
      use(state, ...cmp.cueTokens, cmp.numberIndex);
      state.having = { op: "gte", value: 1, at: Math.min(cmp.cueTokens[0], cmp.numberIndex), noun: related };
      continue;
    }
    let column = comparisonColumn(
      state,
      Math.min(cmp.cueTokens[0], cmp.numberIndex),
      last,
      !!number.currency,
      cmp.cueTokens,
    );
    // "finished above 5th place": a place compares with a column of places
    if (cmp.ordinal && !column?.words.some((w) => RANKS.has(w)))
      column = candidatePool(state).find((c) => c.numeric && !c.position && c.words.some((w) => RANKS.has(w)));
    if (cmp.ordinal && !column) continue;
    // "courses with more than 50 enrollments", "more than one order": the noun right after the number names rows to
    // count, not their key
    const noun = state.tokens[tail + 1];
    const counts = noun?.norm !== noun?.stem || number.value === 1;
    if (column?.key && noun?.kind === "word" && counts && column.words.includes(noun.stem)) column = undefined;
    // "a year with over two launches": a small count is no year
    const spanned =
      !!column &&
      column.text &&
      spansYears(column) &&
      ["year", "years"].includes(state.tokens[last + 1]?.norm ?? "") &&
      !number.year;
    if (column && isYearLike(column) && !number.year && number.value! < 1000 && !spanned) column = undefined;
    // "a membership of more than 40,000 but less than 75,000": the second bound is on the same column
    if (
      !column &&
      previous &&
      cmp.cueTokens[0] - previous.end <= 3 &&
      state.tokens
        .slice(previous.end + 1, cmp.cueTokens[0])
        .every((t) => state.used.has(t.index) || ["but", "and", ",", "or"].includes(t.norm))
    )
      column = previous.column;
    // "which district has more than one venue", "how many zones have at least 4 depots": no column holds the number,
    // so it counts the rows of each answer
    // ("serve over 40 of our shops": the noun after "of our")
    let nounAt = tail + 1;
    while (PARTITIVE.has(state.tokens[nounAt]?.norm ?? "") && nounAt - tail <= 3) nounAt++;
    const counted = state.tokens[nounAt];
    if (
      !column &&
      cmp.op !== "between" &&
      cmp.op !== "neq" &&
      Number.isInteger(number.value) &&
      !number.duration &&
      !number.currency &&
      !number.percent &&
      !number.year &&
      counted?.kind === "word" &&
      !STOP_WORDS.has(counted.norm) &&
      !unitSpellings(counted.norm) &&
      !ADJECTIVE_QUANTITIES[counted.norm] &&
      !state.having
    ) {
      use(
        state,
        ...cmp.cueTokens,
        cmp.numberIndex,
        ...Array.from({ length: nounAt - tail - 1 }, (_, k) => tail + 1 + k),
      );
      state.having = {
        op: cmp.op,
        value: number.value!,
        at: Math.min(cmp.cueTokens[0], cmp.numberIndex),
        noun: nounAt,
      };
      continue;
    }
    if (!column) continue;
    use(state, ...cmp.cueTokens, cmp.numberIndex, ...(cmp.number2Index !== undefined ? [cmp.number2Index] : []));
    // the compared number (with its unit) is not also a value to match ("at least 4 medals" is no rank "4")
    for (const l of state.links)
      if (
        l.kind === "value" &&
        !state.assigned.has(l) &&
        [cmp.numberIndex, last].some((i) => l.start <= i && i < l.end) &&
        l.end <= last + 3
      )
        useLink(state, l);
    let value = number.percent && column.numeric && !column.numericText ? number.value! : number.value!;
    // "above 193m" on a column in metres is 193 metres, not 193 million
    if (number.mSuffix && !number.currency && unitColumn(column, unitSpellings("m")!))
      value = number.value! / 1_000_000;
    const inverse = { gt: "lte", gte: "lt", lt: "gte", lte: "gt", eq: "neq", neq: "eq", between: "between" } as const;
    const negation = comparisonNegation(state, cmp.cueTokens[0]);
    const negated = negation !== undefined;
    if (negated) use(state, negation);
    const filter: Filter & { at: number } = {
      column: column.ref,
      op: negated ? inverse[cmp.op] : cmp.op,
      value,
      phrase: state.tokens
        .slice(cmp.cueTokens[0], last + 1)
        .map((t) => t.raw)
        .join(" "),
      at: cmp.cueTokens[0],
    };
    if (cmp.number2Index !== undefined) filter.value2 = state.tokens[cmp.number2Index].value!;
    // "more than 7 million listeners" on a column in millions is 7; "a cost under forty million" on values such as "$40 million"
    const scale = columnScale(column);
    if (
      scale > 1 &&
      value >= scale &&
      !/^(thou|thousands?|millions?|billions?|m|k|bn)\.?$/.test(state.tokens[last + 1]?.norm ?? "")
    ) {
      filter.value = value / scale;
      if (typeof filter.value2 === "number") filter.value2 = filter.value2 / scale;
    }
    // "ranked higher than 12": a higher rank is a smaller number
    const cueWord = state.tokens[cmp.cueTokens[0]]?.norm;
    if (
      (cmp.ordinal || ["higher", "lower", "better", "worse"].includes(cueWord)) &&
      column.words.some((w) => RANKS.has(w)) &&
      (filter.op === "gt" || filter.op === "lt" || filter.op === "gte" || filter.op === "lte")
    ) {
      filter.op = ({ gt: "lt", lt: "gt", gte: "lte", lte: "gte" } as const)[filter.op];
    }
    if (column.temporal && number.year) {
      filter.part = "year";
    }
    if (spanned) filter.part = "span";
    else if (column.text && isElapsed(column)) {
      filter.part = "seconds";
      const unit = unitSpellings(state.tokens[last + 1]?.norm ?? "")?.[0];
      const seconds = (v: number) => (number.duration ? v : v * (unit === "h" ? 3600 : unit === "min" ? 60 : 1));
      filter.value = seconds(number.value!);
      if (cmp.number2Index !== undefined) filter.value2 = seconds(state.tokens[cmp.number2Index].value!);
    }
    noteTable(state, column.table);
    state.filters.push(filter);
    previous = { column, end: last };
    // "at least 2 gold and 3 bronze medals": the condition carries over to the next number and its column
    const and = state.tokens.findIndex((t, i) => i > last && i <= last + 3 && t.norm === "and");
    const next = state.tokens[and + 1];
    const nextColumn =
      and > 0 && next?.kind === "number" && !next.ordinal && !state.used.has(and + 1)
        ? state.links.find((l) => l.kind === "column" && l.start === and + 2 && !state.assigned.has(l))
        : undefined;
    if (
      cmp.op !== "between" &&
      nextColumn?.kind === "column" &&
      nextColumn.column.numeric &&
      state.tokens.slice(last + 1, and).every((t) => state.used.has(t.index))
    ) {
      useLink(state, nextColumn);
      use(state, and + 1);
      for (const l of state.links)
        if (l.kind === "value" && !state.assigned.has(l) && l.start <= and + 1 && and + 1 < l.end) useLink(state, l);
      state.filters.push({
        ...filter,
        column: nextColumn.column.ref,
        value: next.value!,
        value2: undefined,
        part: undefined,
        phrase: `${state.tokens[cmp.cueTokens[0]].raw} ${next.raw} ${nextColumn.column.display}`,
        at: and + 1,
      });
    }
  }
}

const VERB_NEGATIONS = new Set(["not", "never", "didn't", "doesn't", "don't", "isn't", "wasn't", "aren't", "weren't"]);

/** "not over 12%", "did not have a membership over 45,000", "never fell below 35%": a negation shortly before the cue. */
function comparisonNegation(state: ParseState, cue: number): number | undefined {
  if (state.tokens[cue - 1]?.norm === "not") return cue - 1;
  for (let i = cue - 2; i >= Math.max(0, cue - 6); i--) {
    const t = state.tokens[i];
    if (
      state.links.some((l) => l.kind === "value" && l.start <= i && i < l.end) ||
      t.kind === "number" ||
      [",", "and", "or", "but", "than", "who", "which", "that"].includes(t.norm)
    )
      return undefined;
    if (VERB_NEGATIONS.has(t.norm) && !state.used.has(i)) return i;
  }
  return undefined;
}
