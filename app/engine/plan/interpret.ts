// Renders the intermediate query as one plain sentence: what the engine understood.
import { GRAIN_WORDS, type Filter, type Measure, type QueryIR } from "../ir";
import { findColumn, type SchemaIndex } from "../model/schema-index";

const OP_WORDS: Record<Filter["op"], string> = {
  eq: "is",
  neq: "is not",
  gt: "above",
  gte: "at least",
  lt: "below",
  lte: "at most",
  between: "between",
  contains: "contains",
  not_contains: "does not contain",
  matches: "reads as",
  is_null: "is empty",
  not_null: "is not empty",
  open: "has not passed",
  absent: "has no",
  present: "has",
};
const AGG_WORDS = {
  count: "Count",
  count_distinct: "Number of distinct",
  sum: "Sum of",
  avg: "Average",
  min: "Minimum",
  max: "Maximum",
} as const;

export function interpretIR(ir: QueryIR, index: SchemaIndex): string {
  // "Net revenue (definition)": an answer says when the team's definition, not the engine's guess, was used
  const name = (ref: { table: string; column: string }) => {
    const column = findColumn(index, ref);
    return column?.derived?.kind === "defined"
      ? `${column.derived.name} (definition)`
      : (column?.display ?? ref.column);
  };
  const parts: string[] = [];
  const head = ir.exists ? "Whether any row exists" : ir.difference ? differenceText(ir, name) : selectText(ir, name);
  parts.push(`${head} for ${ir.table}`);
  if (ir.averaged)
    parts.push(ir.keepEmpty ? "averaged over all of them, those with none as zero" : "averaged over them");
  if (ir.dimensions.length)
    parts.push(
      `grouped by ${ir.dimensions.map((d) => (d.grain && findColumn(index, d.column)?.temporal ? `${GRAIN_WORDS[d.grain] ?? d.grain} of ${name(d.column)}` : name(d.column))).join(" and ")}`,
    );
  // date filters read better as the user said them ("last year")
  const dated = (f: Filter) => !!ir.dateLabel && f.phrase !== undefined && ir.dateLabel.endsWith(f.phrase);
  const filters = ir.filters.filter((f) => !dated(f)).map((f) => filterText(f, name));
  if (filters.length) parts.push(`where ${filters.join(" and ")}`);
  if (ir.filters.some(dated)) parts.push(ir.dateLabel!);
  if (ir.having)
    parts.push(
      `keeping groups where ${ir.having.alias.replace(/_/g, " ")} is ${OP_WORDS[ir.having.op]} ${ir.having.value}`,
    );
  if (ir.groupTop)
    parts.push(
      `keeping the rows with the ${ir.groupTop.direction === "desc" ? "highest" : "lowest"} ${name(ir.groupTop.column)} for each ${name(ir.groupTop.by)}`,
    );
  if (ir.rowAnchor) {
    const anchor = ir.rowAnchor.anchor.map((f) => filterText(f, name)).join(" and ");
    parts.push(
      `in the row ${ir.rowAnchor.offset < 0 ? "just before" : ir.rowAnchor.offset > 0 ? "just after" : "where"} the one where ${anchor}`,
    );
  }
  const naturalTimeOrder =
    ir.limit === undefined &&
    ir.order[0]?.direction === "asc" &&
    ir.dimensions.some((d) => d.grain && ir.order[0].target.kind === "measure" && ir.order[0].target.alias === d.alias);
  if (ir.order.length && !naturalTimeOrder) parts.push(orderText(ir, name));
  if (ir.round !== undefined)
    parts.push(ir.round ? `rounded to ${ir.round} decimal${ir.round > 1 ? "s" : ""}` : "rounded to whole numbers");
  return parts.join(", ");
}

function selectText(ir: QueryIR, name: (r: { table: string; column: string }) => string): string {
  if (!ir.select.length) return "All columns";
  const items = ir.select.map((m) => measureText(m, name));
  const text = items.join(", ");
  return (ir.distinct ? `Distinct ${text}` : text).replace(/^./, (c) => c.toUpperCase());
}

