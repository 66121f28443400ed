// A metric defined as an aggregate ("ASP = AVG(sales.sale_price)") is a measure whatever the question's words:
// listed without an aggregate word ("ASP by salesperson") it still aggregates, it is named as the team named it, it is
// computed over its own table's rows (the centre of the query), and the plain columns asked beside it ("the city and
// ASP") are what it is grouped by.
import type { Dimension, Measure, QueryIR } from "../ir";
import { findColumn, type SchemaIndex } from "../model/schema-index";

export function measureDefinitions(ir: QueryIR, index: SchemaIndex): QueryIR {
  const aggregate = (m: Measure) => {
    const derived = m.column && findColumn(index, m.column)?.derived;
    return derived?.kind === "defined" && derived.aggregate;
  };
  const metrics = ir.select.filter(aggregate);
  if (!metrics.length) return ir;
  const tables = new Set(metrics.map((m) => m.column!.table));
  const plain = ir.select.filter((m) => !aggregate(m) && !m.agg && m.column && !m.span && !m.margin);
  const dimensions: Dimension[] = [
    ...ir.dimensions,
    ...plain
      .filter(
        (m) => !ir.dimensions.some((d) => d.column.table === m.column!.table && d.column.column === m.column!.column),
      )
      .map((m) => ({ column: m.column!, alias: m.alias })),
  ];
  const select = ir.select
    .filter((m) => !plain.includes(m))
    .map((m) => (aggregate(m) ? { ...m, agg: "sum" as const, alias: m.column!.column } : m));
  const order = ir.order.map((o) => {
    const renamed =
      o.target.kind === "measure" ? metrics.find((m) => m.alias === (o.target as { alias: string }).alias) : undefined;
    return renamed ? { ...o, target: { kind: "measure" as const, alias: renamed.column!.column } } : o;
  });
  const having =
    ir.having && metrics.find((m) => m.alias === ir.having!.alias)
      ? { ...ir.having, alias: metrics.find((m) => m.alias === ir.having!.alias)!.column!.column }
      : ir.having;
  return {
    ...ir,
    table: tables.size === 1 ? [...tables][0] : ir.table,
    distinct: undefined,
    select,
    dimensions,
    order,
    ...(having ? { having } : {}),
  };
}

/** The metrics and segments an answer used, by their names: the answer card says so. */
export function definitionsUsed(ir: QueryIR, index: SchemaIndex): string[] {
  const refs = [
    ...ir.select.map((m) => m.column),
    ...ir.filters.map((f) => f.column),
    ...ir.dimensions.map((d) => d.column),
  ];
  const names = refs.flatMap((ref) => {
    const derived = ref && findColumn(index, ref)?.derived;
    return derived?.kind === "defined" ? [derived.name] : [];
  });
  return [...new Set(names)];
}
