// Rows whose life or events a nullable date records. A table that records when a row ended (a termination, closing or
// cancellation date left empty while it lasts) reads "current members", "staff we currently have", "who are still
// with us" as rows whose end date is empty, and "former members", "terminated staff" as rows where it is set; "past
// and present" keeps every row. An event's participle reads its own date the same way: "unpaid invoices", "tickets
// not yet resolved" (empty), "paid invoices" (set).
import { ORGANISATION_WORDS } from "../schema/lexicon";
import { AUXILIARIES, EVENT_NOUN_ENDINGS, EVENT_NOUNS } from "../schema/lexicon-events";
import { stem } from "../schema/stem";
import { refersTo, type ColumnInfo, type TableInfo } from "../model/schema-index";
import type { Filter } from "../ir";
import { noteTable, type ParseState, use, useLink } from "./parse-state";
import { range, relatedFilter } from "./related-rows";

const CURRENT = new Set(["current", "currently", "still", "existing", "remaining", "now", "presently"]);
/** Rows not yet closed: "open requests", "outstanding tickets" — unless a status value says so itself. */
const OPEN = new Set(["open", "outstanding", "unresolved", "ongoing"]);
/** Participles that do not end in -ed ("sold", "sent"): "properties that have been sold". */
const IRREGULAR = new Set([
  "dead",
  "sold",
  "sent",
  "built",
  "bought",
  "held",
  "won",
  "lost",
  "left",
  "closed",
  "shut",
  "spent",
  "done",
]);
const FORMER = new Set(["former", "ex", "departed", "terminated", "offboarded"]);
/** Verbs of leaving, when what is left is the organisation itself ("left the company", "quit us"). */
const LEAVING = new Set(["left", "quit", "resigned", "departed", "leave", "exited"]);
const ORGANISATION = new Set(ORGANISATION_WORDS);
/** Words of a column name that record the end of a row's life. */
const ENDING = new Set(
  [
    "termination",
    "terminated",
    "terminate",
    "end",
    "ended",
    "resolved",
    "resolution",
    "completed",
    "completion",
    "fulfilled",
    "paid",
    "settled",
    "exit",
    "exited",
    "departure",
    "departed",
    "left",
    "leaving",
    "closed",
    "closing",
    "churned",
    "churn",
    "cancelled",
    "canceled",
    "cancellation",
    "deleted",
    "archived",
    "resigned",
    "resignation",
    "separation",
    "separated",
    "offboarded",
    "deactivated",
    "discontinued",
  ].map(stem),
);
/** "volunteers still with the club", "still employed": the words after "still" that say nothing more. */
const STILL_TAIL = new Set([
  "open",
  "outstanding",
  "unresolved",
  "ongoing",
  "with",
  "the",
  ...ORGANISATION_WORDS,
  "employed",
  "active",
  "on",
  "board",
  "staff",
  "team",
  "around",
]);
const BOTH = [
  ["past", "and", "present"],
  ["present", "and", "past"],
  ["current", "and", "former"],
  ["former", "and", "current"],
  ["current", "and", "past"],
];

const STAFF = new Set(["employee", "staff", "personnel", "worker", "employe", "headcount", "workforce"].map(stem));

/**
 * The table of the people who work here: the one named so ("employees", "staff"), else the one table of named people
 * whose rows end ("therapists" with a termination date).
 */
export function staffTable(state: ParseState): TableInfo | undefined {
  const staff = state.index.tables.filter(
    (t) => t.words.some((w) => STAFF.has(w)) && !t.table.aliasOf && !t.table.view,
  );
  // the people themselves, not their postings: the staff table the other staff tables refer to
  const own = staff.filter((t) => !staff.some((o) => o !== t && refersTo(t, o)));
  if (own.length) return own.length === 1 ? own[0] : undefined;
  const people = state.index.tables.filter(
    (t) => endColumn(t) && t.columns.some((c) => c.text && c.words.includes("name")),
  );
  return people.length === 1 ? people[0] : undefined;
}

