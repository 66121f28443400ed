// What a list of rows shows beside what was asked: the amounts and dates its conditions compared ("rooms dearer than
// 90 a night" lists each room with its rate, "parcels sent last spring" each with its date), as a BI tool's filtered
// table keeps the filtered column; and, for rows listed by their label, the rest of each row (ADR 083).
import type { ColumnRef, Measure, QueryIR } from "../ir";
import { findColumn, type SchemaIndex } from "../model/schema-index";
import { keyBesideLabel } from "./natural-keys";

const COMPARED = new Set(["gt", "gte", "lt", "lte", "between"]);
/** Columns a listed row shows at most: enough to tell records apart, few enough to read across. */
const SHOWN_COLUMNS = 6;

/** Rows listed one per line, each a plain column: what a person reads as a table of records. */
function plainList(ir: QueryIR): boolean {
  const listed = ir.select.length > 0 && ir.select.every((m) => !m.agg && m.column) && !ir.dimensions.length;
  return listed && !(ir.distinct || ir.exists || ir.answers || ir.unpivot || ir.difference || ir.rowAnchor || ir.agree);
}

const same = (a: ColumnRef, b: ColumnRef) => a.table === b.table && a.column === b.column;

export function showCompared(ir: QueryIR, index: SchemaIndex): QueryIR {
  if (!plainList(ir)) return ir;
  const shown = (ref: ColumnRef) => ir.select.some((m) => same(m.column!, ref));
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

/** Rows of an entity listed by their label ("which lighthouses are taller than 30 m", "the cheapest lamp", "shops
 * with no orders") show the row's details beside it, as a BI tool's table of records does: a person reading the names
 * checks where and what each one is. A table without a label is listed by its key. Left as asked: a question that
 * named what to show ("their counties", "the names of …", anything of a related table). `named` are the columns the
 * question's words chose; a column it only compared or ranked by is shown for that, not chosen. */
export function showRowDetails(ir: QueryIR, index: SchemaIndex, named: ColumnRef[]): QueryIR {
  const table = plainList(ir) && index.tables.find((t) => t.name === ir.table);
  if (!table) return ir;
  const key = table.columns.find((c) => c.column.isPrimaryKey);
  const identifies = (ref: ColumnRef) => [table.labelColumn, key].some((c) => c && same(c.ref, ref));
  const explains = (m: Measure) =>
    ir.filters.some((f) => COMPARED.has(f.op) && same(f.column, m.column!)) ||
    ir.order.some(
      ({ target: t }) =>
        (t.kind === "column" && same(t.ref, m.column!)) || (t.kind === "measure" && t.alias === m.alias),
    );
  const chosen = (m: Measure) => !explains(m) && (!identifies(m.column!) || named.some((ref) => same(ref, m.column!)));
  // listed by the label, by the key shown beside a label (natural-keys.ts), or by the key of a table without one
  const first = ir.select[0].column!;
  const beside = keyBesideLabel(table, ir);
  const listedBy = table.labelColumn
    ? same(table.labelColumn.ref, first) || (beside && same(beside.ref, first))
    : key && same(key.ref, first);
  if (!listedBy || ir.select.some(chosen)) return ir;
  const details = table.columns.filter(
    (c) =>
      (c.text || c.numeric || c.temporal) &&
      !c.key &&
      !c.position &&
      !c.derived &&
      !ir.select.some((m) => same(m.column!, c.ref) || m.alias === c.ref.column),
  );
  const room = Math.max(0, SHOWN_COLUMNS - ir.select.length);
  return details.length && room
    ? { ...ir, select: [...ir.select, ...details.slice(0, room).map((c) => ({ column: c.ref, alias: c.ref.column }))] }
    : ir;
}
