// WHERE terms: a filter on a column, a related row that exists or not, another row's value, a row position's anchor.
import { AppError } from "~/lib/errors";
import { type ColumnRef, type Filter, type QueryIR } from "../ir";
import { planJoins, type JoinStep } from "../schema/join-planner";
import { nameWords } from "../schema/name-words";
import { stem } from "../schema/stem";
import { antonymsOf } from "../schema/wordnet";
import { findTable, type ColumnInfo } from "../model/schema-index";
import { columnExpr, info, numericExpr, tableRef, type Ctx } from "./expressions";

/** Operators that order values: on text they compare the leading number ("90 (1971)" > 50). */
const ORDERED = new Set(["gt", "gte", "lt", "lte", "between"]);

/** Two values of one column ("Appleby or Kestrel Town") can only both hold as alternatives. */
export function whereTerms(filters: Filter[], ctx: Ctx): string[] {
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

export const OPS = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;

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
  if (f.average) {
    const mean = numericExpr(f.column, { ...ctx, qualify: false });
    return `${numericExpr(f.column, ctx)} ${OPS[f.op as keyof typeof OPS]} (SELECT AVG(${mean}) FROM ${tableRef(f.column.table, ctx, "other")})`;
  }
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
    if (column.flag && (v === "true" || v === "false")) {
      const written = v === "true" ? column.flag.yes : column.flag.no;
      return column.text ? d.str(written) : written;
    }
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
  const correlated = steps
    .filter((s) => s.on[0].leftTable === ctx.centre)
    .flatMap((s) => {
      const roles = eitherRole(s, ctx);
      return roles.length > 1
        ? [`(${roles.flatMap((c) => on({ ...s, on: [{ ...s.on[0], rightColumn: c }] })).join(" OR ")})`]
        : on(s);
    });
  const inner = whereTerms(f.inner ?? [], { ...ctx, qualify: true });
  const from = [first, ...rest.filter((s) => s.on[0].leftTable === ctx.centre && s !== first)];
  const sub = [
    `SELECT 1 FROM ${from.map((s) => tableRef(s.table, ctx)).join(", ")}`,
    ...joins,
    `WHERE ${[...correlated, ...inner].join(" AND ")}`,
  ].join(" ");
  return `${f.op === "absent" ? "NOT " : ""}EXISTS (${sub})`;
}

/**
 * "players who never played a game" where a game keeps a white and a black player: the two keys by which the related
 * rows refer to the outer row, when each names a role in one word and WordNet gives the two words as opposites (white
 * and black, home and away, male and female) and the question named neither — either role relates them. A courier
 * and a packer are different jobs, an owner and a last editor no pair: one key, as before.
 */
function eitherRole(step: JoinStep, ctx: Ctx): string[] {
  if (step.on.length !== 1 || step.table === ctx.centre) return [];
  const { leftTable, leftColumn } = step.on[0];
  const outer = findTable(ctx.index, leftTable);
  const keys = (findTable(ctx.index, step.table)?.table.foreignKeys ?? []).filter(
    (fk) => fk.referencedTable === leftTable && fk.columns.length === 1 && fk.referencedColumns[0] === leftColumn,
  );
  if (!outer || keys.length !== 2) return [];
  const columns = keys.map((fk) => fk.columns[0]);
  const [a, b] = columns.map((c) =>
    nameWords(c)
      .map((w) => w.toLowerCase())
      .filter((w) => w !== "id" && !outer.words.includes(stem(w))),
  );
  const opposite = a.length === 1 && b.length === 1 && (antonymsOf(a[0]).has(b[0]) || antonymsOf(b[0]).has(a[0]));
  const roleNamed = (ctx.via ?? []).some((v) => v.table === step.table && columns.includes(v.column));
  return opposite && !roleNamed ? columns : [];
}

/** The compared column's value in the row the question names ("than Smith"), as a scalar subquery. */
function otherRowValue(f: Filter, column: ColumnInfo, ctx: Ctx): string {
  const inner: Ctx = { ...ctx, qualify: false };
  const value = column.numeric && f.op !== "eq" ? numericExpr(f.column, inner) : columnExpr(f.column, inner);
  const cond = f.than!.map((g) => condition(g, inner)).join(" AND ");
  return `(SELECT ${value} FROM ${tableRef(f.column.table, ctx, "other")} WHERE ${cond} LIMIT 1)`;
}

export function anchorCondition(ir: QueryIR, ctx: Ctx): string {
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
export function spanYear(ref: ColumnRef, ctx: Ctx): string {
  const c = info(ref, ctx);
  return c.temporal
    ? ctx.d.year(columnExpr(ref, ctx))
    : c.numeric
      ? numericExpr(ref, ctx)
      : ctx.d.yearInText(columnExpr(ref, ctx));
}

/** Each row whose column is its group's extreme: compared with the rows of the same group only. */
export function groupTopCondition(ir: QueryIR, ctx: Ctx): string {
  const { d } = ctx;
  const { column, direction, by } = ir.groupTop!;
  const peer = "peer";
  // the group's rows pass the question's conditions too (unqualified names resolve to the inner table first)
  const own = whereTerms(
    ir.filters.filter((f) => !f.related && f.column.table === column.table),
    { ...ctx, qualify: false },
  );
  const same = [`${d.id(peer)}.${d.id(by.column)} = ${d.id(by.table)}.${d.id(by.column)}`, ...own].join(" AND ");
  // (a measure derived from its row's columns reads them unqualified inside, qualified outside)
  const inner = columnExpr(column, { ...ctx, qualify: false });
  const edge = `(SELECT ${direction === "desc" ? "MAX" : "MIN"}(${inner}) FROM ${tableRef(column.table, ctx, peer)} WHERE ${same})`;
  return `${columnExpr(column, { ...ctx, qualify: true })} = ${edge}`;
}
