// "which depot sent parcel 7", "the lines of order 1042": a number right after a table's noun is that row's key.
import { isPlural } from "../schema/stem";
import { inDateCondition } from "./date-filters";
import { noteTable, use, useLink, type ParseState } from "./parse-state";

/** Words that may stand between the noun and its number: "order #1042", "order no. 1042", "invoice number 88". */
const MARKS = new Set(["#", "no", "nr", "number", "id"]);

export function applyKeyNumbers(state: ParseState): void {
  for (const link of state.links) {
    if (link.kind !== "table" || state.assigned.has(link) || link.score < 0.95 || isPlural(state.tokens[link.end - 1].norm)) continue;
    let at = link.end;
    while (MARKS.has(state.tokens[at]?.norm ?? "") || state.tokens[at]?.norm === ".") at++;
    const number = state.tokens[at];
    if (number?.kind !== "number" || state.used.has(at) || !Number.isInteger(number.value) || number.ordinal || number.percent || number.currency) continue;
    if (inDateCondition(state, at)) continue;
    const [name, more] = link.table.table.primaryKey;
    const key = !more ? link.table.columns.find((c) => c.column.name === name) : undefined;
    if (!key?.numeric) continue;
    useLink(state, link);
    use(state, ...Array.from({ length: at - link.end + 1 }, (_, i) => link.end + i));
    noteTable(state, link.table);
    state.filters.push({ column: key.ref, op: "eq", value: number.value!, phrase: `${key.display} ${number.raw}`, at });
  }
}
