// Numbers attached to a noun: "which depot sent parcel 7" (a row's key), "the most 2-star reviews" (a column's value).
import { isPlural } from "../schema/stem";
import { inDateCondition } from "./date-filters";
import type { Link } from "./link";
import { noteTable, use, useLink, type ParseState } from "./parse-state";

/** Words that may stand between the noun and its number: "order #1042", "order no. 1042", "invoice number 88". */
const MARKS = new Set(["#", "no", "nr", "number", "id"]);

export function applyKeyNumbers(state: ParseState): void {
  for (const link of state.links) {
    if (
      link.kind !== "table" ||
      state.assigned.has(link) ||
      link.score < 0.95 ||
      isPlural(state.tokens[link.end - 1].norm)
    )
      continue;
    let at = link.end;
    while (MARKS.has(state.tokens[at]?.norm ?? "") || state.tokens[at]?.norm === ".") at++;
    const number = state.tokens[at];
    if (
      number?.kind !== "number" ||
      state.used.has(at) ||
      !Number.isInteger(number.value) ||
      number.ordinal ||
      number.percent ||
      number.currency
    )
      continue;
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

/** "the most 2-star reviews", "3-bedroom flats": a number hyphenated to a numeric column's noun is that column's value. */
export function applyHyphenatedValues(state: ParseState): void {
  for (const t of state.tokens) {
    if (
      t.kind !== "number" ||
      state.used.has(t.index) ||
      !Number.isInteger(t.value) ||
      state.tokens[t.index + 1]?.norm !== "-"
    )
      continue;
    const link = state.links.find(
      (l): l is Link & { kind: "column" } =>
        l.kind === "column" && l.start === t.index + 2 && l.column.numeric && !l.column.key && !state.assigned.has(l),
    );
    if (!link) continue;
    useLink(state, link);
    use(state, t.index, t.index + 1);
    noteTable(state, link.column.table);
    state.filters.push({
      column: link.column.ref,
      op: "eq",
      value: t.value!,
      phrase: `${t.raw}-${state.tokens[link.start].raw}`,
      at: t.index,
    });
  }
}
