// Date conditions: a date phrase filters the named date column, else the table's natural date, a year column or dates
// written as text.
import type { Filter } from "../ir";
import { TIME_WORDS } from "../schema/lexicon";
import { findTable, refersTo, type ColumnInfo, type TableInfo } from "../model/schema-index";
import { planJoins } from "../schema/join-planner";
import { nameWords } from "../schema/name-words";
import { stem } from "../schema/stem";
import { formatDate, type DateMention } from "./date-calendar";
import { textDatePattern } from "./dates";
import {
  candidatePool,
  columnLinks,
  linkAfter,
  linkBefore,
  noteTable,
  penalize,
  type ParseState,
  use,
  useLink,
} from "./parse-state";
import { isYearLike, yearColumn } from "../model/years";
import type { Token } from "./tokens";

/** A number inside "before 1985", "after the year 2011", "from 1961 to 1967": the date condition owns it. */
export function inDateCondition(state: ParseState, at: number): boolean {
  return state.dates.some((d) => (d.relation !== "in" || d.tokens.length > 1) && d.tokens.includes(at));
}

/** "visitors in 2016" where a header reads "Visitors 2016": the number names a column, it is no condition. */
export function namesColumn(state: ParseState, at: number): boolean {
  return state.links.some(
    (l) =>
      l.kind === "column" &&
      l.start <= at &&
      at < l.end &&
      state.tokens[at].kind === "number" &&
      l.column.words.includes(state.tokens[at].norm),
  );
}

/** Date phrases filter the named date column, else the table's natural date column, else a year column. */
/** `byNoun`: no measure dates the rows, so a date right after a table's noun dates that table ("the first delivery of 2024"). */
export function applyDates(state: ParseState, measureTableHint?: string, byNoun = false) {
  comparedPeriods(state);
  for (const d of state.dates) {
    // "the 2019 Harbour Cup" is a value that contains a year, not a date condition
    const inValue = state.links.some(
      (l) =>
        l.kind === "value" &&
        state.assigned.has(l) &&
        l.end - l.start > d.tokens.length &&
        d.tokens.every((t) => l.start <= t && t < l.end),
    );
    // a year the row reference already took ("the year before 2019") is not a second condition
    const byValue = state.links.some(
      (l) => l.kind === "value" && state.assigned.has(l) && d.tokens.every((t) => l.start <= t && t < l.end),
    );
    if (inValue || (!byValue && d.tokens.every((t) => state.used.has(t)))) continue;
    if (d.tokens.every((t) => namesColumn(state, t))) continue;
    const column = dateColumn(state, d, measureTableHint, byNoun);
    const written = !column?.temporal && d.parts && d.relation === "in" ? textDateColumn(state) : undefined;
    if (written) {
      use(state, ...d.tokens);
      noteTable(state, written.table);
      state.filters.push({
        column: written.ref,
        op: "matches",
        value: textDatePattern(d.parts!),
        phrase: d.label.replace(/ \d{4}$/, d.parts!.year ? "$&" : ""),
        at: d.tokens[0],
      });
      continue;
    }
    if (!column) continue;
    use(state, ...d.tokens);
    noteTable(state, column.table);
    // "parcels delivered in 2031" on the delivery date: the date says it happened; a status read from the same word
    // ("Delivered") would drop the rows whose state moved on since (delivered, then returned)
    const verb = eventToken(state, column);
    if (verb !== undefined) {
      state.filters = state.filters.filter(
        (f) => !(f.at === verb && f.op === "eq" && !f.related && f.column.table === column.table.name),
      );
      if (!state.links.some((l) => l.start <= verb && verb < l.end)) use(state, verb);
    }
    state.filters.push(dateFilter(column, d));
    state.ir.dateLabel = d.relation === "in" ? d.label : `${d.relation} ${d.label}`;
  }
}

/**
 * "deliveries in 2023 and 2024 compared", "takings in May vs June": two adjacent periods of one size
 * side by side are one range, answered per period — never both conditions at once, which no row meets.
 */
