// The row a position is relative to ("the match after the one on 4 May", "the stop before Otley"): found by a date,
// a day without a year, an earlier sentence or a named value, and ordered by the table's natural date.
import { claimEventDate } from "./date-filters";
import type { Filter, OrderBy } from "../ir";
import type { ColumnInfo, TableInfo } from "../model/schema-index";
import { textDatePattern } from "./dates";
import type { Link } from "./link";
import { isYearLike } from "../model/years";
import { linkAfter, noteTable, type ParseState, use, useLink } from "./parse-state";
import { valueFilter } from "./value-filters";

export interface RowReference {
  order?: OrderBy;
  /** Ties of a time column keep the file order. */
  then?: OrderBy;
  limit?: number;
  anchorApplied: boolean;
  /** "second to last": rows skipped before the answer. */
  offset?: number;
  /** "the next heaviest after X": the ranking continues below X's own value. */
  rankedAfter?: Filter;
}

/** "which side won previous to X", "the ferry built directly before X": a step in time, not down the list. */
export function stepsInTime(state: ParseState, at: number, table: TableInfo): ColumnInfo | undefined {
  if (state.tokens.some((t) => LISTING.has(t.norm))) return undefined;
  let i = at - 1;
  while (i >= 0 && ["directly", "immediately", "right", "just", "shortly", "soon"].includes(state.tokens[i].norm)) i--;
  const verb = state.tokens[i]?.norm ?? "";
  if (
    !EVENT_VERBS.has(verb) &&
    !["won", "win", "winner", "winners", "champion", "champions", "held", "hosted"].includes(verb)
  )
    return undefined;
  return table.columns.find((c) => !c.position && (c.temporal || (c.numeric && isYearLike(c))));
}

export const EVENT_VERBS = new Set([
  "released",
  "built",
  "founded",
  "established",
  "opened",
  "elected",
  "appointed",
  "began",
  "begin",
  "begun",
  "started",
  "launched",
  "created",
  "formed",
  "introduced",
  "premiered",
  "aired",
  "published",
  "issued",
  "completed",
  "constructed",
  "inaugurated",
  "born",
  "made",
  "produced",
  "discovered",
  "commissioned",
]);

const LISTING = new Set(["list", "listed", "table", "chart", "row", "column", "page", "top", "bottom"]);

/**
 * "the last lighthouse to be built", "the first single issued": an event in time orders by the table's year or date,
 * whatever the file order; "listed first" keeps the file order.
 */
export function eventTime(state: ParseState, after: number, table: TableInfo): ColumnInfo | undefined {
  if (state.tokens.some((t) => LISTING.has(t.norm))) return undefined;
  // "the first single issued", or "founded first"
  const verb =
    state.tokens.slice(after + 1).find((t) => EVENT_VERBS.has(t.norm)) ??
    (EVENT_VERBS.has(state.tokens[after - 1]?.norm ?? "") ? state.tokens[after - 1] : undefined);
  if (!verb) return undefined;
  const usable = (c: ColumnInfo) => !c.position && (c.temporal || (c.numeric && isYearLike(c)));
  const named = state.links.find((l) => l.kind === "column" && l.start === verb.index && usable(l.column));
  if (named?.kind === "column") {
    useLink(state, named);
    return named.column;
  }
  const natural = table.naturalDate && usable(table.naturalDate) ? table.naturalDate : undefined;
  return natural ?? table.columns.find(usable);
}

const MONTH_NAME = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** "the next match after March 3", "which side did we meet before the fixture of May 9th": the row of that day is the anchor. */
export function dateAnchor(
  state: ParseState,
  ref: NonNullable<ParseState["cues"]["rowRef"]>,
  table: TableInfo,
): RowReference | undefined {
  if (
    !["next", "previous", "following", "preceding", "before", "after", "prior"].includes(
      state.tokens[ref.tokens[0]].norm,
    ) &&
    !["next", "previous"].includes(state.tokens[ref.tokens.at(-1)!].norm)
  )
    return undefined;
  const end = ref.tokens.at(-1)!;
  const day = state.dates.find(
    (d) =>
      d.parts?.day !== undefined &&
      !d.tokens.every((t) => state.used.has(t)) &&
      (d.relation === "after" || d.relation === "before" || (d.tokens[0] > end && d.tokens[0] <= end + 5)),
  );
  if (!day) return undefined;
  // the sheet's dates: real dates, or text naming a month and a day
  const written = (c: ColumnInfo) =>
    c.text &&
    (c.column.sampleValues ?? []).filter((v) => MONTH_NAME.test(v) && /\d/.test(v)).length >=
      (c.column.sampleValues ?? []).length * 0.5;
  const dated = table.columns.filter((c) => !c.position && (c.temporal || written(c)));
  const column = dated.find((c) => c === table.naturalDate) ?? dated.find((c) => c.words.includes("date")) ?? dated[0];
  if (!column) return undefined;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const anchor: Filter = column.temporal
    ? {
        column: column.ref,
        op: "between",
        value: iso(day.start),
        value2: iso(new Date(day.end.getTime() - 86400000)),
        phrase: day.label,
      }
    : { column: column.ref, op: "matches", value: textDatePattern(day.parts!), phrase: day.label };
  use(state, ...day.tokens, ...ref.tokens);
  const offset = day.relation === "before" ? -1 : day.relation === "after" ? 1 : ref.offset;
  state.ir.rowAnchor = { anchor: [anchor], offset };
  return { anchorApplied: true };
}

