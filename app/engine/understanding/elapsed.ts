// Amounts of time asked for: "how many hours of transit" adds up a column that holds time; "how many days between a
// parcel being booked and sent" is the duration between two events of a row ("payment time" from issued_at to
// paid_at), said in many words: "on average", "between", "pass", and the two events themselves.
import { storedUnit } from "../model/units";
import { timeUnitOf } from "../schema/lexicon";
import type { Measure } from "../ir";
import { findColumn, parentTables, type ColumnInfo } from "../model/schema-index";
import { nameWords } from "../schema/name-words";
import { stem } from "../schema/stem";
import { measureAlias } from "./measure-alias";
import type { Link } from "./link";
import { noteTable, type ParseState, use, useLink } from "./parse-state";
import { asksElapsed, ELAPSING } from "./tokens";

type ColumnLink = Link & { kind: "column" };

/**
 * A time unit at `at` after a count or a total ("how many hours of …", "total hours of …"): the sum of the column of
 * time the question names, else of the duration between the events it names (returned as its link, for the caller
 * to measure), else of the schema's one column of time ("how many hours of jazz do we have").
 */
export function timeAsked(
  state: ParseState,
  at: number,
): { stored: true; measure: Measure } | { stored: false; link: ColumnLink } | undefined {
  if (!timeUnitOf(state.tokens[at]?.norm ?? "")) return undefined;
  const named = state.links.find(
    (l): l is ColumnLink =>
      l.kind === "column" &&
      !l.column.derived &&
      !l.column.key &&
      l.column.numeric &&
      !!storedUnit(l.column) &&
      !state.assigned.has(l),
  );
  // the duration the events name ("… after ordering were orders shipped"), not one the unit itself reads as
  const elapsed = !named && asksElapsed(state.tokens) ? namedDuration(state, at) : undefined;
  if (elapsed) {
    use(state, at);
    return { stored: false, link: elapsed };
  }
  const column = named?.column ?? (state.tokens[at + 1]?.norm === "of" ? timeColumn(state) : undefined);
  if (!column) return undefined;
  use(state, at);
  if (named) useLink(state, named);
  // "hours of delay" over a delay column: the noun after "of" is the column's, not one of its codes
  const of = state.tokens[at + 1]?.norm === "of" ? at + 2 : -1;
  if (of > 0 && column.words.includes(state.tokens[of]?.stem ?? "")) {
    use(state, of);
    for (const l of state.links) if (l.kind === "value" && l.start === of && l.end === of + 1) useLink(state, l);
  }
  noteTable(state, column.table);
  return { stored: true, measure: { agg: "sum", column: column.ref, alias: measureAlias("sum", column) } };
}

/** The best-linked duration other than through the word of the unit at `at`. */
function namedDuration(state: ParseState, at: number): ColumnLink | undefined {
  const isDuration = (l: Link): l is ColumnLink =>
    l.kind === "column" && l.column.derived?.kind === "duration" && !state.assigned.has(l) && l.start !== at;
  const chosen = state.links.filter(isDuration);
  // the words read as a duration may name one of several tables' equally: of those, one of the rows the question
  // names ("keep a book": the loans of books)
  // (a chosen link may be a merged copy, not one of all links: it stays a candidate itself)
  const durations = [
    ...chosen,
    ...state.allLinks.filter(
      (l): l is ColumnLink =>
        isDuration(l) &&
        !chosen.includes(l) &&
        chosen.some((c) => c.start === l.start && c.end === l.end && c.score === l.score),
    ),
  ];
  const named = new Set(state.links.flatMap((l) => (l.kind === "table" ? [l.table] : [])));
  const near = (l: ColumnLink) =>
    named.has(l.column.table) || parentTables(state.index, l.column.table).some((t) => named.has(t)) ? 1 : 0;
  const rank = (l: ColumnLink) => l.score + near(l) * 0.001;
  return durations.reduce<ColumnLink | undefined>((best, l) => (!best || rank(l) > rank(best) ? l : best), undefined);
}

/** The column of time the question can only mean: the one in its tables, else the one in the schema. */
function timeColumn(state: ParseState): ColumnInfo | undefined {
  const timed = state.index.columns.filter((c) => c.numeric && !c.key && !c.derived && storedUnit(c));
  const near = timed.filter((c) => state.tables.includes(c.table));
  return near.length === 1 ? near[0] : timed.length === 1 ? timed[0] : undefined;
}

/** The words that describe a measured duration count as understood. */
export function useDurationWords(state: ParseState, measures: Measure[]) {
  for (const m of measures) {
    const column = m.column && findColumn(state.index, m.column);
    if (column?.derived?.kind === "duration") useElapsedWords(state, column, column.derived);
  }
}

function useElapsedWords(state: ParseState, duration: ColumnInfo, derived: { start: string; end: string }) {
  const ends = [derived.start, derived.end].map((name) => duration.table.columns.find((c) => c.column.name === name)!);
  const events = ends.flatMap((c) => nameWords(c.column.name).map(stem));
  for (const t of state.tokens) {
    const cue = state.cues.aggregates.find((a) => a.agg === "avg" && a.tokens.includes(t.index));
    if (
      ELAPSING.has(t.norm) ||
      cue ||
      (t.stem.length >= 4 && events.some((w) => w.startsWith(t.stem) || t.stem.startsWith(w)))
    )
      use(state, t.index, ...(cue?.tokens ?? []));
  }
  for (const l of state.links)
    if (l.kind === "column" && ends.includes(l.column) && !state.assigned.has(l)) useLink(state, l);
}
