// Numbers in conditions: comparisons with a column ("price under $50", "between 10 and 20"), tallies ("won 6 matches")
// and bare numbers next to a numeric column ("rank 5").
import type { Filter } from "../ir";
import { ADJECTIVE_QUANTITIES, STOP_WORDS, unitSpellings } from "../schema/lexicon";
import { storedUnit } from "../model/units";
import { timeUnitOf } from "../schema/lexicon";
import type { ColumnInfo } from "../model/schema-index";
import { stem } from "../schema/stem";
import { inDateCondition, namesColumn } from "./date-filters";
import type { Link } from "./link";
import { LATE } from "./lateness";
import { negatedAt } from "./negation";
import {
  candidatePool,
  isYearLike,
  linkAfter,
  linkBefore,
  noteTable,
  penalize,
  type ParseState,
  use,
  useLink,
} from "./parse-state";
import { spansYears } from "./spans";

const MONEY_WORDS = [
  "price",
  "amount",
  "total",
  "revenue",
  "cost",
  "value",
  "fee",
  "salary",
  "income",
  "budget",
  "spend",
  "paid",
  "gross",
  "sale",
  "profit",
  "mrr",
  "arr",
  "money",
  "prize",
  "purse",
  "earnings",
  "wage",
  "usd",
  "eur",
  "gbp",
  "dollar",
].map(stem);

/** "teams that won 6 matches", "won only 1 game": the verb's column holds the number; the games are only the unit. */
function applyTallies(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "number" || t.ordinal || t.year || state.used.has(t.index) || !Number.isInteger(t.value)) continue;
    const next = state.tokens[t.index + 1];
    const unitLink = state.links.find(
      (l) =>
        l.kind === "column" &&
        l.start === t.index + 1 &&
        !state.assigned.has(l) &&
        l.column.words.some((w) => PLAYED_UNITS.has(w)),
    );
    const unit =
      unitLink ??
      (next?.kind === "word" &&
      PLAYED_UNITS.has(stem(next.norm)) &&
      !state.links.some((l) => l.start <= next.index && next.index < l.end)
        ? next
        : undefined);
    let at = t.index - 1;
    if (["only", "exactly", "just"].includes(state.tokens[at]?.norm ?? "")) at--;
    const verb = state.links.find((l) => l.kind === "column" && l.end === at + 1 && !state.assigned.has(l));
    if (
      !unit ||
      verb?.kind !== "column" ||
      !verb.column.numeric ||
      verb.column.key ||
      verb.column.position ||
      !VERBAL_TALLIES.has(state.tokens[verb.start].norm)
    )
      continue;
    useLink(state, verb);
    if (unitLink) useLink(state, unitLink);
    else use(state, t.index + 1);
    for (let i = at + 1; i <= t.index; i++) use(state, i);
    for (const l of state.links)
      if (l.kind === "value" && !state.assigned.has(l) && l.start <= t.index && t.index < l.end) useLink(state, l);
    noteTable(state, verb.column.table);
    const negated = negatedAt(state, t.index);
    state.filters.push({
      column: verb.column.ref,
      op: negated ? "neq" : "eq",
      value: t.value!,
      phrase: `${verb.column.display} ${t.raw}`,
      at: verb.start,
    });
  }
}

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
    const number = state.tokens[cmp.numberIndex];
    const last = cmp.number2Index ?? cmp.numberIndex;
    const times = number.times || state.tokens[last + 1]?.norm === "times";
    if (times && cmp.op !== "between" && cmp.op !== "neq") {
      use(state, ...cmp.cueTokens, cmp.numberIndex, last + 1);
      state.having = { op: cmp.op, value: number.value!, at: cmp.cueTokens[0] };
      continue;
    }
    // "members who booked at least one attended class": related rows exist, no number of theirs is compared
    const related =
      !state.having && ((cmp.op === "gte" && number.value === 1) || (cmp.op === "gt" && number.value === 0))
        ? relatedNoun(state, last)
        : undefined;
    if (related !== undefined) {
      use(state, ...cmp.cueTokens, cmp.numberIndex);
      state.having = { op: "gte", value: 1, at: cmp.cueTokens[0], noun: related };
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
    // "courses with more than 50 enrollments": a plural right after the number names rows to count, not their key
    const noun = state.tokens[last + 1];
    if (column?.key && noun?.kind === "word" && noun.norm !== noun.stem && column.words.includes(noun.stem))
      column = undefined;
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
    let nounAt = last + 1;
    while (PARTITIVE.has(state.tokens[nounAt]?.norm ?? "") && nounAt - last <= 3) nounAt++;
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
        ...Array.from({ length: nounAt - last - 1 }, (_, k) => last + 1 + k),
      );
      state.having = { op: cmp.op, value: number.value!, at: cmp.cueTokens[0], noun: nounAt };
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