function comparedPeriods(state: ParseState) {
  const [said, then] = state.dates;
  if (state.dates.length !== 2 || said.relation !== "in" || then.relation !== "in" || said.weekdays || then.weekdays)
    return;
  const between = state.tokens.slice(said.tokens.at(-1)! + 1, then.tokens[0]);
  if (!between.length || !between.every((t) => PERIOD_JOINERS.has(t.norm))) return;
  // "this year vs last year": the later period may be said first
  const [a, b] = said.start <= then.start ? [said, then] : [then, said];
  const grain = periodGrain(a);
  if (!grain || grain !== periodGrain(b) || a.end.getTime() !== b.start.getTime()) {
    // two periods apart ("in 2023 and 2025") are not one range, and both at once match no row
    if (a.end.getTime() <= b.start.getTime() || b.end.getTime() <= a.start.getTime())
      penalize(state, "two separate periods asked for at once", 0.45);
    return;
  }
  state.dates = [
    {
      ...a,
      end: b.end,
      label: `${a.label} and ${b.label}`,
      tokens: [...a.tokens, ...between.map((t) => t.index), ...b.tokens],
    },
  ];
  state.grain ??= { grain, tokens: [] };
  state.ir.compared = {
    grain,
    periods: [a, b].map((p) => ({ start: formatDate(p.start), end: formatDate(p.end), label: p.label })),
  };
}

const PERIOD_JOINERS = new Set(["and", "vs", "versus", "or", ",", "&", "compared", "with", "to", "against"]);

/** Whether a range is one whole year, quarter or month. */
function periodGrain(d: DateMention): "year" | "quarter" | "month" | undefined {
  const s = d.start;
  if (s.getUTCDate() !== 1) return undefined;
  const months = (d.end.getUTCFullYear() - s.getUTCFullYear()) * 12 + d.end.getUTCMonth() - s.getUTCMonth();
  if (d.end.getUTCDate() !== 1) return undefined;
  return months === 12 && s.getUTCMonth() === 0
    ? "year"
    : months === 3 && s.getUTCMonth() % 3 === 0
      ? "quarter"
      : months === 1
        ? "month"
        : undefined;
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
  return (
    monthly.find((c) => near.includes(c)) ??
    monthly.find((c) => c.words.some((w) => w === "date" || w === "day")) ??
    monthly[0]
  );
}

function dateColumn(state: ParseState, d: DateMention, hint?: string, byNoun = false): ColumnInfo | undefined {
  const near = linkBefore(state, d.tokens[0], ["column"], 2) ?? linkAfter(state, d.tokens.at(-1)!, ["column"], 1);
  const yearly = d.year !== undefined || /^between \d{4} and \d{4}$|^\d{4}s$/.test(d.label);
  const datedText = (c: ColumnInfo) => c.text && (c.yearText || textDateLike(c));
  if (
    near?.kind === "column" &&
    (near.column.temporal ||
      (d.parts && datedText(near.column)) ||
      (yearly &&
        (isYearLike(near.column) ||
          near.column.yearText ||
          (near.column.numeric && near.column.words.some((w) => TIME_WORDS.has(w))))))
  ) {
    useLink(state, near);
    return near.column;
  }
  const tables = state.tables.length ? state.tables : state.index.tables;
  const event = eventColumn(state, tables);
  if (event) return event;
  // "its 2025 appointments", "our 2024 orders": a period said right before a table's noun dates that table
  const noun = state.links.find((l) => l.kind === "table" && l.start === d.tokens.at(-1)! + 1);
  if (noun?.kind === "table" && noun.table.naturalDate && d.relation === "in") return noun.table.naturalDate;
  const owner = byNoun ? nounBefore(state, d.tokens[0]) : undefined;
  if (owner?.naturalDate && tables.includes(owner) && !d.tokens.some((t) => state.tokens[t].norm === "since"))
    return owner.naturalDate;
  const preferred = [...tables].sort((a, b) => Number(b.name === hint) - Number(a.name === hint));
  const centre = preferred[0];
  const child = centre && childEventTime(state, centre, yearly);
  if (child) return child;
  // the rows' own year ("awards given in 2016" on awards that keep a year; the model lends them no parent's date)
  const ownYear = yearly && centre && !centre.naturalDate ? yearColumn(centre) : undefined;
  if (ownYear) return ownYear;
  // "members who borrowed a book in 2024": a period right after the related rows the verb names dates those rows,
  // not when the members joined
  const eventRows = state.filters.find((f) => f.related && f.at < d.tokens[0] && d.tokens[0] - f.at <= 5);
  // (or the rows pairing them with the subject: the loans between members and books)
  const related = eventRows && findTable(state.index, eventRows.related!);
  const path = related && centre ? planJoins(state.index.catalog, centre.name, [related.name]) : undefined;
  const eventDate =
    related?.naturalDate ??
    path
      ?.map((step) => findTable(state.index, step.table))
      .find((t): t is TableInfo => !!t && t !== related && !!t.naturalDate && refersTo(t, related!))?.naturalDate;
  if (eventDate) return eventDate;
  for (const t of preferred) if (t.naturalDate) return t.naturalDate;
  // "customers who bought nothing in 2026": the rows that must be absent carry the date
  for (const f of state.filters) {
    const related = f.related ? state.index.tables.find((t) => t.name === f.related) : undefined;
    if (related?.naturalDate) return related.naturalDate;
  }
  if (!yearly && d.relation === "in" && d.label.length > 4) return undefined;
  for (const t of preferred) {
    const yearColumn = t.columns.find((c) => !c.position && isYearLike(c));
    if (yearColumn) return yearColumn;
  }
  for (const t of preferred) {
    const textual = t.columns.find(
      (c) =>
        c.text &&
        (c.column.sampleValues ?? []).some((v) => /\b(1[5-9]|20)\d\d\b/.test(v)) &&
        c.words.some((w) => ["date", "time", "period", "dates", "year"].includes(w)),
    );
    if (textual) return textual;
  }
  for (const t of preferred) {
    const dated = t.columns.find((c) => !c.position && c.yearText && !c.numericText && textDateLike(c));
    if (dated) return dated;
  }
  return undefined;
}

