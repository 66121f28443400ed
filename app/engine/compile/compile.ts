// Intermediate query → one SELECT statement in the catalog's dialect.
import { AppError } from "~/lib/errors";
import { referencedTables, sameColumn, type ColumnRef, type Measure, type OrderBy, type QueryIR } from "../ir";
import { planJoins, type JoinStep } from "../schema/join-planner";
import { findColumn, findTable, type SchemaIndex } from "../model/schema-index";
import { columnExpr, dimensionExpr, info, nameParts, numericExpr, tableRef, type Ctx } from "./expressions";
import { dialectFor, type SqlDialect } from "./sql-dialect";
import { ELAPSED_PATTERN, holdsDurations } from "../model/durations";
import { isYearLike } from "../model/years";
import { whereTerms, OPS, anchorCondition, groupTopCondition, spanYear } from "./conditions";
import { havingExpr, measureExpr, differenceExpr } from "./measures";

/** An expression rounded to the places the question asked for, else as it is. */
function roundedTo(ir: QueryIR, d: SqlDialect, expr: string): string {
  return ir.round === undefined ? expr : d.round(expr, ir.round);
}

export function compileIR(ir: QueryIR, index: SchemaIndex): string {
  // "do A and B have more than 3 wins": whether any group passes, over the grouped query
  if (ir.exists && (ir.having || ir.dimensions.length)) {
    const d = dialectFor(index.catalog.dialect);
    const [yes, no] = ir.answers ?? ["yes", "no"];
    const groups = compileIR(
      { ...ir, exists: undefined, select: [{ agg: "count", alias: "count" }], order: [], limit: undefined },
      index,
    );
    return `SELECT CASE WHEN COUNT(*) > 0 THEN ${d.str(yes)} ELSE ${d.str(no)} END AS ${d.id("answer")}\nFROM (${groups}) ${d.id("matched")}`;
  }
  if (ir.unpivot) return compileUnpivot(ir, index);
  if (ir.countOver) {
    // the counted rows over every row of the other table, as one number
    const d = dialectFor(index.catalog.dialect);
    const counted = compileIR(
      { ...ir, countOver: undefined, round: undefined, select: [{ agg: "count", alias: "n" }] },
      index,
    );
    const whole = `SELECT COUNT(*) FROM ${tableRef(ir.countOver, { d, index, centre: ir.countOver, qualify: false })}`;
    return `SELECT ${roundedTo(ir, d, `1.0 * (${counted}) / NULLIF((${whole}), 0)`)} AS ${d.id(ir.select[0].alias)}`;
  }
  if (ir.averaged) {
    const d = dialectFor(index.catalog.dialect);
    const [m] = ir.select;
    const inner = compileIR(
      { ...ir, averaged: undefined, round: undefined, order: [], limit: undefined, offset: undefined },
      index,
    );
    return `SELECT ${roundedTo(ir, d, `AVG(${d.id(m.alias)})`)} AS ${d.id(`average_${m.alias}`)}\nFROM (${inner}) ${d.id("per_group")}`;
  }
  const kept = ir.keepEmpty ? keptGroups(ir, index) : undefined;
  if (kept) return kept;
  const d = dialectFor(index.catalog.dialect);
  const tables = [...new Set([...referencedTables(ir), ...definedTables(ir, index)])];
  const joins = planJoins(index.catalog, ir.table, tables, ir.via);
  if (!joins) {
    throw new AppError("TRANSLATION_ERROR", "The question mentions tables that are not related by any key.", {
      hint: `Ask about ${ir.table} and the tables linked to it, one relationship at a time.`,
    });
  }
  const ctx: Ctx = {
    d,
    index,
    centre: ir.table,
    qualify: joins.length > 0 || !!ir.rowAnchor || ir.filters.some((f) => f.related),
    via: ir.via,
  };
  const from = [`FROM ${tableRef(ir.table, ctx)}`, ...joinLines(joins, ctx, "JOIN")];
  const where = whereTerms(ir.filters, ctx);
  if (ir.rowAnchor) where.push(anchorCondition(ir, ctx));
  if (ir.groupTop) where.push(groupTopCondition(ir, ctx));
  if (where.length) from.push(`WHERE ${where.join(" AND ")}`);
  const key = findTable(index, ir.table)?.table.primaryKey;
  if (listsThroughFanOut(ir, joins, index)) return assemble({ ...ir, distinct: true }, ctx, from);
  if (!joins.some((j) => j.fanOut) || !multiplied(ir) || key?.length !== 1) return assemble(ir, ctx, from);
  // A one-to-many join repeats the centre's rows: each row is counted once per group, as Looker's symmetric
  // aggregates and Cube's per-cube aggregation do. Every column the outer query reads is carried by the inner one.
  const recorded = new Map<string, ColumnRef>();
  assemble(ir, { ...ctx, record: recorded }, []);
  const names = new Map([...recorded.keys()].map((k, i) => [k, `c${i + 1}`]));
  const carried = [...recorded].map(([k, ref]) => `${columnExpr(ref, ctx)} AS ${d.id(names.get(k)!)}`);
  const inner = [
    `SELECT DISTINCT ${columnExpr({ table: ir.table, column: key[0] }, ctx)} AS ${d.id("row_key")}${carried.map((c) => `, ${c}`).join("")}`,
    ...from,
  ].join("\n");
  return assemble(ir, { ...ctx, qualify: false, aliasOf: names }, [`FROM (${inner}) ${d.id("rows")}`]);
}

