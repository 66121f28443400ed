// Filters: values found in the data, numeric comparisons, bare numbers next to a column, and dates.
import { formatDate, textDatePattern, type DateMention } from "./dates";
import type { Filter } from "../plan/ir";
import { ADJECTIVE_QUANTITIES, STOP_WORDS, TIME_WORDS, unitSpellings } from "../schema/lexicon";
import type { Link } from "./linking";
import { columnLinks, isYearLike, linkAfter, linkBefore, noteTable, penalize, type ParseState, use, useLink } from "./parse-state";
import { planJoins } from "../schema/join-planner";
import { valueKey, type ColumnInfo, type TableInfo, type ValueEntry } from "../schema/schema-index";
import type { Token } from "./tokens";
import { stem } from "../schema/stem";
import { spansYears } from "./target";

type ValueLink = Link & { kind: "value" };

/** Picks the column a value link filters on: next to a named column, in a linked table, else the variant's choice. */
export function valueColumn(state: ParseState, link: ValueLink, rotate = true): { column: ColumnInfo; entries: ValueEntry[]; ambiguous: boolean } {
  const byColumn = new Map<ColumnInfo, ValueEntry[]>();
  for (const e of link.entries) byColumn.set(e.column, [...(byColumn.get(e.column) ?? []), e]);
  const columns = [...byColumn.keys()];
  const named = [linkBefore(state, link.start, ["column"], 1), linkAfter(state, link.end - 1, ["column"], 1)]
    .map((l) => (l?.kind === "column" ? l.column : undefined))
    .find((c) => c && byColumn.has(c));
  const inTables = (c: ColumnInfo) => (state.tables.includes(c.table) ? 1 : 0);
  const ranked = columns.sort((a, b) =>
    inTables(b) - inTables(a) ||
    (exactness(byColumn.get(b)!, link) - exactness(byColumn.get(a)!, link)) ||
    Number(a.key) - Number(b.key) ||
    byColumn.get(b)!.length - byColumn.get(a)!.length ||
    a.ordinal - b.ordinal,
  );
  const pick = named ?? ranked[rotate ? state.variant.valueColumn % ranked.length : 0];
  return { column: pick, entries: byColumn.get(pick)!, ambiguous: !named && ranked.length > 1 };
}

function exactness(entries: ValueEntry[], link: ValueLink): number {
  return link.exact ? 1 : Math.max(...entries.map((e) => 1 / e.words.length));
}

/** Value filters for every unassigned value link; negation cues just before a value flip it. */
export function applyValueFilters(state: ParseState) {
  for (const link of state.links) {
    if (link.kind !== "value" || state.assigned.has(link)) continue;
    // "6 bronze medals": a bare number right before a numeric column counts that column, whatever text holds "6"
    const number = link.end - link.start === 1 && state.tokens[link.start].kind === "number" && !state.tokens[link.start].ordinal;
    const counted = linkAfter(state, link.start, ["column"], 0);
    if (number && counted?.kind === "column" && counted.column.numeric && !counted.column.numericText) continue;
    // "opened before 1985": the year is the date condition's, not a value to match as well
    if (number && inDateCondition(state, link.start)) continue;
    const filter = valueFilter(state, link);
    if (!filter) continue;
    useLink(state, link);
    state.filters.push(filter);
  }
}

export function valueFilter(state: ParseState, link: ValueLink): (Filter & { at: number }) | undefined {
  const { column, entries, ambiguous } = valueColumn(state, link);
  if (ambiguous) penalize(state, `"${phraseOf(state, link)}" occurs in several columns`, 0.08);
  if (!link.exact) penalize(state, `"${phraseOf(state, link)}" matched a value only partly`, 0.05);
  noteTable(state, column.table);
  const negated = negatedAt(state, link.start);
  const distinct = [...new Set(entries.map((e) => e.value))];
  const phrase = phraseOf(state, link);
  // "from Alabama" in "Mobile, AL, U.S.": every place in the state
  if (link.region && !link.exact && !negated) return { column: column.ref, op: "matches", value: `(^|, *)${link.region.toLowerCase()}( *,| *$| +[0-9])`, phrase, at: link.start };
  if (distinct.length === 1) {
    // "iPad" in a column of lists ("iPhone, iPad"): every row listing it
    if (listedElsewhere(column, distinct[0])) return { column: column.ref, op: negated ? "not_contains" : "contains", value: distinct[0], phrase, at: link.start };
    // "soap operas" in "news, soap operas, and sports": every row listing that item
    const item = link.exact ? undefined : itemOf(distinct[0], phrase);
    if (item) return { column: column.ref, op: negated ? "not_contains" : "contains", value: item, phrase, at: link.start };
    // "Appleby" also written "Appleby (2)", "at Appleby", "Appleby†": every row naming it
    if (!negated && counting(state) && decoratedElsewhere(column, distinct[0])) return { column: column.ref, op: "matches", value: decoratedPattern(distinct[0]), phrase, at: link.start };
    return { column: column.ref, op: negated ? "neq" : "eq", value: distinct[0], phrase, at: link.start };
  }
  const exact = entries.find((e) => e.norm === link.entries[0].norm && link.exact);
  if (exact && !negated && counting(state) && decoratedElsewhere(column, exact.value)) return { column: column.ref, op: "matches", value: decoratedPattern(exact.value), phrase, at: link.start };
  if (exact) return { column: column.ref, op: negated ? "neq" : "eq", value: exact.value, phrase, at: link.start };
  // "middle blockers" → "Middle blocker" and "Middle Blocker": one value written two ways
  if (new Set(entries.map((e) => e.norm)).size === 1) return { column: column.ref, op: negated ? "not_contains" : "contains", value: distinct[0], phrase, at: link.start };
  return { column: column.ref, op: negated ? "not_contains" : "contains", value: phrase, phrase, at: link.start };
}

