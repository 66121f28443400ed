// Bare numbers next to a numeric column ("rank 5", "finished 3rd"): the column equals the number.
import { stem } from "../schema/stem";
import { inDateCondition, namesColumn } from "./date-filters";
import { negatedAt } from "./negation";
import { linkAfter, linkBefore, noteTable, type ParseState, use, useLink } from "./parse-state";

export const RANKS = new Set(["place", "position", "pos", "rank", "finish", "seed", "placing", "result"].map(stem));

/** Bare numbers next to a numeric column ("won 1 match", "4 stages", "rank 5") become equality filters. */
export function applyBareNumbers(state: ParseState) {
  for (const t of state.tokens) {
    if (t.kind !== "number" || state.used.has(t.index) || inDateCondition(state, t.index)) continue;
    if (state.links.some((l) => l.kind === "value" && l.start <= t.index && t.index < l.end && state.assigned.has(l)))
      continue;
    if (namesColumn(state, t.index)) continue;
    // "412 pupil enrollment": one unlinked word may stand between the number and its column
    const further = state.links.find(
      (l) =>
        l.kind === "column" &&
        l.start === t.index + 2 &&
        !state.assigned.has(l) &&
        l.column.numeric &&
        !l.column.numericText &&
        state.tokens[t.index + 1]?.kind === "word" &&
        !state.links.some((o) => o.start <= t.index + 1 && t.index + 1 < o.end),
    );
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
    state.filters.push({
      column: near.column.ref,
      op: negated ? "neq" : "eq",
      value: t.value!,
      phrase: `${negated ? "not " : ""}${near.column.display} ${t.raw}`,
      at: t.index,
    });
  }
}
