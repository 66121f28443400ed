// The column a comparison's number is about: named around the cue ("price under $50", "won 6 matches"), a column of
// elapsed time for a time written as a number, and the unit or scale the column is stored in.
import { ADJECTIVE_QUANTITIES, STOP_WORDS, timeUnitOf, unitSpellings } from "../schema/lexicon";
import { storedUnit } from "../model/units";
import type { ColumnInfo } from "../model/schema-index";
import { stem } from "../schema/stem";
import type { Link } from "./link";
import { LATE } from "./lateness";
import { candidatePool, linkAfter, linkBefore, penalize, type ParseState, use, useLink } from "./parse-state";
import { isYearLike } from "../model/years";
import { spansYears } from "./spans";

export const MONEY_WORDS = [
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

const PHRASE_JOINERS = new Set(["to", "and", "or", "but", ",", "vs", "versus", "than"]);

/** Comparisons on a count ("customers with more than 5 orders") are left for the having clause. */
export const PLAYED_UNITS = new Set([
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

export const VERBAL_TALLIES = new Set([
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

export function comparisonColumn(
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
  // "more than 50 enrollments" where the noun linked its table's key: the rows are counted
  if (
    after?.kind === "table" ||
    (after?.kind === "column" &&
      [numberEnd + 1, Math.max(numberEnd, ...cueTokens) + 1].includes(after.start) &&
      nounOfKey(state, after)) ||
    (after === undefined && state.tokens[numberEnd + 1]?.norm === "times")
  )
    return undefined;
  if (
    after?.kind === "column" &&
    !nounOfKey(state, after) &&
    (after.column.numeric || after.column.temporal || mostlyNumbers(after.column))
  ) {
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
  if (
    before?.kind === "column" &&
    !nounOfKey(state, before) &&
    (before.column.numeric || before.column.temporal || mostlyNumbers(before.column))
  ) {
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
  // "invoices over 3,000": the value of the rows named just before
  const rows = linkBefore(state, cueStart, ["table"], 3);
  const valued = rows?.kind === "table" ? rows.table.valueColumn : undefined;
  if (valued && pool.includes(valued) && !state.tokens[numberEnd].year) return valued;
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
  // "students over 20", "patients under 65": a bare number said of the rows a table of people holds is their age
  const said = state.tokens[numberEnd + 1];
  const bare = !said || said.kind === "punct" || STOP_WORDS.has(said.norm);
  const aged = state.tables[0]?.columns.find((c) => pool.includes(c) && c.words.includes(stem("age")));
  if (bare && aged && !money && (state.tokens[numberEnd].value ?? 0) <= 120) {
    penalize(state, "a number said of people read as their age", 0.05);
    return aged;
  }
  return undefined;
}

/**
 * "payments above 2,000": the table's noun linked its own key, but nobody compares ids by size — the
 * number is the rows' amount. Only a span naming the key's own word ("order id", "invoice number") compares the key.
 */
function nounOfKey(state: ParseState, link: Link & { kind: "column" }): boolean {
  const own = link.column.words.filter((w) => !link.column.table.words.includes(w));
  return link.column.key && !state.tokens.slice(link.start, link.end).some((t) => own.includes(t.stem));
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

export function isElapsed(column: ColumnInfo): boolean {
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
export function columnScale(column: ColumnInfo): number {
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
export function unitColumn(column: ColumnInfo, spellings: string[]): boolean {
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
