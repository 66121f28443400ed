// "distinct buyers beside the revenue of each region": rows of another table counted beside the measures
// of the rows the query is centred on are that table's distinct rows, not the centre's rows joined to them.
import type { QueryIR } from "../ir";
import { planJoins } from "../schema/join-planner";
import type { SchemaIndex } from "../model/schema-index";
import { measureAlias } from "../understanding/measure-alias";

export function countJoinedEntities(ir: QueryIR, index: SchemaIndex): QueryIR {
  if (ir.exists || ir.difference || ir.averaged || ir.filters.some((f) => f.related)) return ir;
  let changed = false;
  const select = ir.select.map((m) => {
    if (m.agg !== "count" || m.column || m.where || m.share) return m;
    const counted = index.tables.find((t) => t.name !== ir.table && measureAlias("count", undefined, t) === m.alias);
    const key =
      counted?.table.primaryKey.length === 1
        ? counted.columns.find((c) => c.column.name === counted.table.primaryKey[0])
        : undefined;
    if (!counted || !key || !planJoins(index.catalog, ir.table, [counted.name])) return m;
    changed = true;
    return { ...m, agg: "count_distinct" as const, column: key.ref };
  });
  return changed ? { ...ir, select } : ir;
}
