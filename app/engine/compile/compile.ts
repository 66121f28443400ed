// Intermediate query → one SELECT statement in the catalog's dialect.
import { AppError } from "~/lib/errors";
import {
  referencedTables,
  sameColumn,
  type ColumnRef,
  type Filter,
  type Measure,
  type OrderBy,
  type QueryIR,
} from "../ir";
import { planJoins, type JoinStep } from "../schema/join-planner";
import { findColumn, findTable, type ColumnInfo, type SchemaIndex } from "../model/schema-index";
import { columnExpr, dimensionExpr, info, nameParts, numericExpr, tableRef, type Ctx } from "./expressions";
import { dialectFor, type SqlDialect } from "./sql-dialect";
import { ELAPSED_PATTERN, holdsDurations } from "../model/durations";

/** Operators that order values: on text they compare the leading number ("90 (1971)" > 50). */
const ORDERED = new Set(["gt", "gte", "lt", "lte", "between"]);

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
  const from = [`FROM ${tableRef(ir.table, ctx)}`];
  for (const join of joins) {
    const on = join.on.map(
      (o) => `${d.id(o.leftTable)}.${d.id(o.leftColumn)} = ${d.id(join.table)}.${d.id(o.rightColumn)}`,
    );
    from.push(`JOIN ${tableRef(join.table, ctx)} ON ${on.join(" AND ")}`);
  }
  const where = whereTerms(ir.filters, ctx);
  if (ir.rowAnchor) where.push(anchorCondition(ir, ctx));
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
 * "airlines with flights from A to B": a list of one side's columns, filtered through the rows of a one-to-many join,
 * names each entity once, not once per matching row.
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
  if (!repeated.size || ir.select.some((m) => repeated.has(m.column!.table))) return false;
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
  if (ir.order.length && !ir.exists) parts.push(`ORDER BY ${ir.order.map((o) => orderTerm(o, ir, ctx)).join(", ")}`);
  if (ir.limit !== undefined)
    parts.push(
      ir.offset ? `LIMIT ${ir.limit} OFFSET ${ir.offset}` : d.limit(ir.limit, !!ir.withTies && ir.order.length > 0),
    );
  return parts.join("\n");
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

/** PostgreSQL cannot name an output alias in HAVING: the aggregate is repeated. */
function havingExpr(ir: QueryIR, ctx: Ctx): string {
  const measure = ir.select.find((m) => m.alias === ir.having!.alias);
  return measure?.agg ? aggregateExpr(measure, ctx) : "COUNT(*)";
}

const AGG_SQL = { sum: "SUM", avg: "AVG", min: "MIN", max: "MAX" } as const;

