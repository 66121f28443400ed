// Drill-through (issue 37 item 2, ADR 057): a clicked bar, slice or point becomes one more condition on the chart's
// own query — `dimension = value`, or a time bucket's days — and the query is asked again as the rows behind the
// value or as the same measure grouped by another field. Fan-out safety stays the compiler's: only tables a row of
// the chart's fact table points at (many-to-one) are offered or shown.
import type { SchemaCatalog } from "~/lib/catalog";
import { grainForPeriod } from "~/lib/period-grain";
import { planJoins } from "../schema/join-planner";
import { getSchemaIndex } from "../model/build-index";
import { findColumn, findTable, parentTables, type ColumnInfo, type SchemaIndex } from "../model/schema-index";
import { sameColumn, type ColumnRef, type Dimension, type Filter, type QueryIR, type TimeGrain } from "../ir";
import { fieldReach, filterableColumns } from "./field-filters";
import { interpretIR } from "../plan/interpret";
import { periodColumn, type PeriodRange } from "./period";

/** Columns "See these rows" shows at most: enough to recognise a row, not the whole table. */
const ROW_COLUMNS = 10;
/** Fields "Break down by" offers at most. */
const BREAKDOWN_CHOICES = 12;

/** One clicked value as a condition, and what a reading needs to word it. */
export interface DrillCondition {
  filter: Filter;
  column: ColumnRef;
  /** The column as the schema names it ("category name"). */
  display: string;
  grain?: TimeGrain;
  /** The value clicked: a bucket's first day for a period. */
  value: string | number | boolean | null;
}

