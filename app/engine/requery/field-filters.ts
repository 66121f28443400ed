// A dashboard's field filters (issue 37, ADR 056): a widget's question asked again for some values of a dimension
// (a category, a country, a person), when the dimension is reached without repeating the rows its measure adds up.
import type { SchemaCatalog } from "~/lib/catalog";
import { columnExpr, tableRef, type Ctx } from "../compile/expressions";
import { dialectFor } from "../compile/sql-dialect";
import { referencedTables, type ColumnRef, type Filter, type QueryIR } from "../ir";
import { getSchemaIndex } from "../model/build-index";
import { findColumn, findTable, type ColumnInfo, type SchemaIndex } from "../model/schema-index";
import { planJoins } from "../schema/join-planner";

/** A dimension a dashboard may be filtered by. */
export interface FilterableColumn {
  table: string;
  column: string;
  /** "Category", "Customer", "Country of orders": what the filter is called on the dashboard. */
  label: string;
  /** entity: the column that names a table's rows (a customer's name); category: a short list of codes or words. */
  kind: "entity" | "category";
  /** Distinct values seen when the catalog was read, when known. */
  distinct?: number;
}

/** A category has few enough values to pick from; more is free text or an identifier. */
export const MAX_CATEGORY_VALUES = 200;

/** Words naming columns whose values are contacts, codes or prose, never something to filter a dashboard by. */
const NOT_A_DIMENSION =
  /(^|_)(e?mail|phone|fax|url|website|uuid|guid|hash|token|password|note|notes|comment|comments|description|desc|address|street|zip|postcode|postal)($|_)/i;

const words = (name: string) => name.replace(/[_-]+/g, " ").trim();
const capitalised = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);
/** "order_items" → "Order item", "categories" → "Category": one row of a table. */
function singular(table: string): string {
  const name = words(table);
  const one = /ies$/i.test(name)
    ? name.replace(/ies$/i, "y")
    : /(ch|sh|x|ss|z)es$/i.test(name)
      ? name.replace(/es$/i, "")
      : /(ss|us)$/i.test(name)
        ? name
        : name.replace(/s$/i, "");
  return capitalised(one.toLowerCase());
}

function offered(column: ColumnInfo): FilterableColumn["kind"] | undefined {
  const label = column.table.labelColumn;
  if (column.column.defined || column.position || NOT_A_DIMENSION.test(column.column.name)) return undefined;
  if (label === column && (column.text || column.derived?.kind === "full_name")) return "entity";
  // a first or a last name is part of the person's name, which is offered whole
  const name = label?.derived?.kind === "full_name" ? label.derived : undefined;
  if (name && [name.first, name.last].includes(column.column.name)) return undefined;
  if (!column.text || column.key || column.derived || column.numericText || column.yearText || column.flag)
    return undefined;
  const distinct = column.column.distinctCount ?? column.distinct;
  return distinct !== undefined && distinct >= 2 && distinct <= MAX_CATEGORY_VALUES ? "category" : undefined;
}

/** The dimensions of a catalog a dashboard may be filtered by: entity names and short lists of categories. */
export function filterableColumns(catalog: SchemaCatalog): FilterableColumn[] {
  const index = getSchemaIndex(catalog);
  const found = index.tables
    .filter((table) => !table.table.view && !table.table.aliasOf)
    .flatMap((table) =>
      table.columns.flatMap((column) => {
        const kind = offered(column);
        if (!kind) return [];
        const distinct = column.column.distinctCount ?? column.distinct;
        const label =
          kind === "entity" ? singular(table.table.label ?? table.name) : capitalised(words(column.display));
        return [{ table: table.name, column: column.column.name, label, kind, ...(distinct ? { distinct } : {}) }];
      }),
    );
  // two tables' "country" are told apart by their table
  return found.map((entry) =>
    found.some((other) => other !== entry && other.label.toLowerCase() === entry.label.toLowerCase())
      ? { ...entry, label: `${entry.label} of ${words(entry.table)}` }
      : entry,
  );
}

/** Why a widget's question cannot be narrowed to some values of a dimension. */
export type FieldFilterBlock =
  /** No key path from the question's rows to the dimension's table (or rows picked by position in a file). */
  | "no-path"
  /** The path goes from one row to many (orders → their lines): the question's rows would be counted again. */
  | "fan-out"
  /** The question already picks its own values of that column with words a list cannot be combined with. */
  | "own-filter";

