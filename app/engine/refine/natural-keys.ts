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
    if (!table || !label || !sameColumn(label.ref, m.column)) continue;
    const key = keyBesideLabel(table, ir);
    if (!key || select.some((s) => sameColumn(s.column, key.ref))) continue;
    const shown: Measure = { column: key.ref, alias: key.column.name };
    const at = select.indexOf(m);
    select = [...select.slice(0, at), shown, ...select.slice(at)];
  }
  return select === ir.select ? ir : { ...ir, select };
}

/** The key a row listed by its label is shown with, if any: a text key of its own, or a number where labels repeat. */
export function keyBesideLabel(table: TableInfo, ir: QueryIR): ColumnInfo | undefined {
  const label = table.labelColumn;
  if (!label || table.table.primaryKey.length !== 1) return undefined;
  const key = table.columns.find((c) => c.column.name === table.table.primaryKey[0]);
  if (!key || key === label) return undefined;
  const naturalKey = key.text && !key.numericText;
  return naturalKey || (table.name === ir.table && labelsRepeat(table, label)) ? key : undefined;
}

/** Fewer distinct labels than rows, as far as the catalog knows. */
function labelsRepeat(table: TableInfo, label: ColumnInfo): boolean {
  return label.distinct !== undefined && table.table.rowEstimate > 0 && label.distinct < table.table.rowEstimate;
}
