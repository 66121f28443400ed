// Comparison forms: "how many more A than B", "difference between A and B".
import { valueFilter, phraseOf } from "./filters";
import type { Filter } from "./ir";
import type { Link } from "./linking";
import type { Measure } from "./ir";
import { measureAlias } from "./measures";
import { isYearLike, noteTable, type ParseState, use, useLink } from "./parse-state";

type ValueLink = Link & { kind: "value" };

export function applyDifference(state: ParseState): boolean {
  const cue = state.cues.difference;
  if (!cue) return false;
  const from = cue.tokens.at(-1)!;
  const splitWord = cue.absolute ? "and" : "than";
  const split = state.tokens.findIndex((t, i) => i > from && (t.norm === splitWord || (cue.absolute && t.norm === "vs")));
  if (split < 0) return false;
  const values = state.links.filter((l): l is ValueLink => l.kind === "value" && !state.assigned.has(l) && l.start > from);
  const left = values.filter((l) => l.end <= split);
  const right = values.filter((l) => l.start > split);
  if (!left.length || !right.length) return false;
  // the value nearest each side of the split is the contrasted one; others are shared filters
  const leftLink = left.at(-1)!;
  const rightLink = right[0];
  const leftFilter = valueFilter(state, leftLink);
  const rightFilter = valueFilter(state, rightLink);
  if (!leftFilter || !rightFilter) return false;
  useLink(state, leftLink);
  useLink(state, rightLink);
  use(state, ...cue.tokens, split);
  if (cue.absolute) {
    const between = state.tokens.findIndex((t, i) => i > from && i < leftLink.start && (t.norm === "between" || t.norm === "in" || t.norm === "of"));
    if (between >= 0) use(state, between);
  }
  const strip = ({ at: _at, ...f }: Filter & { at: number }): Filter => f;
  state.ir.difference = {
    left: [strip(leftFilter)],
    right: [strip(rightFilter)],
    leftLabel: phraseOf(state, leftLink),
    rightLabel: phraseOf(state, rightLink),
    absolute: cue.absolute,
  };
  if (cue.direction === -1) state.ir.difference = { ...state.ir.difference, left: state.ir.difference.right, right: state.ir.difference.left, leftLabel: state.ir.difference.rightLabel, rightLabel: state.ir.difference.leftLabel };
  return true;
}

/** "the difference in population between A and B": the numeric column named anywhere is what is subtracted. */
export function differenceMeasure(state: ParseState): Measure | undefined {
  const candidates = state.links.filter((l): l is Link & { kind: "column" } => l.kind === "column" && !state.assigned.has(l) && (l.column.numeric || isYearLike(l.column)) && !l.column.key);
  const link = candidates.find((l) => !isYearLike(l.column)) ?? candidates[0];
  if (!link) return undefined;
  useLink(state, link);
  noteTable(state, link.column.table);
  return { agg: "sum", column: link.column.ref, alias: measureAlias("sum", link.column) };
}
