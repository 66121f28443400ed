// Yes/no columns as conditions.
import { negatedAt } from "./negation";
import { noteTable, type ParseState, useLink } from "./parse-state";

/** "paid invoices", "not paid": a yes/no column named in the question is a condition on it. */
export function applyBooleans(state: ParseState) {
  for (const link of state.links) {
    if (link.kind !== "column" || state.assigned.has(link) || link.column.column.kind !== "boolean") continue;
    const negated = negatedAt(state, link.start);
    useLink(state, link);
    noteTable(state, link.column.table);
    state.filters.push({ column: link.column.ref, op: "eq", value: negated ? "false" : "true", phrase: `${negated ? "not " : ""}${link.column.display}`, at: link.start });
  }
}
