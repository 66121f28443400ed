// Comparison forms: "how many more A than B", "difference between A and B".
import { valueFilter, phraseOf } from "./value-filters";
import type { Filter } from "../ir";
import type { Link } from "./link";
import type { Measure } from "../ir";
import { measureAlias } from "./measure-alias";
import { isYearLike } from "../model/years";
import { noteTable, type ParseState, use, useLink } from "./parse-state";
import type { ColumnInfo } from "../model/schema-index";
import { ADJECTIVE_MEASURES } from "../schema/lexicon";
import { holdsDurations } from "../model/durations";
import { stem } from "../schema/stem";

type ValueLink = Link & { kind: "value" };

export function applyDifference(state: ParseState): boolean {
  const cue = state.cues.difference;
  if (!cue) return false;
  const from = cue.tokens.at(-1)!;
  const splitWord = cue.absolute ? "and" : "than";
  // "how many more medals did A win over B", "… compared to B": the same split as "than"
  const split = state.tokens.findIndex(
    (t, i) =>
      i > from &&
      (t.norm === splitWord ||
        (cue.absolute && t.norm === "vs") ||
        (!cue.absolute && (t.norm === "over" || t.norm === "compared" || t.norm === "versus" || t.norm === "vs"))),
  );
  if (split < 0) return false;
  const values = state.links.filter(
    (l): l is ValueLink => l.kind === "value" && !state.assigned.has(l) && l.start > from,
  );
  const left = values.filter((l) => l.end <= split);
  const right = values.filter((l) => l.start > split);
  if (!left.length || !right.length) return yearDifference(state, from, split, cue);
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
    const between = state.tokens.findIndex(
      (t, i) => i > from && i < leftLink.start && (t.norm === "between" || t.norm === "in" || t.norm === "of"),
    );
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
  if (cue.direction === -1)
    state.ir.difference = {
      ...state.ir.difference,
      left: state.ir.difference.right,
      right: state.ir.difference.left,
      leftLabel: state.ir.difference.rightLabel,
      rightLabel: state.ir.difference.leftLabel,
    };
  return true;
}

/** "the difference between the points in 1988 and in 1995": two years of the sheet's year column are the two sides. */
function yearDifference(
  state: ParseState,
  from: number,
  split: number,
  cue: NonNullable<ParseState["cues"]["difference"]>,
): boolean {
  const yearAt = (lo: number, hi: number) =>
    state.tokens.filter(
      (t) => t.index > lo && t.index < hi && t.kind === "number" && t.year && !state.used.has(t.index),
    );
  const left = yearAt(from, split).at(-1);
  const right = yearAt(split, state.tokens.length)[0];
  const tables = state.tables.length ? state.tables : state.index.tables;
  if (!left || !right || tables.length !== 1) return false;
  const dated = tables[0].columns.filter((c) => !c.key && !c.position && (c.temporal || isYearLike(c) || c.yearText));
  const column =
    dated.find((c) => c.words.includes("year")) ?? dated.find((c) => isYearLike(c)) ?? tables[0].naturalDate;
  if (!column) return false;
  use(state, ...cue.tokens, split, left.index, right.index);
  state.dates = state.dates.filter((d) => !d.tokens.includes(left.index) && !d.tokens.includes(right.index));
  // "between 2001 and 2003" is the two sides, not a range
  state.cues.comparisons = state.cues.comparisons.filter(
    (c) => ![c.numberIndex, c.number2Index].some((i) => i === left.index || i === right.index),
  );
  noteTable(state, column.table);
  const side = (t: typeof left): Filter => ({
    column: column.ref,
    op: "eq",
    value: t.value!,
    ...(column.temporal ? { part: "year" as const } : {}),
    phrase: t.raw,
  });
  state.ir.difference = {
    left: [side(left)],
    right: [side(right)],
    leftLabel: left.raw,
    rightLabel: right.raw,
    absolute: cue.absolute,
  };
  if (cue.direction === -1)
    state.ir.difference = {
      ...state.ir.difference,
      left: state.ir.difference.right,
      right: state.ir.difference.left,
      leftLabel: right.raw,
      rightLabel: left.raw,
    };
  return true;
}