const GENERIC_TIME = new Set(["at", "date", "dt", "on", "time", "ts", "timestamp", "day", "datetime", "when"]);

/**
 * "parcels returned in 2031", "the courier hired most recently": the verb names the date column of that event — of
 * the rows themselves or of the parent whose date they go by ("units shipped": the lines' shipment's ship date).
 */
export function eventColumn(state: ParseState, tables: TableInfo[]): ColumnInfo | undefined {
  const dated = new Set(tables.flatMap((t) => (t.naturalDate ? [t, t.naturalDate.table] : [t])));
  for (const table of dated) {
    for (const column of table.columns) if (eventToken(state, column) !== undefined) return column;
  }
  return undefined;
}

/**
 * "the first subscription cancelled", "the last parcel returned": the date of the event the verb names orders the
 * rows, and the verb also says the event happened, so it is no status value to match as well.
 */
export function claimEventDate(state: ParseState, table: TableInfo): ColumnInfo | undefined {
  const event = eventColumn(state, [table]);
  if (!event) return undefined;
  const verb = eventToken(state, event)!;
  use(state, verb);
  for (const l of state.links)
    if ((l.kind === "value" || (l.kind === "column" && l.column === event)) && l.start <= verb && verb < l.end)
      useLink(state, l);
  state.eventDate = event;
  return event;
}

/** The question's word naming the event a date column records ("returned" for `return_dt`). */
function eventToken(state: ParseState, column: ColumnInfo): number | undefined {
  return state.tokens.find((t) => namesEventOf(t, column))?.index;
}

export function namesEventOf(t: Token, column: ColumnInfo): boolean {
  if (!column.temporal || t.kind !== "word") return false;
  const words = nameWords(column.column.name)
    .map(stem)
    .filter((w) => !GENERIC_TIME.has(w));
  if (words.length !== 1) return false;
  const same = (a: string, b: string) =>
    a === b ||
    (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)) && Math.abs(a.length - b.length) <= 2);
  return (t.stem.length >= 3 && same(t.stem, words[0])) || !!EVENT_SYNONYMS[t.norm]?.some((w) => same(w, words[0]));
}

/**
 * "accounts that opened a ticket": a verb in the past that names a date column of the tables in play is that event,
 * not the status value it shares a stem with ("open").
 */
export function namesEvent(state: ParseState, at: number): boolean {
  const t = state.tokens[at];
  return /ed$/.test(t.norm) && state.index.tables.some((table) => table.columns.some((c) => namesEventOf(t, c)));
}

