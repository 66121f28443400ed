// The intermediate query: what the engine understood, independent of SQL dialect.
/** "weekday" buckets by the day of the week ("1 Mon" … "7 Sun"), not by date; "month_of_year" (1–12) and
 * "hour_of_day" (0–23) are as cyclic: every year's Marches are one group. */
export type TimeGrain =
  "day" | "week" | "month" | "quarter" | "year" | "decade" | "weekday" | "month_of_year" | "hour_of_day";
type CyclicGrain = "weekday" | "month_of_year" | "hour_of_day";
const CYCLIC_GRAINS: ReadonlySet<string> = new Set<CyclicGrain>(["weekday", "month_of_year", "hour_of_day"]);

/** A grain whose buckets are places in a cycle, not stretches of the calendar: never partial, never a date. */
export function isCyclicGrain(grain: string): grain is CyclicGrain {
  return CYCLIC_GRAINS.has(grain);
}
/** A grain in words, where its own name is not English. */
export const GRAIN_WORDS: Readonly<Record<string, string>> = {
  weekday: "day of the week",
  month_of_year: "month of the year",
  hour_of_day: "hour of the day",
};
export type Aggregate = "count" | "count_distinct" | "sum" | "avg" | "min" | "max";
/** `matches`: a case-insensitive regular expression (dates written as text). */
export type FilterOp =
  | "eq"
  | "neq"
  | "gt"
  | "gte"
  | "lt"
  | "lte"
  | "between"
  | "contains"
  | "not_contains"
  | "matches"
  | "is_null"
  | "not_null"
  | "absent"
  | "present"
  | "open";

export interface ColumnRef {
  table: string;
  column: string;
}

/** A value is compared numerically through extraction when the column holds numbers written as text. */
export interface Filter {
  column: ColumnRef;
  op: FilterOp;
  value?: string | number;
  value2?: string | number;
  /**
   * Compare the column's year (date columns), the seconds of an elapsed time written "1:58.47", or the day of a date
   * written as text ("4 June 2007" as 20070604), or the years a range of years spans ("1997–2006" as 9), instead of the whole value.
   */
  part?: "year" | "seconds" | "day" | "span" | "weekday";
  /** "more votes than Smith": the value is the column's own value in the rows matching these filters. */
  than?: Filter[];
  /** "priced above the average": the value is the column's mean over all the table's rows. */
  average?: boolean;
  /** "delivered late": the value is another column of the same row (the due date). */
  other?: ColumnRef;
  /** With `absent`/`present`: rows of this table related to the query's row ("customers without orders"). */
  related?: string;
  /** With `related`: conditions on the related rows (or rows beyond them), tested inside the subquery. */
  inner?: Filter[];
  /** How the user said it, for the interpretation ("from Germany", "more than 100"). */
  phrase?: string;
}

export interface Measure {
  /** No aggregate: the column itself is selected (list and lookup questions). */
  agg?: Aggregate;
  /** No column with count: rows are counted. */
  column?: ColumnRef;
  alias: string;
  /** Conditional aggregate, e.g. the numerator of a share. */
  where?: Filter[];
  /** Express the measure as a percentage of its total over all groups. */
  share?: boolean;
  /** With `share`: a fraction (0–1) rather than a percentage ("what fraction of …"). */
  fraction?: boolean;
  /** With `share` and `where`: the rows of this condition are the denominator ("ratio of broken to lost parcels"). */
  overWhere?: Filter[];
  /** The years a range of years spans ("1950–1957" → 7), for "how long". */
  span?: boolean;
  /** With `span`: the years from `column` to this column ("Took office" → "Left office"). */
  spanEnd?: ColumnRef;
  /** The gap inside a result written "2–1" (→ 1), for "the score difference". */
  margin?: boolean;
  /** With agg max: the largest value less the smallest ("the gap between the highest and the lowest"). */
  range?: boolean;
  /** With agg sum: further columns summed and added ("A and B combined"). */
  plus?: ColumnRef[];
  /** Multiplies the value: a duration stored in milliseconds asked in minutes. */
  scale?: number;
  /** A ratio: `column` over this column, row by row, or as a ratio of sums when aggregated. */
  over?: ColumnRef;
  /** The year written inside text ("c. 1890", "b. 1958") is what is summed or subtracted. */
  years?: boolean;
}

export interface Dimension {
  column: ColumnRef;
  grain?: TimeGrain;
  alias: string;
}

export type OrderTarget =
  | { kind: "measure"; alias: string }
  | { kind: "column"; ref: ColumnRef }
  | { kind: "row" }
  /** "served the longest": the years between a start and an end (one column "1950–1957", or two columns). */
  | { kind: "span"; start: ColumnRef; end?: ColumnRef };

export interface OrderBy {
  target: OrderTarget;
  direction: "asc" | "desc";
}

