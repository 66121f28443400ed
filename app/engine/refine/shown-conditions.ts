// A list of rows shows the amounts and dates its conditions compared: "rooms dearer than 90 a night" lists each room
// with its rate, "parcels sent last spring" each with its date — what a person checks the answer against, as a BI
// tool's filtered table keeps the filtered column.
import type { ColumnRef, QueryIR } from "../ir";
import { findColumn, type SchemaIndex } from "../model/schema-index";

const COMPARED = new Set(["gt", "gte", "lt", "lte", "between"]);

export function showCompared(ir: QueryIR, index: SchemaIndex): QueryIR {
  const listed = ir.select.length > 0 && ir.select.every((m) => !m.agg && m.column) && !ir.dimensions.length;
  if (!listed || ir.distinct || ir.exists || ir.answers || ir.unpivot || ir.difference || ir.rowAnchor || ir.agree)
    return ir;
  const shown = (ref: ColumnRef) =>
    ir.select.some((m) => m.column!.table === ref.table && m.column!.column === ref.column);
  const extra = ir.filters.filter(
    (f) =>
      COMPARED.has(f.op) &&
      !f.related &&
      !f.part &&
      !f.other &&
      !f.than &&
      f.column.table === ir.table &&
      !shown(f.column),
  );
  const columns = [...new Map(extra.map((f) => [`${f.column.table}.${f.column.column}`, f.column])).values()].filter(
    (ref) => {
      const column = findColumn(index, ref);
      return column && (column.numeric || column.temporal) && !column.key;
    },
  );
  return columns.length
    ? { ...ir, select: [...ir.select, ...columns.map((ref) => ({ column: ref, alias: ref.column }))] }
    : ir;
}
