// Entities answer with their names: a grouping or a listed column that is a key pointing at another table
// ("support_rep_id", "carr_cd") shows the referenced row's label instead of the code.
import type { ColumnRef, QueryIR } from "../ir";
import { findColumn, findTable, type ColumnInfo, type SchemaIndex } from "../schema-index";

/** The label of the row a key column points at, when the key is a single-column foreign key. */
export function referencedLabel(index: SchemaIndex, ref: ColumnRef): ColumnInfo | undefined {
  const table = findTable(index, ref.table);
  const fk = table?.table.foreignKeys.find((k) => k.columns.length === 1 && k.columns[0] === ref.column && !k.referencedSchema);
  const target = fk && findTable(index, fk.referencedTable);
  if (!target || target === table) return undefined;
  return target.labelColumn && target.labelColumn.column.name !== fk!.referencedColumns[0] ? target.labelColumn : undefined;
}

const CODE_WORDS = new Set(["code", "codes", "id", "ids", "cd", "key", "keys"]);

/** `words`: the question's words; a question asking for codes or ids gets them. */
export function nameReferencedEntities(ir: QueryIR, index: SchemaIndex, words: string[]): QueryIR {
  if (ir.unpivot || ir.rowAnchor || ir.difference || words.some((w) => CODE_WORDS.has(w))) return ir;
  let changed = false;
  const label = (ref: ColumnRef) => {
    const column = findColumn(index, ref);
    const named = column && !column.temporal ? referencedLabel(index, ref) : undefined;
    if (named) changed = true;
    return named;
  };
  const dimensions = ir.dimensions.map((d) => {
    const named = d.grain ? undefined : label(d.column);
    return named ? { ...d, column: named.ref, alias: named.column.name === "name" ? `${named.table.name.replace(/s$/, "")}_name` : named.column.name } : d;
  });
  const select = ir.select.map((m) => {
    const named = !m.agg && m.column && !ir.distinct ? label(m.column) : undefined;
    return named ? { ...m, column: named.ref, alias: named.column.name } : m;
  });
  return changed ? { ...ir, dimensions, select } : ir;
}