/** "the game after May 9", "how many races before Aug 15th": with no year, dates written as text order only by the list. */
export function yearlessDayAnchor(state: ParseState, table: TableInfo): RowReference | undefined {
  const day = state.dates.find(
    (d) =>
      d.parts?.day !== undefined &&
      d.parts.year === undefined &&
      (d.relation === "after" || d.relation === "before") &&
      !d.tokens.every((t) => state.used.has(t)),
  );
  if (!day) return undefined;
  const written = (c: ColumnInfo) =>
    c.text &&
    (c.column.sampleValues ?? []).filter((v) => MONTH_NAME.test(v) && /\d/.test(v)).length >=
      (c.column.sampleValues ?? []).length * 0.5;
  const dated = table.columns.filter((c) => !c.position && written(c));
  const column = dated.find((c) => c === table.naturalDate) ?? dated.find((c) => c.words.includes("date")) ?? dated[0];
  if (!column || table.columns.some((c) => c.temporal)) return undefined;
  use(state, ...day.tokens);
  state.ir.rowAnchor = {
    anchor: [{ column: column.ref, op: "matches", value: textDatePattern(day.parts!), phrase: day.label }],
    offset: day.relation === "before" ? -1 : 1,
  };
  return { anchorApplied: true };
}

/** "Alder placed 12th. Who placed next?": the row a first sentence describes is the anchor of the second. */
export function earlierSentenceAnchor(
  state: ParseState,
  ref: NonNullable<ParseState["cues"]["rowRef"]>,
  table: TableInfo,
): RowReference | undefined {
  const stop = state.tokens.findIndex((t, i) => i < ref.tokens[0] && (t.norm === "." || t.norm === ";"));
  if (
    stop < 0 ||
    !["next", "previous", "following", "preceding", "before", "after"].includes(state.tokens[ref.tokens[0]].norm)
  )
    return undefined;
  const links = state.links.filter(
    (l): l is Link & { kind: "value" } => l.kind === "value" && l.end <= stop && !state.assigned.has(l),
  );
  const anchor = links
    .map((l) => ({ link: l, filter: valueFilter(state, l) }))
    .filter((a) => a.filter && a.filter.op === "eq");
  if (!anchor.length) return undefined;
  for (const a of anchor) useLink(state, a.link);
  use(state, ...ref.tokens);
  const time = stepsInTime(state, ref.tokens[0], table);
  state.ir.rowAnchor = {
    anchor: anchor.map((a) => a.filter!),
    offset: ref.offset,
    ...(time ? { chronology: time.ref } : {}),
  };
  return { anchorApplied: true };
}

/** The row a position word points from: a value found in the data, or a year in a year column ("the year before 2019"). */
export function anchorFilter(state: ParseState, from: number, table: TableInfo): Filter | undefined {
  // "before the song "Tide Lantern"": a column named before the value it holds
  const named = linkAfter(state, from, ["column"], 2);
  if (named?.kind === "column") {
    const held = linkAfter(state, named.end - 1, ["value"], 1) as (Link & { kind: "value" }) | undefined;
    if (held && held.entries.some((e) => e.column === named.column)) {
      const filter = valueFilter(state, held);
      if (filter) {
        useLink(state, named);
        useLink(state, held);
        return filter;
      }
    }
  }
  const anchor = linkAfter(state, from, ["value"], 2) as (Link & { kind: "value" }) | undefined;
  if (anchor) {
    const filter = valueFilter(state, anchor);
    if (filter) useLink(state, anchor);
    return filter;
  }
  const next = state.tokens.slice(from + 1, from + 3).find((t) => t.kind === "number" && !t.ordinal);
  const yearColumn = next?.year ? table.columns.find((c) => !c.position && isYearLike(c)) : undefined;
  if (!next || !yearColumn) return undefined;
  use(state, next.index);
  return { column: yearColumn.ref, op: "eq", value: next.value!, phrase: next.raw, at: next.index } as Filter;
}

/** Without a file position, "the first order" means the earliest by the table's date column. */
export function byNaturalDate(
  state: ParseState,
  ref: NonNullable<ParseState["cues"]["rowRef"]>,
  table: TableInfo,
): RowReference | undefined {
  if (ref.kind !== "first" && ref.kind !== "last") return undefined;
  // "which shop got the first delivery": the rows named after the word are ordered, not the answer's table
  const named = linkAfter(state, ref.tokens.at(-1)!, ["table"], 1);
  const rows = named?.kind === "table" && named.table.naturalDate ? named.table : table;
  if (!rows.naturalDate || state.cues.superlatives.some((s) => !state.used.has(s.index))) return undefined;
  use(state, ...ref.tokens);
  if (rows !== table) {
    useLink(state, named!);
    noteTable(state, rows);
  }
  const date = claimEventDate(state, rows) ?? rows.naturalDate;
  return {
    order: { target: { kind: "column", ref: date.ref }, direction: ref.kind === "first" ? "asc" : "desc" },
    limit: 1,
    anchorApplied: false,
  };
}