const PHRASE_JOINERS = new Set(["to", "and", "or", "but", ",", "vs", "versus", "than"]);

/** Comparisons on a count ("customers with more than 5 orders") are left for the having clause. */
const PLAYED_UNITS = new Set([
  "game",
  "match",
  "plai",
  "race",
  "event",
  "contest",
  "fixtur",
  "bout",
  "start",
  "appearanc",
]);
const VERBAL_TALLIES = new Set([
  "won",
  "lost",
  "drew",
  "drawn",
  "tied",
  "scored",
  "conceded",
  "finished",
  "win",
  "lose",
  "draw",
  "wins",
  "losses",
  "draws",
]);

function comparisonColumn(
  state: ParseState,
  cueStart: number,
  numberEnd: number,
  money: boolean,
  cueTokens: number[] = [],
): ColumnInfo | undefined {
  // "at least 340 km in length": a unit word between the number and the column it measures
  const unitWord = state.tokens[numberEnd + 1];
  const spellings = unitWord?.kind === "word" ? unitSpellings(unitWord.norm) : undefined;
  // "held office 6 or more years", "spans above five years": a column of year ranges ("1997–2006") compares by the years between
  if (["year", "years"].includes(unitWord?.norm ?? "") && !state.tokens[numberEnd].year) {
    const spans = candidatePool(state).filter((c) => !c.position && spansYears(c));
    const near = [linkBefore(state, cueStart, ["column"], 3), linkAfter(state, numberEnd + 1, ["column"], 2)].find(
      (l) => l?.kind === "column" && spans.includes(l.column),
    );
    if (near?.kind === "column") useLink(state, near);
    const spanned = near?.kind === "column" ? near.column : spans[0];
    if (spanned) {
      use(state, numberEnd + 1);
      return spanned;
    }
  }
  // "a time below 3:12", "longer than 6 minutes": elapsed times written "3:08.21"
  if (state.tokens[numberEnd].duration || (spellings && TIME_UNITS.includes(spellings[0]))) {
    const timed = elapsedColumn(state, cueStart, numberEnd);
    if (timed) {
      if (!state.tokens[numberEnd].duration) use(state, numberEnd + 1);
      return timed;
    }
  }
  // "a weight over 5 to parcels with …": a joiner ends the comparison; what follows is another phrase
  const next = linkAfter(state, spellings ? numberEnd + 1 : numberEnd, ["column", "table"], 2);
  const after =
    next &&
    state.tokens
      .slice(numberEnd + 1, next.start)
      .some((t) => PHRASE_JOINERS.has(t.norm) && !cueTokens.includes(t.index))
      ? undefined
      : next;
  // "teams that won at least 4 matches": the games are the unit, the verb's column holds how many were won
  const verb = linkBefore(state, cueStart, ["column"], 0);
  if (
    after?.kind === "column" &&
    after.column.words.some((w) => PLAYED_UNITS.has(w)) &&
    verb?.kind === "column" &&
    verb.end === cueStart &&
    verb.column.numeric &&
    !verb.column.key &&
    !verb.column.position &&
    VERBAL_TALLIES.has(state.tokens[verb.start].norm)
  ) {
    useLink(state, verb);
    useLink(state, after);
    return verb.column;
  }
  // "at least two riders": a text column right after the number is what is counted
  if (
    after?.kind === "column" &&
    after.start === numberEnd + 1 &&
    after.column.text &&
    !after.column.numeric &&
    !after.column.temporal
  )
    return undefined;
  if (after?.kind === "table" || (after === undefined && state.tokens[numberEnd + 1]?.norm === "times"))
    return undefined;
  if (after?.kind === "column" && (after.column.numeric || after.column.temporal || mostlyNumbers(after.column))) {
    useLink(state, after);
    if (spellings) use(state, numberEnd + 1);
    return after.column;
  }
  // "under the age of 25": the column named between the cue and the number
  const inside = state.links.find(
    (l) =>
      l.kind === "column" &&
      !state.assigned.has(l) &&
      l.start > Math.max(...cueTokens) &&
      l.end <= numberEnd &&
      (l.column.numeric || l.column.temporal),
  );
  if (inside?.kind === "column") {
    useLink(state, inside);
    return inside.column;
  }
  const before = linkBefore(state, cueStart, ["column"], 3);
  if (before?.kind === "column" && (before.column.numeric || before.column.temporal || mostlyNumbers(before.column))) {
    useLink(state, before);
    return before.column;
  }
  // "at least 7,500 people in attendance", "at least 14 league caps": a numeric column a few words on
  const further = columnShortlyAfter(state, numberEnd) ?? columnShortlyBefore(state, cueStart);
  if (further) {
    useLink(state, further);
    for (const l of state.links)
      if (l.kind === "value" && l.start === further.start && l.end === further.end) useLink(state, l);
    return further.column;
  }
  // "more than 10 late parcels" counts parcels
  if (LATE.has(state.tokens[numberEnd + 1]?.norm ?? "")) return undefined;
  const pool = candidatePool(state).filter((c) => c.numeric && !c.key && !c.position);
  // "shorter than 90 seconds": an amount of time compares with the column that stores a duration, not a price
  const spoken = state.tokens[numberEnd + 1];
  if (spoken?.kind === "word" && timeUnitOf(spoken.norm)) {
    const timed = pool.find((c) => storedUnit(c));
    if (timed) return timed;
  }
  const moneyColumns = pool.filter((c) => c.words.some((w) => MONEY_WORDS.includes(w)));
  if (money && moneyColumns.length) return moneyColumns[0];
  if (moneyColumns.length === 1 && pool.length > 1) {
    penalize(state, "comparison column taken as the amount", 0.08);
    return moneyColumns[0];
  }
  // "no later than 1972": a year compares with the table's year or date column
  if (state.tokens[numberEnd].year && !moneyColumns.length) {
    const dated = candidatePool(state).filter((c) => !c.position && !c.key);
    const yearColumn =
      dated.find((c) => isYearLike(c)) ??
      dated.find((c) => c.temporal) ??
      dated.find((c) => c.yearText && !c.numericText);
    if (yearColumn) return yearColumn;
  }
  const unit = state.tokens[numberEnd + 1];
  if (unit?.kind === "word") {
    const byUnit = pool.find((c) => c.display.toLowerCase().includes(`(${unit.norm})`) || c.words.includes(unit.stem));
    if (byUnit) {
      use(state, numberEnd + 1);
      return byUnit;
    }
  }
  // "taller than 150 feet", "at least 80 m tall", "older than 40": the adjective names the quantity
  const adjectiveAt = [...cueTokens, spellings ? numberEnd + 2 : numberEnd + 1].find(
    (i) => ADJECTIVE_QUANTITIES[state.tokens[i]?.norm ?? ""],
  );
  if (adjectiveAt !== undefined) {
    const quantities = ADJECTIVE_QUANTITIES[state.tokens[adjectiveAt].norm].map(stem);
    const byAdjective = quantities.map((q) => pool.find((c) => c.words.includes(q))).find((c) => c);
    if (byAdjective) {
      use(state, adjectiveAt, ...(spellings ? [numberEnd + 1] : []));
      return byAdjective;
    }
  }
  // "150 feet" against a column in feet, "6 stages" against values such as "4 stages"
  if (unit?.kind === "word" && !STOP_WORDS.has(unit.norm)) {
    const byValues = pool.find((c) => unitColumn(c, spellings ?? [unit.norm, unit.stem]));
    if (byValues) {
      use(state, numberEnd + 1);
      return byValues;
    }
  }
  if (pool.length === 1) {
    penalize(state, "comparison column guessed", 0.1);
    return pool[0];
  }
  return undefined;
}

