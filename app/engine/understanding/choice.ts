// Choices between named rows: "who won more silver medals, Kestrel Four or Otter Eight?", "which came first, A or B?".
import type { ColumnRef, Measure } from "../ir";
import { ADJECTIVE_MEASURES } from "../schema/lexicon";
import { isYearLike } from "../model/years";
import { noteTable, type ParseState, use } from "./parse-state";
import type { Ranking } from "./ranking";
import { findColumn, type ColumnInfo } from "../model/schema-index";
import { stem } from "../schema/stem";

const HIGHER = new Set([
  "more",
  "most",
  "higher",
  "highest",
  "larger",
  "largest",
  "greater",
  "greatest",
  "bigger",
  "biggest",
  "longer",
  "longest",
  "taller",
  "tallest",
  "heavier",
  "better",
  "best",
  "later",
  "last",
  "latest",
  "newer",
  "faster",
  "deeper",
  "wider",
]);
const LOWER = new Set([
  "less",
  "least",
  "fewer",
  "fewest",
  "lower",
  "lowest",
  "smaller",
  "smallest",
  "shorter",
  "shortest",
  "earlier",
  "earliest",
  "first",
  "sooner",
  "worse",
  "worst",
  "lighter",
  "slower",
]);
const IN_TIME = new Set(["later", "last", "latest", "newer", "earlier", "earliest", "first", "sooner"]);
const RANK_WORDS = new Set(["rank", "place", "position", "pos", "finish", "seed"].map(stem));

/** The column two or more named values belong to ("Veldoria or Ostravia" → country). */
function alternatives(state: ParseState): ColumnInfo | undefined {
  const byColumn = new Map<string, Set<string>>();
  for (const f of state.filters) {
    if (f.op !== "eq" || f.than) continue;
    const key = `${f.column.table}.${f.column.column}`;
    byColumn.set(key, (byColumn.get(key) ?? new Set()).add(String(f.value)));
  }
  const [key] = [...byColumn].find(([, values]) => values.size > 1) ?? [];
  if (!key) return undefined;
  const [table, ...rest] = key.split(".");
  return findColumn(state.index, { table, column: rest.join(".") });
}

/** Picks one of the alternatives by the compared column, by position for "first/earlier", else by how many rows each has. */
export function applyChoice(state: ParseState, ranking: Ranking | undefined, measures: Measure[]): boolean {
  const options = alternatives(state);
  const at = state.tokens.findIndex((t) => HIGHER.has(t.norm) || LOWER.has(t.norm));
  if (!options || at < 0 || state.cues.count || state.cues.difference) return false;
  const word = state.tokens[at].norm;
  const column = comparedColumn(state, ranking, measures, options, word);
  const ir = state.ir;
  let direction: "asc" | "desc" = HIGHER.has(word) ? "desc" : "asc";
  use(state, at);
  noteTable(state, options.table);
  ir.dimensions = [];
  ir.limit = 1;
  ir.withTies = undefined;
  if (column) {
    // "ranked higher" means a smaller rank number
    if (column.words.some((w) => RANK_WORDS.has(w)) && ["higher", "better", "best", "highest"].includes(word))
      direction = "asc";
    ir.select = [
      { column: options.ref, alias: options.column.name },
      { column: column.ref, alias: column.column.name },
    ];
    ir.order = [{ target: { kind: "column", ref: column.ref }, direction }];
  } else if (IN_TIME.has(word) && timeColumn(options)) {
    // "which came out first, A or B": by the sheet's date or year, not by where the rows sit
    const time = timeColumn(options)!;
    ir.select = [
      { column: options.ref, alias: options.column.name },
      { column: time.ref, alias: time.column.name },
    ];
    ir.order = [{ target: { kind: "column", ref: time.ref }, direction }];
  } else if (
    IN_TIME.has(word) ||
    !state.tokens.some((t) => ["more", "most", "less", "least", "fewer", "fewest"].includes(t.norm))
  ) {
    ir.select = [{ column: options.ref, alias: options.column.name }];
    ir.order = [{ target: { kind: "row" }, direction }];
  } else {
    ir.select = [{ agg: "count", alias: "count" }];
    ir.dimensions = [{ column: options.ref, alias: options.column.name }];
    ir.order = [{ target: { kind: "measure", alias: "count" }, direction }];
  }
  return true;
}

function timeColumn(options: ColumnInfo): ColumnInfo | undefined {
  const columns = options.table.columns.filter((c) => c !== options && !c.position);
  return (
    columns.find((c) => c.temporal) ??
    columns.find((c) => isYearLike(c)) ??
    columns.find((c) => c.yearText && !c.numericText)
  );
}

function comparedColumn(
  state: ParseState,
  ranking: Ranking | undefined,
  measures: Measure[],
  options: ColumnInfo,
  word: string,
): ColumnInfo | undefined {
  const fromMeasure: ColumnRef | undefined = measures.find(
    (m) => m.column && m.agg !== "count" && m.agg !== "count_distinct",
  )?.column;
  const ranked = ranking?.column ?? (fromMeasure ? findColumn(state.index, fromMeasure) : undefined);
  if (ranked && ranked !== options && !ranked.position) return ranked;
  const named = state.links.find(
    (l) =>
      l.kind === "column" &&
      l.column !== options &&
      (l.column.numeric || l.column.temporal || l.column.yearText || isYearLike(l.column)) &&
      !l.column.key &&
      !state.filters.some((f) => f.column.column === l.column.column.name),
  );
  if (named?.kind === "column") {
    state.assigned.add(named);
    use(state, ...Array.from({ length: named.end - named.start }, (_, k) => named.start + k));
    return named.column;
  }
  const adjective =
    ADJECTIVE_MEASURES[word] ??
    ADJECTIVE_MEASURES[word.replace(/er$/, "est")] ??
    ADJECTIVE_MEASURES[word.replace(/ier$/, "iest")];
  if (!adjective) return undefined;
  const pool = options.table.columns.filter((c) => c.numeric && !c.key && !c.position);
  for (const w of adjective.words) {
    const column = pool.find((c) => c.words.includes(stem(w)));
    if (column) return column;
  }
  return undefined;
}