function joinLines(joins: JoinStep[], ctx: Ctx, kind: "JOIN" | "LEFT JOIN"): string[] {
  const { d } = ctx;
  return joins.map((join) => {
    const on = join.on.map(
      (o) => `${d.id(o.leftTable)}.${d.id(o.leftColumn)} = ${d.id(join.table)}.${d.id(o.rightColumn)}`,
    );
    return `${kind} ${tableRef(join.table, ctx)} ON ${on.join(" AND ")}`;
  });
}

/**
 * "bookings per room, rooms with none included": the groups' table comes first and the measured rows are LEFT
 * JOINed to it, so a group without rows is shown — counted and summed only where a measured row exists, as zero
 * elsewhere. Only where every condition is on the groups' table (a condition on the measured rows would drop the
 * empty groups again); otherwise the query is compiled as usual.
 */
function keptGroups(ir: QueryIR, index: SchemaIndex): string | undefined {
  const groups = ir.dimensions[0]?.column.table;
  const key = findTable(index, ir.table)?.table.primaryKey;
  if (!groups || groups === ir.table) return undefined;
  if (
    ir.dimensions.some((dim) => dim.column.table !== groups) ||
    ir.filters.some((f) => f.related || f.column.table !== groups)
  )
    return undefined;
  if (ir.difference || ir.exists || ir.countGroups || ir.rowAnchor || ir.unpivot) return undefined;
  const plain = (m: Measure) =>
    (m.agg === "count" || m.agg === "sum" || m.agg === "count_distinct") &&
    !m.where?.length &&
    !m.share &&
    !m.over &&
    !m.plus?.length &&
    !m.range &&
    !m.scale;
  if (!ir.select.length || !ir.select.every(plain)) return undefined;
  const d = dialectFor(index.catalog.dialect);
  const joins = planJoins(index.catalog, groups, [ir.table, ...referencedTables(ir)], ir.via);
  if (!joins?.some((j) => j.table === ir.table)) return undefined;
  const ctx: Ctx = { d, index, centre: groups, qualify: true, via: ir.via };
  const from = [`FROM ${tableRef(groups, ctx)}`, ...joinLines(joins, ctx, "LEFT JOIN")];
  const where = whereTerms(ir.filters, ctx);
  if (where.length) from.push(`WHERE ${where.join(" AND ")}`);
  // through a link table ("bouquets in a delivery" via its lines: out to many, back to one) a measured row may come
  // once per link: its rows are counted by their key, and a sum would add one row twice
  const upTo = joins.slice(0, joins.findIndex((j) => j.table === ir.table) + 1);
  const linked = upTo.some((j, i) => !j.fanOut && upTo.slice(0, i).some((before) => before.fanOut));
  if (linked && ir.select.some((m) => m.agg === "sum")) return undefined;
  // a measured row exists where its key does — or, in a table without one (ratings as pairs), where the column it
  // was joined by does, the join's equality holding only on a row that exists: a count or sum is zero, not NULL,
  // elsewhere
  const joined = upTo.at(-1)!.on[0]?.rightColumn;
  const own = { table: ir.table, column: key?.length === 1 ? key[0] : joined };
  if (!own.column || (key?.length !== 1 && linked)) return undefined;
  const present = [{ column: own, op: "not_null" as const }];
  const select = ir.select.map((m): Measure => {
    if (linked && m.agg === "count" && !m.column) return { ...m, agg: "count_distinct", column: own, where: present };
    return { ...m, where: present };
  });
  return assemble({ ...ir, select }, ctx, from);
}