/** A number inside "before 1985", "after the year 2011", "from 1961 to 1967": the date condition owns it. */
function inDateCondition(state: ParseState, at: number): boolean {
  return state.dates.some((d) => (d.relation !== "in" || d.tokens.length > 1) && d.tokens.includes(at));
}

const LIST_SEPARATOR = /\s*(?:,|;|\/|&|\n|\band\b)\s*/;

/** The item of a list value ("news, soap operas, and sports") that the phrase names, if the value is a list. */
function itemOf(value: string, phrase: string): string | undefined {
  if (!LIST_SEPARATOR.test(value)) return undefined;
  const key = valueKey(phrase);
  return value.split(LIST_SEPARATOR).map((item) => item.trim()).find((item) => item && valueKey(item) === key && !/^[\d ]*$/.test(key));
}

/** Other values of the column are lists that name this value as one item. */
function listedElsewhere(column: ColumnInfo, value: string): boolean {
  const key = valueKey(value);
  // "1" is no item of "1/8" or "1,379"
  if (/^[\d ]*$/.test(key)) return false;
  return (column.column.sampleValues ?? []).some((v) => v !== value && LIST_SEPARATOR.test(v) && v.split(LIST_SEPARATOR).some((item) => valueKey(item) === key));
}

const DECORATION = /\s*\([^)]*\)|\s*\[[^\]]*\]|[†‡*#^§¤]+|^\s*(?:at|vs\.?|@)\s+/gi;

/** "how many times …": a count takes every row naming the value, a row reference wants the one row. */
function counting(state: ParseState): boolean {
  return !!state.cues.count && !state.cues.rowRefs.length;
}

/** Other values of the column are this one with a footnote mark, a count in brackets or "at"/"vs" before it. */
function decoratedElsewhere(column: ColumnInfo, value: string): boolean {
  const key = valueKey(value);
  if (!key || /^[\d ]*$/.test(key) || valueKey(value.replace(DECORATION, "")) !== key) return false;
  return (column.column.sampleValues ?? []).some((v) => v !== value && valueKey(v) !== key && valueKey(v.replace(DECORATION, "")) === key);
}

function decoratedPattern(value: string): string {
  const escaped = value.trim().toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `^ *((at|vs\\.?|@) +)?${escaped} *(\\([^)]*\\)|\\[[0-9a-z ]*\\]|[†‡*#^§¤]| )*$`;
}

export function phraseOf(state: ParseState, link: { start: number; end: number }): string {
  return state.tokens.slice(link.start, link.end).map((t) => t.raw).join(" ");
}

/** A negation word within two function words before `at` ("not shipped", "other than Germany"). */
export function negatedAt(state: ParseState, at: number): boolean {
  const linked = (i: number) => state.links.some((l) => l.kind === "value" && l.start <= i && i < l.end);
  for (const n of state.cues.negations) {
    if (n >= at) continue;
    const between = state.tokens.slice(n + 1, at);
    if (between.length <= 3 && between.every((t) => STOP_WORDS.has(t.norm) || !linked(t.index))) {
      use(state, n, ...between.map((t) => t.index));
      return true;
    }
  }
  return false;
}

const MONEY_WORDS = ["price", "amount", "total", "revenue", "cost", "value", "fee", "salary", "income", "budget", "spend", "paid", "gross", "sale", "profit", "mrr", "arr", "money", "prize", "purse", "earnings", "wage", "usd", "eur", "gbp", "dollar"].map(stem);

/** "more than 100 orders", "price under $50", "at least 60 km", "between 10 and 20". */
/** "teams that won 6 matches", "won only 1 game": the verb's column holds the number; the games are only the unit. */
function applyTallies(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "number" || t.ordinal || t.year || state.used.has(t.index) || !Number.isInteger(t.value)) continue;
    const next = state.tokens[t.index + 1];
    const unitLink = state.links.find((l) => l.kind === "column" && l.start === t.index + 1 && !state.assigned.has(l) && l.column.words.some((w) => PLAYED_UNITS.has(w)));
    const unit = unitLink ?? (next?.kind === "word" && PLAYED_UNITS.has(stem(next.norm)) && !state.links.some((l) => l.start <= next.index && next.index < l.end) ? next : undefined);
    let at = t.index - 1;
    if (["only", "exactly", "just"].includes(state.tokens[at]?.norm ?? "")) at--;
    const verb = state.links.find((l) => l.kind === "column" && l.end === at + 1 && !state.assigned.has(l));
    if (!unit || verb?.kind !== "column" || !verb.column.numeric || verb.column.key || verb.column.position || !VERBAL_TALLIES.has(state.tokens[verb.start].norm)) continue;
    useLink(state, verb);
    if (unitLink) useLink(state, unitLink);
    else use(state, t.index + 1);
    for (let i = at + 1; i <= t.index; i++) use(state, i);
    for (const l of state.links) if (l.kind === "value" && !state.assigned.has(l) && l.start <= t.index && t.index < l.end) useLink(state, l);
    noteTable(state, verb.column.table);
    const negated = negatedAt(state, t.index);
    state.filters.push({ column: verb.column.ref, op: negated ? "neq" : "eq", value: t.value!, phrase: `${verb.column.display} ${t.raw}`, at: verb.start });
  }
}

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
    let column = comparisonColumn(state, Math.min(cmp.cueTokens[0], cmp.numberIndex), last, !!number.currency, cmp.cueTokens);
    // "finished above 5th place": a place compares with a column of places
    if (cmp.ordinal && !column?.words.some((w) => RANKS.has(w))) column = candidatePool(state).find((c) => c.numeric && !c.position && c.words.some((w) => RANKS.has(w)));
    if (cmp.ordinal && !column) continue;
    // "a year with over two launches": a small count is no year
    const spanned = !!column && column.text && spansYears(column) && ["year", "years"].includes(state.tokens[last + 1]?.norm ?? "") && !number.year;
    if (column && isYearLike(column) && !number.year && number.value! < 1000 && !spanned) column = undefined;
    // "a membership of more than 40,000 but less than 75,000": the second bound is on the same column
    if (!column && previous && cmp.cueTokens[0] - previous.end <= 3 && state.tokens.slice(previous.end + 1, cmp.cueTokens[0]).every((t) => state.used.has(t.index) || ["but", "and", ",", "or"].includes(t.norm))) column = previous.column;
    // "which district has more than one venue", "how many zones have at least 4 depots": no column holds the number,
    // so it counts the rows of each answer
    const counted = state.tokens[last + 1];
    if (!column && cmp.op !== "between" && cmp.op !== "neq" && Number.isInteger(number.value) && !number.duration && !number.currency && !number.percent && !number.year && counted?.kind === "word" && !STOP_WORDS.has(counted.norm) && !unitSpellings(counted.norm) && !ADJECTIVE_QUANTITIES[counted.norm] && !state.having) {
      use(state, ...cmp.cueTokens, cmp.numberIndex);
      state.having = { op: cmp.op, value: number.value!, at: cmp.cueTokens[0], noun: last + 1 };
      continue;
    }
    if (!column) continue;
    use(state, ...cmp.cueTokens, cmp.numberIndex, ...(cmp.number2Index !== undefined ? [cmp.number2Index] : []));
    // the compared number (with its unit) is not also a value to match ("at least 4 medals" is no rank "4")
    for (const l of state.links) if (l.kind === "value" && !state.assigned.has(l) && [cmp.numberIndex, last].some((i) => l.start <= i && i < l.end) && l.end <= last + 3) useLink(state, l);
    let value = number.percent && column.numeric && !column.numericText ? number.value! : number.value!;
    // "above 193m" on a column in metres is 193 metres, not 193 million
    if (number.mSuffix && !number.currency && unitColumn(column, unitSpellings("m")!)) value = number.value! / 1_000_000;
    const inverse = { gt: "lte", gte: "lt", lt: "gte", lte: "gt", eq: "neq", neq: "eq", between: "between" } as const;
    const negation = comparisonNegation(state, cmp.cueTokens[0]);
    const negated = negation !== undefined;
    if (negated) use(state, negation);
    const filter: Filter & { at: number } = {
      column: column.ref, op: negated ? inverse[cmp.op] : cmp.op, value, phrase: state.tokens.slice(cmp.cueTokens[0], last + 1).map((t) => t.raw).join(" "), at: cmp.cueTokens[0],
    };
    if (cmp.number2Index !== undefined) filter.value2 = state.tokens[cmp.number2Index].value!;
    // "more than 7 million listeners" on a column in millions is 7; "a cost under forty million" on values such as "$40 million"
    const scale = columnScale(column);
    if (scale > 1 && value >= scale && !/^(thou|thousands?|millions?|billions?|m|k|bn)\.?$/.test(state.tokens[last + 1]?.norm ?? "")) {
      filter.value = value / scale;
      if (typeof filter.value2 === "number") filter.value2 = filter.value2 / scale;
    }
    // "ranked higher than 12": a higher rank is a smaller number
    const cueWord = state.tokens[cmp.cueTokens[0]]?.norm;
    if ((cmp.ordinal || ["higher", "lower", "better", "worse"].includes(cueWord)) && column.words.some((w) => RANKS.has(w)) && (filter.op === "gt" || filter.op === "lt" || filter.op === "gte" || filter.op === "lte")) {
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
    const nextColumn = and > 0 && next?.kind === "number" && !next.ordinal && !state.used.has(and + 1) ? state.links.find((l) => l.kind === "column" && l.start === and + 2 && !state.assigned.has(l)) : undefined;
    if (cmp.op !== "between" && nextColumn?.kind === "column" && nextColumn.column.numeric && state.tokens.slice(last + 1, and).every((t) => state.used.has(t.index))) {
      useLink(state, nextColumn);
      use(state, and + 1);
      for (const l of state.links) if (l.kind === "value" && !state.assigned.has(l) && l.start <= and + 1 && and + 1 < l.end) useLink(state, l);
      state.filters.push({ ...filter, column: nextColumn.column.ref, value: next.value!, value2: undefined, part: undefined, phrase: `${state.tokens[cmp.cueTokens[0]].raw} ${next.raw} ${nextColumn.column.display}`, at: and + 1 });
    }
  }
}