/** "the gap in membership between A and B": the numeric column named anywhere is what is subtracted. */
export function differenceMeasure(state: ParseState): Measure | undefined {
  const sides = [...(state.ir.difference?.left ?? []), ...(state.ir.difference?.right ?? [])];
  const candidates = state.links.filter(
    (l): l is Link & { kind: "column" } =>
      l.kind === "column" &&
      !state.assigned.has(l) &&
      (l.column.numeric || isYearLike(l.column)) &&
      !l.column.key &&
      !sides.some((f) => f.column.table === l.column.ref.table && f.column.column === l.column.ref.column),
  );
  const link = candidates.find((l) => !isYearLike(l.column)) ?? candidates[0];
  if (!link) return undefined;
  useLink(state, link);
  noteTable(state, link.column.table);
  return { agg: "sum", column: link.column.ref, alias: measureAlias("sum", link.column) };
}

// two small numbers joined by a dash, not part of a date ("1999-09-05") or a longer run ("3-1-2")
const SCORE = /(?<![-–—\d])\d{1,3}\s*[-–—]\s*\d{1,3}(?![-–—\d])/;

/** A column of results written "2–1", "W 21-14": most values hold two small numbers with a dash between. */
function holdsScores(column: ColumnInfo): boolean {
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  return column.text && sample.length >= 2 && sample.filter((v) => SCORE.test(v)).length >= sample.length * 0.6;
}

/**
 * "the score difference of the match against Harbour Lions", "the goal margin on May 3": with no two sides to subtract,
 * the difference is the one inside a result written "2–1".
 */
export function applyMargin(state: ParseState): Measure | undefined {
  const cue = state.cues.difference;
  if (!cue?.absolute) return undefined;
  // "the difference between the wins and the losses" has two sides, even when neither is a value of the sheet
  if (state.tokens.some((t, i) => i > cue.tokens.at(-1)! && (t.norm === "and" || t.norm === "vs"))) return undefined;
  const named = state.links.find(
    (l): l is Link & { kind: "column" } => l.kind === "column" && !state.assigned.has(l) && holdsScores(l.column),
  );
  const table =
    named?.column.table ?? state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  const scores = table?.columns.filter(holdsScores) ?? [];
  const column =
    named?.column ??
    scores.find((c) => c.words.some((w) => ["score", "result"].includes(w))) ??
    (scores.length === 1 ? scores[0] : undefined);
  if (!column) return undefined;
  if (named) useLink(state, named);
  use(state, ...cue.tokens);
  noteTable(state, column.table);
  return { column: column.ref, alias: "difference", margin: true };
}

/**
 * "the difference between the club with the most wins and the club with the fewest", "the gap between the highest and
 * the lowest score": the largest value less the smallest one.
 */
