// "the total number of citations of each author" where a column already holds the count (citation_num,
// review_count, num_enrolled): the column is summed, rather than rows counted. Likewise rows that each record several
// occurrences (visits per shop and day in a `count` column): counting those rows' occurrences adds up the column.
import type { QueryIR } from "../ir";
import { planJoins } from "../schema/join-planner";
import { findTable, type ColumnInfo, type SchemaIndex } from "../model/schema-index";
import { identifierWords, stem } from "../schema/stem";
import type { Token } from "../understanding/tokens";

const COUNT_WORDS = new Set(["num", "number", "count", "cnt", "no", "total", "qty"]);
/** A column named only this holds how many occurrences its row stands for. */
const TALLY_WORDS = new Set(["count", "cnt", "tally", "occurrences"]);

export function sumCountColumns(ir: QueryIR, index: SchemaIndex, tokens: Token[]): QueryIR {
  const m =
    ir.select.length === 1 && ir.select[0].agg === "count" && !ir.select[0].column && !ir.select[0].where
      ? ir.select[0]
      : undefined;
  if (!m) return ir;
  const column = namedCount(ir, index, tokens) ?? tally(ir, index);
  if (!column) return ir;
  const alias = `total_${column.column.name}`;
  return {
    ...ir,
    select: [{ agg: "sum", column: column.ref, alias }],
    order: ir.order.map((o) =>
      o.target.kind === "measure" && o.target.alias === m.alias ? { ...o, target: { kind: "measure", alias } } : o,
    ),
  };
}

/** A column whose name says it counts the noun after "number of". */
function namedCount(ir: QueryIR, index: SchemaIndex, tokens: Token[]): ColumnInfo | undefined {
  const at = tokens.findIndex((t, i) => t.norm === "number" && tokens[i + 1]?.norm === "of");
  const noun =
    at >= 0
      ? tokens
          .slice(at + 2)
          .find((t) => t.kind === "word" && !["the", "a", "an", "all", "distinct", "unique"].includes(t.norm))
      : undefined;
  if (!noun) return undefined;
  const wanted = stem(noun.norm);
  const reachable = (table: string) =>
    table === ir.table || (planJoins(index.catalog, ir.table, [table]) ?? []).every((s) => !s.fanOut);
  // the column's own name, not its description ("number of citations of the publication" names citations)
  const named = (c: ColumnInfo) => identifierWords(c.column.name).map(stem);
  // "meal_number", "flight_no": a thing's number identifies it, it counts nothing
  const identifies = (c: ColumnInfo) => {
    const words = identifierWords(c.column.name);
    return words.length > 1 && ["number", "no"].includes(words.at(-1)!);
  };
  return index.columns.find(
    (c) =>
      c.numeric &&
      !c.key &&
      !c.derived &&
      !identifies(c) &&
      named(c).includes(wanted) &&
      named(c).some((w) => COUNT_WORDS.has(w)) &&
      reachable(c.table.name),
  );
}

/** The counted table's own tally column (`count`), when its rows each stand for several occurrences. */
function tally(ir: QueryIR, index: SchemaIndex): ColumnInfo | undefined {
  const tallies = (findTable(index, ir.table)?.columns ?? []).filter(
    (c) => c.numeric && !c.key && !c.derived && identifierWords(c.column.name).every((w) => TALLY_WORDS.has(w)),
  );
  return tallies.length === 1 ? tallies[0] : undefined;
}
