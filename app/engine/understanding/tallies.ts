// Tallies: "won 6 matches", "played in 3 finals" — a count of rows, not a column's value.
import { stem } from "../schema/stem";
import { negatedAt } from "./negation";
import { noteTable, type ParseState, use, useLink } from "./parse-state";
import { PLAYED_UNITS, VERBAL_TALLIES } from "./comparison-columns";

/** "teams that won 6 matches", "won only 1 game": the verb's column holds the number; the games are only the unit. */
export function applyTallies(state: ParseState) {
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
