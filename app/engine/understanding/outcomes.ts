// Outcomes: results columns ("W 44–6", "Won", "Runner-up") and the tallies of wins, losses and draws a count asks for.
import type { Measure } from "../ir";
import { valueKey, type ColumnInfo, type TableInfo } from "../model/schema-index";
import { dict, stem } from "../schema/stem";
import { measureAlias } from "./measure-alias";
import { type ParseState, use, useLink } from "./parse-state";

type Outcome = "win" | "loss" | "draw";
/** How results read in a cell ("W 44–6", "Won", "Runner-up", "D") and how a question names them ("won", "losses", "ties"). */
const OUTCOME_VALUES: Record<Outcome, RegExp> = {
  win: /^(w|won|win|wins|winner|winners|victory|champion|champions)( |$)/,
  loss: /^(l|lost|loss|lose|runner up|runners up|defeat|defeated|finalist)( |$)/,
  draw: /^(d|t|draw|drawn|drew|tie|tied|ties)( |$)/,
};
const OUTCOME_SQL: Record<Outcome, string> = {
  win: "^ *(w|won|win|wins|winner|winners|victory|champion|champions)([^a-z]|$)",
  loss: "^ *(l|lost|loss|lose|runner.up|runners.up|defeat|defeated|finalist)([^a-z]|$)",
  draw: "^ *(d|t|draw|drawn|drew|tie|tied|ties)([^a-z]|$)",
};
export const OUTCOME_WORDS: Record<string, Outcome> = dict({
  win: "win",
  wins: "win",
  won: "win",
  winning: "win",
  victory: "win",
  victories: "win",
  lose: "loss",
  loses: "loss",
  lost: "loss",
  losing: "loss",
  loss: "loss",
  losses: "loss",
  defeat: "loss",
  defeats: "loss",
  defeated: "loss",
  draw: "draw",
  draws: "draw",
  drew: "draw",
  drawn: "draw",
  tie: "draw",
  ties: "draw",
  tied: "draw",
});
const RESULT_NAMES = new Set(["result", "outcome", "res", "decision", "w", "wl"].map(stem));
const outcomeCache = new WeakMap<ColumnInfo, Set<Outcome> | null>();

/** The outcomes a column holds when it reads as a results column ("W 3–1", "Winner/Runner-up", "Won/Nominated"). */
function outcomesOf(column: ColumnInfo): Set<Outcome> | undefined {
  if (outcomeCache.has(column)) return outcomeCache.get(column) ?? undefined;
  const values = (column.column.sampleValues ?? []).map(valueKey).filter(Boolean);
  const held = new Set<Outcome>();
  let matched = 0;
  for (const v of values) {
    const kind = (Object.keys(OUTCOME_VALUES) as Outcome[]).find((k) => OUTCOME_VALUES[k].test(v));
    if (kind) {
      held.add(kind);
      matched++;
    }
  }
  const named = column.words.some((w) => RESULT_NAMES.has(w));
  const ok =
    column.text && values.length > 0 && held.size > 0 && (matched >= values.length * 0.6 || (named && matched > 0));
  outcomeCache.set(column, ok ? held : null);
  return ok ? held : undefined;
}

/**
 * "how many fixtures did they win", "number of defeats": counting rows whose results column holds that outcome
 * (W/L/D, Won/Lost, Winner/Runner-up), when the outcome word is not itself a column or a value of the question.
 */
export function applyOutcomeFilter(state: ParseState, measures: Measure[], negated: (at: number) => boolean): void {
  const rows =
    measures.length === 1 &&
    (measures[0].agg === "count"
      ? !measures[0].column
      : measures[0].agg === "count_distinct" && state.cues.distinct === undefined);
  if (!state.cues.count || measures.length !== 1) return;
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return;
  if (outcomeTally(state, table, measures, negated)) return;
  if (!rows) return;
  const at = state.tokens.findIndex(
    (t, i) => OUTCOME_WORDS[t.norm] && !state.links.some((l) => l.kind !== "value" && l.start <= i && i < l.end),
  );
  if (at < 0 || negated(at)) return;
  const outcome = OUTCOME_WORDS[state.tokens[at].norm];
  const columns = table.columns.filter((c) => outcomesOf(c)?.has(outcome));
  if (columns.length !== 1) return;
  const column = columns[0];
  if (!state.filters.some((f) => f.column.table === column.ref.table && f.column.column === column.ref.column)) {
    if (state.links.some((l) => l.start <= at && at < l.end)) return;
    use(state, at);
    state.filters.push({
      column: column.ref,
      op: "matches",
      value: OUTCOME_SQL[outcome],
      phrase: state.tokens[at].raw,
      at,
    });
  }
  // "how many awards did she win": each win is a row, even where the award's name repeats
  measures[0] = { agg: "count", alias: "count" };
}

const GAMES_WORDS = new Set(["game", "match", "played", "gp", "fixture", "contest", "bout", "race"].map(stem));
const OUTCOME_TALLIES: Record<Outcome, Set<string>> = {
  win: new Set(["w", "won", "win", "wins", "victories"]),
  loss: new Set(["l", "lost", "loss", "losses", "defeats"]),
  draw: new Set(["d", "t", "drawn", "draw", "draws", "tie", "ties", "tied"]),
};

/**
 * "how many fixtures did the Harbour Lions win" over a standings table: the verb names the column that tallies that outcome
 * (Won, Lost, Draws), summed over the rows asked about, instead of counting rows or summing games played.
 */
function outcomeTally(
  state: ParseState,
  table: TableInfo,
  measures: Measure[],
  negated: (at: number) => boolean,
): boolean {
  const cue = state.cues.count!;
  if (cue.times) return false;
  const at = state.tokens.findIndex(
    (t, i) => i > cue.tokens.at(-1)! + 1 && OUTCOME_WORDS[t.norm] && ["verb", "column"].includes(linkKindAt(state, i)),
  );
  if (at < 0 || negated(at)) return false;
  const names = OUTCOME_TALLIES[OUTCOME_WORDS[state.tokens[at].norm]];
  const tally = table.columns.filter(
    (c) => c.numeric && !c.key && !c.position && names.has(c.column.name.toLowerCase()),
  );
  if (tally.length !== 1) return false;
  const column = tally[0];
  const measure = measures[0];
  const countsRows =
    (measure.agg === "count" || measure.agg === "count_distinct") &&
    state.filters.every(
      (f) =>
        (f.op === "eq" || f.op === "matches" || f.op === "contains") &&
        typeof f.value === "string" &&
        !state.tokens[f.at]?.value,
    );
  // "the number of games they won" sums wins, not games played; "points won" stays points
  const played = table.columns.find((c) => c.ref.column === measure.column?.column);
  const sumsOther =
    measure.agg === "sum" && !!played && played !== column && played.words.some((w) => GAMES_WORDS.has(w));
  if (!countsRows && !sumsOther) return false;
  const link = state.links.find((l) => l.start <= at && at < l.end);
  if (link) useLink(state, link);
  use(state, at);
  measures[0] = { agg: "sum", column: column.ref, alias: measureAlias("sum", column) };
  return true;
}

/** "verb" for a word no link covers, else the kind of the link covering it. */
function linkKindAt(state: ParseState, i: number): string {
  const link = state.links.find((l) => l.start <= i && i < l.end);
  return link
    ? link.kind === "column" && link.end - link.start === 1 && !state.assigned.has(link)
      ? "column"
      : link.kind
    : "verb";
}
