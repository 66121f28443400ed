// The grain a measure is summed at: a line measure whose parent row holds the same money is read from the parent
// when nothing in the question needs the lines (revenue by country sums order totals; revenue by product sums lines).
import type { ColumnRef, Measure, QueryIR } from "../ir";
import { referencedTables, sameColumn } from "../ir";
import { planJoins } from "../schema/join-planner";
import { stem } from "../schema/stem";
import { findColumn, findTable, type ColumnInfo, type SchemaIndex, type TableInfo } from "../model/schema-index";

export function preferParentTotal(ir: QueryIR, index: SchemaIndex): QueryIR {
  const lineRef = ir.select.find((m) => m.column && findColumn(index, m.column)?.rollsUpTo)?.column;
  if (!lineRef) return ir;
  const parent = findColumn(index, lineRef)!.rollsUpTo!;
  const measured = new Set(ir.select.filter((m) => sameColumn(m.column, lineRef)));
  const others = referencedTables({
    ...ir,
    select: ir.select.filter((m) => !measured.has(m)),
    order: ir.order.filter((o) => !(o.target.kind === "column" && sameColumn(o.target.ref, lineRef))),
  });
  if (others.includes(lineRef.table)) return ir;
  for (const table of others) {
    if (table === parent.table.name) continue;
    const steps = planJoins(index.catalog, parent.table.name, [table]);
    if (!steps || steps.some((s) => s.fanOut || s.table === lineRef.table)) return ir;
  }
  const swap = (ref: ColumnRef | undefined) => (sameColumn(ref, lineRef) ? parent.ref : ref);
  return {
    ...ir,
    table: ir.table === lineRef.table ? parent.table.name : ir.table,
    select: ir.select.map((m) => (measured.has(m) ? { ...m, column: swap(m.column) } : m)),
    order: ir.order.map((o) =>
      o.target.kind === "column" ? { ...o, target: { ...o.target, ref: swap(o.target.ref)! } } : o,
    ),
  };
}

/**
 * A measure is aggregated on its own table: "what share of open pledges came from the north chapter" sums the
 * pledges, reaching the chapter along many-to-one keys — not the chapters, with every pledge repeated under them.
 */
export function centreOnMeasure(ir: QueryIR, index: SchemaIndex): QueryIR {
  const measured = ir.select.filter((m) => m.agg && m.agg !== "count" && m.agg !== "count_distinct" && m.column);
  if (!measured.length || ir.select.some((m) => (m.agg === "count" && !m.column) || !m.agg)) return ir;
  const tables = new Set(measured.map((m) => m.column!.table));
  const [home] = tables;
  if (
    tables.size !== 1 ||
    home === ir.table ||
    ir.filters.some((f) => f.related) ||
    ir.rowAnchor ||
    ir.unpivot ||
    ir.difference ||
    ir.averaged ||
    ir.exists
  )
    return ir;
  const steps = planJoins(index.catalog, home, referencedTables(ir));
  return steps && steps.every((s) => !s.fanOut) ? { ...ir, table: home } : ir;
}

export const AVERAGE_WORDS = new Set(["average", "avg", "mean", "typical"]);

/**
 * "average number of orders per customer", "average spend per customer": a count or a sum per entity, averaged into
 * one number — not the average row of each entity. Averages of a row's own amount ("average price per category",
 * "average order value per customer") keep their groups.
 */