const VERB_NEGATIONS = new Set(["not", "never", "didn't", "doesn't", "don't", "isn't", "wasn't", "aren't", "weren't"]);

/** "not over 12%", "did not have a membership over 45,000", "never fell below 35%": a negation shortly before the cue. */
function comparisonNegation(state: ParseState, cue: number): number | undefined {
  if (state.tokens[cue - 1]?.norm === "not") return cue - 1;
  for (let i = cue - 2; i >= Math.max(0, cue - 6); i--) {
    const t = state.tokens[i];
    if (state.links.some((l) => l.kind === "value" && l.start <= i && i < l.end) || t.kind === "number" || [",", "and", "or", "but", "than", "who", "which", "that"].includes(t.norm)) return undefined;
    if (VERB_NEGATIONS.has(t.norm) && !state.used.has(i)) return i;
  }
  return undefined;
}

/** Comparisons on a count ("customers with more than 5 orders") are left for the having clause. */
const PLAYED_UNITS = new Set(["game", "match", "plai", "race", "event", "contest", "fixtur", "bout", "start", "appearanc"]);
const VERBAL_TALLIES = new Set(["won", "lost", "drew", "drawn", "tied", "scored", "conceded", "finished", "win", "lose", "draw", "wins", "losses", "draws"]);

function comparisonColumn(state: ParseState, cueStart: number, numberEnd: number, money: boolean, cueTokens: number[] = []): ColumnInfo | undefined {
  // "at least 340 km in length": a unit word between the number and the column it measures
  const unitWord = state.tokens[numberEnd + 1];
  const spellings = unitWord?.kind === "word" ? unitSpellings(unitWord.norm) : undefined;
  // "held office 6 or more years", "spans above five years": a column of year ranges ("1997–2006") compares by the years between
  if (["year", "years"].includes(unitWord?.norm ?? "") && !state.tokens[numberEnd].year) {
    const spans = candidatePool(state).filter((c) => !c.position && spansYears(c));
    const near = [linkBefore(state, cueStart, ["column"], 3), linkAfter(state, numberEnd + 1, ["column"], 2)].find((l) => l?.kind === "column" && spans.includes(l.column));
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
  const after = linkAfter(state, spellings ? numberEnd + 1 : numberEnd, ["column", "table"], 2);
  // "teams that won at least 4 matches": the games are the unit, the verb's column holds how many were won
  const verb = linkBefore(state, cueStart, ["column"], 0);
  if (after?.kind === "column" && after.column.words.some((w) => PLAYED_UNITS.has(w)) && verb?.kind === "column" && verb.end === cueStart && verb.column.numeric && !verb.column.key && !verb.column.position && VERBAL_TALLIES.has(state.tokens[verb.start].norm)) {
    useLink(state, verb);
    useLink(state, after);
    return verb.column;
  }
  // "at least two riders": a text column right after the number is what is counted
  if (after?.kind === "column" && after.start === numberEnd + 1 && after.column.text && !after.column.numeric && !after.column.temporal) return undefined;
  if (after?.kind === "table" || (after === undefined && state.tokens[numberEnd + 1]?.norm === "times")) return undefined;
  if (after?.kind === "column" && (after.column.numeric || after.column.temporal || mostlyNumbers(after.column))) {
    useLink(state, after);
    if (spellings) use(state, numberEnd + 1);
    return after.column;
  }
  // "under the age of 25": the column named between the cue and the number
  const inside = state.links.find((l) => l.kind === "column" && !state.assigned.has(l) && l.start > Math.max(...cueTokens) && l.end <= numberEnd && (l.column.numeric || l.column.temporal));
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
    for (const l of state.links) if (l.kind === "value" && l.start === further.start && l.end === further.end) useLink(state, l);
    return further.column;
  }
  const pool = candidatePool(state).filter((c) => c.numeric && !c.key && !c.position);
  const moneyColumns = pool.filter((c) => c.words.some((w) => MONEY_WORDS.includes(w)));
  if (money && moneyColumns.length) return moneyColumns[0];
  if (moneyColumns.length === 1 && pool.length > 1) {
    penalize(state, "comparison column taken as the amount", 0.08);
    return moneyColumns[0];
  }
  // "no later than 1972": a year compares with the table's year or date column
  if (state.tokens[numberEnd].year && !moneyColumns.length) {
    const dated = candidatePool(state).filter((c) => !c.position && !c.key);
    const yearColumn = dated.find((c) => isYearLike(c)) ?? dated.find((c) => c.temporal) ?? dated.find((c) => c.yearText && !c.numericText);
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
  const adjectiveAt = [...cueTokens, spellings ? numberEnd + 2 : numberEnd + 1].find((i) => ADJECTIVE_QUANTITIES[state.tokens[i]?.norm ?? ""]);
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
    if (t.kind === "number" || [",", "and", "or", "but", "than", "who", "which", "that", "?"].includes(t.norm)) return undefined;
    const link = state.links.find((l) => l.start === i && !state.assigned.has(l));
    if (link?.kind === "column" && (link.column.numeric || link.column.temporal) && !link.column.key && !link.column.position) return link;
    // "below 800 in population" where a cell also reads "Population": the column reading of the same words
    const measured = (l: Link) => l.kind === "column" && l.start === i && l.column.numeric && !l.column.key && !l.column.position;
    if (link?.kind === "value" && state.allLinks.some((l) => measured(l) && l.end === link.end)) return state.allLinks.find((l) => measured(l) && l.end === link.end) as Link & { kind: "column" };
    if (link && link.kind !== "column") return undefined;
  }
  return undefined;
}

