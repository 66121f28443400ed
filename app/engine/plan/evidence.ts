// What a reading rests on (issue 33): the evidence the calibration model turns into a probability of being right.
import { findColumn, type SchemaIndex } from "../model/schema-index";
import type { ParseState } from "../understanding/parse-state";
import { disjointRanges } from "./confidence";
import type { QueryIR } from "../ir";

/** Read off one parse, before anything runs. */
export interface ReadingEvidence {
  /** The engine's own score: links, penalties and words it could not use (0.05–0.99). */
  score: number;
  /** Nouns and adjectives nothing in the database explains (see coverage.ts). */
  unplaced: number;
  /** Content words no link or cue used, verbs included. */
  ignored: number;
  contentWords: number;
  /** The lowest score of the links the reading gave a role (1 without any). */
  weakestLink: number;
  /** A value filter matched part of a value or a misspelling of one. */
  fuzzyValue: boolean;
  /** The answer column was guessed, not named. */
  guessedTarget: boolean;
  /** Whole rows shown: the rows were found, not what to show of them. */
  allColumns: boolean;
  /** Tables the query reads. */
  tables: number;
  /** Merged into the previous turn of the chat. */
  followUp: boolean;
  /** A team's definition (metric, segment) was used. */
  definitions: boolean;
  /** A database of one table (a sheet). */
  singleTable: boolean;
  /** Two ranges of one column no row meets together. */
  disjoint: boolean;
  /** The question asks for an average the reading does not take (an average per member within each plan, read as a list of members). */
  droppedAverage?: boolean;
}

/** Added by the execution step: which reading ran and what came back. */
export interface ExecutionEvidence {
  /** Index of the chosen reading among the question's candidates (0: the best parse). */
  reading: number;
  /** Distinct readings the question had. */
  readings: number;
  /** The result looks like an answer: rows, and not an empty aggregate of filtered rows. */
  plausible: boolean;
  empty: boolean;
}

export type Evidence = ReadingEvidence & ExecutionEvidence;

export function readingEvidence(
  state: ParseState,
  ir: QueryIR,
  index: SchemaIndex,
  facts: { score: number; unplaced: number; ignored: number; contentWords: number; followUp: boolean },
): ReadingEvidence {
  const assigned = [...state.assigned];
  const values = assigned.filter((l) => l.kind === "value");
  const refs = [
    ...ir.select.flatMap((m) => (m.column ? [m.column] : [])),
    ...ir.dimensions.map((d) => d.column),
    ...ir.filters.map((f) => f.column),
  ];
  const tables = new Set(
    [ir.table, ...refs.map((r) => r.table), ...(ir.via ?? []).map((r) => r.table)].filter(Boolean),
  );
  return {
    ...facts,
    weakestLink: Math.min(1, ...assigned.map((l) => l.score)),
    fuzzyValue: values.some((l) => l.kind === "value" && !l.exact),
    guessedTarget: !!state.guessedTarget,
    allColumns: !ir.select.length && !ir.exists,
    tables: tables.size,
    definitions: refs.some((r) => findColumn(index, r)?.derived?.kind === "defined"),
    singleTable: index.tables.length === 1,
    disjoint: disjointRanges(ir.filters),
    droppedAverage:
      state.cues.aggregates.some((c) => c.agg === "avg") && !ir.averaged && !ir.select.some((m) => m.agg === "avg"),
  };
}
