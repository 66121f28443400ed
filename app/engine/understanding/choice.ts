// Choices between named rows: "who won more silver medals, Kestrel Four or Otter Eight?", "which came first, A or B?".
import type { ColumnRef, Measure } from "../ir";
import { sameColumn } from "../ir";
import { measureAlias } from "./measure-alias";
import { ADJECTIVE_MEASURES, ADJECTIVE_QUANTITIES } from "../schema/lexicon";
import { TOTAL_WORDS } from "../schema/lexicon-nouns";
import { hopsBetween } from "../schema/join-planner";
import { nounsOfAdjective, nounsOfVerb } from "../schema/wordnet";
import { adjectiveRoot, infinitive, questionTags } from "./parts-of-speech";
import { isYearLike } from "../model/years";
import { linkAfter, noteTable, type ParseState, use, useLink } from "./parse-state";
import type { Ranking } from "./ranking";
import { findColumn, type ColumnInfo, type TableInfo } from "../model/schema-index";
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
  const at = comparativeAt(state);
  if (!options || at < 0 || state.cues.count || state.cues.difference) return false;
  const word = state.tokens[at].norm;
  const column = comparedColumn(state, ranking, measures, options, at);
  const ir = state.ir;
  let direction: "asc" | "desc" = LOWER.has(word) ? "asc" : "desc";
  use(state, at);
  if (state.tokens[at + 1]?.norm === "than") use(state, at + 1);
  noteTable(state, options.table);
  if (comparesGroups(state, options, column, word)) {
    // "is the average fee higher for members or for guests?", "do ferns cost more than palms?": each value names a
    // group of rows, and a question that asks no "which" wants both groups' figures side by side, the larger first.
    // An attribute compared between groups is their mean unless a total is asked ("is the total fee higher …").
    const own = measures.find(
      (m) =>
        m.agg &&
        (!column || (m.column && sameColumn(m.column, column.ref))) &&
        (m.agg !== "sum" || state.tokens.some((t) => TOTAL_WORDS.has(t.norm))),
    );
    const measure: Measure =
      own ??
      (column
        ? { agg: "avg", column: column.ref, alias: measureAlias("avg", column) }
        : { agg: "count", alias: "count" });
    // "get more enrolments than": the rows named after the comparative are the ones counted
    const counted = column ? undefined : linkAfter(state, at, ["table"], 0);
    if (counted?.kind === "table" && !own) {
      useLink(state, counted);
      noteTable(state, counted.table);
      ir.table = counted.table.name;
    }
    ir.select = [measure];
    ir.dimensions = [{ column: options.ref, alias: options.column.name }];
    ir.order = [{ target: { kind: "measure", alias: measure.alias }, direction }];
    ir.limit = undefined;
    ir.withTies = undefined;
    return true;
  }
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

/** The comparative: a word of the lists above, else an adjective the tagger calls comparative ("pricier", "dearer"). */
function comparativeAt(state: ParseState): number {
  const listed = state.tokens.findIndex((t) => HIGHER.has(t.norm) || LOWER.has(t.norm));
  if (listed >= 0) return listed;
  const tags = questionTags(state.tokens);
  return state.tokens.findIndex((t) => tags.get(t.norm)?.has("Comparative") && tags.get(t.norm)?.has("Adjective"));
}

/**
 * The named values stand for groups of rows, not for one row each: what is compared lies in another table than the
 * values' column, or the column repeats its values across its own rows. Only a comparative in a question without
 * "which"/"who" asks to set them side by side; "which has more, A or B" still names one.
 */
function comparesGroups(state: ParseState, options: ColumnInfo, column: ColumnInfo | undefined, word: string): boolean {
  // a superlative still picks one ("did A, B or C have the most …")
  if (state.cues.wh || IN_TIME.has(word) || /est$/.test(word) || ["most", "least"].includes(word)) return false;
  return standsForGroups(options, column?.table ?? state.index.tables.find((t) => t.name === state.ir.table));
}

/**
 * Each value of `values` stands for many rows of what is measured: those rows lie in another table, or the column
 * repeats its values across its own rows.
 */
export function standsForGroups(values: ColumnInfo, measured: TableInfo | undefined): boolean {
  if (measured && measured !== values.table) return true;
  return values.distinct !== undefined && values.distinct < values.table.table.rowEstimate;
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
  at: number,
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
  const quantities = quantityWords(state, at);
  if (!quantities) return undefined;
  // the options' own rows first, then the rows nearest them ("are palms taller than ferns": plants' heights)
  const pool = state.index.tables
    .map((t) => ({ t, hops: hopsBetween(state.index.catalog, options.table.name, t.name) }))
    .filter(({ hops }) => Number.isFinite(hops))
    .sort((a, b) => a.hops - b.hops)
    .flatMap(({ t }) => t.columns.filter((c) => c.numeric && !c.key && !c.position));
  for (const w of quantities) {
    const column = pool.find((c) => c.words.includes(stem(w)));
    if (column) return column;
  }
  return undefined;
}

/**
 * What a comparative measures: its adjective ("taller", "more expensive" → height, price) or the verb before it ("do
 * oaks weigh more" → weight, WordNet's nouns of the verb).
 */
function quantityWords(state: ParseState, at: number): string[] | undefined {
  const word = state.tokens[at].norm;
  const next = state.tokens[at + 1]?.norm ?? "";
  const adjective =
    ADJECTIVE_MEASURES[word]?.words ??
    ADJECTIVE_MEASURES[word.replace(/er$/, "est")]?.words ??
    ADJECTIVE_MEASURES[word.replace(/ier$/, "iest")]?.words ??
    ADJECTIVE_QUANTITIES[word] ??
    (COMPARATIVE_ADVERBS.has(word) ? ADJECTIVE_QUANTITIES[next] : undefined);
  if (adjective) {
    if (!ADJECTIVE_MEASURES[word] && COMPARATIVE_ADVERBS.has(word) && ADJECTIVE_QUANTITIES[next]) use(state, at + 1);
    return adjective;
  }
  // any other adjective: the quantity WordNet says it measures ("more profitable" → profit, "pricier" → price)
  const other = COMPARATIVE_ADVERBS.has(word) ? next : adjectiveRoot(word);
  const measured = questionTags(state.tokens)
    .get(other === next ? next : word)
    ?.has("Adjective")
    ? [...nounsOfAdjective(other)].filter((n) => !n.includes("_"))
    : [];
  if (measured.length) {
    if (other === next) use(state, at + 1);
    return measured;
  }
  const verb = infinitive(state.tokens[at - 1]?.norm ?? "");
  if (!COMPARATIVE_ADVERBS.has(word) || !verb) return undefined;
  const nouns = [...nounsOfVerb(verb)];
  if (!nouns.length) return undefined;
  use(state, at - 1);
  return nouns;
}

const COMPARATIVE_ADVERBS = new Set(["more", "less"]);
