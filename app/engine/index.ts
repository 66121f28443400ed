// The built-in question engine: question → intermediate query → SQL, with an interpretation and a confidence.
import type { QueryResult, SchemaCatalog } from "~/lib/catalog";
import { isAppError } from "~/lib/errors";
import { findColumn, findTable, namesRows, type SchemaIndex } from "./model/schema-index";
import { getSchemaIndex } from "./model/build-index";
import type { LinkMemo } from "./understanding/linking";
import { sideBySide } from "./plan/compared-periods";
import { measureAlias } from "./understanding/measure-alias";
import {
  choosesAsDefault,
  type Consulted,
  DEFAULT_VARIANT,
  type ParseState,
  type Variant,
} from "./understanding/parse-state";
import type { Link } from "./understanding/link";
import { parseQuestion } from "./understanding/parser";
import { restateQuestion } from "./understanding/restate";
import { refuseUnknownValues } from "./understanding/unknown-values";
import { refineOverModel } from "./refine/refine";
import { standInColumns } from "./refine/stand-ins";
import { holdCurrent } from "./refine/current-periods";
import { showCompared, showRowDetails } from "./refine/shown-conditions";
import { definitionsUsed as namedDefinitions, measureDefinitions } from "./refine/defined-measures";
import { withDefinitions } from "./model/definitions";
import type { EngineDefinition } from "~/lib/definitions";
import { computeConfidence, contentWords, ignoredWords } from "./plan/confidence";
import { countedUnknown, idiomWords, namedByReading, unplacedWords } from "./plan/coverage";
import { generalNouns } from "./plan/general-nouns";
import { readingEvidence, type Evidence, type ReadingEvidence } from "./plan/evidence";
import { calibratedConfidence } from "./plan/calibration";
import { looksLikeFollowUp, mergeFollowUp } from "./plan/follow-up";
import { guardQuestion, translationError } from "./guard";
import type { QueryIR } from "./ir";
import { interpretIR } from "./plan/interpret";
import { compileIR } from "./compile/compile";
import { chooseByExecution, offerAlternatives, type Alternative } from "./rank/execution";

export { ALTERNATIVES_BELOW, type Alternative } from "./rank/execution";
export type { Evidence } from "./plan/evidence";

export type { ColumnRef, QueryIR } from "./ir";

export interface EngineTurn {
  question: string;
  ir: QueryIR;
  sql: string;
}

export interface EngineContext {
  catalog: SchemaCatalog;
  /** The connection's definitions (issue 18): metrics, segments, names; read ahead of the schema's own words. */
  definitions?: readonly EngineDefinition[];
  previous?: EngineTurn;
  now?: Date;
}

export interface Translation {
  sql: string;
  interpretation: string;
  /** The engine's own score (translateWithExecution replaces it with the calibrated probability). */
  confidence: number;
  ir: QueryIR;
  ignoredWords: string[];
  /** Nouns and adjectives of the question nothing in the database explains: not understood (issue 33). */
  unplaced: string[];
  evidence: ReadingEvidence;
}

export function translate(question: string, ctx: EngineContext): Translation {
  return translateCandidates(question, ctx, 1)[0];
}

/** Alternative readings, best first: other columns for an ambiguous value, other answer columns, counting rows. */
const VARIANTS: Variant[] = [
  DEFAULT_VARIANT,
  { ...DEFAULT_VARIANT, valueColumn: 1 },
  { ...DEFAULT_VARIANT, target: 1 },
  { ...DEFAULT_VARIANT, countRows: true },
  { ...DEFAULT_VARIANT, valueColumn: 2 },
  { ...DEFAULT_VARIANT, target: 2 },
  { ...DEFAULT_VARIANT, valueColumn: 1, target: 1 },
  { ...DEFAULT_VARIANT, dropWeakest: true },
];

export function translateCandidates(asked: string, given: EngineContext, limit = 3): Translation[] {
  guardQuestion(asked);
  const ctx = { ...given, catalog: withDefinitions(given.catalog, given.definitions) };
  if (!ctx.catalog.tables.length)
    throw translationError("This connection has no tables yet.", "Upload a CSV or connect a database with tables.");
  const index = getSchemaIndex(ctx.catalog);
  const question = restateQuestion(
    asked,
    (word) => namesRows(index, word),
    (word) => index.tables.some((t) => t.words.includes(word) || t.columns.some((c) => c.words.includes(word))),
  );
  const now = ctx.now ?? new Date();
  const out: Translation[] = [];
  const seen = new Set<string>();
  let firstError: unknown;
  const memo: LinkMemo = new Map();
  let met: Consulted | undefined;
  for (const [rank, variant] of VARIANTS.entries()) {
    if (out.length >= limit) break;
    if (met && choosesAsDefault(variant, met)) continue;
    try {
      const { translation: t, consulted } = translateOnce(question, ctx, index, now, variant, memo);
      if (rank === 0) met = consulted;
      if (seen.has(t.sql)) continue;
      seen.add(t.sql);
      out.push(rank === 0 ? t : { ...t, confidence: Math.max(0.05, Math.round((t.confidence - 0.1) * 100) / 100) });
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (rank === 0) firstError = error;
    }
  }
  if (!out.length)
    throw (
      firstError ??
      translationError(
        "I could not map this question to the data.",
        "Name a table or column, e.g. “total amount by month”.",
      )
    );
  return out;
}

