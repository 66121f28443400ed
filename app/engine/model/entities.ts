// Entities answer with their names: a grouping or a listed column that is a key pointing at another table
// ("support_rep_id", "carr_cd") shows the referenced row's label instead of the code.
import type { ColumnRef, QueryIR } from "../plan/ir";
import { findColumn, findTable, type ColumnInfo, type SchemaIndex } from "../schema/schema-index";

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
    // a key that is already a name ("state_name") reads as it is
    const named = column && !column.temporal && !column.words.includes("name") ? referencedLabel(index, ref) : undefined;
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

/**
 * "how many lakes in each state" where the lake row already holds the state's name as its key to the state table:
 * the row's own column groups, without a join that would drop rows whose state is missing there.
 */
export function localizeNaturalKeys(ir: QueryIR, index: SchemaIndex): QueryIR {
  const centre = findTable(index, ir.table);
  if (!centre) return ir;
  let changed = false;
  const dimensions = ir.dimensions.map((d) => {
    if (d.grain || d.column.table === ir.table) return d;
    const fk = centre.table.foreignKeys.find((k) => k.referencedTable === d.column.table && k.columns.length === 1 && k.referencedColumns[0] === d.column.column);
    // only a natural key (a name): a numeric id groups nobody a person could read
    if (!fk || !findColumn(index, d.column)?.text) return d;
    changed = true;
    return { ...d, column: { table: ir.table, column: fk.columns[0] } };
  });
  return changed ? { ...ir, dimensions } : ir;
}

/**
 * "which media type is most common", "the most popular genre", "which 4 couriers ran the most trips": a lookup
 * table's rows counted by their own unique label are ones; the rows that refer to it are what is counted. The referring
 * table is the only one, or the one the question's conditions are on, or the one whose key the question named by its
 * role ("couriers" is the trip's courier key).
 */
export function countReferencingRows(ir: QueryIR, index: SchemaIndex): QueryIR {
  const [m] = ir.select;
  if (ir.select.length !== 1 || m.agg !== "count" || m.column || m.where || m.share || ir.dimensions.length !== 1 || ir.having || ir.averaged) return ir;
  const lookup = findTable(index, ir.table);
  const dim = ir.dimensions[0];
  if (!lookup || dim.grain || dim.column.table !== lookup.name || ir.filters.some((f) => f.related)) return ir;
  const label = findColumn(index, dim.column);
  const rows = lookup.table.rowEstimate;
  const unique = !!label && (label.column.isPrimaryKey || (label === lookup.labelColumn && label.distinct !== undefined && rows > 0 && label.distinct >= rows * 0.9));
  if (!unique) return ir;
  // each key that refers to it; two in one table ("courier", "packer") would each be a different count
  let references = index.tables.flatMap((t) =>
    t === lookup || t.table.aliasOf ? [] : t.table.foreignKeys.filter((fk) => fk.referencedTable === lookup.name && !fk.referencedSchema && fk.columns.length === 1).map((fk) => ({ table: t, column: fk.columns[0] })),
  );
  const conditioned = new Set(ir.filters.map((f) => f.column.table).filter((t) => t !== lookup.name));
  if (conditioned.size) references = conditioned.size === 1 ? references.filter((r) => conditioned.has(r.table.name)) : [];
  if (references.length > 1 && ir.via?.length) references = references.filter((r) => ir.via!.some((v) => v.table === r.table.name && v.column === r.column));
  return references.length === 1 ? { ...ir, table: references[0].table.name } : ir;
}