/** "the crew after Otter Eight": the row `offset` positions away from the row(s) matching `anchor`. */
export interface RowAnchor {
  anchor: Filter[];
  offset: number;
  /** "won previous to X": steps through time; when the file lists this column newest first, a step back in time is a row down. */
  chronology?: ColumnRef;
  /** "how many opened after X": every row on that side of the anchor, not just the neighbour. */
  span?: boolean;
}

/** "how many more A than B": the same measure over two filtered sets, subtracted. */
export interface Difference {
  left: Filter[];
  right: Filter[];
  leftLabel: string;
  rightLabel: string;
  /** "difference between" is unsigned; "how many more" keeps the sign. */
  absolute?: boolean;
}

export interface Having {
  alias: string;
  op: "gt" | "gte" | "lt" | "lte" | "eq";
  value: number;
  /** "more crossings than the average ferry": against the measure's mean over every row of the groups' table, not `value`. */
  average?: boolean;
}

export interface QueryIR {
  table: string;
  select: Measure[];
  dimensions: Dimension[];
  filters: Filter[];
  having?: Having;
  order: OrderBy[];
  limit?: number;
  /** "Did any crew win 5 golds?": the answer is yes or no, whether any row matches. */
  exists?: boolean;
  /** "more or less than …": the two words that answer a yes/no question, the first when a row matches. */
  answers?: [string, string];
  /** "how many clubs won at least twice": the answer is the number of groups, not a row per group. */
  countGroups?: boolean;
  /** "the second highest", "third to last": rows skipped before the limit. */
  offset?: number;
  /** A breakdown by two or more groups with no order asked: ordered by its groups (compile reads the dimensions then). */
  byGroups?: boolean;
  /** A superlative keeps every row tied for first place. */
  withTies?: boolean;
  distinct?: boolean;
  /** "A and B both had what role": the named rows share the answer; a reading that gives them different values is not it. */
  agree?: boolean;
  rowAnchor?: RowAnchor;
  difference?: Difference;
  /** "which month had the most rain" on a sheet with a column per month: each month column becomes a row (label, value). */
  unpivot?: { columns: ColumnRef[]; labels: string[] };
  /** "the most expensive book in each genre": only the rows at their group's extreme of `column`; `by` names the group. */
  groupTop?: { column: ColumnRef; direction: "asc" | "desc"; by: ColumnRef };
  /** "include shops with none": groups with no measured rows are kept, their counts and sums zero. */
  keepEmpty?: boolean;
  /** "average number of orders per customer": the grouped measure is averaged over its groups into one number. */
  averaged?: boolean;
  /** "the ratio of deliveries to shops": the counted rows over all rows of this table. */
  countOver?: string;
  /** Key columns a role noun named ("the driver" of a shipment is its `drv_emp_id`): joins go through them. */
  via?: ColumnRef[];
  /** Free-text description of the date range, for the interpretation ("last 30 days"). */
  dateLabel?: string;
  /** The decimal places each computed measure is rounded to, when the question says. */
  round?: number;
  /** Two adjacent periods the question compares ("… in 2024 compared with 2025"): shown side by side per group. */
  compared?: { grain: TimeGrain; periods: { start: string; end: string; label: string }[] };
}

export function emptyIR(table: string): QueryIR {
  return { table, select: [], dimensions: [], filters: [], order: [] };
}

export function sameColumn(a: ColumnRef | undefined, b: ColumnRef | undefined): boolean {
  return !!a && !!b && a.table === b.table && a.column === b.column;
}

/** Whether the answer shows a column: one it selects, or any of the centre's when it lists whole rows. */
export function showsColumn(ir: QueryIR, ref: ColumnRef): boolean {
  return ir.select.length ? ir.select.some((m) => sameColumn(m.column, ref)) : ref.table === ir.table;
}

/** The tables whose columns the query reads (the related tables of presence and absence conditions are read in a subquery). */
export function referencedTables(ir: QueryIR): string[] {
  return [...new Set(referencedColumns(ir).map((r) => r.table))];
}

/** The columns the query reads, outside presence and absence conditions' subqueries. */
export function referencedColumns(ir: QueryIR): ColumnRef[] {
  const refs: (ColumnRef | undefined)[] = [
    ...ir.select.map((m) => m.column),
    ...ir.select.map((m) => m.over),
    ...ir.select.flatMap((m) =>
      [...(m.where ?? []), ...(m.overWhere ?? [])].filter((f) => !f.related).map((f) => f.column),
    ),
    ...ir.dimensions.map((dim) => dim.column),
    ...ir.filters.filter((f) => !f.related).map((f) => f.column),
    ...ir.order.map((o) =>
      o.target.kind === "column" ? o.target.ref : o.target.kind === "span" ? o.target.start : undefined,
    ),
    ...(ir.difference ? [...ir.difference.left, ...ir.difference.right].map((f) => f.column) : []),
  ];
  return refs.filter((r): r is ColumnRef => !!r);
}
