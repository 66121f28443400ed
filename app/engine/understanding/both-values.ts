// "Both" over related rows: "shops that stock both tea and coffee" holds for a shop with a row of each value — not for
// one row that has either, which is what two values of one column otherwise read as.
import { findTable, refersTo, type TableInfo } from "../model/schema-index";
import type { ParseState } from "./parse-state";
import { relatedFilter } from "./related-rows";

/**
 * Two values of one column, after "both" and joined by "and", on rows that refer to the subject (directly, or through
 * the rows that pair the subject with them): one presence condition for each value.
 */
export function applyBothValues(state: ParseState, subject: TableInfo): void {
  const both = state.tokens.find((t) => t.norm === "both");
  if (!both) return;
  const after = state.filters.filter((f) => f.op === "eq" && !f.related && f.at > both.index);
  for (const first of after) {
    const second = after.find(
      (g) => g.at > first.at && g.column.table === first.column.table && g.column.column === first.column.column,
    );
    if (!second) continue;
    if (!state.tokens.slice(first.at, second.at).some((t) => t.norm === "and")) return;
    const table = findTable(state.index, first.column.table);
    if (!table || table === subject) return;
    const rows = refersTo(table, subject)
      ? table
      : state.index.tables.find((r) => r !== subject && refersTo(r, subject) && refersTo(r, table));
    if (!rows) return;
    state.filters = state.filters.flatMap((f) => {
      if (f !== first && f !== second) return [f];
      const { at, ...inner } = f;
      return [relatedFilter(rows, "present", `with ${f.phrase ?? f.value}`, at, [inner])];
    });
    return;
  }
}