const TIME_UNITS = ["s", "min", "h"];

/** A text column of elapsed times ("1:58.47"): the one named near the comparison, else one named like a time. */
function elapsedColumn(state: ParseState, cueStart: number, numberEnd: number): ColumnInfo | undefined {
  const timed = candidatePool(state).filter((c) => c.text && !c.position && isElapsed(c));
  if (!timed.length) return undefined;
  const near = [linkAfter(state, numberEnd, ["column"], 2), linkBefore(state, cueStart, ["column"], 3), columnShortlyBefore(state, cueStart, true)].find((l) => l?.kind === "column" && timed.includes(l.column));
  if (near?.kind === "column") {
    useLink(state, near);
    return near.column;
  }
  return ["duration", "length", "time"].map((w) => timed.find((c) => c.words.includes(w))).find((c) => c) ?? timed[0];
}

function isElapsed(column: ColumnInfo): boolean {
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  // "58.91" beside "1:00.12": times under a minute may be written in seconds alone
  const timed = sample.filter((v) => (/^\D{0,2}\d{1,3}:\d\d(:\d\d)?(\.\d+)?\b/.test(v.trim()) || /^\d+m\s*\d+(\.\d+)?s$/.test(v.trim())) && !/\b(am|pm)\b/i.test(v)).length;
  const seconds = sample.filter((v) => /^\d{1,2}\.\d+\b/.test(v.trim())).length;
  return sample.length > 0 && timed > 0 && timed >= sample.length * 0.5 - seconds && timed + seconds >= sample.length * 0.5;
}

