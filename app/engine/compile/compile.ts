// Intermediate query → one SELECT statement in the catalog's dialect.
import { AppError } from "~/lib/errors";
import { referencedTables, showsColumn, type ColumnRef, type Measure, type QueryIR } from "../ir";
import { planJoins, type JoinStep } from "../schema/join-planner";
import { findColumn, findTable, type SchemaIndex } from "../model/schema-index";
import { columnExpr, dimensionExpr, info, nameParts, tableRef, type Ctx } from "./expressions";
import { dialectFor, type SqlDialect } from "./sql-dialect";
import { whereTerms, OPS, anchorCondition, groupTopCondition } from "./conditions";
import { havingExpr, measureExpr, differenceExpr } from "./measures";
import { groupTerms } from "./grouping";
import { orderTerms } from "./order";

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
  return ir.order.every((o) => o.target.kind === "column" && showsColumn(ir, o.target.ref));
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
  if (ir.having) parts.push(`HAVING ${havingExpr(ir, ctx)} ${OPS[ir.having.op]} ${havingBound(ir, ctx)}`);
  const order = orderTerms(ir, ctx);
  if (order.length) parts.push(`ORDER BY ${order.join(", ")}`);
  if (ir.limit !== undefined)
    parts.push(
      ir.offset ? `LIMIT ${ir.limit} OFFSET ${ir.offset}` : d.limit(ir.limit, !!ir.withTies && ir.order.length > 0),
    );
  return parts.join("\n");
}

/**
 * The number a group's measure is held against: the question's, or the measure's mean over every row of the groups'
 * table — the groups' sum over their count, so a group with no rows counts as a zero ("the average ferry").
 */
function havingBound(ir: QueryIR, ctx: Ctx): string {
  const having = ir.having!;
  if (!having.average) return String(having.value);
  const subject = ir.dimensions[0]?.column.table;
  const measure = ir.select.find((m) => m.alias === having.alias);
  if (!subject || !measure)
    throw new AppError("TRANSLATION_ERROR", "I could not tell what the average is taken over.", {
      hint: "Name the rows whose average you mean.",
    });
  const { d, index } = ctx;
  const groups = compileIR(
    {
      ...ir,
      having: undefined,
      select: [measure],
      order: [],
      limit: undefined,
      offset: undefined,
      withTies: undefined,
      countGroups: undefined,
    },
    index,
  );
  const rows = `SELECT COUNT(*) FROM ${tableRef(subject, { d, index, centre: subject, qualify: false })}`;
  return `(SELECT SUM(${d.id(measure.alias)}) FROM (${groups}) ${d.id("per_group")}) * 1.0 / NULLIF((${rows}), 0)`;
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
