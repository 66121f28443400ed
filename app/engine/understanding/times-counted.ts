// "How many times has each X been <done>": what the participle names is what is counted (ADR 094).
import type { Link } from "./link";
import { type ParseState, useLink } from "./parse-state";
import { isParticiple } from "./parts-of-speech";

/**
 * "how many times has each lighthouse been inspected": the rows the participle names are counted — its own table
 * ("booked" → bookings) or the table of the date it names ("inspected" → inspected_on) — not the rows it happened to.
 */
export function timesCounted(state: ParseState, last: number): (Link & { kind: "table" }) | undefined {
  for (const l of state.links) {
    if (l.start <= last || state.assigned.has(l) || (l.kind !== "table" && l.kind !== "column")) continue;
    if (!isParticiple(state.tokens[l.end - 1].norm)) continue;
    if (l.kind === "table") return l;
    if (!l.column.temporal || !state.tables.some((t) => t !== l.column.table)) continue;
    useLink(state, l);
    return { kind: "table", start: l.start, end: l.end, score: l.score, table: l.column.table };
  }
  return undefined;
}