/** "a save percentage greater than .900": a numeric column a few words before the cue. */
function columnShortlyBefore(state: ParseState, to: number, anyKind = false): (Link & { kind: "column" }) | undefined {
  for (let i = to - 1; i >= to - 3 && i >= 0; i--) {
    const t = state.tokens[i];
    if (t.kind === "number" || [",", "and", "or", "but", "than", "who", "which", "that"].includes(t.norm)) return undefined;
    const link = state.links.find((l) => l.end - 1 === i && !state.assigned.has(l));
    if (link?.kind === "column" && (anyKind || link.column.numeric || link.column.temporal) && !link.column.key && !link.column.position) return link;
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
  return column.text && !column.position && filled.length >= 3 && filled.filter((v) => /^\s*[-−]?[$€£]?\d/.test(v) && !/^\s*\d{1,2}:\d\d/.test(v)).length >= filled.length * 0.6;
}

/** A column measured in the unit: named so ("Height (ft)"), or most sampled values carry it after a number ("2,000 m"). */
function unitColumn(column: ColumnInfo, spellings: string[]): boolean {
  const display = column.display.toLowerCase();
  const name = column.column.name;
  if (spellings.some((u) => (u.length > 1 && u !== "in" && column.words.includes(u)) || (u.length === 1 && u !== "s" && name.endsWith(`_${u}`)) || display.includes(`(${u})`) || new RegExp(`(^|[^a-z])${escapeRegExp(u)}\\s*[/)]`).test(display))) return true;
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  const carries = new RegExp(`\\d\\s*(${spellings.map(escapeRegExp).join("|")})(?![a-z])`, "i");
  return sample.length > 0 && sample.filter((v) => carries.test(v)).length >= sample.length * 0.5;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function candidatePool(state: ParseState): ColumnInfo[] {
  const tables = state.tables.length ? state.tables : state.index.tables.length === 1 ? state.index.tables : [];
  return tables.flatMap((t) => t.columns);
}

const RANKS = new Set(["place", "position", "pos", "rank", "finish", "seed", "placing", "result"].map(stem));

/** Bare numbers next to a numeric column ("won 1 match", "4 stages", "rank 5") become equality filters. */
export function applyBareNumbers(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "number" || state.used.has(t.index) || inDateCondition(state, t.index)) continue;
    if (state.links.some((l) => l.kind === "value" && l.start <= t.index && t.index < l.end && state.assigned.has(l))) continue;
    if (namesColumn(state, t.index)) continue;
    // "412 pupil enrollment": one unlinked word may stand between the number and its column
    const further = state.links.find((l) => l.kind === "column" && l.start === t.index + 2 && !state.assigned.has(l) && l.column.numeric && !l.column.numericText && state.tokens[t.index + 1]?.kind === "word" && !state.links.some((o) => o.start <= t.index + 1 && t.index + 1 < o.end));
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
    state.filters.push({ column: near.column.ref, op: negated ? "neq" : "eq", value: t.value!, phrase: `${negated ? "not " : ""}${near.column.display} ${t.raw}`, at: t.index });
  }
}

