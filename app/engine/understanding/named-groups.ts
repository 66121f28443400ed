// "Which couriers carry over 90 parcels?", "which 4 suppliers sent the most crates": a question that
// asks which groups pass a condition or lead a ranking names them, and an empty cell names none — the rows without a
// value are no group of the answer. (A plain breakdown, "patients by insurer", keeps them as their own group.)
import { sameColumn } from "../ir";
import { findColumn } from "../model/schema-index";
import { type ParseState, use } from "./parse-state";

export function namedGroupsOnly(state: ParseState) {
  const ir = state.ir;
  if (state.cues.wh?.word !== "which" || ir.dimensions.length !== 1 || (!ir.having && ir.limit === undefined)) return;
  const [dim] = ir.dimensions;
  const column = dim.grain ? undefined : findColumn(state.index, dim.column);
  if (!column || !column.text || !column.column.nullable || column.key) return;
  if (ir.filters.some((f) => sameColumn(f.column, dim.column))) return;
  ir.filters.push({ column: dim.column, op: "not_null" });
}

/**
 * "How many men and women in each major?", "VIP and regular accounts opened each year": values of one column joined
 * by "and" in a count or a total are each counted — the column splits the answer (an "or" asks for them together).
 */
const CONTRASTING = new Set(["versus", "vs", "compared", "against"]);

const TOGETHER = new Set(["combined", "together", "altogether", "total", "overall", "jointly"]);

export function valuesEachCounted(state: ParseState) {
  const ir = state.ir;
  if (!ir.select.some((m) => m.agg) || ir.limit !== undefined || ir.exists || ir.having) return;
  // "Sweden and Norway combined", "the total of towns and villages": together, as asked
  if (state.tokens.some((t) => TOGETHER.has(t.norm))) return;
  const named = state.filters.filter((f) => f.op === "eq" && !f.part && f.at !== undefined);
  for (const first of named) {
    const second = named.find(
      (f) => f !== first && sameColumn(f.column, first.column) && f.at > first.at && f.at - first.at <= 4,
    );
    if (!second) continue;
    const between = state.tokens.slice(first.at + 1, second.at).map((t) => t.norm);
    // "payments versus refunds", "cash compared with card": set side by side, each counted
    const contrast = state.tokens.slice(first.at + 1, second.at).filter((t) => CONTRASTING.has(t.norm));
    if ((!between.includes("and") && !contrast.length) || between.includes("or")) continue;
    use(state, ...contrast.map((t) => t.index));
    if (ir.dimensions.some((d) => !d.grain && sameColumn(d.column, first.column))) return;
    ir.dimensions.push({ column: first.column, alias: first.column.column });
    return;
  }
}