export function averageOfAggregates(
  ir: QueryIR,
  index: SchemaIndex,
  words: string[],
  entities: TableInfo[] = [],
): QueryIR {
  if (!words.some((w) => AVERAGE_WORDS.has(w)) || ir.having || ir.difference || ir.exists || ir.select.length !== 1)
    return ir;
  // "how many loans does a member take out, on average": the entity is named without "per"
  // the entity is reached from the counted rows without fanning out (each row belongs to one entity)
  const owns = (t: TableInfo) => {
    const steps = planJoins(index.catalog, ir.table, [t.name]);
    return !!steps && steps.every((s) => !s.fanOut);
  };
  // "how many different parts are in a crate, on average": across a link table, each crate's distinct parts
  const reached = (t: TableInfo) => !!planJoins(index.catalog, ir.table, [t.name])?.length;
  // ("how many loans" may count the loans' own key: each row once, as a count of rows)
  const ownKey = findTable(index, ir.table)?.table.primaryKey;
  const counted =
    !ir.dimensions.length &&
    (ir.select[0].agg === "count" ||
      (ir.select[0].agg === "count_distinct" &&
        ir.select[0].column?.table === ir.table &&
        ownKey?.length === 1 &&
        ownKey[0] === ir.select[0].column.column));
  const named = counted
    ? (entities.find((t) => t.name !== ir.table && owns(t)) ?? entities.find((t) => t.name !== ir.table && reached(t)))
    : undefined;
  const label = named && (named.labelColumn ?? named.columns.find((c) => c.column.isPrimaryKey));
  if (label)
    return {
      ...ir,
      dimensions: [{ column: label.ref, alias: label.column.name }],
      order: [],
      limit: undefined,
      averaged: true,
      // "a borrower", "a ticket owner": a role the rows give makes only those with rows that entity
      keepEmpty: ir.keepEmpty || !(onlyWithRows(words) || namedByRole(named!, words)),
    };
  const [m] = ir.select;
  const measured = m.column && findColumn(index, m.column);
  // "the mean worth of a paid invoice" where only the invoice's lines hold money: each invoice's lines summed,
  // then averaged
  const whole = (t: TableInfo) => t.name !== measured?.table.name && !t.valueColumn && owns(t);
  const lineOwner =
    m.agg === "avg" && measured?.derived?.kind === "line" && !ir.dimensions.length
      ? (entities.find(whole) ?? index.tables.find((t) => whole(t) && words.some((w) => stem(w) === t.words.at(-1))))
      : undefined;
  const key = lineOwner?.columns.find((c) => c.column.isPrimaryKey);
  if (key)
    return {
      ...ir,
      select: [summed(m)],
      dimensions: [{ column: key.ref, alias: key.column.name }],
      order: [],
      limit: undefined,
      averaged: true,
    };
  const adds = m.agg === "count" || m.agg === "sum" || (m.agg === "avg" && summable(measured));
  // "mean monthly takings in 2025", "new accounts per month on average": the months' totals, averaged
  if (ir.dimensions.length === 1 && ir.dimensions[0].grain && adds && !m.where && !m.share && !m.over) {
    return { ...ir, select: [summed(m)], order: [], limit: undefined, averaged: true };
  }
  if (ir.dimensions.length !== 1 || ir.dimensions[0].grain || !words.some((w) => w === "per" || w === "each"))
    return ir;
  const dim = ir.dimensions[0].column;
  const entity = index.tables.find((t) => t.name === dim.table);
  const isEntity =
    !!entity && (entity.labelColumn?.ref.column === dim.column || entity.table.primaryKey[0] === dim.column);
  if (!isEntity || entity!.name === ir.table) return ir;
  const column = m.column && findColumn(index, m.column);
  const additive = m.agg === "count" || m.agg === "sum" || (m.agg === "avg" && summable(column));
  if (!additive || m.where || m.share || m.over) return ir;
  return {
    ...ir,
    select: [summed(m)],
    order: [],
    limit: undefined,
    averaged: true,
    keepEmpty: ir.keepEmpty || !onlyWithRows(words),
  };
}

/** The entity is named by a role another table's rows give it ("a borrower" of the loans). */
function namedByRole(entity: TableInfo, words: string[]): boolean {
  const stems = new Set(words.map(stem));
  return (entity.roles ?? []).some((r) => r.words.every((w) => stems.has(w)));
}

/**
 * "how many loans does a member take out on average" is over every member, those with none counting zero; "among
 * members who have borrowed", "each courier who delivered", "members with at least one loan" average only over the
 * entities with rows. (Writers of the development corpus read the plain question over every entity three times in
 * four; ADR 076.)
 */
function onlyWithRows(words: string[]): boolean {
  const text = ` ${words.join(" ")} `;
  return (
    words.includes("among") ||
    / (who|that|which) (?!is |are |was |were )[a-z]/.test(text) ||
    / with (a|an|any) /.test(text) ||
    / at least (one|1|a single) /.test(text)
  );
}

/** Money a business word names adds up over rows; a unit's margin is an amount per unit, averaged as it is. */
function summable(column: ColumnInfo | undefined): boolean {
  if (!column) return false;
  if (column.derived?.kind === "margin") return !column.derived.perUnit;
  return column.derived?.kind === "line" || !!column.aliases;
}

/** The per-group total behind an average of totals ("average revenue per month" averages each month's sum). */
function summed(m: Measure): Measure {
  return m.agg === "avg" ? { ...m, agg: "sum", alias: m.alias.replace(/^average_/, "total_") } : m;
}