/** The nullable date that ends a row's life, if the table has exactly one. */
export function endColumn(table: TableInfo): ColumnInfo | undefined {
  const ends = table.columns.filter(
    (c) => c.temporal && c.column.nullable && !c.derived && c.words.some((w) => ENDING.has(w)),
  );
  return ends.length === 1 ? ends[0] : undefined;
}

/** The condition that a row's period still runs on `now`: its end empty or still to come. */
export function runningPeriod(end: ColumnInfo, now: Date): Filter {
  return { column: end.ref, op: "open", value: now.toISOString().slice(0, 10), phrase: "current" };
}

export function applyTenure(state: ParseState) {
  for (const t of state.tokens) {
    if (state.used.has(t.index)) continue;
    const both = BOTH.find((words) => words.every((w, k) => state.tokens[t.index + k]?.norm === w));
    if (both) {
      // every row, said outright: no condition, and no value reads "present" either
      use(state, ...both.map((_, k) => t.index + k));
      for (const l of state.links)
        if (l.kind === "value" && l.start >= t.index && l.end <= t.index + both.length) useLink(state, l);
      continue;
    }
    // (a status value "open" says it itself; the date a row was opened on is no such value)
    const open =
      OPEN.has(t.norm) &&
      !state.links.some(
        (l) =>
          (l.kind === "value" || (l.kind === "column" && !l.column.temporal)) && l.start <= t.index && t.index < l.end,
      );
    const current = CURRENT.has(t.norm) || open;
    // "people who have left the company", "staff who quit": gone from the organisation the data belongs to
    const left =
      LEAVING.has(t.norm) &&
      ORGANISATION.has(state.tokens[t.index + (state.tokens[t.index + 1]?.norm === "the" ? 2 : 1)]?.norm ?? "");
    if (!current && !FORMER.has(t.norm) && !left) continue;
    // "the current month" is a period, "current MRR" a column's present value
    if (state.dates.some((d) => d.tokens.includes(t.index))) continue;
    const next = state.tokens[t.index + 1];
    if (
      current &&
      t.norm !== "still" &&
      next &&
      state.links.some((l) => l.start === next.index && l.kind === "column" && !l.column.temporal)
    )
      continue;
    // "requests still pending": the value says which rows, the word only that they are so today
    if (t.norm === "still" && next && state.links.some((l) => l.start === next.index && l.kind === "value")) continue;
    const table = subjectTable(state, t.index);
    const end = table && endColumn(table);
    const period = table && !end && current ? table.periodEnd : undefined;
    // "how many work in each department right now": the periods of the rows the answer joins through hold it
    if (current && (!table || (!end && !period)) && state.index.tables.some((x) => x.periodEnd)) {
      state.current = [
        ...(state.current ?? []),
        ...(t.norm === "now" && state.tokens[t.index - 1]?.norm === "right" ? [t.index - 1] : []),
        t.index,
      ];
      continue;
    }
    if (!current && (!table || !end) && state.index.tables.some((x) => x.periodEnd)) {
      state.former = [...(state.former ?? []), t.index, ...(left ? stillTail(state, t.index) : [])];
      continue;
    }
    if (!table || (!end && !period)) continue;
    const tail = t.norm === "still" ? stillTail(state, t.index) : [];
    use(state, t.index, ...tail);
    for (const l of state.links)
      if (l.start === t.index && l.end === t.index + 1 && l.kind === "column" && l.column === end) useLink(state, l);
    noteTable(state, table);
    if (period) state.filters.push({ ...runningPeriod(period, state.now), at: t.index });
    else
      state.filters.push({
        column: end!.ref,
        op: current ? "is_null" : "not_null",
        phrase: current ? "current" : t.norm,
        at: t.index,
      });
  }
}

/** The words "still" leads ("still with the club") up to the next noun of the schema. */
function stillTail(state: ParseState, at: number): number[] {
  const tail: number[] = [];
  for (let i = at + 1; i < state.tokens.length && STILL_TAIL.has(state.tokens[i].norm); i++) tail.push(i);
  return tail;
}

