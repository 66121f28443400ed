// A row named by its label also shows the key people tell it apart by: a project listed as "Build Your Own Telescope"
// comes with its code "Ast3" when the code is the table's own key, written as text; and a product listed as "Apple"
// twice comes with its number when the table's labels repeat — two rows that read the same are two rows.
import type { Measure, QueryIR } from "../ir";
import { sameColumn } from "../ir";
import { findTable, type ColumnInfo, type SchemaIndex, type TableInfo } from "../model/schema-index";

export function showNaturalKeys(ir: QueryIR, index: SchemaIndex): QueryIR {
  if (ir.exists || ir.difference || ir.unpivot) return ir;
  let select = ir.select;
  for (const m of ir.select) {
    if (m.agg || !m.column) continue;
    const table = findTable(index, m.column.table);
    const label = table?.labelColumn;
    if (!table || !label || !sameColumn(label.ref, m.column) || table.table.primaryKey.length !== 1) continue;
    const key = table.columns.find((c) => c.column.name === table.table.primaryKey[0]);
    if (!key || key === label || select.some((s) => sameColumn(s.column, key.ref))) continue;
    const naturalKey = key.text && !key.numericText;
    if (!naturalKey && !(table.name === ir.table && labelsRepeat(table, label))) continue;
    const shown: Measure = { column: key.ref, alias: key.column.name };
    const at = select.indexOf(m);
    select = [...select.slice(0, at), shown, ...select.slice(at)];
  }
  return select === ir.select ? ir : { ...ir, select };
}

/** Fewer distinct labels than rows, as far as the catalog knows. */
function labelsRepeat(table: TableInfo, label: ColumnInfo): boolean {
  return label.distinct !== undefined && table.table.rowEstimate > 0 && label.distinct < table.table.rowEstimate;
}
