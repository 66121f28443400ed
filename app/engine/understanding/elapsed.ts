// A duration between two events of a row ("payment time" from issued_at to paid_at) is said in many words: "on
// average", "between", "pass", and the two events themselves ("being issued and paid").
import type { Measure } from "../plan/ir";
import { findColumn, nameWords, type ColumnInfo } from "../schema/schema-index";
import { stem } from "../schema/stem";
import { type ParseState, use, useLink } from "./parse-state";
import { ELAPSING } from "./tokens";

/** The words that describe a measured duration count as understood. */
export function useDurationWords(state: ParseState, measures: Measure[]) {
  for (const m of measures) {
    const column = m.column && findColumn(state.index, m.column);
    if (column?.derived?.kind === "duration") useElapsedWords(state, column);
  }
}

function useElapsedWords(state: ParseState, duration: ColumnInfo) {
  if (duration.derived?.kind !== "duration") return;
  const ends = [duration.derived.start, duration.derived.end].map((name) => duration.table.columns.find((c) => c.column.name === name)!);
  const events = ends.flatMap((c) => nameWords(c.column.name).map(stem));
  for (const t of state.tokens) {
    const cue = state.cues.aggregates.find((a) => a.agg === "avg" && a.tokens.includes(t.index));
    if (ELAPSING.has(t.norm) || cue || (t.stem.length >= 4 && events.some((w) => w.startsWith(t.stem) || t.stem.startsWith(w)))) use(state, t.index, ...(cue?.tokens ?? []));
  }
  for (const l of state.links) if (l.kind === "column" && ends.includes(l.column) && !state.assigned.has(l)) useLink(state, l);
}

