// "accounts without an active subscription", "customers who never bought any Jazz": the conditions on the related
// rows belong inside the NOT EXISTS, not on the outer rows (which would ask for accounts with a non-active one).
import { sameColumn, type Filter, type QueryIR } from "../ir";
import { planJoins } from "../schema/join-planner";
import { findTable, type SchemaIndex } from "../model/schema-index";
import { stem } from "../schema/stem";

function affirm(f: Filter): Filter {
  if (f.op === "neq") return { ...f, op: "eq" };
  if (f.op === "not_contains") return { ...f, op: "contains" };
  if (f.op === "eq" && f.value === "false") return { ...f, value: "true" };
  return f;
}

/**
 * "customers who bought something in 2025": a date phrase bound to the subject's own date (a sign-up) is about the
 * purchases, unless the question names the subject's date ("signed up", "joined").
 */
function purchaseDates(ir: QueryIR, index: SchemaIndex, absence: Filter, words: string[]): Filter[] {
  const centre = findTable(index, ir.table);
  const date = centre?.naturalDate;
  const target = findTable(index, absence.related!)?.naturalDate;
  if (!date || !target || date.table !== centre || words.some((w) => date.words.includes(stem(w)))) return ir.filters;
  return ir.filters.map((f) =>
    sameColumn(f.column, date.ref) && (f.op === "between" || f.part === "year") ? { ...f, column: target.ref } : f,
  );
}

export function nestRelatedConditions(parsed: QueryIR, index: SchemaIndex, words: string[] = []): QueryIR {
  const related = parsed.filters.filter((f) => f.related);
  if (related.length !== 1) return parsed;
  const [absence] = related;
  const ir = { ...parsed, filters: purchaseDates(parsed, index, absence, words) };
  // a condition belongs to the related rows when its table is only reached from the centre through them
  const inside = (f: Filter) => {
    if (f.related || f.column.table === ir.table) return false;
    if (f.column.table === absence.related) return true;
    const steps = planJoins(index.catalog, ir.table, [f.column.table]);
    return !steps || steps.some((s) => s.fanOut);
  };
  // the negation word made them negative ("never bought any Jazz" read Jazz as "not Jazz"): inside, they hold
  const moved = ir.filters.filter(inside);
  if (!moved.length) return parsed;
  return {
    ...ir,
    filters: [
      ...ir.filters.filter((f) => !moved.includes(f) && f !== absence),
      { ...absence, inner: moved.map(affirm) },
    ],
  };
}
