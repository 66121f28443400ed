// "the ratio of A to B", "A to B ratio", "A per B": one amount over another of the same rows, summed per group first
// (a ratio of sums, as BI tools compute it) or row by row when nothing is grouped.
import type { Measure } from "../plan/ir";
import type { Link } from "./linking";
import { noteTable, type ParseState, use, useLink } from "./parse-state";
import type { ColumnInfo } from "../schema/schema-index";

type ColumnLink = Link & { kind: "column" };

const numeric = (l: Link | undefined): l is ColumnLink => l?.kind === "column" && l.column.numeric && !l.column.key && !l.column.temporal;

export function applyRatio(state: ParseState): Measure | undefined {
  const tokens = state.tokens;
  const at = (i: number) => state.links.find((l) => l.start === i && !state.assigned.has(l));
  const ending = (i: number) => state.links.find((l) => l.end === i && !state.assigned.has(l));
  for (const t of tokens) {
    if (state.used.has(t.index)) continue;
    let pair: [ColumnLink, ColumnLink, number[]] | undefined;
    if (t.norm === "ratio" || t.norm === "proportion") {
      // "ratio of A to B", "ratio between A and B"
      const first = at(t.index + 2);
      const joiner = first ? tokens[first.end] : undefined;
      const second = joiner && (joiner.norm === "to" || joiner.norm === "and" || joiner.norm === "over") ? at(first!.end + 1) : undefined;
      if (["of", "between"].includes(tokens[t.index + 1]?.norm ?? "") && numeric(first) && numeric(second)) pair = [first, second, [t.index, t.index + 1, first.end]];
      // "A to B ratio"
      const before = ending(t.index);
      const a = before && tokens[before.start - 1]?.norm === "to" ? ending(before.start - 1) : undefined;
      if (!pair && numeric(a) && numeric(before)) pair = [a, before, [t.index, before.start - 1]];
    } else if (t.norm === "per") {
      // "population per area": both sides amounts of one row, not a grouping ("revenue per customer")
      const a = ending(t.index);
      const b = at(t.index + 1);
      if (numeric(a) && numeric(b) && a.column.table === b.column.table && b.end - b.start >= 1) pair = [a, b, [t.index]];
    }
    if (!pair || pair[0].column.table !== pair[1].column.table) continue;
    const [a, b, words] = pair;
    use(state, ...words);
    useLink(state, a);
    useLink(state, b);
    noteTable(state, a.column.table);
    return { column: a.column.ref, over: b.column.ref, alias: ratioAlias(a.column, b.column) };
  }
  return undefined;
}

function ratioAlias(a: ColumnInfo, b: ColumnInfo): string {
  return `${a.column.name}_per_${b.column.name}`.toLowerCase().replace(/[^a-z0-9_]+/g, "_");
}
