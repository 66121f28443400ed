// Expressions for one column of the intermediate query: its table reference, its value (derived measures
// rendered from their table's columns), as a number, as a time bucket.
import { AppError } from "~/lib/errors";
import type { ColumnRef, QueryIR } from "../ir";
import type { Derived } from "../model/derived";
import { renderDefinedSql } from "../model/defined-sql";
import { findColumn, findTable, type ColumnInfo, type SchemaIndex } from "../model/schema-index";
import type { SqlDialect } from "./sql-dialect";

export interface Ctx {
  d: SqlDialect;
  centre?: string;
  /** Collects the columns an outer query reads instead of rendering them. */
  record?: Map<string, ColumnRef>;
  /** Columns carried by a derived table, by their name there. */
  aliasOf?: Map<string, string>;
  index: SchemaIndex;
  qualify: boolean;
  /** Keys the question named by a role ("drivers"): the way to a related table, also inside EXISTS. */
  via?: ColumnRef[];
}

export function tableRef(name: string, ctx: Ctx, as?: string): string {
  const table = findTable(ctx.index, name)?.table;
  const schema = table?.schema;
  const qualified = ctx.d.qualifiesSchema(schema);
  const real = table?.aliasOf ?? name;
  const ref = qualified ? `${ctx.d.id(schema)}.${ctx.d.id(real)}` : ctx.d.id(real);
  const alias = as ?? (table?.aliasOf ? name : undefined);
  return alias ? `${ref} ${ctx.d.id(alias)}` : ref;
}

export function info(ref: ColumnRef, ctx: Ctx): ColumnInfo {
  const column = findColumn(ctx.index, ref);
  if (!column)
    throw new AppError("TRANSLATION_ERROR", `Unknown column ${ref.table}.${ref.column}.`, {
      hint: "Refresh the schema and ask again.",
    });
  return column;
}

export function columnExpr(ref: ColumnRef, ctx: Ctx): string {
  // a definition's SQL reads other columns: those are what a derived table carries
  const defined = findColumn(ctx.index, ref)?.derived;
  if (defined?.kind === "defined") return definedExpr(ref.table, defined, ctx);
  const key = `${ref.table}.${ref.column}`;
  if (ctx.record) {
    ctx.record.set(key, ref);
    return ctx.d.id(key);
  }
  const carried = ctx.aliasOf?.get(key);
  if (carried) return ctx.d.id(carried);
  const derived = findColumn(ctx.index, ref)?.derived;
  if (derived) return derivedExpr(ref.table, derived, ctx);
  return ctx.qualify ? `${ctx.d.id(ref.table)}.${ctx.d.id(ref.column)}` : ctx.d.id(ref.column);
}

/** A person named in two columns answers with both, as their table writes them (first name, last name). */
export function nameParts(ref: ColumnRef, ctx: Ctx): string[] | undefined {
  const derived = findColumn(ctx.index, ref)?.derived;
  if (derived?.kind !== "full_name") return undefined;
  return [derived.first, derived.last].map(
    (column) => `${columnExpr({ table: ref.table, column }, ctx)} AS ${ctx.d.id(column)}`,
  );
}

/** A metric's or segment's SQL, its column references named as this query names them; a segment is a condition. */
function definedExpr(table: string, derived: Extract<Derived, { kind: "defined" }>, ctx: Ctx): string {
  const own = findTable(ctx.index, table);
  const columns = (own?.columns ?? []).filter((c) => c.derived?.kind !== "defined").map((c) => c.column.name);
  const sql = renderDefinedSql(derived.sql, table, columns, (t, column) => {
    const target = t ? ctx.index.tables.find((x) => x.name.toLowerCase() === t.toLowerCase() && !x.table.aliasOf) : own;
    const real = target?.columns.find(
      (c) => c.column.name.toLowerCase() === column.toLowerCase() && c.derived?.kind !== "defined",
    );
    // a derived table or several tables need the table's name: its columns may share names with a subquery's
    return target && real
      ? columnExpr(real.ref, ctx.record || ctx.aliasOf ? ctx : { ...ctx, qualify: true })
      : undefined;
  });
  return `(${sql})`;
}

/** A derived measure from its table's own columns. */
export function derivedExpr(table: string, derived: Derived, ctx: Ctx): string {
  if (derived.kind === "defined") return definedExpr(table, derived, ctx);
  const col = (column: string) => columnExpr({ table, column }, ctx);
  if (derived.kind === "duration") {
    const hours = ctx.d.hoursBetween(col(derived.start), col(derived.end));
    // an age in years of 365.25 days
    return derived.unit === "year" ? `(${hours} / 8766.0)` : hours;
  }
  if (derived.kind === "full_name") return `CONCAT(${col(derived.first)}, ' ', ${col(derived.last)})`;
  if (derived.kind === "margin") return `(${col(derived.price)} - ${col(derived.cost)})`;
  if (derived.kind === "line" && derived.total) return col(derived.total);
  const line = `${col(derived.quantity)} * ${col(derived.price)}`;
  if (!derived.discount) return `(${line})`;
  const rate = derived.discount.percent
    ? `COALESCE(${col(derived.discount.column)}, 0) / 100.0`
    : `COALESCE(${col(derived.discount.column)}, 0)`;
  return derived.kind === "discount" ? `(${line} * ${rate})` : `(${line} * (1 - ${rate}))`;
}

/** The column as a number: itself, or the leading number of its text. */
export function numericExpr(ref: ColumnRef, ctx: Ctx): string {
  const column = info(ref, ctx);
  return column.numericText ? ctx.d.leadingNumber(columnExpr(ref, ctx)) : columnExpr(ref, ctx);
}

export function dimensionExpr(ref: ColumnRef, grain: QueryIR["dimensions"][number]["grain"], ctx: Ctx): string {
  // "which year saw the most launches" over text dates ("9 May 1968"): the year written inside
  if (grain === "year" && info(ref, ctx).yearText) return ctx.d.yearInText(columnExpr(ref, ctx));
  if (grain === "month" && info(ref, ctx).text) return ctx.d.monthInText(columnExpr(ref, ctx));
  // "per decade": the decade's first year (1990 for 1990–1999), from a date or a year number
  if (grain === "decade") {
    const column = info(ref, ctx);
    const year = column.temporal
      ? ctx.d.year(columnExpr(ref, ctx))
      : column.yearText
        ? ctx.d.yearInText(columnExpr(ref, ctx))
        : numericExpr(ref, ctx);
    return `FLOOR(${year} / 10) * 10`;
  }
  // "each month of the year", "which hour of the day": the month (1–12) or hour (0–23) whatever the date; EXTRACT
  // is written alike on PostgreSQL and MySQL
  if (grain === "month_of_year") return `EXTRACT(MONTH FROM ${columnExpr(ref, ctx)})`;
  if (grain === "hour_of_day") return `EXTRACT(HOUR FROM ${columnExpr(ref, ctx)})`;
  // a year number is its own yearly bucket
  if (grain === "year" && !info(ref, ctx).temporal) return columnExpr(ref, ctx);
  return grain ? ctx.d.bucket(columnExpr(ref, ctx), grain) : columnExpr(ref, ctx);
}
