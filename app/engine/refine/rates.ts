// A discount rate added up means nothing; "the total discount" is the money it took off the lines.
import type { Measure, QueryIR } from "../ir";
import { findColumn, type SchemaIndex } from "../model/schema-index";

/** Sums of a line's discount rate become sums of its discount amount (quantity × price × rate). */
export function sumDiscountAmounts(ir: QueryIR, index: SchemaIndex): QueryIR {
  const amountOf = (m: Measure) => {
    if (m.agg !== "sum" || !m.column) return undefined;
    const rate = findColumn(index, m.column);
    return rate?.table.columns.find(
      (c) => c.derived?.kind === "discount" && c.derived.discount.column === rate.column.name,
    );
  };
  if (!ir.select.some(amountOf)) return ir;
  // the alias stays: orderings and conditions on the measure refer to it
  return { ...ir, select: ir.select.map((m) => ({ ...m, column: amountOf(m)?.ref ?? m.column })) };
}
