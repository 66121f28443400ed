// A row named by its label also shows the code people know it by: a project listed as "Build Your Own Telescope"
// comes with its code "Ast3" when the code is the table's own key, written as text — not a surrogate number.
import type { Measure, QueryIR } from "../ir";
import { sameColumn } from "../ir";
import { findTable, type SchemaIndex } from "../model/schema-index";

export function showNaturalKeys(ir: QueryIR, index: SchemaIndex): QueryIR {
  if (ir.exists || ir.difference || ir.unpivot) return ir;
  let select = ir.select;
  for (const m of ir.select) {
    if (m.agg || !m.column) continue;
    const table = findTable(index, m.column.table);
    const label = table?.labelColumn;
    if (!table || !label || !sameColumn(label.ref, m.column) || table.table.primaryKey.length !== 1) continue;
    const key = table.columns.find((c) => c.column.name === table.table.primaryKey[0]);
    if (!key || key === label || !key.text || key.numericText || select.some((s) => sameColumn(s.column, key.ref)))
      continue;
    const shown: Measure = { column: key.ref, alias: key.column.name };
    const at = select.indexOf(m);
    select = [...select.slice(0, at), shown, ...select.slice(at)];
  }
  return select === ir.select ? ir : { ...ir, select };
}
