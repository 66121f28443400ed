// "late parcels", "paid on time": a row happened after (or by) the date it was due, on a table that records both.
import type { TableInfo } from "../model/schema-index";
import { AUXILIARIES } from "../schema/lexicon-events";
import { namesEventOf } from "./date-filters";
import { noteTable, type ParseState, use, useLink } from "./parse-state";
import { questionTags } from "./parts-of-speech";

export const LATE = new Set(["late", "overdue", "tardy", "belated"]);
const ON_TIME = [["on", "time"], ["on-time"], ["ontime"], ["punctual"], ["punctually"], ["in", "time"]];

export function applyLateness(state: ParseState) {
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (state.used.has(i)) continue;
    const late = LATE.has(tokens[i].norm) && tokens[i + 1]?.kind !== "number";
    const timely = late ? undefined : ON_TIME.find((words) => words.every((w, k) => tokens[i + k]?.norm === w));
    if (!late && !timely) continue;
    // "late fees": the word is part of a column's name
    if (state.links.some((l) => l.kind === "column" && l.start <= i && i < l.end && l.end - l.start > 1)) continue;
    const table = deadlineTable(state);
    if (!table) return;
    if (late && otherEvent(state, i, table)) continue;
    const span = late ? [i] : timely!.map((_, k) => i + k);
    use(state, ...span);
    noteTable(state, table);
    // "late parcels": the noun after it names the rows by the event the date records
    const noun = state.links.find(
      (l) => l.start === span.at(-1)! + 1 && !state.assigned.has(l) && l.kind === "column" && l.column.table === table,
    );
    if (noun) useLink(state, noun);
    const { due, actual } = table.deadline!;
    state.filters.push({
      column: actual.ref,
      op: late ? "gt" : "lte",
      other: due.ref,
      phrase: span.map((k) => tokens[k].raw).join(" "),
      at: i,
    });
    i = span.at(-1)!;
  }
}

/** The table in play that records a due date, else the only one in the schema that does. */
function deadlineTable(state: ParseState): TableInfo | undefined {
  const inPlay = state.tables.find((t) => t.deadline);
  if (inPlay) return inPlay;
  const all = state.index.tables.filter((t) => t.deadline);
  return all.length === 1 ? all[0] : undefined;
}

/**
 * "customers who pay their invoices late": a verb before the adjective names another event than the one the due date
 * is kept for (a delivery), so the deadline says nothing about it.
 */
function otherEvent(state: ParseState, at: number, table: TableInfo): boolean {
  const tags = questionTags(state.tokens);
  for (let k = at - 1; k >= Math.max(0, at - 4); k--) {
    const t = state.tokens[k];
    if (t.kind !== "word") return false;
    if (AUXILIARIES.has(t.norm) || !tags.get(t.norm)?.has("Verb")) continue;
    const { due, actual } = table.deadline!;
    return !namesEventOf(t, actual) && !namesEventOf(t, due);
  }
  return false;
}
