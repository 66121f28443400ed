// ORDER BY: the order a question asked for, with a tie-break for ranked groups; else a breakdown by its groups and a
// list by what kept its rows or by its label (ADRs 090, 092).
import { sameColumn, showsColumn, type Dimension, type OrderBy, type QueryIR } from "../ir";
import { findColumn, findTable, type ColumnInfo } from "../model/schema-index";
import { ELAPSED_PATTERN, holdsDurations } from "../model/durations";
import { isYearLike } from "../model/years";
import { spanYear } from "./conditions";
import { columnExpr, dimensionExpr, info, numericExpr, type Ctx } from "./expressions";
import { groupTerms } from "./grouping";

/** The terms of the ORDER BY clause, none when nothing orders the rows. */
export function orderTerms(ir: QueryIR, ctx: Ctx): string[] {
  if (ir.exists) return [];
  const grouped = ir.dimensions.length > 0 && ir.select.some((m) => m.agg);
  if (ir.order.length) return [...ir.order.map((o) => orderTerm(o, ir, ctx)), ...(grouped ? tieBreak(ir, ctx) : [])];
  if (ir.byGroups && ir.dimensions.length) return groupOrder(ir, ctx);
  const listed = listOrder(ir, ctx);
  return listed ? [orderTerm(listed, ir, ctx)] : [];
}

/**
 * Groups (of a grouped query) ranked by a measure keep one order from run to run: tied groups follow their first dimension, A to Z. Not
 * where the ties are the answer (WITH TIES keeps every group tied with the last one, which a second key would split).
 */
function tieBreak(ir: QueryIR, ctx: Ctx): string[] {
  if (ir.withTies || ir.order.length !== 1 || ir.order[0].target.kind !== "measure") return [];
  const first = ir.dimensions[0];
  if (first.alias === ir.order[0].target.alias) return [];
  // a person grouped by name shows first and last name under their own aliases
  return byName(ir, first, ctx) ?? [ctx.d.orderTerm(ctx.d.id(first.alias), "asc", true)];
}

/**
 * A list with no order asked (ADR 092): rows kept by a comparison with an amount come largest first when it asked for
 * more ("over 40 stalls"), smallest first when for less; rows kept by a period come in time order; other lists of
 * named rows read A to Z by their name. The order a database returns rows in is none, and changes from run to run.
 */
function listOrder(ir: QueryIR, ctx: Ctx): OrderBy | undefined {
  if (ir.limit !== undefined || ir.dimensions.length || ir.unpivot || ir.rowAnchor || ir.difference) return undefined;
  if (ir.countGroups || ir.select.some((m) => m.agg || !m.column)) return undefined;
  // a shown column a condition compared ("more than 40", "after 2000")
  const keptBy = (ops: string[], kind: (c: ColumnInfo) => boolean) =>
    ir.filters.find((f) => {
      const column = !f.related && ops.includes(f.op) ? findColumn(ctx.index, f.column) : undefined;
      return !!column && kind(column) && showsColumn(ir, f.column);
    });
  const amount = (c: ColumnInfo) => c.numeric && !c.key && !c.temporal && !isYearLike(c);
  const compared = keptBy(["gt", "gte", "lt", "lte"], amount);
  if (compared)
    return {
      target: { kind: "column", ref: compared.column },
      direction: compared.op.startsWith("g") ? "desc" : "asc",
    };
  const period = keptBy(["gt", "gte", "lt", "lte", "between"], (c) => c.temporal || isYearLike(c));
  if (period) return { target: { kind: "column", ref: period.column }, direction: "asc" };
  const refs = ir.select.length
    ? ir.select.filter((m) => !m.span && !m.plus?.length && !m.scale).map((m) => m.column!)
    : [findTable(ctx.index, ir.table)?.labelColumn?.ref].filter((ref) => ref !== undefined);
  const label = refs.find((ref) => {
    const own = findTable(ctx.index, ref.table)?.labelColumn;
    return own?.column.name === ref.column && own.text && !own.derived;
  });
  return label && { target: { kind: "column", ref: label }, direction: "asc" };
}

