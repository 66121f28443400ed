// "the ratio of A to B", "A to B ratio", "A per B": one amount over another of the same rows, summed per group first
// (a ratio of sums, as BI tools compute it) or row by row when nothing is grouped.
import { sameColumn, type ColumnRef, type Filter, type Measure } from "../ir";
import type { Link } from "./link";
import { isYearLike } from "../model/years";
import { noteTable, type ParseState, use, useLink } from "./parse-state";
import { findColumn, type ColumnInfo } from "../model/schema-index";

type ColumnLink = Link & { kind: "column" };

/** "as a percentage of", "as a share of", "as a fraction of": one amount over another. */
const PARTS_OF = new Set(["percentage", "percent", "share", "proportion", "fraction"]);
const FRACTION_WORDS = new Set(["proportion", "fraction"]);

const numeric = (l: Link | undefined): l is ColumnLink =>
  l?.kind === "column" && l.column.numeric && !l.column.key && !l.column.temporal;

export function applyRatio(state: ParseState): Measure | undefined {
  const tokens = state.tokens;
  const at = (i: number) => state.links.find((l) => l.start === i && !state.assigned.has(l));
  const ending = (i: number) => state.links.find((l) => l.end === i && !state.assigned.has(l));
  for (const t of tokens) {
    if (state.used.has(t.index)) continue;
    let pair: [ColumnLink, ColumnLink, number[]] | undefined;
    let percent = false;
    if (t.norm === "ratio" || t.norm === "proportion") {
      // "ratio of A to B", "ratio between A and B"
      const first = at(t.index + 2);
      const joiner = first ? tokens[first.end] : undefined;
      const second =
        joiner && (joiner.norm === "to" || joiner.norm === "and" || joiner.norm === "over")
          ? at(first!.end + 1)
          : undefined;
      if (["of", "between"].includes(tokens[t.index + 1]?.norm ?? "") && numeric(first) && numeric(second))
        pair = [first, second, [t.index, t.index + 1, first.end]];
      // "A to B ratio"
      const before = ending(t.index);
      const a = before && tokens[before.start - 1]?.norm === "to" ? ending(before.start - 1) : undefined;
      if (!pair && numeric(a) && numeric(before)) pair = [a, before, [t.index, before.start - 1]];
    } else if (
      t.norm === "as" &&
      ["a", "an"].includes(tokens[t.index + 1]?.norm ?? "") &&
      PARTS_OF.has(tokens[t.index + 2]?.norm ?? "") &&
      tokens[t.index + 3]?.norm === "of"
    ) {
      // "tax as a percentage of the net amount": one amount over another, a percentage unless a fraction is asked
      const a = ending(t.index);
      const det = ["the", "its", "their", "our"].includes(tokens[t.index + 4]?.norm ?? "") ? 1 : 0;
      const b = at(t.index + 4 + det);
      if (numeric(a) && numeric(b)) pair = [a, b, [t.index, t.index + 1, t.index + 2, t.index + 3, t.index + 4]];
      percent = !FRACTION_WORDS.has(tokens[t.index + 2].norm);
    } else if (t.norm === "per") {
      // "population per area": both sides amounts of one row, not a grouping ("revenue per customer")
      const a = ending(t.index);
      const b = at(t.index + 1);
      // ("average rating per review year": a year after it groups)
      if (
        numeric(a) &&
        numeric(b) &&
        a.column.table === b.column.table &&
        b.end - b.start >= 1 &&
        !isYearLike(b.column)
      )
        pair = [a, b, [t.index]];
    }
    if (!pair || pair[0].column.table !== pair[1].column.table) continue;
    const [a, b, words] = pair;
    use(state, ...words);
    useLink(state, a);
    useLink(state, b);
    noteTable(state, a.column.table);
    if (percent)
      return {
        column: a.column.ref,
        over: b.column.ref,
        scale: 100,
        alias: `${a.column.column.name}_pct_of_${b.column.column.name}`,
      };
    return { column: a.column.ref, over: b.column.ref, alias: ratioAlias(a.column, b.column) };
  }
  return undefined;
}

/**
 * "the ratio of deliveries to shops", "ratio of the number of bouquets to the number of growers": the rows of one table
 * counted over those of another. Only when the question says nothing else: a condition would have to say which side
 * it holds on.
 */
export function applyTableRatio(state: ParseState): boolean {
  const tokens = state.tokens;
  const r = tokens.findIndex((t, i) => RATIO_WORDS.has(t.norm) && tokens[i + 1]?.norm === "of");
  if (r < 0) return false;
  const side = (from: number) => {
    let i = from;
    const lead = ["the", "total", "number", "count", "of", "all"];
    while (lead.includes(tokens[i]?.norm ?? "")) i++;
    const link = state.links.find((l) => l.start === i);
    return link?.kind === "table"
      ? { link, words: Array.from({ length: link.end - from }, (_, k) => from + k) }
      : undefined;
  };
  const a = side(r + 2);
  const b =
    a && ["to", "over", "versus", "vs"].includes(tokens[a.link.end]?.norm ?? "") ? side(a.link.end + 1) : undefined;
  if (!a || !b || a.link.kind !== "table" || b.link.kind !== "table" || a.link.table === b.link.table) return false;
  const others = state.links.filter((l) => l !== a.link && l !== b.link);
  if (others.length || state.dates.length || state.grain || state.cues.groupers.length) return false;
  use(state, r, r + 1, a.link.end, ...a.words, ...b.words);
  // "in the database", "overall": the whole tables
  for (const t of tokens)
    if (["in", "the", "database", "overall", "altogether", "?", "."].includes(t.norm) && t.index > b.link.end - 1)
      use(state, t.index);
  useLink(state, a.link);
  useLink(state, b.link);
  noteTable(state, a.link.table);
  const ir = state.ir;
  ir.table = a.link.table.name;
  ir.select = [
    { agg: "count", alias: `${a.link.table.name}_per_${b.link.table.name}`.toLowerCase().replace(/[^a-z0-9_]+/g, "_") },
  ];
  ir.countOver = b.link.table.name;
  return true;
}