function measureExpr(m: Measure, ctx: Ctx): string {
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

function differenceExpr(ir: QueryIR, ctx: Ctx): string {
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

/** Two values of one column ("Appleby or Kestrel Town") can only both hold as alternatives. */
function whereTerms(filters: Filter[], ctx: Ctx): string[] {
  const groups = new Map<string, Filter[]>();
  for (const f of filters) {
    const key =
      f.op === "eq" || f.op === "contains" ? `${f.column.table}.${f.column.column}.${f.part ?? ""}` : `#${groups.size}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()].map((group) =>
    group.length === 1 ? condition(group[0], ctx) : `(${group.map((f) => condition(f, ctx)).join(" OR ")})`,
  );
}

/** A year written as a number or as text ("2019", 2019). */
const isYear = (v: unknown) =>
  (typeof v === "number" || (typeof v === "string" && /^\d{4}$/.test(v))) &&
  Number.isInteger(Number(v)) &&
  Number(v) >= 1500 &&
  Number(v) <= 2099;

const OPS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;

export function condition(f: Filter, ctx: Ctx): string {
  const { d } = ctx;
  if (f.related) return relatedCondition(f, ctx);
  const column = info(f.column, ctx);
  const raw = columnExpr(f.column, ctx);
  if (column.derived?.kind === "defined" && column.derived.definition === "segment" && f.op === "eq")
    return f.value === "false" || f.value === 0 ? `NOT ${raw}` : raw;
  if (f.op === "is_null") return `${raw} IS NULL`;
  if (f.op === "not_null") return `${raw} IS NOT NULL`;
  // a period still running: no end recorded, or an end still to come (9999-01-01 and the like)
  if (f.op === "open") return `(${raw} IS NULL OR ${raw} > ${d.date(String(f.value))})`;
  if (f.op === "matches") return d.matches(raw, String(f.value));
  if (f.op === "contains" || f.op === "not_contains") {
    const test = d.contains(raw, String(f.value), column.text);
    return f.op === "contains" ? test : `(${raw} IS NULL OR NOT ${test})`;
  }
  if (f.other) return `${raw} ${OPS[f.op as keyof typeof OPS]} ${columnExpr(f.other, ctx)}`;
  if (f.than)
    return `${column.numeric && f.op !== "eq" ? numericExpr(f.column, ctx) : raw} ${OPS[f.op as keyof typeof OPS]} ${otherRowValue(f, column, ctx)}`;
  // a date compared with a count ("more than 10 late deliveries" read as a date above 10) is no reading at all
  if (column.temporal && !f.part && typeof f.value === "number")
    throw new AppError("TRANSLATION_ERROR", `A date cannot be compared with the number ${f.value}.`, {
      hint: "Name the amount the number is about.",
    });
  const inText = column.yearText && isYear(f.value) && (f.value2 === undefined || isYear(f.value2));
  const lhs =
    f.part === "year"
      ? d.year(raw)
      : f.part === "weekday"
        ? d.isoWeekday(raw)
        : f.part === "seconds"
          ? d.durationSeconds(raw)
          : f.part === "day"
            ? d.dayInText(raw)
            : f.part === "span"
              ? `(${d.lastYearInText(raw)} - ${d.yearInText(raw)})`
              : inText
                ? d.yearInText(raw)
                : typeof f.value === "number" && (column.numericText || (column.text && ORDERED.has(f.op)))
                  ? d.leadingNumber(raw)
                  : raw;
  const literal = (v: string | number) => {
    if (
      f.part === "year" ||
      f.part === "weekday" ||
      f.part === "seconds" ||
      f.part === "day" ||
      f.part === "span" ||
      inText
    )
      return String(v);
    if (column.column.kind === "boolean") return v === "false" || v === 0 ? "FALSE" : "TRUE";
    if (column.flag && (v === "true" || v === "false")) return d.str(v === "true" ? column.flag.yes : column.flag.no);
    if (column.temporal && typeof v === "string") return d.date(v);
    if (typeof v === "number")
      return column.text && !column.numericText && !ORDERED.has(f.op) ? d.str(String(v)) : String(v);
    return d.str(v);
  };
  if (f.op === "between") {
    // dates are half-open ranges; numbers are inclusive
    if (column.temporal && f.part !== "year" && f.part !== "weekday")
      return `${lhs} >= ${literal(f.value!)} AND ${lhs} < ${literal(f.value2!)}`;
    return `${lhs} BETWEEN ${literal(f.value!)} AND ${literal(f.value2!)}`;
  }
  if (f.op === "neq") return `(${lhs} IS NULL OR ${lhs} <> ${literal(f.value!)})`;
  return `${lhs} ${OPS[f.op as keyof typeof OPS]} ${literal(f.value!)}`;
}

/** "customers without orders": whether a related row exists, along the key path from the related table to the centre. */
function relatedCondition(f: Filter, ctx: Ctx): string {
  const { d } = ctx;
  const tables = [f.related!, ...(f.inner ?? []).map((g) => g.column.table)];
  const steps = ctx.centre ? planJoins(ctx.index.catalog, ctx.centre, tables, ctx.via) : undefined;
  if (!steps?.length)
    throw new AppError("TRANSLATION_ERROR", `I could not relate ${f.related} to ${ctx.centre}.`, {
      hint: "Ask about tables linked by a key.",
    });
  // the path starts at the outer row: steps that join to it are the correlation, the others join inside
  const on = (s: (typeof steps)[number]) =>
    s.on.map((o) => `${d.id(o.leftTable)}.${d.id(o.leftColumn)} = ${d.id(s.table)}.${d.id(o.rightColumn)}`);
  const [first, ...rest] = steps;
  const joins = rest
    .filter((s) => s.on[0].leftTable !== ctx.centre)
    .map((s) => `JOIN ${tableRef(s.table, ctx)} ON ${on(s).join(" AND ")}`);
  const correlated = steps.filter((s) => s.on[0].leftTable === ctx.centre).flatMap(on);
  const inner = whereTerms(f.inner ?? [], { ...ctx, qualify: true });
  const from = [first, ...rest.filter((s) => s.on[0].leftTable === ctx.centre && s !== first)];
  const sub = [
    `SELECT 1 FROM ${from.map((s) => tableRef(s.table, ctx)).join(", ")}`,
    ...joins,
    `WHERE ${[...correlated, ...inner].join(" AND ")}`,
  ].join(" ");
  return `${f.op === "absent" ? "NOT " : ""}EXISTS (${sub})`;
}

/** The compared column's value in the row the question names ("than Smith"), as a scalar subquery. */
function otherRowValue(f: Filter, column: ColumnInfo, ctx: Ctx): string {
  const inner: Ctx = { ...ctx, qualify: false };
  const value = column.numeric && f.op !== "eq" ? numericExpr(f.column, inner) : columnExpr(f.column, inner);
  const cond = f.than!.map((g) => condition(g, inner)).join(" AND ");
  return `(SELECT ${value} FROM ${tableRef(f.column.table, ctx, "other")} WHERE ${cond} LIMIT 1)`;
}

function anchorCondition(ir: QueryIR, ctx: Ctx): string {
  const { d } = ctx;
  const table = findTable(ctx.index, ir.table)!;
  const position = table.position!.column.name;
  const inner = `anchor`;
  const innerCtx: Ctx = { ...ctx, qualify: false };
  const cond = ir.rowAnchor!.anchor.map((f) => condition(f, innerCtx)).join(" AND ");
  const offset = ir.rowAnchor!.offset;
  let shifted = offset === 0 ? d.id(position) : `${d.id(position)} ${offset > 0 ? "+" : "-"} ${Math.abs(offset)}`;
  const time = ir.rowAnchor!.chronology;
  if (ir.rowAnchor!.span && offset !== 0) {
    // before the first matching row, after the last one
    const side = offset < 0 ? "<" : ">";
    const value = time ? numericExpr(time, innerCtx) : d.id(position);
    const edge = `(SELECT ${offset < 0 ? "MIN" : "MAX"}(${value}) FROM ${tableRef(ir.table, ctx, inner)} WHERE ${cond})`;
    return `${time ? numericExpr(time, ctx) : `${d.id(ir.table)}.${d.id(position)}`} ${side} ${edge}`;
  }
  const timeInfo = time && info(time, ctx);
  const rows = table.table.rowEstimate;
  if (
    time &&
    timeInfo &&
    Math.abs(offset) === 1 &&
    timeInfo.distinct !== undefined &&
    rows > 0 &&
    timeInfo.distinct >= rows * 0.9
  ) {
    // one row per year or date: the nearest earlier (later) value, wherever the file puts it
    const value = numericExpr(time, innerCtx);
    const at = `(SELECT ${value} FROM ${tableRef(ir.table, ctx, inner)} WHERE ${cond} ORDER BY ${d.id(position)} LIMIT 1)`;
    const nearest = `(SELECT ${offset < 0 ? "MAX" : "MIN"}(${value}) FROM ${tableRef(ir.table, ctx)} WHERE ${value} ${offset < 0 ? "<" : ">"} ${at})`;
    return `${numericExpr(time, ctx)} = ${nearest}`;
  }
  if (time && offset !== 0) {
    const value = numericExpr(time, innerCtx);
    const end = (dir: "ASC" | "DESC") =>
      `(SELECT ${value} FROM ${tableRef(ir.table, ctx)} WHERE ${value} IS NOT NULL ORDER BY ${d.id(position)} ${dir} LIMIT 1)`;
    shifted = `${d.id(position)} + ${offset} * (CASE WHEN ${end("ASC")} > ${end("DESC")} THEN -1 ELSE 1 END)`;
  }
  return `${d.id(ir.table)}.${d.id(position)} IN (SELECT ${shifted} FROM ${tableRef(ir.table, ctx, inner)} WHERE ${cond})`;
}

/** The year of one end of a span: a date, a year number, or a year written inside text. */
function spanYear(ref: ColumnRef, ctx: Ctx): string {
  const c = info(ref, ctx);
  return c.temporal
    ? ctx.d.year(columnExpr(ref, ctx))
    : c.numeric
      ? numericExpr(ref, ctx)
      : ctx.d.yearInText(columnExpr(ref, ctx));
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

export function isAggregateDefinition(ref: ColumnRef, ctx: { index: SchemaIndex }): boolean {
  const derived = findColumn(ctx.index, ref)?.derived;
  return derived?.kind === "defined" && derived.aggregate;
}
