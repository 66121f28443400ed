// Two periods compared per group ("loans per branch, this year against last"): one row per group with a column per
// period, side by side, rather than a row per group and period that leaves the comparison to the reader.
import type { Measure, QueryIR } from "../ir";

const SIDE_BY_SIDE = new Set(["count", "sum", "avg", "count_distinct"]);

/** The reading with its compared periods as columns, when it groups by something besides the period. */
export function sideBySide(ir: QueryIR): QueryIR {
  const compared = ir.compared;
  if (!compared || ir.select.length !== 1 || ir.having || ir.averaged || ir.exists) return ir;
  const period = ir.dimensions.find((d) => d.grain === compared.grain);
  const others = ir.dimensions.filter((d) => d !== period);
  const [m] = ir.select;
  if (!period || !others.length || !m.agg || !SIDE_BY_SIDE.has(m.agg) || m.share || m.where || m.over) return ir;
  const select: Measure[] = compared.periods.map((p) => ({
    ...m,
    alias: `${m.alias}_${p.label
      .replace(/[^A-Za-z0-9]+/g, "_")
      .replace(/^_|_$/g, "")
      .toLowerCase()}`,
    where: [{ column: period.column, op: "between", value: p.start, value2: p.end, phrase: `in ${p.label}` }],
  }));
  const latest = select.at(-1)!.alias;
  const order = ir.order.flatMap((o) => {
    if (o.target.kind === "measure" && o.target.alias === m.alias)
      return [{ ...o, target: { ...o.target, alias: latest } }];
    if (o.target.kind === "measure" && o.target.alias === period.alias) return [];
    return [o];
  });
  return { ...ir, dimensions: others, select, order };
}