/** Tables a definition's SQL reads beside its own ("gross margin" on sales reading the car's cost): joined too. */
function definedTables(ir: QueryIR, index: SchemaIndex): string[] {
  const refs = [
    ...ir.select.map((m) => m.column),
    ...ir.filters.filter((f) => !f.related).map((f) => f.column),
    ...ir.dimensions.map((d) => d.column),
  ];
  return refs.flatMap((ref) => {
    const derived = ref && findColumn(index, ref)?.derived;
    return derived?.kind === "defined" ? derived.tables : [];
  });
}

const NO_EQUALITY = /^(json|xml|point|line|lseg|box|path|polygon|circle)$/i;

/**
 * "airlines with flights from A to B": a list of one side's columns, filtered through the rows of a one-to-many join
 * (or of the centre itself, when only the tables it points to are listed), names each entity once, not once per
 * matching row.
 */
function listsThroughFanOut(ir: QueryIR, joins: JoinStep[], index: SchemaIndex): boolean {
  // whole rows compare column by column: a json or geometric column has no equality
  if (!ir.select.length && findTable(index, ir.table)?.table.columns.some((c) => NO_EQUALITY.test(c.dataType)))
    return false;
  if (
    ir.distinct ||
    ir.dimensions.length ||
    ir.select.some((m) => m.agg || !m.column) ||
    ir.exists ||
    ir.rowAnchor ||
    ir.unpivot
  )
    return false;
  const repeated = new Set<string>();
  for (const step of joins) if (step.fanOut || step.on.some((o) => repeated.has(o.leftTable))) repeated.add(step.table);
  if (ir.select.some((m) => repeated.has(m.column!.table))) return false;
  // none of the centre's own columns listed: its rows only filter ("products returned late" read on the bookings'
  // lines), and a product comes once per line that names it
  const throughCentre = ir.select.length > 0 && ir.select.every((m) => m.column!.table !== ir.table);
  if (!repeated.size && !throughCentre) return false;
  // DISTINCT can only order by what it selects (whole rows of the centre select all of its columns)
  const selected = (ref: ColumnRef) =>
    ir.select.length ? ir.select.some((m) => sameColumn(m.column, ref)) : ref.table === ir.table;
  return ir.order.every((o) => o.target.kind === "column" && selected(o.target.ref));
}

/** Aggregates that a repeated row would change (extremes and distinct counts are safe). */
function multiplied(ir: QueryIR): boolean {
  return (
    !ir.exists &&
    (!!ir.difference ||
      !!ir.countGroups ||
      ir.select.some((m) => m.agg === "count" || m.agg === "sum" || m.agg === "avg"))
  );
}

