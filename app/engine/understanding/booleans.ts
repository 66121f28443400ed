// Yes/no columns as conditions.
import { negatedAt } from "./negation";
import { noteTable, type ParseState, use, useLink } from "./parse-state";
import { isPlural, stem } from "../schema/stem";
import type { ColumnInfo } from "../model/schema-index";

/** A boolean column, or text holding a yes/no pair ("active" written Y or N). */
export const yesNo = (column: ColumnInfo) => column.column.kind === "boolean" || !!column.flag;

/** "paid invoices", "not paid": a yes/no column named in the question is a condition on it. */
export function applyBooleans(state: ParseState) {
  applyCountedPresence(state);
  for (const link of state.links) {
    if (link.kind !== "column" || state.assigned.has(link) || !yesNo(link.column)) continue;
    if (
      state.filters.some((f) => f.column.table === link.column.ref.table && f.column.column === link.column.ref.column)
    )
      continue;
    const negated = negatedAt(state, link.start);
    useLink(state, link);
    noteTable(state, link.column.table);
    state.filters.push({
      column: link.column.ref,
      op: "eq",
      value: negated ? "false" : "true",
      phrase: `${negated ? "not " : ""}${link.column.display}`,
      at: link.start,
    });
  }
  // "unpaid invoices", "non-billable hours": the yes/no column, negated by its prefix
  const flags = (state.tables.length ? state.tables : state.index.tables).flatMap((t) => t.columns).filter(yesNo);
  for (const t of state.tokens) {
    // a counting cue may have taken the word as its noun ("how many unpaid invoices"): the condition still holds
    const m = t.kind === "word" ? /^(?:un|non-?)([a-z]{3,})$/.exec(t.norm) : null;
    const column = m ? flags.find((c) => c.words.includes(stem(m[1]))) : undefined;
    if (
      !column ||
      state.filters.some(
        (f) => f.column.table === column.ref.table && f.column.column === column.ref.column && f.value === "false",
      )
    )
      continue;
    use(state, t.index);
    noteTable(state, column.table);
    state.filters.push({ column: column.ref, op: "eq", value: "false", phrase: t.raw, at: t.index });
  }
}

/**
 * "parcels with stops", "orders with returns": a whole-number column that counts something, named in the plural right
 * after "with", holds for the rows where it is above zero.
 */
function applyCountedPresence(state: ParseState) {
  for (const link of state.links) {
    if (
      link.kind !== "column" ||
      state.assigned.has(link) ||
      state.tokens[link.start - 1]?.norm !== "with" ||
      link.end - link.start !== 1
    )
      continue;
    const word = state.tokens[link.start];
    const column = link.column;
    if (
      column.column.kind !== "integer" ||
      column.key ||
      column.position ||
      !isPlural(word.norm) ||
      !(column.ownWords ?? column.words).includes(word.stem)
    )
      continue;
    useLink(state, link);
    use(state, link.start - 1);
    noteTable(state, column.table);
    state.filters.push({ column: column.ref, op: "gt", value: 0, phrase: `with ${word.raw}`, at: link.start });
  }
}