function columnShortlyAfter(state: ParseState, from: number): (Link & { kind: "column" }) | undefined {
  for (let i = from + 1; i <= from + 5 && i < state.tokens.length; i++) {
    const t = state.tokens[i];
    if (t.kind === "number" || [",", "and", "or", "but", "than", "who", "which", "that", "?"].includes(t.norm))
      return undefined;
    const link = state.links.find((l) => l.start === i && !state.assigned.has(l));
    if (
      link?.kind === "column" &&
      (link.column.numeric || link.column.temporal) &&
      !link.column.key &&
      !link.column.position
    )
      return link;
    // "below 800 in population" where a cell also reads "Population": the column reading of the same words
    const measured = (l: Link) =>
      l.kind === "column" && l.start === i && l.column.numeric && !l.column.key && !l.column.position;
    if (link?.kind === "value" && state.allLinks.some((l) => measured(l) && l.end === link.end))
      return state.allLinks.find((l) => measured(l) && l.end === link.end) as Link & { kind: "column" };
    if (link && link.kind !== "column") return undefined;
  }
  return undefined;
}

const TIME_UNITS = ["s", "min", "h"];

/** A text column of elapsed times ("1:58.47"): the one named near the comparison, else one named like a time. */
function elapsedColumn(state: ParseState, cueStart: number, numberEnd: number): ColumnInfo | undefined {
  const timed = candidatePool(state).filter((c) => c.text && !c.position && isElapsed(c));
  if (!timed.length) return undefined;
  const near = [
    linkAfter(state, numberEnd, ["column"], 2),
    linkBefore(state, cueStart, ["column"], 3),
    columnShortlyBefore(state, cueStart, true),
  ].find((l) => l?.kind === "column" && timed.includes(l.column));
  if (near?.kind === "column") {
    useLink(state, near);
    return near.column;
  }
  return ["duration", "length", "time"].map((w) => timed.find((c) => c.words.includes(w))).find((c) => c) ?? timed[0];
}

