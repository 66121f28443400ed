// Comparisons with another row's value: "more votes than Smith", "taller than Alder Hut", "the same year as Birch Shelter".
import type { Filter } from "../ir";
import { ADJECTIVE_MEASURES } from "../schema/lexicon";
import type { Link } from "./link";
import { valueFilter } from "./value-filters";
import { candidatePool, linkAfter, linkBefore, noteTable, type ParseState, use, useLink } from "./parse-state";
import { isYearLike } from "../model/years";
import type { ColumnInfo } from "../model/schema-index";
import { stem } from "../schema/stem";
import { MONEY_WORDS } from "./comparison-columns";
import { standsForGroups } from "./choice";
import { headcountColumn } from "./headcounts";

type ColumnLink = Link & { kind: "column" };

export function applyRelative(state: ParseState): boolean {
  const cue = state.cues.relative;
  if (!cue) return false;
  const anchor = linkAfter(state, cue.than, ["value"], 2) as (Link & { kind: "value" }) | undefined;
  if (!anchor) return cue.op !== "eq" && applyColumnPair(state);
  const named = comparedColumn(state, cue.tokens[0], cue.than);
  const column = named?.column ?? impliedColumn(state, cue.tokens[0], cue.op);
  if (cue.op !== "eq" && comparesGroups(state, anchor, column)) {
    // both sides are values of one column that groups rows: the choice between them answers per group
    use(state, cue.than);
    return false;
  }
  if (!column || (cue.op !== "eq" && !(column.numeric || column.temporal || isYearLike(column)))) return false;
  const target = valueFilter(state, anchor);
  if (!target || target.op !== "eq") return false;
  const { at: _at, ...other } = target;
  if (named) useLink(state, named);
  useLink(state, anchor);
  use(state, ...cue.tokens);
  noteTable(state, column.table);
  const phrase = state.tokens
    .slice(cue.tokens[0], anchor.end)
    .map((t) => t.raw)
    .join(" ");
  state.filters.push({ column: column.ref, op: cue.op, than: [other], phrase, at: cue.tokens[0] });
  // "which other ferry … the same launch year as the Kestrel Four": the named row is not its own answer
  if (cue.op === "eq") state.filters.push({ ...other, op: "neq", at: anchor.start });
  return true;
}

/**
 * "kiosks with more stalls than benches", "parcels delivered later than their due date": two columns of one row
 * compared, both amounts or both dates — the one named between the comparative and "than" (or just before it) and
 * the one just after "than".
 */
function applyColumnPair(state: ParseState): boolean {
  const cue = state.cues.relative!;
  const named = comparedColumn(state, cue.tokens[0], cue.than);
  const after = linkAfter(state, cue.than, ["column"], 3);
  if (!named || after?.kind !== "column" || after.column === named.column) return false;
  const [a, b] = [named.column, after.column];
  const kind = (c: ColumnInfo) => (c.temporal ? "date" : c.numeric && !c.key && !c.position ? "amount" : undefined);
  if (a.table !== b.table || !kind(a) || kind(a) !== kind(b)) return false;
  useLink(state, named);
  useLink(state, after);
  use(state, ...cue.tokens);
  noteTable(state, a.table);
  const phrase = state.tokens
    .slice(Math.min(named.start, cue.tokens[0]), after.end)
    .map((t) => t.raw)
    .join(" ");
  state.filters.push({ column: a.ref, op: cue.op, other: b.ref, phrase, at: cue.tokens[0] });
  return true;
}

/**
 * "do ferns cost more than palms", "are oaks heavier than birches": the row after "than" shares its column with a
 * value named before it, and that column's values each stand for many rows of what is compared — rows of another
 * table, or a column repeating its values. A question asking "which"/"who" stays a comparison with one row.
 */
function comparesGroups(
  state: ParseState,
  anchor: Link & { kind: "value" },
  compared: ColumnInfo | undefined,
): boolean {
  if (state.cues.wh) return false;
  const columns = new Set(anchor.entries.map((e) => e.column));
  const other = state.links.some(
    (l) =>
      l.kind === "value" && l.end <= state.cues.relative!.tokens[0] && l.entries.some((e) => columns.has(e.column)),
  );
  return other && [...columns].some((c) => standsForGroups(c, compared?.table));
}

