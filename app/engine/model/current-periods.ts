// "Current" over history tables (issue 34): rows that hold for a period (a salary from one date to another, a job,
// a department) are current while their period runs. Asked for the present, every such table the answer reads or
// joins through is kept to its running rows — the mean current pay per troupe takes each actor's
// current pay in their current troupe, not every pay in every troupe they were ever in.
import { planJoins } from "../schema/join-planner";
import { findTable, type SchemaIndex } from "../schema/schema-index";
import { referencedTables, type QueryIR } from "../plan/ir";
import { runningPeriod } from "../understanding/tenure";
import { use, type ParseState } from "../understanding/parse-state";

export function holdCurrent(ir: QueryIR, index: SchemaIndex, state: ParseState): QueryIR {
  const asked = state.current?.length || ir.filters.some((f) => f.op === "open");
  if (!asked) return ir;
  const joined = planJoins(index.catalog, ir.table, referencedTables(ir), ir.via) ?? [];
  const tables = [...new Set([ir.table, ...referencedTables(ir), ...joined.map((j) => j.table)])];
  const added = tables.flatMap((name) => {
    const end = findTable(index, name)?.periodEnd;
    return end && !ir.filters.some((f) => f.op === "open" && f.column.table === name) ? [runningPeriod(end, state.now)] : [];
  });
  if (state.current?.length && (added.length || ir.filters.some((f) => f.op === "open"))) use(state, ...state.current);
  return added.length ? { ...ir, filters: [...ir.filters, ...added] } : ir;
}