/** "visitors in 2016" where a header reads "Visitors 2016": the number names a column, it is no condition. */
function namesColumn(state: ParseState, at: number): boolean {
  return state.links.some((l) => l.kind === "column" && l.start <= at && at < l.end && state.tokens[at].kind === "number" && l.column.words.includes(state.tokens[at].norm));
}

/** Date phrases filter the named date column, else the table's natural date column, else a year column. */
export function applyDates(state: ParseState, measureTableHint?: string) {
  for (const d of state.dates) {
    // "the 2019 Harbour Cup" is a value that contains a year, not a date condition
    const inValue = state.links.some((l) => l.kind === "value" && state.assigned.has(l) && l.end - l.start > d.tokens.length && d.tokens.every((t) => l.start <= t && t < l.end));
    // a year the row reference already took ("the year before 2019") is not a second condition
    const byValue = state.links.some((l) => l.kind === "value" && state.assigned.has(l) && d.tokens.every((t) => l.start <= t && t < l.end));
    if (inValue || (!byValue && d.tokens.every((t) => state.used.has(t)))) continue;
    if (d.tokens.every((t) => namesColumn(state, t))) continue;
    const column = dateColumn(state, d, measureTableHint);
    const written = !column?.temporal && d.parts && d.relation === "in" ? textDateColumn(state) : undefined;
    if (written) {
      use(state, ...d.tokens);
      noteTable(state, written.table);
      state.filters.push({ column: written.ref, op: "matches", value: textDatePattern(d.parts!), phrase: d.label.replace(/ \d{4}$/, d.parts!.year ? "$&" : ""), at: d.tokens[0] });
      continue;
    }
    if (!column) continue;
    use(state, ...d.tokens);
    noteTable(state, column.table);
    state.filters.push(dateFilter(column, d));
    state.ir.dateLabel = d.relation === "in" ? d.label : `${d.relation} ${d.label}`;
  }
}

const MONTH_WORD = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

function textDateLike(column: ColumnInfo): boolean {
  const sample = column.column.sampleValues ?? [];
  return sample.length > 0 && sample.filter((v) => MONTH_WORD.test(v) && /\d/.test(v)).length >= sample.length * 0.5;
}

/** A text column holding dates as words ("March 4, 2010"): most sampled values name a month. */
function textDateColumn(state: ParseState): ColumnInfo | undefined {
  const near = columnLinks(state, false).map((l) => l.column);
  const columns = candidatePool(state).filter((c) => c.text && !c.position);
  const monthly = columns.filter((c) => {
    const sample = c.column.sampleValues ?? [];
    return sample.length > 0 && sample.filter((v) => MONTH_WORD.test(v) && /\d/.test(v)).length >= sample.length * 0.5;
  });
  return monthly.find((c) => near.includes(c)) ?? monthly.find((c) => c.words.some((w) => w === "date" || w === "day")) ?? monthly[0];
}

function dateColumn(state: ParseState, d: DateMention, hint?: string): ColumnInfo | undefined {
  const near = linkBefore(state, d.tokens[0], ["column"], 2) ?? linkAfter(state, d.tokens.at(-1)!, ["column"], 1);
  const yearly = d.year !== undefined || /^between \d{4} and \d{4}$|^\d{4}s$/.test(d.label);
  const datedText = (c: ColumnInfo) => c.text && (c.yearText || textDateLike(c));
  if (near?.kind === "column" && (near.column.temporal || (d.parts && datedText(near.column)) || (yearly && (isYearLike(near.column) || near.column.yearText || (near.column.numeric && near.column.words.some((w) => TIME_WORDS.has(w))))))) {
    useLink(state, near);
    return near.column;
  }
  const tables = state.tables.length ? state.tables : state.index.tables;
  const preferred = [...tables].sort((a, b) => Number(b.name === hint) - Number(a.name === hint));
  for (const t of preferred) if (t.naturalDate) return t.naturalDate;
  if (!yearly && d.relation === "in" && d.label.length > 4) return undefined;
  for (const t of preferred) {
    const yearColumn = t.columns.find((c) => !c.position && isYearLike(c));
    if (yearColumn) return yearColumn;
  }
  for (const t of preferred) {
    const textual = t.columns.find((c) => c.text && (c.column.sampleValues ?? []).some((v) => /\b(1[5-9]|20)\d\d\b/.test(v)) && c.words.some((w) => ["date", "time", "period", "dates", "year"].includes(w)));
    if (textual) return textual;
  }
  for (const t of preferred) {
    const dated = t.columns.find((c) => !c.position && c.yearText && !c.numericText && textDateLike(c));
    if (dated) return dated;
  }
  return undefined;
}