/** Answers the engine wrote whose rows are groups of a measure: the only ones a click can narrow. */
export function isDrillable(ir: QueryIR): boolean {
  return (
    ir.dimensions.length > 0 &&
    ir.select.some((m) => m.agg) &&
    !ir.exists &&
    !ir.difference &&
    !ir.unpivot &&
    !ir.rowAnchor &&
    !ir.countOver &&
    !ir.averaged &&
    !ir.compared &&
    !ir.countGroups
  );
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The first day after a bucket of `grain` starting on `from`. */
export function bucketEnd(from: string, grain: Exclude<TimeGrain, "weekday">): string {
  const [, y, m, d] = DAY.exec(from)!.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (grain === "day") date.setUTCDate(date.getUTCDate() + 1);
  if (grain === "week") date.setUTCDate(date.getUTCDate() + 7);
  if (grain === "month") date.setUTCMonth(date.getUTCMonth() + 1);
  if (grain === "quarter") date.setUTCMonth(date.getUTCMonth() + 3);
  if (grain === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** The condition one clicked value of dimension `dim` stands for, or undefined when no condition says it exactly. */
function conditionOf(dim: Dimension, column: ColumnInfo, raw: DrillCondition["value"]): Filter | undefined {
  const ref = dim.column;
  if (raw === null) return { column: ref, op: "is_null" };
  if (dim.grain === "weekday") {
    const day = Number(String(raw).match(/^\s*([1-7])\b/)?.[1]);
    return day
      ? { column: ref, op: "eq", part: "weekday", value: day, phrase: `on ${String(raw).slice(2)}` }
      : undefined;
  }
  if (column.temporal) {
    const day = DAY.exec(String(raw))?.[0];
    if (!day) return undefined;
    // a date grouped as it is (no grain) is a day: a timestamp's own instant cannot be written back exactly
    return { column: ref, op: "between", value: day, value2: bucketEnd(day, dim.grain ?? "day") };
  }
  // a month name read out of text ("October 4") has no condition the compiler writes
  if (dim.grain && dim.grain !== "year") return undefined;
  if (typeof raw === "boolean") return { column: ref, op: "eq", value: String(raw) };
  return { column: ref, op: "eq", value: raw };
}

/**
 * The clicked values as conditions, by result column; undefined when the answer cannot be narrowed (no engine
 * query of that shape, or a value of a column the query does not group by).
 */
export function drillConditions(
  ir: QueryIR,
  catalog: SchemaCatalog,
  point: Record<string, DrillCondition["value"]>,
): DrillCondition[] | undefined {
  if (!isDrillable(ir)) return undefined;
  const index = getSchemaIndex(catalog);
  const out: DrillCondition[] = [];
  for (const [alias, value] of Object.entries(point)) {
    const dim = ir.dimensions.find((d) => d.alias === alias);
    const column = dim && findColumn(index, dim.column);
    const filter = dim && column && conditionOf(dim, column, value);
    if (!filter || !dim || !column) return undefined;
    out.push({ filter, column: dim.column, display: column.display, grain: dim.grain, value });
  }
  return out.length ? out : undefined;
}

/** Whether joining `table` to the fact table repeats none of its rows (every step goes to the row pointed at). */
function reachedOnce(ir: QueryIR, index: SchemaIndex, table: string): boolean {
  if (table === ir.table) return true;
  const steps = planJoins(index.catalog, ir.table, [table], ir.via);
  return !!steps && steps.every((step) => !step.fanOut);
}

/**
 * The IR a dashboard period shows (ADR 027, 053): a finer grain when the range holds too few buckets, and the
 * range on the date the rows go by — unless reaching that date would repeat rows, as the date filter decides.
 */
export function atPeriod(ir: QueryIR, catalog: SchemaCatalog, range: PeriodRange): QueryIR {
  const index = getSchemaIndex(catalog);
  const bucketed = ir.dimensions.filter((dim) => dim.grain);
  let shown = ir;
  if (bucketed.length === 1 && !ir.compared) {
    const grain = grainForPeriod(bucketed[0].grain!, range);
    if (grain && grain !== bucketed[0].grain)
      shown = { ...ir, dimensions: ir.dimensions.map((d) => (d === bucketed[0] ? { ...d, grain } : d)) };
  }
  const column = periodColumn(shown, index);
  if (!column) return shown;
  if (fieldReach(shown, index, column.ref.table) !== "ok") return shown;
  return {
    ...shown,
    filters: [...shown.filters, { column: column.ref, op: "between", value: range.from, value2: range.to }],
  };
}

/** The conditions a single measure's rows meet beyond the query's (a count of paid orders counts paid rows). */
function measureConditions(ir: QueryIR): Filter[] {
  const measures = ir.select.filter((m) => m.agg);
  return measures.length === 1 && !measures[0].share ? (measures[0].where ?? []) : [];
}

/** The rows' columns: what names a row, its date, the values grouped and measured, related names; keys last. */
export function rowColumns(ir: QueryIR, index: SchemaIndex): ColumnRef[] {
  const fact = findTable(index, ir.table);
  if (!fact) return [];
  const refs: (ColumnRef | undefined)[] = [
    fact.labelColumn?.ref,
    fact.naturalDate?.ref,
    ...ir.dimensions.map((d) => d.column),
    ...ir.select.flatMap((m) => [m.column, m.over, ...(m.plus ?? [])]),
    ...parentTables(index, fact, 1).map((parent) => parent.labelColumn?.ref),
    ...fact.columns.filter((c) => !c.key && !c.position && (c.text || c.numeric || c.temporal)).map((c) => c.ref),
  ];
  const shown: ColumnRef[] = [];
  for (const ref of refs) {
    const column = ref && findColumn(index, ref);
    if (!ref || !column || column.key || column.derived?.kind === "defined") continue;
    if (shown.some((s) => sameColumn(s, ref)) || !reachedOnce(ir, index, ref.table)) continue;
    shown.push(ref);
  }
  const key = fact.table.primaryKey.length === 1 ? { table: fact.name, column: fact.table.primaryKey[0] } : undefined;
  return [...shown.slice(0, key ? ROW_COLUMNS - 1 : ROW_COLUMNS), ...(key ? [key] : [])];
}

const singular = (table: string) =>
  table
    .toLowerCase()
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x|ss)es$/, "$1")
    .replace(/([^su])s$/, "$1");

/** Result names: a related table's name column is named after its table ("shop"), others as they are. */
function aliasesOf(refs: ColumnRef[], ir: QueryIR, index: SchemaIndex): string[] {
  const taken = new Set<string>();
  return refs.map((ref) => {
    const table = findTable(index, ref.table);
    const names = ref.table !== ir.table && table?.labelColumn?.ref.column === ref.column;
    let alias = names ? singular(ref.table) : ref.column;
    if (taken.has(alias) && ref.table !== ir.table) alias = `${singular(ref.table)}_${ref.column}`;
    while (taken.has(alias)) alias = `${alias}_`;
    taken.add(alias);
    return alias;
  });
}

/** "See these rows": the fact table's rows behind the clicked value, newest first, one page at a time. */
export function rowsQuery(
  ir: QueryIR,
  catalog: SchemaCatalog,
  conditions: DrillCondition[],
  page: { size: number; number: number },
): { ir: QueryIR; countIr: QueryIR } {
  const index = getSchemaIndex(catalog);
  const refs = rowColumns(ir, index);
  const aliases = aliasesOf(refs, ir, index);
  const fact = findTable(index, ir.table);
  const filters = [...ir.filters, ...measureConditions(ir), ...conditions.map((c) => c.filter)];
  const date = fact?.naturalDate && refs.find((r) => sameColumn(r, fact.naturalDate!.ref));
  const key =
    fact?.table.primaryKey.length === 1
      ? refs.find((r) => r.table === ir.table && r.column === fact.table.primaryKey[0])
      : undefined;
  const order = [
    ...(date ? [{ target: { kind: "column" as const, ref: date }, direction: "desc" as const }] : []),
    ...(key ? [{ target: { kind: "column" as const, ref: key }, direction: "asc" as const }] : []),
  ];
  const base = { table: ir.table, dimensions: [], filters, ...(ir.via ? { via: ir.via } : {}) };
  return {
    ir: {
      ...base,
      select: refs.map((column, i) => ({ column, alias: aliases[i] })),
      order,
      limit: page.size,
      ...(page.number > 1 ? { offset: (page.number - 1) * page.size } : {}),
    },
    countIr: { ...base, select: [{ agg: "count", alias: "rows" }], order: [] },
  };
}

export interface BreakdownChoice {
  id: string;
  column: ColumnRef;
  grain?: TimeGrain;
  /** "Category", "Customer", "Order date by month". */
  label: string;
}

/**
 * "Break down by…": the dimensions a dashboard could be filtered by (entity names, short category lists) that the
 * chart's rows reach without a one-to-many join, and the rows' own date by month when the chart has no date.
 */
export function breakdownChoices(ir: QueryIR, catalog: SchemaCatalog): BreakdownChoice[] {
  if (!isDrillable(ir)) return [];
  const index = getSchemaIndex(catalog);
  const fact = findTable(index, ir.table);
  if (!fact) return [];
  const grouped = (ref: ColumnRef) => ir.dimensions.some((d) => sameColumn(d.column, ref));
  const near = new Map([fact, ...parentTables(index, fact, 3)].map((t, i) => [t.name, i]));
  const choices: BreakdownChoice[] = filterableColumns(catalog)
    .map((c) => ({ column: { table: c.table, column: c.column }, label: c.label }))
    .filter((c) => !grouped(c.column) && fieldReach(ir, index, c.column.table) === "ok")
    // the fact table's own fields first, then those of the rows it points at, nearest first
    .sort((a, b) => (near.get(a.column.table) ?? 99) - (near.get(b.column.table) ?? 99))
    .map((c) => ({ ...c, id: `${c.column.table}.${c.column.column}` }));
  const date = fact.naturalDate;
  if (date && !ir.dimensions.some((d) => d.grain) && fieldReach(ir, index, date.ref.table) === "ok")
    choices.push({
      id: `${date.ref.table}.${date.ref.column}:month`,
      column: date.ref,
      grain: "month",
      label: `${date.display[0].toUpperCase()}${date.display.slice(1)} by month`,
    });
  return choices.slice(0, BREAKDOWN_CHOICES);
}

/** "Break down by X": the same measures under the clicked value, grouped by X instead of the chart's fields. */
export function breakdownQuery(ir: QueryIR, conditions: DrillCondition[], choice: BreakdownChoice): QueryIR {
  const taken = new Set(ir.select.map((m) => m.alias));
  let alias = choice.grain ?? choice.column.column;
  while (taken.has(alias)) alias = `${alias}_`;
  const dimension: Dimension = { column: choice.column, alias, ...(choice.grain ? { grain: choice.grain } : {}) };
  const measure = ir.select.find((m) => m.agg)!;
  return {
    ...ir,
    dimensions: [dimension],
    filters: [...ir.filters, ...conditions.map((c) => c.filter)],
    order: [
      choice.grain
        ? { target: { kind: "measure", alias }, direction: "asc" }
        : { target: { kind: "measure", alias: measure.alias }, direction: "desc" },
    ],
    limit: undefined,
    offset: undefined,
    withTies: undefined,
  };
}

/** What the engine understood, in words, for the answer's reading. */
export function readingOf(ir: QueryIR, catalog: SchemaCatalog): string {
  return interpretIR(ir, getSchemaIndex(catalog));
}
