// Spans of years: a column of year ranges ("1950–1957"), or a start and an end column ("Took office", "Left office");
// "who served the longest" ranks by the years between.
import type { ColumnInfo, TableInfo } from "../model/schema-index";
import { stem } from "../schema/stem";
import type { Superlative } from "./cues";
import { isYearLike } from "../model/years";
import { noteTable, type ParseState, use } from "./parse-state";
import type { Ranking } from "./ranking";

const SPAN_WORDS = new Set(["longest", "shortest"]);
const SPAN_TIME = new Set(["time", "years", "term", "tenure", "period"]);
const SPAN_STARTS = new Set(
  [
    "took",
    "start",
    "started",
    "began",
    "begun",
    "begin",
    "from",
    "introduced",
    "opened",
    "appointed",
    "elected",
    "assumed",
    "entered",
    "joined",
    "since",
    "inaugurated",
    "birth",
    "born",
  ].map(stem),
);
const SPAN_ENDS = new Set(
  [
    "left",
    "end",
    "ended",
    "until",
    "to",
    "retired",
    "discontinued",
    "closed",
    "expired",
    "departed",
    "withdrawn",
    "resigned",
    "finished",
    "death",
    "died",
  ].map(stem),
);

/** Most values hold two years: "1950–1957", "May 1962 – June 1970". */
export function spansYears(column: ColumnInfo): boolean {
  const filled = (column.column.sampleValues ?? []).filter((v) => v.trim());
  const ranged = filled.filter((v) => (v.match(/(?<![0-9])(1[5-9]|20)[0-9]{2}(?![0-9])/g) ?? []).length >= 2);
  return column.text && filled.length >= 3 && ranged.length >= filled.length * 0.6;
}

/** A column whose values are years or dates: a start or an end of a span. */
function holdsYears(column: ColumnInfo): boolean {
  return !column.position && !column.key && (column.temporal || column.yearText || isYearLike(column));
}

/** "Took office" … "Left office", "Year begun" … "Year discontinued": an end column and the start column before it. */
export function spanColumns(table: TableInfo): { start: ColumnInfo; end?: ColumnInfo } | undefined {
  const dated = table.columns.filter(holdsYears);
  // header words as written: "From" and "To" are function words the linker drops
  const said = (c: ColumnInfo, words: Set<string>) =>
    c.column.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => w && words.has(stem(w)));
  for (const end of dated.filter((c) => said(c, SPAN_ENDS))) {
    const start = dated.filter((c) => c.ordinal < end.ordinal && said(c, SPAN_STARTS)).at(-1);
    if (start) return { start, end };
  }
  const single = table.columns.find((c) => !c.position && spansYears(c));
  return single ? { start: single } : undefined;
}

/** "who served the longest", "the most time in office": no length column, so the years between a start and an end. */
export function timeSpan(state: ParseState, cue: Superlative): Ranking | undefined {
  const word = state.tokens[cue.index].norm;
  const next = state.tokens.slice(cue.index + 1, cue.index + 4);
  const timed = next.find(
    (t) =>
      SPAN_TIME.has(t.norm) &&
      !state.links.some(
        (l) =>
          l.kind === "column" &&
          l.start <= t.index &&
          t.index < l.end &&
          !SPAN_TIME.has(stem(l.column.column.name.toLowerCase())),
      ),
  );
  if (!SPAN_WORDS.has(word) && !((word === "most" || word === "least") && timed)) return undefined;
  const tables = state.tables.length ? state.tables : state.index.tables;
  for (const table of tables) {
    const span = spanColumns(table);
    if (!span) continue;
    if (timed) use(state, timed.index);
    noteTable(state, table);
    const direction = word === "shortest" || word === "least" ? "asc" : "desc";
    return { cue: { ...cue, direction }, span };
  }
  return undefined;
}