/** A breakdown's rows in the order of its groups, a period first; a person's name by first, then last name. */
function groupOrder(ir: QueryIR, ctx: Ctx): string[] {
  const dims = [...ir.dimensions.filter((dim) => dim.grain), ...ir.dimensions.filter((dim) => !dim.grain)];
  // by expression, not alias: an alias may name two output columns ("first_name" of a rep and of a customer)
  return dims.flatMap(
    (dim) => byName(ir, dim, ctx) ?? [ctx.d.orderTerm(dimensionExpr(dim.column, dim.grain, ctx), "asc")],
  );
}

/** A person's group, A to Z by first, then last name (with the key that keeps two of one name apart). */
function byName(ir: QueryIR, dim: Dimension, ctx: Ctx): string[] | undefined {
  if (findColumn(ctx.index, dim.column)?.derived?.kind !== "full_name") return undefined;
  return groupTerms({ ...ir, dimensions: [dim] }, ctx).map((term) => ctx.d.orderTerm(term, "asc"));
}

const TWO_YEARS =
  "(^|[^0-9])(1[5-9]|20)[0-9]{2}([^0-9](.*[^0-9])?(1[5-9]|20)[0-9]{2}([^0-9]|$)|[-–—/][0-9]{2}([^-–—/0-9]|$))";

function orderTerm(o: OrderBy, ir: QueryIR, ctx: Ctx): string {
  const { d } = ctx;
  if (o.target.kind === "measure") return d.orderTerm(d.id(o.target.alias), o.direction, true);
  if (o.target.kind === "row") {
    const table = findTable(ctx.index, ir.table)!;
    const position = table.position ?? table.columns.find((c) => c.column.isPrimaryKey);
    if (!position) return d.orderTerm("1", o.direction);
    // groups sit where their first (or, read backwards, last) row sits
    const grouped = ir.dimensions.length > 0 && ir.select.some((m) => m.agg);
    const at = columnExpr(position.ref, ctx);
    return d.orderTerm(grouped ? `${o.direction === "desc" ? "MAX" : "MIN"}(${at})` : at, o.direction);
  }
  if (o.target.kind === "span") {
    if (o.target.end)
      return d.orderTerm(`(${spanYear(o.target.end, ctx)} - ${spanYear(o.target.start, ctx)})`, o.direction);
    // an open range ("2009–") has no length yet: it ranks last either way
    const raw = columnExpr(o.target.start, ctx);
    return d.orderTerm(
      `CASE WHEN ${d.matches(raw, TWO_YEARS)} THEN ${d.lastYearInText(raw)} - ${d.yearInText(raw)} END`,
      o.direction,
    );
  }
  const column = info(o.target.ref, ctx);
  // elapsed times as text ("5:02", "1:02:03") order right-aligned, so more digits mean longer
  if (!column.numeric && holdsDurations(column)) {
    const raw = columnExpr(o.target.ref, ctx);
    return d.orderTerm(
      `CASE WHEN ${d.matches(`TRIM(${raw})`, ELAPSED_PATTERN)} THEN LPAD(TRIM(${raw}), 20, '0') END`,
      o.direction,
    );
  }
  // "June 11, 2005" sorts by its year, not by its letters
  const yearOnly = !column.numeric && !column.temporal && column.yearText;
  const expr = column.numeric
    ? numericExpr(o.target.ref, ctx)
    : yearOnly
      ? d.yearInText(columnExpr(o.target.ref, ctx))
      : columnExpr(o.target.ref, ctx);
  // groups ordered by a column they do not group by ("the doctor with the first treatment") sit at its extreme
  const ref = o.target.ref;
  const grouped = ir.dimensions.length > 0 && ir.select.some((m) => m.agg);
  const loose = grouped && !ir.dimensions.some((dim) => !dim.grain && sameColumn(dim.column, ref));
  return d.orderTerm(loose ? `${o.direction === "desc" ? "MAX" : "MIN"}(${expr})` : expr, o.direction);
}
