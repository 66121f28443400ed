// Tables and rows a question leaves implicit: context tables absorbed, repeated columns merged, shared values, the
// summary row of a sheet left out.
import { findTable } from "../model/schema-index";
import { type ParseState, use } from "./parse-state";

/** A "Total" row would win every ranking and double every sum; it stays out unless the question picks it. */
export function excludeSummaryRow(state: ParseState) {
  const ir = state.ir;
  const summary = findTable(state.index, ir.table)?.summary;
  const ranked = ir.order.length > 0 && ir.limit !== undefined;
  const aggregated = ir.select.some((m) => m.agg) || !!ir.difference || ir.filters.some((f) => f.than);
  if (!summary || !(ranked || aggregated)) return;
  if (ir.filters.some((f) => f.column.column === summary.column.column.name && f.op === "eq")) return;
  ir.filters.push({ column: summary.column.ref, op: "neq", value: summary.value });
}

/**
 * "Veldoria and Ostravia each won how many bronze medals?", "A and B both moved to which team?": the value the named
 * rows share, once, not their sum.
 */
export function applyShared(state: ParseState) {
  const at = state.tokens.findIndex(
    (t, i) => t.norm === "both" || (t.norm === "each" && !["for", "per"].includes(state.tokens[i - 1]?.norm ?? "")),
  );
  const ir = state.ir;
  if (at < 0 || ir.dimensions.length || ir.difference || ir.order.length || ir.exists || ir.select.length !== 1) return;
  const values = new Map<string, number>();
  for (const f of ir.filters)
    if (f.op === "eq" && !f.than) values.set(f.column.column, (values.get(f.column.column) ?? 0) + 1);
  if (![...values.values()].some((n) => n > 1)) return;
  const [m] = ir.select;
  // "how many seats did both blocs take" is their total; "each won how many" asks for the one value
  if (m.agg === "sum" && m.column && !m.where && state.tokens[at].norm === "each")
    ir.select = [{ column: m.column, alias: m.column.column }];
  else if (m.agg) return;
  ir.distinct = true;
  use(state, at);
}

/** "average price of books": a table named next to one of its own columns only gives context. */
export function absorbContextTables(state: ParseState) {
  const ir = state.ir;
  const tables = new Set([
    ir.table,
    ...ir.select.map((m) => m.column?.table),
    ...ir.dimensions.map((d) => d.column.table),
    ...ir.filters.map((f) => f.column.table),
  ]);
  for (const link of state.links) {
    if (link.kind === "table" && !state.assigned.has(link) && tables.has(link.table.name)) {
      state.assigned.add(link);
      for (let i = link.start; i < link.end; i++) state.used.add(i);
    }
  }
}

/** "which album sold the most copies": two phrases naming the column the query already uses are both understood. */
export function absorbRepeatedColumns(state: ParseState) {
  const ir = state.ir;
  const key = (r: { table: string; column: string }) => `${r.table}.${r.column}`;
  const used = new Set([
    ...ir.select.flatMap((m) => (m.column ? [key(m.column)] : [])),
    ...ir.dimensions.map((d) => key(d.column)),
    ...ir.filters.map((f) => key(f.column)),
    ...ir.order.flatMap((o) => (o.target.kind === "column" ? [key(o.target.ref)] : [])),
  ]);
  for (const link of state.links) {
    if (link.kind === "column" && !state.assigned.has(link) && used.has(key(link.column.ref))) {
      state.assigned.add(link);
      for (let i = link.start; i < link.end; i++) state.used.add(i);
    }
  }
}