function translateOnce(
  question: string,
  ctx: EngineContext,
  index: SchemaIndex,
  now: Date,
  variant: Variant,
  memo: LinkMemo,
): { translation: Translation; consulted: Consulted } {
  const {
    ir: standalone,
    state,
    explicitDimensions,
  } = parseQuestion(question, index, now, variant, seedTables(ctx, index), memo);
  let ir = standalone;
  const followUp = !!ctx.previous && looksLikeFollowUp(state.tokens, standalone.table ? standalone : undefined, state);
  if (ctx.previous && followUp) {
    ir = mergeFollowUp(ctx.previous.ir, { ...standalone, dimensions: explicitDimensions }, state);
  } else {
    requireUnderstood(state, standalone);
  }
  if (index.tables.length > 1) refuseUnknownValues(state);
  const via = [
    ...state.links.flatMap((l) => (l.kind === "table" && l.via && state.assigned.has(l) ? [l.via] : [])),
    ...(state.via ?? []),
  ];
  if (via.length) ir = { ...ir, via };
  // a word already read as something else names no other entity ("on average": the cue, not a column named avg)
  const unusedTables = state.links.flatMap((l) =>
    state.assigned.has(l) ||
    Array.from({ length: l.end - l.start }, (_, k) => l.start + k).every((i) => state.used.has(i))
      ? []
      : l.kind === "table"
        ? [l.table]
        : l.kind === "column"
          ? [l.column.table]
          : [],
  );
  const refined = refineOverModel(ir, index, state.tokens, unusedTables);
  ir = refined.ir;
  // a word the model read ("people" who report to someone) is explained, whatever the parse left of it
  for (const i of refined.used) {
    state.used.add(i);
    state.unexplained.delete(i);
  }
  ir = holdCurrent(
    standInColumns(sideBySide(countingKeys(measureDefinitions(ir, index), index, state)), index),
    index,
    state,
  );
  // columns the question's words chose to show; "railways" naming both the table and its `railway` column chose none
  const tableSpan = (l: Link) => state.links.some((t) => t.kind === "table" && t.start === l.start && t.end === l.end);
  const named = state.links.flatMap((l) =>
    l.kind === "column" && state.assigned.has(l) && !tableSpan(l) ? [l.column.ref] : [],
  );
  ir = showRowDetails(showCompared(ir, index), index, named);
  const sql = compileIR(ir, index);
  for (const i of [...namedByReading(state, ir), ...idiomWords(state)]) state.used.add(i);
  for (const i of generalNouns(state, ir)) {
    state.used.add(i);
    state.unexplained.delete(i);
  }
  const ignored = ignoredWords(state);
  const interpretation = interpretIR(ir, index);
  const confidence = computeConfidence(state, ignored, ir);
  const unplaced = unplacedWords(state);
  // "how many lifeboats does the Skyhawk carry" where nothing records lifeboats: counting the one aircraft answers another
  // question — refused, naming the word, as a question with no shape is
  const unknownCount = followUp ? undefined : countedUnknown(state, ir, unplaced);
  if (unknownCount)
    throw translationError(
      `I don't know what “${unknownCount}” means in this database.`,
      "Name what to count as a table or column holds it, or define the word.",
      { ignoredWords: ignoredWords(state), unplaced },
    );
  const evidence = readingEvidence(state, ir, index, {
    score: confidence,
    unplaced: unplaced.length,
    ignored: ignored.length,
    contentWords: contentWords(state),
    followUp,
  });
  return {
    translation: { sql, interpretation, confidence, ir, ignoredWords: ignored, unplaced, evidence },
    consulted: state.consulted,
  };
}

/** A key identifies rows and adds up to nothing: a sum or average that landed on one counts the rows, doubtfully. */
function countingKeys(ir: QueryIR, index: SchemaIndex, state: ParseState): QueryIR {
  const keyOf = (m: QueryIR["select"][number]) =>
    m.column && (m.agg === "sum" || m.agg === "avg") ? findColumn(index, m.column) : undefined;
  const keys = ir.select.filter((m) => keyOf(m)?.column.isPrimaryKey);
  if (!keys.length) return ir;
  for (const m of keys)
    state.penalties.push({ reason: `${keyOf(m)!.display} identifies rows and is not added up`, amount: 0.3 });
  const counted = (m: QueryIR["select"][number]) => ({
    agg: "count" as const,
    alias: measureAlias("count", undefined, keyOf(m)!.table),
  });
  const renamed = new Map(keys.map((m) => [m.alias, counted(m).alias]));
  return {
    ...ir,
    select: ir.select.map((m) => (keys.includes(m) ? counted(m) : m)),
    order: ir.order.map((o) =>
      o.target.kind === "measure" && renamed.has(o.target.alias)
        ? { ...o, target: { ...o.target, alias: renamed.get(o.target.alias)! } }
        : o,
    ),
    ...(ir.having && renamed.has(ir.having.alias)
      ? { having: { ...ir.having, alias: renamed.get(ir.having.alias)! } }
      : {}),
  };
}