function assemble(ir: QueryIR, ctx: Ctx, from: string[]): string {
  const { d } = ctx;
  const select = selectList(ir, ctx);
  const parts = [`SELECT ${ir.distinct ? "DISTINCT " : ""}${select.join(", ")}`, ...from];
  const grouped = ir.dimensions.length > 0 && ir.select.some((m) => m.agg);
  if (grouped) parts.push(`GROUP BY ${groupTerms(ir, ctx).join(", ")}`);
  if (ir.having) parts.push(`HAVING ${havingExpr(ir, ctx)} ${OPS[ir.having.op]} ${ir.having.value}`);
  if (ir.order.length && !ir.exists)
    parts.push(
      `ORDER BY ${[...ir.order.map((o) => orderTerm(o, ir, ctx)), ...(grouped ? tieBreak(ir, ctx) : [])].join(", ")}`,
    );
  else if (ir.byGroups && ir.dimensions.length && !ir.exists) parts.push(`ORDER BY ${groupOrder(ir, ctx).join(", ")}`);
  else if (!grouped) {
    const named = listOrder(ir, ctx);
    if (named) parts.push(`ORDER BY ${orderTerm(named, ir, ctx)}`);
  }
  if (ir.limit !== undefined)
    parts.push(
      ir.offset ? `LIMIT ${ir.limit} OFFSET ${ir.offset}` : d.limit(ir.limit, !!ir.withTies && ir.order.length > 0),
    );
  return parts.join("\n");
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
  if (findColumn(ctx.index, first.column)?.derived?.kind === "full_name")
    return groupTerms({ ...ir, dimensions: [first] }, ctx).map((term) => ctx.d.orderTerm(term, "asc"));
  return [ctx.d.orderTerm(ctx.d.id(first.alias), "asc", true)];
}

/**
 * A list with no order asked (ADR 092): rows kept by a comparison with an amount come largest first when it asked for
 * more ("over 40 stalls"), smallest first when for less; rows kept by a period come in time order; other lists of
 * named rows read A to Z by their name. The order a database returns rows in is none, and changes from run to run.
 */
function listOrder(ir: QueryIR, ctx: Ctx): OrderBy | undefined {
  if (ir.exists || ir.limit !== undefined || ir.dimensions.length || ir.unpivot || ir.rowAnchor || ir.difference)
    return undefined;
  if (ir.countGroups || ir.select.some((m) => m.agg || !m.column)) return undefined;
  const shown = (ref: ColumnRef) =>
    ir.select.length ? ir.select.some((m) => sameColumn(m.column, ref)) : ref.table === ir.table;
  const compared = ir.filters.find((f) => {
    const column =
      !f.related && ["gt", "gte", "lt", "lte"].includes(f.op) ? findColumn(ctx.index, f.column) : undefined;
    return column?.numeric && !column.key && !column.temporal && !isYearLike(column) && shown(f.column);
  });
  if (compared)
    return {
      target: { kind: "column", ref: compared.column },
      direction: compared.op.startsWith("g") ? "desc" : "asc",
    };
  const period = ir.filters.find((f) => {
    const column =
      !f.related && ["gt", "gte", "lt", "lte", "between"].includes(f.op) ? findColumn(ctx.index, f.column) : undefined;
    return column && (column.temporal || isYearLike(column)) && shown(f.column);
  });
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
  return dims.flatMap((dim) =>
    findColumn(ctx.index, dim.column)?.derived?.kind === "full_name"
      ? groupTerms({ ...ir, dimensions: [dim] }, ctx).map((term) => ctx.d.orderTerm(term, "asc"))
      : [ctx.d.orderTerm(dimensionExpr(dim.column, dim.grain, ctx), "asc")],
  );
}

