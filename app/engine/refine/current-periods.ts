// "Current" over history tables (issue 34): rows that hold for a period (a salary from one date to another, a job,
// a department) are current while their period runs. Asked for the present, every such table the answer reads or
// joins through is kept to its running rows — the mean current pay per troupe takes each actor's
// current pay in their current troupe, not every pay in every troupe they were ever in. Where nothing the answer reads
// has a period, the rows counted are current while one of their history rows runs ("people still with us": a running
// posting).
import { planJoins } from "../schema/join-planner";
import { findTable, refersTo, type SchemaIndex, type TableInfo } from "../model/schema-index";
import { referencedTables, type Filter, type QueryIR } from "../ir";
import { relatedFilter } from "../understanding/related-rows";
import { runningPeriod } from "../understanding/tenure";
import { use, type ParseState } from "../understanding/parse-state";

export function holdCurrent(ir: QueryIR, index: SchemaIndex, state: ParseState): QueryIR {
  if (state.former?.length && !state.current?.length) return leftRows(ir, index, state);
  const asked = state.current?.length || ir.filters.some((f) => f.op === "open");
  if (!asked) return ir;
  const joined = planJoins(index.catalog, ir.table, referencedTables(ir), ir.via) ?? [];
  const tables = [...new Set([ir.table, ...referencedTables(ir), ...joined.map((j) => j.table)])];
  const added = tables.flatMap((name) => {
    const end = findTable(index, name)?.periodEnd;
    return end && !ir.filters.some((f) => f.op === "open" && f.column.table === name)
      ? [runningPeriod(end, state.now)]
      : [];
  });
  if (!added.length && !ir.filters.some((f) => f.op === "open")) {
    const running = historyRunning(index, ir, state.now, "present");
    if (running) added.push(running);
  }
  if (state.current?.length && added.length) use(state, ...state.current);
  return added.length ? { ...ir, filters: [...ir.filters, ...added] } : ir;
}

/**
 * The history that says whether a row is current: a table with a period that refers to it — a membership (a posting
 * that also names a department) before other histories (a salary). A history of what the row itself still records
 * (past jobs beside the person's own job key) holds only the past, and says nothing about the present.
 */
function runningHistory(index: SchemaIndex, table: TableInfo | undefined): TableInfo | undefined {
  if (!table || table.periodEnd) return undefined;
  const past = (t: TableInfo) => {
    const others = t.table.foreignKeys.map((fk) => fk.referencedTable).filter((name) => name !== table.name);
    return (
      others.length > 0 && others.every((name) => table.table.foreignKeys.some((fk) => fk.referencedTable === name))
    );
  };
  const histories = index.tables.filter(
    (t) => t !== table && !t.table.aliasOf && t.periodEnd && refersTo(t, table) && !past(t),
  );
  return histories.find((t) => t.table.foreignKeys.length >= 2) ?? histories[0];
}

/** "people who have left": rows none of whose history runs today, through the same history as "current". */
function leftRows(ir: QueryIR, index: SchemaIndex, state: ParseState): QueryIR {
  const left = historyRunning(index, ir, state.now, "absent");
  if (!left) return ir;
  use(state, ...state.former!);
  return { ...ir, filters: [...ir.filters, left] };
}

/** Whether the query's rows have (present) or lack (absent) a history row running on `now`. */
function historyRunning(index: SchemaIndex, ir: QueryIR, now: Date, op: "present" | "absent"): Filter | undefined {
  const history = runningHistory(index, findTable(index, ir.table));
  if (!history?.periodEnd) return undefined;
  const { at: _, ...filter } = relatedFilter(history, op, op === "present" ? "current" : "former", -1, [
    runningPeriod(history.periodEnd, now),
  ]);
  return filter;
}