/** The column between the comparative and "than" ("more votes than"), or just before it ("a height greater than"). */
function comparedColumn(state: ParseState, from: number, than: number): ColumnLink | undefined {
  const inside = state.links.find(
    (l): l is ColumnLink => l.kind === "column" && !state.assigned.has(l) && l.start > from && l.end <= than,
  );
  if (inside) return inside;
  const before = linkBefore(state, from, ["column"], 2);
  return before?.kind === "column" ? before : undefined;
}

/** "taller than" compares heights; "more … than" with no column named compares a table's total. */
function impliedColumn(state: ParseState, at: number, op: Filter["op"]): ColumnInfo | undefined {
  const pool = candidatePool(state).filter((c) => c.numeric && !c.key && !c.position);
  const word = state.tokens[at].norm.replace(/er$/, "est").replace(/ier$/, "iest");
  const adjective = ADJECTIVE_MEASURES[word] ?? ADJECTIVE_MEASURES[word.replace(/rest$/, "est")];
  if (adjective) {
    for (const w of adjective.words) {
      const column = pool.find((c) => c.words.includes(stem(w)));
      if (column) return column;
    }
  }
  return op === "eq" ? undefined : pool.find((c) => c.words.includes("total"));
}

/**
 * "products priced above the average", "orders larger than the average order": the column against its own mean over
 * every row — the column named around the cue, else the one the comparative's adjective measures, else the only amount.
 */
export function applyAverage(state: ParseState): boolean {
  const cue = state.cues.average;
  if (!cue) return false;
  // "above the Kiosk average" is the mean of one group's rows, not of every row
  if (state.links.some((l) => l.kind === "value" && l.start > cue.tokens[0] && l.end <= cue.at)) return false;
  const measured = (l: Link | undefined): l is ColumnLink =>
    l?.kind === "column" && !state.assigned.has(l) && l.column.numeric && !l.column.key && !l.column.position;
  const named = [
    state.links.find((l) => l.start > cue.tokens[0] && l.end <= cue.at && measured(l)),
    linkAfter(state, cue.at, ["column"], 0),
    linkBefore(state, cue.tokens[0], ["column"], 3),
  ].find(measured);
  // "more crossings than the average ferry": the crossings counted per ferry, against their mean over every ferry
  // (a noun can link its table's own key, "hires" the hire_id)
  const counted = state.links.find(
    (l) =>
      l.start > cue.tokens[0] &&
      l.end <= cue.at &&
      (l.kind === "table" || (l.kind === "column" && l.column.column.isPrimaryKey)),
  );
  if (!named && counted?.start === cue.tokens[0] + 1 && !state.having) {
    use(state, ...cue.tokens.filter((k) => k < counted.start || k >= counted.end));
    state.having = { op: cue.op, value: 0, at: cue.tokens[0], noun: counted.start, average: true };
    return true;
  }
  const pool = candidatePool(state).filter((c) => c.numeric && !c.key && !c.position);
  const amounts = pool.filter((c) => c.words.some((w) => MONEY_WORDS.includes(w)));
  // "drew more people than average": the column counting them
  const people = named ? undefined : headcountColumn(state, cue.tokens[0] + 1, state.tables);
  const column =
    named?.column ??
    people ??
    impliedColumn(state, cue.tokens[0], cue.op) ??
    (amounts.length === 1 ? amounts[0] : undefined);
  if (!column) return false;
  if (named) useLink(state, named);
  use(state, ...cue.tokens);
  noteTable(state, column.table);
  const phrase = state.tokens
    .slice(cue.tokens[0], (named?.end ?? 0) > cue.at ? named!.end : cue.at + 1)
    .map((t) => t.raw)
    .join(" ");
  state.filters.push({ column: column.ref, op: cue.op, average: true, phrase, at: cue.tokens[0] });
  return true;
}
