// What a ranking measures: the aggregate a ranked column takes (summed, averaged, as is), the groups it is ranked over,
// and month columns laid side by side.
import type { Aggregate, ColumnRef, Dimension, Measure } from "../ir";
import { measureAlias } from "./measure-alias";
import { isYearLike } from "../model/years";
import { type ParseState, use } from "./parse-state";
import { stem } from "../schema/stem";
import type { Ranking } from "./ranking";
import { identifierText, type ColumnInfo } from "../model/schema-index";

/**
 * "top 10 symbols by total amount … return the symbol, number of trades and total amount": of the measures shown, the
 * one named after "by" (or right after the cue: "with the highest total sales") ranks; else the first.
 */
export function rankedMeasure(state: ParseState, ranking: Ranking, measures: Measure[]): Measure {
  const end = ranking.cue.tokens.at(-1)!;
  const stop = state.tokens.findIndex((t, i) => i > end && t.kind === "punct" && [".", "?", ";", "!"].includes(t.raw));
  const by = state.tokens.findIndex((t, i) => i > end && (stop < 0 || i < stop) && t.norm === "by");
  const anchor = by >= 0 ? by : end;
  const named = measures.filter((m) => {
    const at = state.measureAt.get(m);
    return at !== undefined && at > anchor && at <= anchor + 3;
  });
  return named.sort((a, b) => state.measureAt.get(a)! - state.measureAt.get(b)!)[0] ?? measures[0];
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** The question asks for a month and the sheet has a column per month ("Jan" … "Dec"). */
export function monthColumns(state: ParseState): { columns: ColumnRef[]; labels: string[] } | undefined {
  const at = state.tokens.findIndex((t) => t.norm === "month");
  if (at < 0) return undefined;
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return undefined;
  const found = table.columns
    .map((c) => ({
      c,
      m: MONTHS.findIndex((m) => c.column.name.toLowerCase().length >= 3 && m.startsWith(c.column.name.toLowerCase())),
    }))
    .filter((x) => x.m >= 0 && !x.c.position);
  if (new Set(found.map((x) => x.m)).size < 6) return undefined;
  use(state, at);
  return {
    columns: found.map((x) => x.c.ref),
    labels: found.map((x) => MONTHS[x.m][0].toUpperCase() + MONTHS[x.m].slice(1)),
  };
}

export function unique(column: ColumnInfo): boolean {
  const rows = column.table.table.rowEstimate;
  return column.distinct !== undefined && rows >= 3 && column.distinct >= rows * 0.9;
}

export function dimensionOf(column: ColumnInfo): Dimension {
  return { column: column.ref, alias: column.column.name };
}

/**
 * "return the make, model, number of sales and revenue", "first name, last name": every plain column listed beside the
 * ranked entity groups the answer too, in the order asked; amounts listed are measured, not grouped.
 */
export function groupsOf(
  entity: ColumnInfo,
  targets: ColumnInfo[],
  measures: Measure[],
  ranked?: ColumnInfo,
): Dimension[] {
  const measured = (c: ColumnInfo) =>
    c === ranked || measures.some((m) => m.column?.table === c.ref.table && m.column?.column === c.ref.column);
  const shown = targets.filter((t) => !measured(t) && !(t.numeric && !t.key && !t.temporal));
  const columns = shown.includes(entity) ? shown : [entity, ...shown];
  const names = new Set<string>();
  return columns.map((c) => {
    const alias = names.has(c.column.name) ? `${c.table.name}_${c.column.name}` : c.column.name;
    names.add(c.column.name);
    return { column: c.ref, alias };
  });
}

const AVERAGED = new Set(["rating", "score", "stars", "star", "satisfaction", "nps", "grade", "sentiment"].map(stem));

const NOT_ADDITIVE = new Set(
  [
    "year",
    "season",
    "rank",
    "position",
    "place",
    "average",
    "avg",
    "percentage",
    "percent",
    "rate",
    "ratio",
    "density",
    "height",
    "age",
    "speed",
    "time",
    "rating",
    "score",
    "stars",
  ].map(stem),
);

/** Amounts add up per group; years, ranks, rates and sizes do not, so a group is ranked by its extreme. */
/** "fastest on average", "the best mean score": the groups are ranked by their mean. */
export function averageAsked(state: ParseState): boolean {
  return state.tokens.some((t) => t.norm === "average" || t.norm === "avg" || t.norm === "mean");
}

export function rankingMeasure(column: ColumnInfo, direction: "asc" | "desc", averaged = false): Measure {
  // "the most items" over their stock numbers: the items are counted
  if (identifierText(column))
    return { agg: "count_distinct", column: column.ref, alias: `distinct_${column.column.name}` };
  const additive =
    column.numeric && !column.temporal && !isYearLike(column) && !column.words.some((w) => NOT_ADDITIVE.has(w));
  // "the lowest scored label": a group's ratings are averaged, not summed or reduced to one extreme
  averaged = column.numeric && !column.temporal && (averaged || column.words.some((w) => AVERAGED.has(w)));
  const agg: Aggregate = averaged ? "avg" : additive ? "sum" : direction === "asc" ? "min" : "max";
  return { agg, column: column.ref, alias: measureAlias(agg, column) };
}

/** Group when the answer column lives in another table or repeats across rows (several orders per customer). */
export function needsGrouping(entity: ColumnInfo, column: ColumnInfo): boolean {
  if (entity.table !== column.table) return true;
  if (entity.key || column.temporal) return false;
  const rows = entity.table.table.rowEstimate;
  if (entity.distinct !== undefined && rows > 0) return entity.distinct < rows * 0.8;
  return false;
}