function measureText(m: Measure, name: (r: { table: string; column: string }) => string): string {
  if (m.over) return `Ratio of ${name(m.column!)} to ${name(m.over)}`;
  if (!m.agg || (m.agg === "sum" && m.column && name(m.column).endsWith("(definition)") && !m.share))
    return m.span
      ? `Years spanned by ${name(m.column!)}`
      : m.margin
        ? `Difference within ${name(m.column!)}`
        : name(m.column!);
  const base = m.agg === "count" ? "Count of rows" : `${AGG_WORDS[m.agg]} ${name(m.column!)}`;
  if (!m.share)
    return m.where?.length ? `${base} ${m.where.map((f) => f.phrase ?? filterText(f, name)).join(" and ")}` : base;
  const what = m.column ? name(m.column) : "rows";
  const where = (filters: Filter[]) => filters.map((f) => filterText(f, name)).join(" and ");
  if (m.where?.length && m.overWhere?.length)
    return `Ratio of ${what} where ${where(m.where)} to ${what} where ${where(m.overWhere)}`;
  if (m.where?.length) return `${m.fraction ? "Fraction" : "Percentage"} of ${what} where ${where(m.where)}`;
  return `${base} as a share of the total`;
}

function differenceText(ir: QueryIR, name: (r: { table: string; column: string }) => string): string {
  const m = ir.select[0];
  const what = m?.column ? `${AGG_WORDS[m.agg ?? "sum"]} ${name(m.column)}`.replace(/^Sum of /, "") : "count of rows";
  const d = ir.difference!;
  return `Difference in ${what.toLowerCase()} between ${d.leftLabel} and ${d.rightLabel}`;
}

function filterText(f: Filter, name: (r: { table: string; column: string }) => string): string {
  const subject = f.part === "year" ? `year of ${name(f.column)}` : name(f.column);
  if (f.related) {
    const inner = f.inner?.length ? ` where ${f.inner.map((g) => filterText(g, name)).join(" and ")}` : "";
    return `${f.op === "absent" ? "with no" : "with"} ${f.related.replace(/_/g, " ")}${inner}`;
  }
  if (f.other) return `${subject} ${f.op === "gt" ? "after" : "on or before"} ${name(f.other)}`;
  // "on weekends": the days as the question said them, not ISO day numbers
  if (f.part === "weekday") return `${name(f.column)} ${f.phrase ?? ""}`.trim();
  if (f.op === "eq" && subject.endsWith("(definition)") && (f.value === "true" || f.value === "false"))
    return f.value === "true" ? subject : `not ${subject}`;
  if (f.op === "between") return `${subject} between ${f.value} and ${f.value2}`;
  if (f.op === "is_null" || f.op === "not_null") return `${subject} ${OP_WORDS[f.op]}`;
  if (f.op === "open") return `${subject} is empty or still to come (current rows)`;
  if (f.op === "matches") return `${subject} ${OP_WORDS[f.op]} "${f.phrase ?? f.value}"`;
  return `${subject} ${OP_WORDS[f.op]} ${typeof f.value === "string" ? `"${f.value}"` : f.value}`;
}

function orderText(ir: QueryIR, name: (r: { table: string; column: string }) => string): string {
  const o = ir.order[0];
  const by =
    o.target.kind === "row"
      ? "position in the table"
      : o.target.kind === "measure"
        ? o.target.alias.replace(/_/g, " ")
        : o.target.kind === "span"
          ? `years from ${name(o.target.start)} to ${name(o.target.end ?? o.target.start)}`
          : name(o.target.ref);
  const dir = o.direction === "desc" ? "highest" : "lowest";
  if (ir.limit === undefined) return `sorted by ${by} (${dir} first)`;
  if (o.target.kind === "row")
    return `${o.direction === "asc" ? "first" : "last"} ${ir.limit === 1 ? "row" : `${ir.limit} rows`} by position`;
  return ir.limit === 1 ? `the one with the ${dir} ${by}` : `top ${ir.limit} by ${by} (${dir} first)`;
}