/** Grouping by an entity's label ("by customer") keeps apart two customers of one name: their key joins the group. */
function groupTerms(ir: QueryIR, ctx: Ctx): string[] {
  const terms = ir.dimensions.flatMap((dim) => {
    const name = findColumn(ctx.index, dim.column)?.derived;
    return name?.kind === "full_name"
      ? [name.first, name.last].map((column) => columnExpr({ table: dim.column.table, column }, ctx))
      : [dimensionExpr(dim.column, dim.grain, ctx)];
  });
  const keyed = new Set<string>();
  for (const dim of ir.dimensions) {
    const table = findTable(ctx.index, dim.column.table);
    const key = table?.table.primaryKey.length === 1 ? table.table.primaryKey[0] : undefined;
    const label = table?.labelColumn;
    // a first or last name alone is part of the label too ("their first name, last name")
    const labelled =
      label?.column.name === dim.column.column ||
      (label?.derived?.kind === "full_name" && [label.derived.first, label.derived.last].includes(dim.column.column));
    // grouping the measured rows by their own key would make groups of one
    if (!dim.grain && key && table!.name !== ir.table && labelled && !table!.position && !keyed.has(table!.name)) {
      keyed.add(table!.name);
      terms.push(columnExpr({ table: table!.name, column: key }, ctx));
    }
  }
  return terms;
}

/** One row per month column of the matching rows, named by its month, ranked by its number. */
function compileUnpivot(ir: QueryIR, index: SchemaIndex): string {
  const d = dialectFor(index.catalog.dialect);
  const ctx: Ctx = { d, index, qualify: false };
  const where = whereTerms(ir.filters, ctx);
  const { columns, labels } = ir.unpivot!;
  // every month as a number, whether its column was read as numbers or as text
  const month = (c: ColumnRef) =>
    info(c, ctx).text ? d.leadingNumber(columnExpr(c, ctx)) : `CAST(${columnExpr(c, ctx)} AS ${d.decimalType})`;
  const rows = columns.map(
    (c, i) =>
      `SELECT ${d.str(labels[i])} AS ${d.id("month")}, ${month(c)} AS ${d.id("value")} FROM ${tableRef(ir.table, ctx)}${where.length ? ` WHERE ${where.join(" AND ")}` : ""}`,
  );
  const direction = ir.order[0]?.direction ?? "desc";
  return [
    `SELECT ${d.id("month")}, ${d.id("value")}`,
    `FROM (${rows.join("\nUNION ALL ")}) ${d.id("months")}`,
    `ORDER BY ${d.orderTerm(d.id("value"), direction)}`,
    d.limit(ir.limit ?? 1, !!ir.withTies),
  ].join("\n");
}

/** A table as FROM or JOIN names it; a self-reference's second reading ("manager") is its table under that alias. */
function selectList(ir: QueryIR, ctx: Ctx): string[] {
  const { d } = ctx;
  if (ir.difference) return [`${differenceExpr(ir, ctx)} AS ${d.id("difference")}`];
  if (ir.exists) {
    const [yes, no] = ir.answers ?? ["yes", "no"];
    return [`CASE WHEN COUNT(*) > 0 THEN ${d.str(yes)} ELSE ${d.str(no)} END AS ${d.id("answer")}`];
  }
  // one row per group survives HAVING; counting them over the window avoids a derived table
  if (ir.countGroups) return [`COUNT(*) OVER () AS ${d.id("count")}`];
  const grouped = ir.dimensions.length > 0 && ir.select.some((m) => m.agg);
  const dims = grouped
    ? ir.dimensions.flatMap(
        (dim) => nameParts(dim.column, ctx) ?? [`${dimensionExpr(dim.column, dim.grain, ctx)} AS ${d.id(dim.alias)}`],
      )
    : [];
  // rounding as asked: computed numbers only (a count is whole already, a name is no number)
  const rounded = (m: Measure, expr: string) =>
    m.agg && (m.share || (m.agg !== "count" && m.agg !== "count_distinct")) ? roundedTo(ir, d, expr) : expr;
  const measures = ir.select.flatMap(
    (m) =>
      (!m.agg && m.column && nameParts(m.column, ctx)) || [`${rounded(m, measureExpr(m, ctx))} AS ${d.id(m.alias)}`],
  );
  // the same column asked for twice ("the shortest time … show the time") is shown once
  const list = [...new Set([...dims, ...measures])];
  return list.length ? list : [`${d.id(ir.table)}.*`];
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
