// "the total number of citations of each author" where a column already holds the count (citation_num,
// review_count, num_enrolled): the column is summed, rather than rows counted.
import type { QueryIR } from "../plan/ir";
import { planJoins } from "../schema/join-planner";
import type { SchemaIndex } from "../schema/schema-index";
import { identifierWords, stem } from "../schema/stem";
import type { Token } from "../understanding/tokens";

const COUNT_WORDS = new Set(["num", "number", "count", "cnt", "no", "total", "qty"]);

export function sumCountColumns(ir: QueryIR, index: SchemaIndex, tokens: Token[]): QueryIR {
  const at = tokens.findIndex((t, i) => t.norm === "number" && tokens[i + 1]?.norm === "of");
  const noun = at >= 0 ? tokens.slice(at + 2).find((t) => t.kind === "word" && !["the", "a", "an", "all", "distinct", "unique"].includes(t.norm)) : undefined;
  const m = ir.select.length === 1 && ir.select[0].agg === "count" && !ir.select[0].column && !ir.select[0].where ? ir.select[0] : undefined;
  if (!noun || !m) return ir;
  const wanted = stem(noun.norm);
  const reachable = (table: string) => table === ir.table || (planJoins(index.catalog, ir.table, [table]) ?? []).every((s) => !s.fanOut);
  // the column's own name, not its description ("number of citations of the publication" names citations)
  const named = (c: (typeof index.columns)[number]) => identifierWords(c.column.name).map(stem);
  const column = index.columns.find((c) => c.numeric && !c.key && !c.derived && named(c).includes(wanted) && named(c).some((w) => COUNT_WORDS.has(w)) && reachable(c.table.name));
  if (!column) return ir;
  return { ...ir, table: ir.table, select: [{ agg: "sum", column: column.ref, alias: `total_${column.column.name}` }], order: ir.order.map((o) => (o.target.kind === "measure" && o.target.alias === m.alias ? { ...o, target: { kind: "measure", alias: `total_${column.column.name}` } } : o)) };
}
