// A dashboard's date filter (issue 17): a widget's question asked again over the period the dashboard picks, on
// the date its rows go by. The period is one more condition, so a widget already limited to 2024 shows the overlap.
import type { SchemaCatalog } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { compileIR } from "../compile/compile";
import { planJoins } from "../schema/join-planner";
import { findColumn, findTable, type ColumnInfo, type SchemaIndex } from "../model/schema-index";
import { getSchemaIndex } from "../model/build-index";
import { referencedTables, type ColumnRef, type QueryIR } from "../ir";

/** ISO days; `from` inclusive, `to` exclusive. */
export interface PeriodRange {
  from: string;
  to: string;
}

export interface PeriodQuery {
  sql: string;
  /** The date column the period is applied to. */
  column: ColumnRef;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The column a period limits: the date the answer is bucketed by (a chart over months), else the date the rows
 * go by (their own, or their header's for order lines). A year held as a number is no date to compare days with.
 */
export function periodColumn(ir: QueryIR, index: SchemaIndex): ColumnInfo | undefined {
  // a row picked by its position in a file, or month columns turned into rows, have no date a period can narrow
  if (ir.rowAnchor || ir.unpivot) return undefined;
  const bucketed = ir.dimensions.find((dim) => dim.grain);
  if (bucketed) {
    const column = findColumn(index, bucketed.column);
    return column?.temporal ? column : undefined;
  }
  const natural = findTable(index, ir.table)?.naturalDate;
  return natural?.temporal ? natural : undefined;
}

/** Whether the joins the period needs repeat no row: a parent's date reached through one-to-many keys would. */
function joinsSafely(ir: QueryIR, index: SchemaIndex, table: string): boolean {
  const tables = referencedTables(ir);
  if (table === ir.table || tables.includes(table)) return true;
  const before = planJoins(index.catalog, ir.table, tables, ir.via);
  const after = planJoins(index.catalog, ir.table, [...tables, table], ir.via);
  if (!before || !after) return false;
  const joined = new Set(before.map((step) => step.table));
  return after.every((step) => joined.has(step.table) || !step.fanOut);
}

/** The SQL an IR compiles to on a catalog: a stored IR is trusted while it still gives the SQL stored beside it. */
export function compileQuery(ir: QueryIR, catalog: SchemaCatalog): string {
  return compileIR(ir, getSchemaIndex(catalog));
}

/** The IR's SQL limited to [from, to), or undefined when the question has no date to limit. */
export function withPeriod(ir: QueryIR, catalog: SchemaCatalog, range: PeriodRange): PeriodQuery | undefined {
  if (!ISO_DAY.test(range.from) || !ISO_DAY.test(range.to) || range.from >= range.to) {
    throw new AppError("VALIDATION_ERROR", "A period runs from one day to a later one", {
      fields: { from: range.from, to: range.to },
    });
  }
  const index = getSchemaIndex(catalog);
  const column = periodColumn(ir, index);
  if (!column || !joinsSafely(ir, index, column.ref.table)) return undefined;
  const period = { column: column.ref, op: "between" as const, value: range.from, value2: range.to };
  return { sql: compileIR({ ...ir, filters: [...ir.filters, period] }, index), column: column.ref };
}
