// SELECT terms for measures: aggregates (conditional, of a defined metric), differences, and the HAVING condition.
import { type ColumnRef, type Filter, type Measure, type QueryIR } from "../ir";
import { findColumn, type SchemaIndex } from "../model/schema-index";
import { columnExpr, info, numericExpr, type Ctx } from "./expressions";
import { whereTerms, condition, spanYear } from "./conditions";

/** PostgreSQL cannot name an output alias in HAVING: the aggregate is repeated. */
export function havingExpr(ir: QueryIR, ctx: Ctx): string {
  const measure = ir.select.find((m) => m.alias === ir.having!.alias);
  return measure?.agg ? aggregateExpr(measure, ctx) : "COUNT(*)";
}

const AGG_SQL = { sum: "SUM", avg: "AVG", min: "MIN", max: "MAX" } as const;

export function measureExpr(m: Measure, ctx: Ctx): string {
  // a decimal divisor: PostgreSQL divides a whole SUM by a whole number without its fraction (4.9 hours read as 4)
  const decimal = (n: number) => (Number.isInteger(n) ? `${n}.0` : String(n));
  if (m.scale)
    return `(${measureExpr({ ...m, scale: undefined }, ctx)}) ${m.scale < 1 ? `/ ${decimal(Number((1 / m.scale).toPrecision(12)))}` : `* ${Number(m.scale.toPrecision(12))}`}`;
  if (!m.agg && m.margin) return ctx.d.scoreMargin(columnExpr(m.column!, ctx));
  if (!m.agg && m.span && m.spanEnd) return `${spanYear(m.spanEnd, ctx)} - ${spanYear(m.column!, ctx)}`;
  if (!m.agg && m.span)
    return `${ctx.d.lastYearInText(columnExpr(m.column!, ctx))} - ${ctx.d.yearInText(columnExpr(m.column!, ctx))}`;
  if (m.over) {
    const [num, den] = m.agg
      ? [`SUM(${numericExpr(m.column!, ctx)})`, `SUM(${numericExpr(m.over, ctx)})`]
      : [numericExpr(m.column!, ctx), numericExpr(m.over, ctx)];
    return `1.0 * ${num} / NULLIF(${den}, 0)`;
  }
  if (!m.agg) return columnExpr(m.column!, ctx);
  if (m.plus?.length) return [m.column!, ...m.plus].map((c) => `SUM(${numericExpr(c, ctx)})`).join(" + ");
  if (m.range) return `${aggregateExpr(m, ctx)} - ${aggregateExpr({ ...m, agg: "min" }, ctx)}`;
  const base = aggregateExpr(m, ctx);
  if (!m.share && m.where?.length) return conditionalAggregate(m, ctx);
  if (!m.share) return base;
  const hundred = m.fraction ? "1.0" : "100.0";
  if (m.where?.length) {
    // a sum or count adds zeros outside the condition; an average or extreme looks only at the rows inside it
    const within = (filters: Filter[]) => {
      const cond = whereTerms(filters, ctx).join(" AND ");
      if (!m.column) return `SUM(CASE WHEN ${cond} THEN 1 ELSE 0 END)`;
      return m.agg === "sum"
        ? `SUM(CASE WHEN ${cond} THEN ${numericExpr(m.column, ctx)} ELSE 0 END)`
        : `${AGG_SQL[m.agg as keyof typeof AGG_SQL] ?? "SUM"}(CASE WHEN ${cond} THEN ${numericExpr(m.column, ctx)} END)`;
    };
    const whole = m.overWhere ? within(m.overWhere) : base;
    return `${m.overWhere ? "1.0" : hundred} * ${within(m.where)} / NULLIF(${whole}, 0)`;
  }
  return `${hundred} * ${base} / NULLIF(SUM(${base}) OVER (), 0)`;
}

/** An aggregate over the rows of a condition only (one period of a comparison): zero, not NULL, for a count or sum. */
function conditionalAggregate(m: Measure, ctx: Ctx): string {
  const cond = whereTerms(m.where!, ctx).join(" AND ");
  if (m.agg === "count" || !m.column) return `SUM(CASE WHEN ${cond} THEN 1 ELSE 0 END)`;
  if (m.agg === "count_distinct") return `COUNT(DISTINCT CASE WHEN ${cond} THEN ${columnExpr(m.column, ctx)} END)`;
  const value = numericExpr(m.column, ctx);
  return m.agg === "sum"
    ? `SUM(CASE WHEN ${cond} THEN ${value} ELSE 0 END)`
    : `${AGG_SQL[m.agg as keyof typeof AGG_SQL] ?? "SUM"}(CASE WHEN ${cond} THEN ${value} END)`;
}

function aggregateExpr(m: Measure, ctx: Ctx): string {
  // a metric defined as an aggregate is the measure, whatever word asked for it ("total ASP", "average margin")
  if (m.column && isAggregateDefinition(m.column, ctx)) return columnExpr(m.column, ctx);
  if (m.agg === "count") return "COUNT(*)";
  if (m.agg === "count_distinct") return `COUNT(DISTINCT ${columnExpr(m.column!, ctx)})`;
  const column = info(m.column!, ctx);
  const numeric = m.agg === "sum" || m.agg === "avg" || column.numericText;
  return `${AGG_SQL[m.agg!]}(${numeric ? numericExpr(m.column!, ctx) : columnExpr(m.column!, ctx)})`;
}

export function differenceExpr(ir: QueryIR, ctx: Ctx): string {
  const diff = ir.difference!;
  const m = ir.select[0];
  const side = (filters: Filter[]) => {
    const cond = filters.map((f) => condition(f, ctx)).join(" AND ");
    if (m?.column && (m.agg === "sum" || m.agg === "avg" || m.agg === "max" || m.agg === "min")) {
      const value = `${AGG_SQL[m.agg]}(CASE WHEN ${cond} THEN ${m.years ? ctx.d.yearInText(columnExpr(m.column, ctx)) : numericExpr(m.column, ctx)} END)`;
      // a period with no rows sums to 0; a named row that no row holds means this reading picked the wrong column
      return filters.every((f) => f.op === "eq" && typeof f.value === "string") ? value : `COALESCE(${value}, 0)`;
    }
    return `COUNT(CASE WHEN ${cond} THEN 1 END)`;
  };
  const expr = `${side(diff.left)} - ${side(diff.right)}`;
  return diff.absolute ? `ABS(${expr})` : expr;
}

export function isAggregateDefinition(ref: ColumnRef, ctx: { index: SchemaIndex }): boolean {
  const derived = findColumn(ctx.index, ref)?.derived;
  return derived?.kind === "defined" && derived.aggregate;
}
