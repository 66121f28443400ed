// Questions that set two values of one column side by side: "compare sales of north and south" answers per value,
// "the ratio of broken to lost parcels" divides one by the other, "what fraction of …" is a share from 0 to 1.
import type { Filter, Measure, QueryIR } from "../ir";
import { sameColumn } from "../ir";

const COMPARE_WORDS = new Set(["compare", "compared", "comparing", "comparison", "vs", "versus"]);
const RATIO_WORDS = new Set(["ratio", "proportion"]);
const PERCENT_WORDS = new Set(["percent", "percentage", "%", "share", "pct"]);

/** Two or more values of one column, in the order the question names them. */
function namedValues(ir: QueryIR): Filter[] | undefined {
  const eq = ir.filters.filter((f) => f.op === "eq" && !f.related && !f.than);
  for (const f of eq) {
    const same = eq.filter((g) => sameColumn(g.column, f.column));
    if (same.length >= 2 && new Set(same.map((g) => String(g.value))).size === same.length) return same;
  }
  return undefined;
}

export function compareGroups(ir: QueryIR, words: string[]): QueryIR {
  // "… how many each?" closes a comparison; "A and B each won …" asks for a shared value; "how many are A and how
  // many are B" asks the count twice
  const cued =
    words.some((w) => COMPARE_WORDS.has(w)) ||
    words.filter((w) => w !== "?").at(-1) === "each" ||
    / and how (many|much) /.test(` ${words.join(" ")} `);
  if (
    !cued ||
    ir.dimensions.length ||
    ir.difference ||
    ir.exists ||
    ir.answers ||
    ir.having ||
    ir.select.some((m) => m.share)
  )
    return ir;
  const values = namedValues(ir);
  if (!values) return ir;
  // "compare urgent and low tickets" counts them; a lookup of a cell ("which was higher") stays a lookup
  const measured = ir.select.some((m) => m.agg);
  if (!measured && ir.select.some((m) => m.column)) return ir;
  const select: Measure[] = measured ? ir.select : [{ agg: "count", alias: "count" }];
  return {
    ...ir,
    select,
    dimensions: [{ column: values[0].column, alias: values[0].column.column }],
    order: [],
    limit: undefined,
    distinct: undefined,
  };
}

export function ratioOfValues(ir: QueryIR, words: string[]): QueryIR {
  if (!words.some((w) => RATIO_WORDS.has(w)) || ir.dimensions.length || ir.difference || ir.select.some((m) => m.over))
    return ir;
  const values = namedValues(ir);
  if (!values || values.length !== 2) return ir;
  const base = ir.select.find((m) => m.agg === "sum" && m.column);
  const measure: Measure = {
    agg: base ? "sum" : "count",
    column: base?.column,
    where: [values[0]],
    overWhere: [values[1]],
    share: true,
    alias: "ratio",
  };
  return {
    ...ir,
    select: [measure],
    filters: ir.filters.filter((f) => !values.includes(f)),
    order: [],
    limit: undefined,
    distinct: undefined,
  };
}

/** "what fraction of customers are corporate": the share as a fraction, unless a percentage is asked for too. */
export function fractionOf(ir: QueryIR, words: string[]): QueryIR {
  if (!words.some((w) => w === "fraction" || w === "proportion") || words.some((w) => PERCENT_WORDS.has(w))) return ir;
  return {
    ...ir,
    select: ir.select.map((m) =>
      m.share && !m.overWhere ? { ...m, fraction: true, alias: m.alias === "percentage" ? "fraction" : m.alias } : m,
    ),
  };
}

/** "how many parcels were insured and how many were not": the condition splits the rows into two groups. */
export function bothSides(ir: QueryIR, words: string[]): QueryIR {
  const text = ` ${words.join(" ")} `;
  if (
    !/ and how many (do not|don't|dont|did not|didn't|are not|aren't|were not|weren't|have not|haven't|does not|doesn't|not) /.test(
      text,
    )
  )
    return ir;
  const split = ir.filters.find((f) => f.op === "eq" && !f.related && !f.than);
  if (!split || !ir.select.some((m) => m.agg === "count")) return ir;
  if (ir.dimensions.some((d) => sameColumn(d.column, split.column))) return ir;
  // a split asked per group ("per region, how many … are X and how many are not") is one more group
  return {
    ...ir,
    filters: ir.filters.filter((f) => f !== split),
    dimensions: [...ir.dimensions, { column: split.column, alias: split.column.column }],
    order: [],
  };
}

/** "which depots have the lowest rent, sorted from low to high": every row in that order, not only the first. */
export function sortedList(ir: QueryIR, words: string[]): QueryIR {
  const text = ` ${words.join(" ")} `;
  if (
    ir.limit !== 1 ||
    !ir.withTies ||
    !/ sorted | in (ascending|descending|alphabetical) order | ordered by /.test(text)
  )
    return ir;
  return { ...ir, limit: undefined, withTies: undefined };
}