/**
 * The rows the word qualifies: a table named right after it ("current Design staff"), else the one named
 * before ("employees we currently have"), else the only table in play that records an end.
 */
function subjectTable(state: ParseState, at: number): TableInfo | undefined {
  const tables = state.links.filter((l): l is typeof l & { kind: "table" } => l.kind === "table" && !l.via);
  const after = tables.filter((l) => l.start > at && l.start <= at + 3).sort((a, b) => a.start - b.start)[0];
  const ends = (t: TableInfo) => !!endColumn(t) || !!t.periodEnd;
  if (after && ends(after.table)) return after.table;
  const before = tables.filter((l) => l.end <= at && l.end >= at - 4).sort((a, b) => b.end - a.end)[0];
  if (before && ends(before.table)) return before.table;
  const ending = state.tables.filter(ends);
  return ending.length === 1 ? ending[0] : undefined;
}

/** The tokens of a negation of the verb at `at` ("not", "never", any "…n't" and the auxiliaries after it), if negated. */
function negatedVerb(state: ParseState, at: number): number[] | undefined {
  const said: number[] = [];
  for (let i = at - 1; i >= Math.max(0, at - 5); i--) {
    const word = state.tokens[i].norm;
    if (word === "not" || word === "never" || /n['’]t$/.test(word)) return [...said, i];
    if (!AUXILIARIES.has(word)) return undefined;
    said.push(i);
  }
  return undefined;
}

/** A column word naming the event a participle says: itself, its noun ("died" → death), or a noun made of it ("registered" → registration). */
const namesEvent = (said: string) => (word: string) =>
  word === said ||
  EVENT_NOUNS.get(said) === word ||
  (said.length >= 4 && word.startsWith(said) && EVENT_NOUN_ENDINGS.includes(word.slice(said.length)));

/** "unpaid invoices", "paid invoices", "tickets not yet resolved": whether the event a nullable date records happened. */
export function applyEventStates(state: ParseState) {
  for (const t of state.tokens) {
    if (state.used.has(t.index) || t.kind !== "word") continue;
    const prefixed = /^un[a-z]{3,}$/.test(t.norm);
    const word = prefixed ? t.norm.slice(2) : t.norm;
    if (!/(ed|id|en)$/.test(word) && !IRREGULAR.has(word)) continue;
    const negation = negatedVerb(state, t.index);
    const notSaid = negation !== undefined;
    const tables = state.tables.length ? state.tables : state.index.tables;
    const said = stem(word);
    const dates = tables.flatMap((table) =>
      table.columns.filter((c) => c.temporal && c.column.nullable && !c.derived && c.words.some(namesEvent(said))),
    );
    if (dates.length !== 1) continue;
    const empty = prefixed !== notSaid;
    // "parts that have never been shipped": the rows named have no shipment at all (related absence), not a
    // shipment whose date is empty
    const subject = state.links.findLast((l) => l.kind === "table" && l.end <= t.index);
    if (empty && subject?.kind === "table" && subject.table !== dates[0].table) continue;
    use(state, t.index, ...(negation ?? []));
    for (const l of state.links)
      if (l.kind === "column" && l.column === dates[0] && l.start === t.index) useLink(state, l);
    // "players who have played a game" where games refer to players: some such row whose event happened, not a join
    // (which a share would count over its own rows only); "assets that never had a fault logged": none did
    if (subject?.kind === "table" && subject.table !== dates[0].table && refersTo(dates[0].table, subject.table)) {
      const denial = range(subject.end, t.index).filter(
        (i) => DENIALS.has(state.tokens[i].norm) || /n['’]t$/.test(state.tokens[i].norm),
      );
      use(state, ...denial);
      const done: Filter = { column: dates[0].ref, op: "not_null" };
      state.filters.push(relatedFilter(dates[0].table, denial.length ? "absent" : "present", t.norm, t.index, [done]));
      continue;
    }
    noteTable(state, dates[0].table);
    state.filters.push({ column: dates[0].ref, op: empty ? "is_null" : "not_null", phrase: t.norm, at: t.index });
  }
}

const DENIALS = new Set(["never", "not", "no", "without"]);