function isElapsed(column: ColumnInfo): boolean {
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  // "58.91" beside "1:00.12": times under a minute may be written in seconds alone
  const timed = sample.filter(
    (v) =>
      (/^\D{0,2}\d{1,3}:\d\d(:\d\d)?(\.\d+)?\b/.test(v.trim()) || /^\d+m\s*\d+(\.\d+)?s$/.test(v.trim())) &&
      !/\b(am|pm)\b/i.test(v),
  ).length;
  const seconds = sample.filter((v) => /^\d{1,2}\.\d+\b/.test(v.trim())).length;
  return (
    sample.length > 0 && timed > 0 && timed >= sample.length * 0.5 - seconds && timed + seconds >= sample.length * 0.5
  );
}

/** "a save percentage greater than .900": a numeric column a few words before the cue. */
function columnShortlyBefore(state: ParseState, to: number, anyKind = false): (Link & { kind: "column" }) | undefined {
  for (let i = to - 1; i >= to - 3 && i >= 0; i--) {
    const t = state.tokens[i];
    if (t.kind === "number" || [",", "and", "or", "but", "than", "who", "which", "that"].includes(t.norm))
      return undefined;
    const link = state.links.find((l) => l.end - 1 === i && !state.assigned.has(l));
    if (
      link?.kind === "column" &&
      (anyKind || link.column.numeric || link.column.temporal) &&
      !link.column.key &&
      !link.column.position
    )
      return link;
    if (link && link.kind !== "column") return undefined;
  }
  return undefined;
}

