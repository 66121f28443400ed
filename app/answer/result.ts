// The answer to a question as the worker produces it and the UI shows it (spec §3 Visualization job result).
import type { ChartSpec } from "./chart";
import type { ColumnKind } from "~/lib/catalog";
import type { DrillInfo } from "~/lib/drill";
import type { SemanticType } from "./semantic";

/** Rows kept with an answer for display and reload; the CSV download re-runs the query for all rows. */
export const ANSWER_ROW_LIMIT = 1000;

export interface VisualizationResult {
  messageId: string | null;
  question: string;
  sql: string;
  rowCount: number;
  executionTime: number;
  truncated: boolean;
  truncatedBy?: "rows" | "bytes";
  /** `semantic`: what the values are (ADR 048); absent on answers saved before it. */
  columns: { name: string; kind: ColumnKind; label: string; semantic?: SemanticType }[];
  rows: Record<string, unknown>[];
  data: Record<string, unknown[]>;
  chart: ChartSpec;
  insights: string[];
  followUpQuestions: string[];
  /** How the question was understood, in plain language. */
  explanation: string;
  confidence: number;
  /** "user": SQL a person wrote or edited (Edit SQL), not a translation. */
  provider: "local" | "gemini" | "openai" | "user";
  /** With provider "user": the answer whose SQL was edited. */
  editedFrom?: string;
  /** Answered from a verified answer (its question may differ in the values compared). */
  verified?: { id: string; question: string };
  /** The metrics and segments a team defined that this answer used (issue 18). */
  definitions?: string[];
  /** Set when the configured AI service failed and the built-in engine answered instead. */
  notice?: string;
  /** The text columns holding dates or amounts its SQL reads, each said in a sentence (issue 37 item 6). */
  dataWarnings?: string[];
  cached?: boolean;
  /** A single number over a period: the same measure over the period before, for its KPI card (issue 16). */
  comparison?: { label: string; previous: number | null };
  /** Other readings the user can pick when the engine was not sure (spec §9 notice), by their reading index. */
  alternatives?: { reading: number; interpretation: string }[];
  /** The engine's intermediate query, kept so a follow-up can refine this turn. */
  context?: { ir?: unknown; evidence?: unknown };
  /** Whether the product stands behind this answer (issue 33); absent on answers saved before it: an answer. */
  understanding?: Understanding;
  /** A drill-through from a chart (ADR 057): the clicked value's filter, and how to page its rows. */
  drill?: DrillInfo;
}

/**
 * How far the product stands behind an answer (issue 33, ADR 037). Only an "answer" is shown as a result with
 * Download and Add to dashboard; the other two show the reading in words, its alternatives, Edit SQL and Run anyway.
 */
export interface Understanding {
  /**
   * answer: shown as a result. unsure: the calibrated confidence is below the floor. not_understood: content words of
   * the question that nothing in this database explains (`unplaced`).
   */
  status: "answer" | "unsure" | "not_understood";
  /** Content words no table, column, value, definition, date, number or function word explains ("margin"). */
  unplaced: string[];
  /** Why the result is empty when the reading itself explains it ("no orders match both this year and last year"). */
  emptyReason?: string;
}

/** An answer shown as a result (answers saved before issue 33 carry no understanding: they were shown as results). */
export function shownAsAnswer(answer: Pick<VisualizationResult, "understanding">): boolean {
  return !answer.understanding || answer.understanding.status === "answer";
}
