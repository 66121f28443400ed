// A metric defined as an aggregate ("ASP = AVG(sales.sale_price)") is a measure whatever the question's words: listed
// without an aggregate word ("ASP by salesperson") it still aggregates, grouped by the question's dimensions.
import type { QueryIR } from "../plan/ir";
import { findColumn, type SchemaIndex } from "../schema/schema-index";

export function measureDefinitions(ir: QueryIR, index: SchemaIndex): QueryIR {
  const aggregate = (m: QueryIR["select"][number]) => {
    const derived = m.column && findColumn(index, m.column)?.derived;
    return derived?.kind === "defined" && derived.aggregate;
  };
  if (!ir.select.some(aggregate)) return ir;
  return { ...ir, distinct: undefined, select: ir.select.map((m) => (aggregate(m) && (!m.agg || m.agg === "count" || m.agg === "count_distinct") ? { ...m, agg: "sum" } : m)) };
}