export function applyRange(state: ParseState): Measure | undefined {
  const cue = state.cues.difference;
  if (!cue?.absolute) return undefined;
  const from = cue.tokens.at(-1)!;
  const sups = state.cues.superlatives.filter((s) => s.index > from && !s.limit);
  const high = sups.find((s) => s.direction === "desc");
  const low = sups.find((s) => s.direction === "asc");
  if (!high || !low || sups.length !== 2) return undefined;
  const usable = (c: ColumnInfo) => (c.numeric || holdsDurations(c)) && !c.key && !c.position && !isYearLike(c);
  const columns = state.links.filter(
    (l): l is Link & { kind: "column" } => l.kind === "column" && !state.assigned.has(l) && usable(l.column),
  );
  // the column named right after a superlative ("the most wins"), else any numeric column named, else the adjective's own
  const link =
    columns.find((l) => sups.some((s) => l.start > s.index && l.start <= s.index + 3)) ??
    columns.find((l) => l.start > from) ??
    columns[0];
  let column: ColumnInfo | undefined = link?.column;
  if (!column) {
    const tables = state.tables.length ? state.tables : state.index.tables;
    for (const s of sups) {
      const entry = ADJECTIVE_MEASURES[state.tokens[s.index].norm];
      const found =
        entry &&
        entry.words
          .map((w) => tables.flatMap((t) => t.columns).find((c) => usable(c) && c.words.includes(stem(w))))
          .find(Boolean);
      if (found) {
        column = found;
        break;
      }
    }
  }
  // "the crew with the most pennants" where no column is named for what is counted: the sheet's total
  if (
    !column &&
    sups.every(
      (s) =>
        state.tokens[s.index].norm === "most" ||
        state.tokens[s.index].norm === "least" ||
        state.tokens[s.index].norm === "fewest",
    )
  ) {
    const tables = state.tables.length ? state.tables : state.index.tables;
    column =
      tables.length === 1
        ? tables[0].columns.find((c) => usable(c) && c.words.length === 1 && c.words[0] === "total")
        : undefined;
  }
  if (!column) return undefined;
  for (const l of columns.filter((l) => l.column === column)) useLink(state, l);
  use(state, ...cue.tokens, ...sups.flatMap((s) => s.tokens));
  state.cues.superlatives = state.cues.superlatives.filter((s) => !sups.includes(s));
  noteTable(state, column.table);
  return { agg: "max", column: column.ref, alias: "difference", range: true };
}

const YEAR_WORDS = new Set([
  "year",
  "years",
  "date",
  "dates",
  "founded",
  "foundation",
  "founding",
  "established",
  "built",
  "completed",
  "completion",
  "born",
  "birth",
  "created",
  "creation",
  "opened",
  "released",
  "older",
  "younger",
]);

/**
 * "the difference in years between A and B", "the difference in medals between A and B", where A and B each name one row:
 * counting them is always zero, so the rows' year (when years are asked for) or their total is subtracted.
 */
export function namedRowsMeasure(state: ParseState): Measure | undefined {
  const diff = state.ir.difference;
  if (!diff || diff.left.length !== 1 || diff.right.length !== 1) return undefined;
  const [l, r] = [diff.left[0], diff.right[0]];
  if (l.op !== "eq" || r.op !== "eq" || typeof l.value !== "string" || typeof r.value !== "string") return undefined;
  const table = state.index.tables.find((t) => t.name === l.column.table);
  const named = table?.columns.find((c) => c.ref.column === l.column.column);
  if (!table || !named || named.distinct === undefined || named.distinct < table.table.rowEstimate * 0.8)
    return undefined;
  const usable = (c: ColumnInfo) => !c.key && !c.position && c !== named;
  if (state.tokens.some((t) => YEAR_WORDS.has(t.norm) && !state.used.has(t.index))) {
    const dated = table.columns.filter((c) => usable(c) && (isYearLike(c) || c.yearText));
    // "the completion dates of A and B": the column the question names by a word, else a column of years
    const said = (c: ColumnInfo) =>
      c.words.some(
        (w) => w.length >= 4 && state.tokens.some((t) => t.norm.length >= 4 && t.norm.slice(0, 5) === w.slice(0, 5)),
      );
    const years = dated.find(said) ?? dated.find((c) => isYearLike(c) && c.numeric) ?? dated[0];
    if (!years) return undefined;
    noteTable(state, table);
    return { agg: "sum", column: years.ref, alias: "difference", years: !years.numeric };
  }
  const total = table.columns.find((c) => usable(c) && c.numeric && c.words.length === 1 && c.words[0] === "total");
  if (!total) return undefined;
  noteTable(state, table);
  return { agg: "sum", column: total.ref, alias: "difference" };
}