function ratioAlias(a: ColumnInfo, b: ColumnInfo): string {
  return `${a.column.name}_per_${b.column.name}`.toLowerCase().replace(/[^a-z0-9_]+/g, "_");
}

const WHOLE_WORDS = new Set(["total", "all", "overall", "every", "entire"]);

/**
 * "the ratio of parcels over 5 kg to parcels under 1 kg", "the proportion of orders with a coupon out of all
 * orders": the conditions said before the ratio's "to" pick the rows counted above the line, the first one said after
 * it those below (none when the rows below are all of them); conditions said elsewhere hold on both sides.
 */
export function applyConditionRatio(state: ParseState) {
  const tokens = state.tokens;
  const r = tokens.findIndex(
    (t, i) => RATIO_WORDS.has(t.norm) && ["of", "between"].includes(tokens[i + 1]?.norm ?? ""),
  );
  const ir = state.ir;
  if (
    r < 0 ||
    ir.dimensions.some((d) => !d.grain && ir.filters.some((f) => sameColumn(f.column, d.column))) ||
    ir.select.some((m) => m.over || m.share || m.agg === "count_distinct")
  )
    return;
  const j = tokens.findIndex(
    (t, i) => i > r + 2 && (SPLITS.has(t.norm) || (t.norm === "out" && tokens[i + 1]?.norm === "of")),
  );
  if (j < 0) return;
  const said = (from: number, to: number) => state.filters.filter((f) => f.at > from && f.at < to && !f.related);
  const above = said(r, j);
  const rest = said(j, tokens.length).sort((a, b) => a.at - b.at);
  const start = tokens[j].norm === "out" ? j + 2 : j + 1;
  const whole = tokens[j].norm === "out" || tokens.slice(start, start + 3).some((t) => WHOLE_WORDS.has(t.norm));
  const below = whole ? [] : rest.slice(0, 1);
  if (!above.length || (!whole && !below.length)) return;
  const same = (f: Filter) => (g: Filter) =>
    sameColumn(f.column, g.column) && f.op === g.op && f.value === g.value && f.value2 === g.value2;
  const strip = (list: Filter[]) => list.map(({ at: _at, ...f }: Filter & { at?: number }) => f);
  ir.filters = ir.filters.filter((f) => ![...above, ...below].some(same(f)));
  // the rows are counted unless an amount other than the conditions' own columns is named ("the ratio of the rent
  // paid by Depot 4 to the rent paid by Depot 9" adds up the rents)
  const own = (ref?: ColumnRef) => [...above, ...below].some((f) => sameColumn(f.column, ref));
  const amount = (m: Measure) =>
    m.agg !== "count" &&
    !!m.column &&
    !own(m.column) &&
    !!findColumn(state.index, m.column)?.numeric &&
    !findColumn(state.index, m.column)?.key;
  // an amount said on both sides, "the weight of A to the weight of B"
  const sides = state.links.filter((l): l is ColumnLink => numeric(l) && l.start > r && !own(l.column.ref));
  const named = sides.find((l) => l.start < j && sides.some((k) => k.start > j && k.column === l.column));
  const measured = ir.select.find(amount);
  const sum = measured
    ? { ...measured, agg: measured.agg ?? "sum" }
    : named
      ? { agg: "sum" as const, column: named.column.ref, alias: "" }
      : undefined;
  if (named && !measured) for (const l of sides) if (l.column === named.column) useLink(state, l);
  ir.select = [
    {
      agg: sum?.agg ?? "count",
      column: sum?.column,
      where: strip(above),
      overWhere: below.length ? strip(below) : undefined,
      share: true,
      fraction: true,
      alias: "ratio",
    },
  ];
  ir.order = ir.dimensions.length
    ? ir.order.filter(
        (o) =>
          o.target.kind !== "measure" || ir.dimensions.some((d) => d.alias === (o.target as { alias: string }).alias),
      )
    : [];
  ir.limit = undefined;
  ir.distinct = undefined;
  use(state, r, r + 1, j);
  // the rows named on each side ("parcels … to parcels …") are the rows counted
  const counted = new Set([ir.table, ...[...above, ...below].map((f) => f.column.table)]);
  for (const l of state.links)
    if (l.kind === "table" && l.start > r && !state.assigned.has(l) && counted.has(l.table.name)) useLink(state, l);
  if (state.cues.share !== undefined && RATIO_WORDS.has(tokens[state.cues.share].norm)) state.cues.share = undefined;
}

const RATIO_WORDS = new Set(["ratio", "proportion"]);
const SPLITS = new Set(["to", "versus", "vs", "over", "against"]);