/** Columns counted in millions or thousands ("Viewers (m)", "Revenue (thou. PLN)", values such as "$30 million"). */
function columnScale(column: ColumnInfo): number {
  const label = `${column.display} ${column.column.name}`.toLowerCase();
  if (/\b(billions?|bn)\b/.test(label)) return 1e9;
  if (/\b(millions?|mln|mn)\b|\(\s*(us\$\s*)?m\.?\s*\)|_m$|\bm\.$/.test(label)) return 1e6;
  if (/\b(thou|thousands?|000s?)\b|\(000\)/.test(label)) return 1e3;
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  if (sample.length && sample.filter((v) => /\d\s*(million|mln)\b/i.test(v)).length >= sample.length * 0.5) return 1e6;
  return 1;
}

/** A text column named in the question whose filled cells mostly start with a number ("90 (1971)", blanks between). */
function mostlyNumbers(column: ColumnInfo): boolean {
  const filled = (column.column.sampleValues ?? []).filter((v) => v.trim());
  return (
    column.text &&
    !column.position &&
    filled.length >= 3 &&
    filled.filter((v) => /^\s*[-−]?[$€£]?\d/.test(v) && !/^\s*\d{1,2}:\d\d/.test(v)).length >= filled.length * 0.6
  );
}

/** A column measured in the unit: named so ("Height (ft)"), or most sampled values carry it after a number ("2,000 m"). */
function unitColumn(column: ColumnInfo, spellings: string[]): boolean {
  const display = column.display.toLowerCase();
  const name = column.column.name;
  if (
    spellings.some(
      (u) =>
        (u.length > 1 && u !== "in" && column.words.includes(u)) ||
        (u.length === 1 && u !== "s" && name.endsWith(`_${u}`)) ||
        display.includes(`(${u})`) ||
        new RegExp(`(^|[^a-z])${escapeRegExp(u)}\\s*[/)]`).test(display),
    )
  )
    return true;
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  const carries = new RegExp(`\\d\\s*(${spellings.map(escapeRegExp).join("|")})(?![a-z])`, "i");
  return sample.length > 0 && sample.filter((v) => carries.test(v)).length >= sample.length * 0.5;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const RANKS = new Set(["place", "position", "pos", "rank", "finish", "seed", "placing", "result"].map(stem));

/** Bare numbers next to a numeric column ("won 1 match", "4 stages", "rank 5") become equality filters. */
export function applyBareNumbers(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "number" || state.used.has(t.index) || inDateCondition(state, t.index)) continue;
    if (state.links.some((l) => l.kind === "value" && l.start <= t.index && t.index < l.end && state.assigned.has(l)))
      continue;
    if (namesColumn(state, t.index)) continue;
    // "412 pupil enrollment": one unlinked word may stand between the number and its column
    const further = state.links.find(
      (l) =>
        l.kind === "column" &&
        l.start === t.index + 2 &&
        !state.assigned.has(l) &&
        l.column.numeric &&
        !l.column.numericText &&
        state.tokens[t.index + 1]?.kind === "word" &&
        !state.links.some((o) => o.start <= t.index + 1 && t.index + 1 < o.end),
    );
    const near = linkAfter(state, t.index, ["column"], 1) ?? linkBefore(state, t.index, ["column"], 1) ?? further;
    if (near?.kind !== "column" || !(near.column.numeric || near.column.text)) continue;
    // "first place", "3rd position": an ordinal is a value only of a column that ranks
    if (t.ordinal && !near.column.words.some((w) => RANKS.has(w))) continue;
    if (near.column.text && !near.column.numericText) continue;
    useLink(state, near);
    use(state, t.index);
    noteTable(state, near.column.table);
    // "did not finish 71 laps"
    const negated = negatedAt(state, t.index);
    state.filters.push({
      column: near.column.ref,
      op: negated ? "neq" : "eq",
      value: t.value!,
      phrase: `${negated ? "not " : ""}${near.column.display} ${t.raw}`,
      at: t.index,
    });
  }
}
