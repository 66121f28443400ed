// "Which couriers carry over 90 parcels?", "which 4 suppliers sent the most crates": a question that
// asks which groups pass a condition or lead a ranking names them, and an empty cell names none — the rows without a
// value are no group of the answer. (A plain breakdown, "patients by insurer", keeps them as their own group.)
import { sameColumn } from "../ir";
import { findColumn } from "../model/schema-index";
import type { ParseState } from "./parse-state";

export function namedGroupsOnly(state: ParseState) {
  const ir = state.ir;
  if (state.cues.wh?.word !== "which" || ir.dimensions.length !== 1 || (!ir.having && ir.limit === undefined)) return;
  const [dim] = ir.dimensions;
  const column = dim.grain ? undefined : findColumn(state.index, dim.column);
  if (!column || !column.text || !column.column.nullable || column.key) return;
  if (ir.filters.some((f) => sameColumn(f.column, dim.column))) return;
  ir.filters.push({ column: dim.column, op: "not_null" });
}