function dateFilter(column: ColumnInfo, d: DateMention): Filter & { at: number } {
  const at = d.tokens[0];
  const phrase = d.relation === "in" ? d.label : `${d.relation} ${d.label}`;
  if (column.temporal) {
    const start = formatDate(d.start);
    const end = formatDate(d.end);
    if (d.relation === "since") return { column: column.ref, op: "gte", value: start, phrase, at };
    if (d.relation === "before") return { column: column.ref, op: "lt", value: start, phrase, at };
    if (d.relation === "after") return { column: column.ref, op: "gte", value: end, phrase, at };
    return { column: column.ref, op: "between", value: start, value2: end, phrase, at };
  }
  // "before 4 June 2007" on dates written as text: compared day by day
  if (column.text && d.parts?.day !== undefined && d.parts.year !== undefined && d.relation !== "in" && (column.yearText || textDateLike(column))) {
    const key = (date: Date) => date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
    const op = d.relation === "since" ? "gte" : d.relation === "before" ? "lt" : "gt";
    return { column: column.ref, op, value: key(d.start), part: "day", phrase, at };
  }
  const startYear = d.start.getUTCFullYear();
  const endYear = d.end.getUTCFullYear() - (d.end.getUTCMonth() === 0 && d.end.getUTCDate() === 1 ? 1 : 0);
  // text that carries its year ("March 4, 2019") compares by that year; other text can only contain it
  if (column.text && !column.numericText && !isYearLike(column) && !column.yearText) return { column: column.ref, op: "contains", value: String(startYear), phrase, at };
  if (d.relation === "since") return { column: column.ref, op: "gte", value: startYear, phrase, at };
  if (d.relation === "before") return { column: column.ref, op: "lt", value: startYear, phrase, at };
  if (d.relation === "after") return { column: column.ref, op: "gt", value: endYear, phrase, at };
  if (startYear === endYear) return { column: column.ref, op: "eq", value: startYear, phrase, at };
  return { column: column.ref, op: "between", value: startYear, value2: endYear, phrase, at };
}

/** "crews that won no gold medals", "huts with no warden": a zero count, or an empty cell. */
const HAVE = new Set(["have", "has", "had"]);
const NOT_HAVE = new Set(["doesn't", "don't", "didn't", "haven't", "hasn't", "hadn't"]);

export function applyAbsence(state: ParseState) {
  for (const t of state.tokens) {
    if (state.used.has(t.index)) continue;
    if (relatedAbsence(state, t)) continue;
    // "names that do not have a description", "rows without a photo": the column is empty
    const prev = state.tokens[t.index - 1]?.norm ?? "";
    const lacks = t.norm === "without" || (HAVE.has(t.norm) && (prev === "not" || NOT_HAVE.has(prev))) || t.norm === "lacking";
    if (lacks) {
      const link = linkAfter(state, t.index, ["column"], 2);
      if (link?.kind !== "column" || link.start > t.index + 3 || link.column.position || link.column.key || !link.column.text || link.column.numeric) continue;
      if (!state.tokens.slice(t.index + 1, link.start).every((x) => ["a", "an", "any"].includes(x.norm))) continue;
      use(state, t.index, ...(t.norm === "without" || t.norm === "lacking" ? [] : [t.index - 1]));
      useLink(state, link);
      noteTable(state, link.column.table);
      state.filters.push({ column: link.column.ref, op: "is_null", phrase: `no ${link.column.display}`, at: t.index });
      continue;
    }
    if (t.norm !== "no" && t.norm !== "zero") continue;
    const link = linkAfter(state, t.index, ["column"], 1);
    if (link?.kind !== "column" || link.start > t.index + 2 || link.column.position || link.column.key) continue;
    const column = link.column;
    if (!column.numeric && !column.text) continue;
    use(state, t.index);
    useLink(state, link);
    noteTable(state, column.table);
    const phrase = `no ${column.display}`;
    state.filters.push(column.numeric ? { column: column.ref, op: "eq", value: 0, phrase, at: t.index } : { column: column.ref, op: "is_null", phrase, at: t.index });
  }
}

const LACK_VERBS = new Set(["been", "be", "being", "was", "were", "is", "are", "place", "placed", "make", "made", "have", "had", "has", "receive", "received", "get", "got", "submit", "submitted", "write", "written", "wrote", "leave", "left", "open", "opened", "file", "filed", "raise", "raised", "log", "logged", "generate", "generated", "any", "a", "an", "single", "one", "yet", "ever"]);

/**
 * "customers without any order", "products never reviewed", "accounts with no tickets", "who have not placed an order":
 * no row of a related table points at the row (NOT EXISTS along the key path), when another table is the subject.
 */
function relatedAbsence(state: ParseState, t: Token): boolean {
  const prev = state.tokens[t.index - 1]?.norm ?? "";
  const lacks = t.norm === "without" || t.norm === "never" || t.norm === "no" || t.norm === "zero" || t.norm === "nothing" || (t.norm === "not" && HAVE.has(prev)) || (HAVE.has(t.norm) && (prev === "not" || NOT_HAVE.has(prev)));
  if (!lacks) return false;
  let i = t.index + 1;
  let conditions = 0;
  let table: TableInfo | undefined;
  // "without an active subscription", "no video tracks", "never had a paid invoice": conditions may come first
  for (; i < state.tokens.length && i <= t.index + 5; i++) {
    const link = state.links.find((l) => l.start === i && !state.assigned.has(l));
    if (link?.kind === "table") {
      table = link.table;
      break;
    }
    const purchase = PURCHASE_VERBS.has(state.tokens[i].norm) ? purchaseTable(state) : undefined;
    if (purchase && !link) {
      table = purchase;
      break;
    }
    if (link && link.score >= 0.8 && (link.kind !== "value" && !(link.kind === "column" && link.column.column.kind === "boolean"))) return false;
    if (link && conditions++ < 2) {
      i = link.end - 1;
      continue;
    }
    if (!LACK_VERBS.has(state.tokens[i].norm) && !link) return false;
  }
  if (!table || !state.tables.some((s) => s !== table) || !related(state, table)) return false;
  const link = state.links.find((l) => l.start === i && l.kind === "table");
  use(state, t.index, i, ...(HAVE.has(t.norm) || t.norm === "not" ? [t.index - 1] : []));
  for (let k = t.index + 1; k < i; k++) if (LACK_VERBS.has(state.tokens[k].norm)) use(state, k);
  if (link) useLink(state, link);
  const key = table.columns.find((c) => c.column.isPrimaryKey) ?? table.columns[0];
  state.filters.push({ column: key.ref, op: "absent", related: table.name, phrase: `with no ${table.name}`, at: t.index });
  return true;
}

