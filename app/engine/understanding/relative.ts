// Comparisons with another row's value: "more votes than Smith", "taller than Alder Hut", "the same year as Birch Shelter".
import type { Filter } from "../ir";
import { ADJECTIVE_MEASURES } from "../schema/lexicon";
import type { Link } from "./link";
import { valueFilter } from "./value-filters";
import { candidatePool, linkAfter, linkBefore, noteTable, type ParseState, use, useLink } from "./parse-state";
import { isYearLike } from "../model/years";
import type { ColumnInfo } from "../model/schema-index";
import { stem } from "../schema/stem";

type ColumnLink = Link & { kind: "column" };

export function applyRelative(state: ParseState): boolean {
  const cue = state.cues.relative;
  if (!cue) return false;
  const anchor = linkAfter(state, cue.than, ["value"], 2) as (Link & { kind: "value" }) | undefined;
  if (!anchor) return false;
  const named = comparedColumn(state, cue.tokens[0], cue.than);
  const column = named?.column ?? impliedColumn(state, cue.tokens[0], cue.op);
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