/** Verbs that name an event by another word than its column ("left the depot" is when it shipped). */
const EVENT_SYNONYMS: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    left: ["ship", "depart", "term", "leave"],
    departed: ["ship", "depart"],
    dispatched: ["ship", "dispatch"],
    sent: ["ship", "send"],
    arrived: ["delivery", "arrival"],
    received: ["delivery", "receive"],
    placed: ["order"],
    ordered: ["order"],
    joined: ["hire", "join", "signup"],
    fired: ["term"],
    quit: ["term"],
    settled: ["paid", "payment"],
    collect: ["paid", "payment"],
    collected: ["paid", "payment"],
  }).map(([verb, events]) => [verb, events.map(stem)]),
);

const DATE_JOINERS = new Set(["of", "in", "during", "from", "for"]);

function nounBefore(state: ParseState, at: number): TableInfo | undefined {
  let i = at - 1;
  while (i >= 0 && DATE_JOINERS.has(state.tokens[i].norm) && at - i <= 2) i--;
  const link = state.links.find((l) => l.kind === "table" && l.end - 1 === i);
  return link?.kind === "table" ? link.table : undefined;
}

function dateFilter(column: ColumnInfo, d: DateMention): Filter & { at: number } {
  const at = d.tokens[0];
  const phrase = d.relation === "in" ? d.label : `${d.relation} ${d.label}`;
  if (d.weekdays) {
    const [first, last] = d.weekdays;
    return first === last
      ? { column: column.ref, op: "eq", value: first, part: "weekday", phrase, at }
      : { column: column.ref, op: "between", value: first, value2: last, part: "weekday", phrase, at };
  }
  if (column.temporal) {
    const start = formatDate(d.start);
    const end = formatDate(d.end);
    if (d.relation === "since") return { column: column.ref, op: "gte", value: start, phrase, at };
    if (d.relation === "before") return { column: column.ref, op: "lt", value: start, phrase, at };
    if (d.relation === "after") return { column: column.ref, op: "gte", value: end, phrase, at };
    return { column: column.ref, op: "between", value: start, value2: end, phrase, at };
  }
  // "before 4 June 2007" on dates written as text: compared day by day
  if (
    column.text &&
    d.parts?.day !== undefined &&
    d.parts.year !== undefined &&
    d.relation !== "in" &&
    (column.yearText || textDateLike(column))
  ) {
    const key = (date: Date) => date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
    const op = d.relation === "since" ? "gte" : d.relation === "before" ? "lt" : "gt";
    return { column: column.ref, op, value: key(d.start), part: "day", phrase, at };
  }
  const startYear = d.start.getUTCFullYear();
  const endYear = d.end.getUTCFullYear() - (d.end.getUTCMonth() === 0 && d.end.getUTCDate() === 1 ? 1 : 0);
  // text that carries its year ("March 4, 2019") compares by that year; other text can only contain it
  if (column.text && !column.numericText && !isYearLike(column) && !column.yearText)
    return { column: column.ref, op: "contains", value: String(startYear), phrase, at };
  if (d.relation === "since") return { column: column.ref, op: "gte", value: startYear, phrase, at };
  if (d.relation === "before") return { column: column.ref, op: "lt", value: startYear, phrase, at };
  if (d.relation === "after") return { column: column.ref, op: "gt", value: endYear, phrase, at };
  if (startYear === endYear) return { column: column.ref, op: "eq", value: startYear, phrase, at };
  return { column: column.ref, op: "between", value: startYear, value2: endYear, phrase, at };
}

/**
 * "members honoured in 2017": a condition on rows that refer to the counted ones (their awards) dates the question by
 * those rows' own date, or their own year when a year is asked — not by when the member joined.
 */
export function childEventTime(state: ParseState, centre: TableInfo, yearly: boolean): ColumnInfo | undefined {
  for (const f of state.filters) {
    const table = f.related ? undefined : findTable(state.index, f.column.table);
    if (!table || table === centre) continue;
    // the condition's rows refer to the centre's (declared or inferred): one step, one centre row to many of them
    const steps = planJoins(state.index.catalog, centre.name, [table.name]);
    if (!refersTo(table, centre) && !(steps?.length === 1 && steps[0].fanOut)) continue;
    const own = table.naturalDate?.table === table ? table.naturalDate : undefined;
    const time = own ?? (yearly ? yearColumn(table) : undefined);
    if (time) return time;
  }
  return undefined;
}
