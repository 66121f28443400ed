// The shapes of a schema's business analysis (spec §4 Dashboard generation): fact tables with their measure, time
// and dimensions, and the candidate questions phrased from them.
import type { PointInTimeMeasure } from "./point-in-time";

export type WidgetKind = "kpi" | "trend" | "breakdown" | "ranking" | "average";

export interface Dimension {
  table: string;
  column: string;
  /** How a question names it: "status", "billing country", "genre" (a lookup table). */
  phrase: string;
  distinct: number;
  source: "own" | "lookup" | "related" | "entity";
  nullable: boolean;
}

export interface FactTable {
  table: string;
  /** The rows in words: "orders", "support tickets". */
  rows: string;
  /** `column` is what SQL reads for it: a line's revenue is computed from its price column. */
  measure?: { column: string; words: string; label: string; money?: boolean };
  /** A table of lines (order items, invoice lines) whose measure is the revenue quantity × price makes. */
  line?: boolean;
  time?: string;
  /** Few values (2–20), fewest first: good for breakdowns. */
  dimensions: Dimension[];
  /** Many values (6–200): good for top 5 rankings. */
  rankings: Dimension[];
  /** Named rows reached through keys ("product", "artist"), nearest first: top 5 rankings of whole entities. */
  entities: Dimension[];
  /**
   * The value of a status column that marks rows still in force ("active"), when the column also holds ended
   * ones ("cancelled"): a headline total counts only those (issue 16: "Total MRR" summed cancelled plans too).
   */
  live?: string;
  /** The status column that holds `live`: a breakdown by it counts rows (the MRR of cancelled plans is no figure). */
  liveColumn?: string;
  /**
   * When each row started and ended (a subscription's started_at and cancelled_at), with a trial end when the rows
   * have one: the measure over time is then read at each month's end, over the rows in force (issue 36).
   */
  period?: { start: string; end: string; trialEnd?: string };
}

export interface BusinessAnalysis {
  domain: { id: string; name: string };
  title: string;
  subtitle: string;
  keyEntities: string[];
  /** "table.column" */
  measures: string[];
  timeColumns: string[];
  dimensions: string[];
  facts: FactTable[];
}

export interface Phrasing {
  question: string;
  title: string;
}

export interface CandidateQuestion extends Phrasing {
  kind: WidgetKind;
  /** The figure is money: a dashboard of a model with money shows a money KPI and its trend. */
  money?: boolean;
  /** Asked as SQL the plan writes from the model (a measure in force at each month's end), not through the engine. */
  pointInTime?: Omit<PointInTimeMeasure, "schema">;
  businessValue: string;
  /** Coarser phrasings tried in turn when the answer does not chart (a monthly series longer than 20 points). */
  alternatives: Phrasing[];
}
