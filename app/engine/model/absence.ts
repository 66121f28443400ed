// "accounts without an active subscription", "customers who never bought any Jazz": the conditions on the related
// rows belong inside the NOT EXISTS, not on the outer rows (which would ask for accounts with a non-active one).
import type { Filter, QueryIR } from "../plan/ir";
import { planJoins } from "../schema/join-planner";
import type { SchemaIndex } from "../schema/schema-index";

function affirm(f: Filter): Filter {
  if (f.op === "neq") return { ...f, op: "eq" };
  if (f.op === "not_contains") return { ...f, op: "contains" };
  if (f.op === "eq" && f.value === "false") return { ...f, value: "true" };
  return f;
}

export function nestRelatedConditions(ir: QueryIR, index: SchemaIndex): QueryIR {
  const related = ir.filters.filter((f) => f.related);
  if (related.length !== 1) return ir;
  const [absence] = related;
  // a condition belongs to the related rows when its table is only reached from the centre through them
  const inside = (f: Filter) => {
    if (f.related || f.column.table === ir.table) return false;
    if (f.column.table === absence.related) return true;
    const steps = planJoins(index.catalog, ir.table, [f.column.table]);
    return !steps || steps.some((s) => s.fanOut);
  };
  // the negation word made them negative ("never bought any Jazz" read Jazz as "not Jazz"): inside, they hold
  const moved = ir.filters.filter(inside);
  if (!moved.length) return ir;
  return { ...ir, filters: [...ir.filters.filter((f) => !moved.includes(f) && f !== absence), { ...absence, inner: moved.map(affirm) }] };
}