const PURCHASE_VERBS = new Set(["bought", "buy", "buys", "purchased", "purchase", "ordered", "order", "spent", "paid"]);

/** "customers who never bought …": the table of purchases (orders, invoices, sales) the question's subject makes. */
function purchaseTable(state: ParseState): TableInfo | undefined {
  const buying = state.index.tables.filter((t) => t.words.some((w) => ["order", "invoic", "purchas", "sale", "transaction"].includes(w)) && !t.columns.some((c) => c.derived?.kind === "line"));
  return buying.find((t) => t.valueColumn) ?? buying[0];
}

/** Another table of the question is joined to this one by a key. */
function related(state: ParseState, table: TableInfo): boolean {
  return state.tables.some((s) => s !== table && (planJoins(state.index.catalog, table.name, [s.name])?.length ?? 0) > 0);
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/** "paid invoices", "not paid": a yes/no column named in the question is a condition on it. */
export function applyBooleans(state: ParseState) {
  for (const link of state.links) {
    if (link.kind !== "column" || state.assigned.has(link) || link.column.column.kind !== "boolean") continue;
    const negated = negatedAt(state, link.start);
    useLink(state, link);
    noteTable(state, link.column.table);
    state.filters.push({ column: link.column.ref, op: "eq", value: negated ? "false" : "true", phrase: `${negated ? "not " : ""}${link.column.display}`, at: link.start });
  }
}

/** A quoted phrase that matches no sampled value still filters: on the column or table named just before it. */
export function applyQuotedFallback(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "quoted" || state.used.has(t.index)) continue;
    const before = linkBefore(state, t.index, ["column", "table"], 2) ?? state.links.find((l) => l.end === t.index && l.kind !== "value");
    const column =
      before?.kind === "column" && before.column.text ? before.column
      : before?.kind === "table" ? before.table.labelColumn ?? before.table.columns.find((c) => c.text && !c.key)
      : (state.tables[0] ?? state.index.tables[0])?.labelColumn;
    if (!column) continue;
    if (before?.kind === "column") useLink(state, before);
    use(state, t.index);
    noteTable(state, column.table);
    penalize(state, `"${t.raw}" is not among the sampled values of ${column.display}`, 0.1);
    state.filters.push({ column: column.ref, op: negatedAt(state, t.index) ? "not_contains" : "contains", value: t.raw, phrase: t.raw, at: t.index });
  }
}

const ENTITY_LEADS = new Set(["of", "for", "by", "from", "in", "at", "against", "with", "to", "did", "does", "do", "than", "as", "after", "before", "was", "is", "and", "or", "vs", "versus", "on"]);

/** Text columns whose sampled values may not be all of them (high-cardinality names are not sampled). */
function unsampledText(state: ParseState): ColumnInfo[] {
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return [];
  return table.columns.filter((c) => c.text && !c.numericText && !c.position && !(c.column.sampleValues && c.distinct !== undefined && c.distinct <= c.column.sampleValues.length));
}

/**
 * Words after "of/for/by/after …" that no link explains are probably a name the value sample missed:
 * they filter a text column by containment (candidates rotate the column; execution picks one that matches rows).
 */
export function applyFreeText(state: ParseState) {
  const columns = unsampledText(state);
  if (!columns.length) return;
  const free = (i: number) => {
    const t = state.tokens[i];
    return !!t && !state.used.has(i) && (t.kind === "word" || (t.kind === "number" && !t.year)) && !STOP_WORDS.has(t.norm) && !state.links.some((l) => (state.assigned.has(l) || l.kind === "column") && l.start <= i && i < l.end);
  };
  for (let i = 1; i < state.tokens.length; i++) {
    if (!free(i) || !ENTITY_LEADS.has(state.tokens[i - 1].norm)) continue;
    let j = i;
    while (free(j + 1) || (state.tokens[j + 1]?.norm === "of" && free(j + 2))) j++;
    const phrase = state.tokens.slice(i, j + 1).map((t) => t.raw).join(" ");
    const column = columns[state.variant.valueColumn % columns.length];
    use(state, ...Array.from({ length: j - i + 1 }, (_, k) => i + k));
    penalize(state, `"${phrase}" matched no sampled value; searched in ${column.display}`, 0.15);
    state.filters.push({ column: column.ref, op: negatedAt(state, i) ? "not_contains" : "contains", value: phrase, phrase, at: i });
    i = j;
  }
}