export interface FieldFilter {
  column: ColumnRef;
  values: string[];
}

export type FieldFilterResult = { ir: QueryIR; blocked?: undefined } | { ir?: undefined; blocked: FieldFilterBlock };

/** Whether the dimension's table joins the question without a one-to-many step the question did not take already. */
export function fieldReach(ir: QueryIR, index: SchemaIndex, table: string): "ok" | "no-path" | "fan-out" {
  // a row picked by its position in a file, or month columns turned into rows, are no rows a dimension narrows
  if (ir.rowAnchor || ir.unpivot) return "no-path";
  const tables = referencedTables(ir);
  if (table === ir.table || tables.includes(table)) return "ok";
  const before = planJoins(index.catalog, ir.table, tables, ir.via);
  const after = planJoins(index.catalog, ir.table, [...tables, table], ir.via);
  if (!before || !after) return "no-path";
  const joined = new Set(before.map((step) => step.table));
  return after.every((step) => joined.has(step.table) || !step.fanOut) ? "ok" : "fan-out";
}

const sameRef = (a: ColumnRef, b: ColumnRef) => a.table === b.table && a.column === b.column;
/** The compiler reads equalities on one column as alternatives (`a OR b`): the question's own are kept apart. */
const ownChoice = (f: Filter, ref: ColumnRef) => !f.related && !f.part && sameRef(f.column, ref);

/**
 * The question for rows whose `column` is one of `values`: one condition per filter, ANDed with the question's
 * own. A question that already picks values of that column ("revenue of Books") keeps those that are also chosen.
 */
function narrowed(ir: QueryIR, filter: FieldFilter): QueryIR | undefined {
  const own = ir.filters.filter((f) => ownChoice(f, filter.column) && (f.op === "eq" || f.op === "contains"));
  const plain = own.every((f) => f.op === "eq" && !f.than && !f.other && f.value !== undefined);
  if (!plain) return undefined;
  const chosen = new Set(filter.values);
  const values = own.length ? own.map((f) => String(f.value)).filter((value) => chosen.has(value)) : filter.values;
  const rest = ir.filters.filter((f) => !own.includes(f));
  // nothing both asked and chosen: a condition no row meets (NULL and not NULL), so the widget shows no rows
  const conditions: Filter[] = values.length
    ? values.map((value) => ({ column: filter.column, op: "eq", value }))
    : [
        { column: filter.column, op: "is_null" },
        { column: filter.column, op: "not_null" },
      ];
  return { ...ir, filters: [...rest, ...conditions] };
}

/**
 * The IR narrowed by each filter with values, or why it cannot be: a dimension reached through a one-to-many join
 * would count a question's rows once per related row, so such a widget is left as it is and says so.
 */
export function withFieldFilter(ir: QueryIR, catalog: SchemaCatalog, filter: FieldFilter): FieldFilterResult {
  const index = getSchemaIndex(catalog);
  if (!findColumn(index, filter.column)) return { blocked: "no-path" };
  const reach = fieldReach(ir, index, filter.column.table);
  if (reach !== "ok") return { blocked: reach };
  const next = narrowed(ir, filter);
  return next ? { ir: next } : { blocked: "own-filter" };
}

/** At most this many values are offered for one search. */
export const MAX_FILTER_VALUES = 100;

/** The distinct values of a dimension (its whole name for a person), containing `search` when given, in order. */
export function filterValuesQuery(
  catalog: SchemaCatalog,
  ref: ColumnRef,
  search = "",
  limit = MAX_FILTER_VALUES,
): string {
  const index = getSchemaIndex(catalog);
  const column = findColumn(index, ref);
  if (!column || !findTable(index, ref.table)) throw new Error(`Unknown column ${ref.table}.${ref.column}`);
  const d = dialectFor(catalog.dialect);
  const ctx: Ctx = { d, index, centre: ref.table, qualify: false };
  const expr = columnExpr(ref, ctx);
  const where = [`${expr} IS NOT NULL`, ...(search.trim() ? [d.contains(expr, search.trim(), true)] : [])];
  return [
    `SELECT DISTINCT ${expr} AS ${d.id("value")}`,
    `FROM ${tableRef(ref.table, ctx)}`,
    `WHERE ${where.join(" AND ")}`,
    `ORDER BY 1`,
    d.limit(Math.max(1, Math.min(limit, MAX_FILTER_VALUES)), false),
  ].join("\n");
}