function seedTables(ctx: EngineContext, index: SchemaIndex) {
  const previous = ctx.previous && findTable(index, ctx.previous.ir.table);
  return previous ? [previous] : [];
}

/** A question with nothing linked, or mostly unknown words, gets a hint instead of a guess. */
function requireUnderstood(state: ParseState, ir: QueryIR) {
  const ignored = ignoredWords(state).length;
  const total = Math.max(1, contentWords(state));
  const singleTable = state.index.tables.length === 1;
  const cued = !!state.cues.count || state.cues.superlatives.length > 0 || !!state.cues.rowRef;
  // "who was hired most recently": the verb named the date column, and so the rows
  const shaped =
    state.assigned.size > 0 ||
    state.filters.length > 0 ||
    (cued && singleTable) ||
    !!state.eventDate ||
    !!state.staffCounted;
  // a single sheet's questions name its subject ("… at the 1951 championships"), which no cell holds: there, words
  // the sheet does not know only lower the confidence (and bring the rephrase hint) once the question has a shape
  const unknown = ignored >= 3 && ignored / total > 0.75 && !singleTable;
  if (!ir.table || !shaped || unknown) {
    const tables = index(state)
      .tables.slice(0, 3)
      .map((t) => t.name)
      .join(", ");
    // the words nothing explains are named, as an answer's would be (issue 33), so they can be defined
    const unplaced = [...new Set(unplacedWords(state).map((w) => w.toLowerCase()))];
    throw translationError(
      unplaced.length
        ? `I don't know what ${quotedList(unplaced)} ${unplaced.length > 1 ? "mean" : "means"} in this database.`
        : "I couldn't match this question to the tables and columns of this connection.",
      `Mention a table or column by name (for example ${tables}), or a value that occurs in the data.`,
      { ignoredWords: ignoredWords(state), unplaced },
    );
  }
}

const index = (state: ParseState) => state.index;

/** “margin”, “margin” and “supplier”, “a”, “b” and “c”. */
function quotedList(words: string[]): string {
  const quoted = words.map((w) => `“${w}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}` : quoted[0];
}

/**
 * Runs the top candidates and prefers the first that executes and returns rows of the expected shape; `reading`
 * picks one candidate instead (the user chose it among the alternatives an earlier answer offered).
 */
export async function translateWithExecution(
  question: string,
  ctx: EngineContext,
  run: (sql: string) => Promise<QueryResult>,
  options: { reading?: number } = {},
): Promise<Translation & { result?: QueryResult; alternatives: Alternative[]; evidence: Evidence }> {
  const candidates = translateCandidates(question, ctx, 6);
  const picked = options.reading !== undefined ? candidates[options.reading] : undefined;
  const chosen = picked
    ? { ...picked, result: await run(picked.sql), reading: options.reading!, plausible: true }
    : await chooseByExecution(candidates, run);
  const empty = !!chosen.result && !chosen.result.rows.length;
  const evidence: Evidence = {
    ...chosen.evidence,
    reading: chosen.reading,
    readings: candidates.length,
    plausible: chosen.plausible,
    empty,
  };
  const confidence = calibratedConfidence(evidence);
  return {
    ...chosen,
    confidence,
    evidence,
    alternatives: offerAlternatives(candidates, { ...chosen, confidence }, !!picked || chosen.unplaced.length > 0),
  };
}

export { previousPeriod, type PreviousPeriod } from "./requery/previous-period";
export { explainEmpty } from "./plan/empty";
export { valueSwaps, type ValueSwap } from "./plan/value-swap";
export { compileQuery, withPeriod, type PeriodQuery, type PeriodRange } from "./requery/period";

/** How the engine reads one table: the column that names its rows, and a line's revenue when it derives one. */
export interface TableReading {
  /** "name", "title", "cust_nm"; "full_name" when first and last names make one. */
  labelColumn?: string;
  /** The price column a line's revenue (quantity × price × (1 − discount)) is computed from. */
  lineRevenue?: { price: string };
}

export function readTable(catalog: SchemaCatalog, table: string): TableReading {
  const info = findTable(getSchemaIndex(catalog), table);
  const line = info?.columns.find((c) => c.derived?.kind === "line")?.derived;
  return {
    ...(info?.labelColumn ? { labelColumn: info.labelColumn.column.name } : {}),
    ...(line?.kind === "line" ? { lineRevenue: { price: line.price } } : {}),
  };
}

export { readModel } from "./model/describe";
export { suggestDefinitions } from "./model/suggestions";
export { withDefinitions } from "./model/definitions";
export { definitionProbe } from "./compile/definition-probe";

/** The metrics and segments (definitions) an engine answer used; `catalog` has the definitions applied. */
export function definitionsUsed(ir: QueryIR, catalog: SchemaCatalog): string[] {
  return namedDefinitions(ir, getSchemaIndex(catalog));
}
