// The quality rubric of a generated dashboard (docs/decisions/006-dashboard-quality.md): a score 0–100
// from valid, non-empty, varied, covering and distinct widgets, and the list of weak widgets to replace.
import { CHART_MAX_ROWS, QUALITY_COLOURS } from "~/lib/limits";
import { titleNamesMeasure } from "./title-measure";

/** spec §9: 80 and above is green; below it the generator runs its second iteration. */
export const QUALITY_BAR = QUALITY_COLOURS.green;
/** spec §4: a generated dashboard has 6–8 widgets; fewer count as missing (failed) widgets. */
export const MIN_WIDGETS = 6;

export const RUBRIC = { validity: 25, nonEmpty: 20, variety: 15, coverage: 30, uniqueness: 10 } as const;
export type RubricPart = keyof typeof RUBRIC;

export type WidgetShape = "kpi" | "trend" | "breakdown" | "ranking" | "listing";
const SHAPES_WANTED: WidgetShape[] = ["kpi", "trend", "breakdown", "ranking"];

export interface ScoredWidget {
  id: string;
  /** The question was translated and its SQL ran. */
  ok: boolean;
  rowCount: number;
  /** false when every value is null, e.g. a SUM over no rows. */
  hasValues: boolean;
  chartType: string;
  sql: string | null;
  /** The label column repeats although a grouped answer names each group once (see hasRepeatedLabels). */
  repeatedLabels?: boolean;
  /**
   * What the widget answers in words, e.g. "total by country": two widgets that mean the same through different
   * columns ("billing country", "customer country") are duplicates although their SQL differs.
   */
  meaning?: string;
  /** A trend's periods: how many have ended, and whether a running last one is shown as if complete (a table). */
  periods?: { complete: number; runningUnmarked: boolean };
  /** The title the reader sees: it must name the measure the SQL computes (issue 36). */
  title?: string;
}

/** "narrow": a sound widget given up first so a dashboard that reads one main table can reach another. */
export type WeakReason =
  "failed" | "empty" | "duplicate" | "mis-titled" | "unchartable" | "repeated-labels" | "partial-period" | "narrow";

/** Fewer ended periods than this make no trend: one month and a running second say nothing about direction. */
export const MIN_TREND_PERIODS = 3;

export interface QualityInput {
  widgets: ScoredWidget[];
  /** Measures the dashboard should show, "table.column" or "column". */
  keyMeasures: string[];
  /** Time columns and dimensions it should use, same form. */
  keyDimensions: string[];
  /** The schema's main tables; with two or more, a dashboard that reads only one of them scores at most 70. */
  keyTables?: string[];
}

/** The most a dashboard may score when its widgets read one of the schema's main tables only (issue 16). */
export const ONE_TABLE_CAP = 70;

/** The tables a query reads, by name without schema. */
export function tablesOf(sql: string): string[] {
  return [...normaliseSql(sql).matchAll(/\b(?:from|join)\s+(?:[a-z0-9_]+\.)?([a-z0-9_]+)/g)].map((match) => match[1]);
}

export interface QualityReport {
  score: number;
  parts: Record<RubricPart, number>;
  weak: { id: string; reason: WeakReason }[];
  passed: boolean;
}

/** SQL without quotes, in lower case and single-spaced: how two widgets are compared and columns are found. */
export function normaliseSql(sql: string): string {
  return sql
    .replace(/["`[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/;$/, "")
    .toLowerCase();
}

const TIME_BUCKET = /\b(date_trunc|extract|year|quarter|month|week|date_format|strftime|to_char)\s*\(/;

/** What a widget shows, judged from its SQL and result alone (so LLM-planned questions are scored alike). */
export function widgetShape(widget: Pick<ScoredWidget, "sql" | "rowCount" | "chartType">): WidgetShape {
  const sql = normaliseSql(widget.sql ?? "");
  const grouped = /\bgroup by\b/.test(sql);
  if (widget.rowCount === 1 && !grouped) return "kpi";
  if (/\border by\b/.test(sql) && /\blimit \d+/.test(sql) && (grouped || widget.rowCount <= 10)) return "ranking";
  if (TIME_BUCKET.test(sql) || widget.chartType === "line" || widget.chartType === "area") return "trend";
  return grouped ? "breakdown" : "listing";
}

/** Whether the label columns of a grouped answer repeat: a sign the question joined rows instead of grouping them. */
export function hasRepeatedLabels(rows: Record<string, unknown>[], labelColumns: string[]): boolean {
  if (!labelColumns.length || rows.length < 2) return false;
  const keys = rows.map((row) => JSON.stringify(labelColumns.map((name) => row[name] ?? null)));
  return new Set(keys).size < keys.length;
}

/** Whether a "table.column" (or bare "column") is used by the SQL. */
export function mentions(sql: string, ref: string): boolean {
  const parts = ref.toLowerCase().split(".").filter(Boolean);
  return parts.every((part) => new RegExp(`(^|[^a-z0-9_])${part.replace(/[^a-z0-9_]/g, "")}($|[^a-z0-9_])`).test(sql));
}

function weakness(widget: ScoredWidget, shape: WidgetShape, seen: Set<string>): WeakReason | undefined {
  if (!widget.ok) return "failed";
  if (widget.rowCount === 0 || !widget.hasValues) return "empty";
  const key = normaliseSql(widget.sql ?? widget.id);
  if (seen.has(key) || (widget.meaning && seen.has(`meaning:${widget.meaning}`))) return "duplicate";
  seen.add(key);
  if (widget.meaning) seen.add(`meaning:${widget.meaning}`);
  if (widget.title && widget.sql && !titleNamesMeasure(widget.title, widget.sql)) return "mis-titled";
  if (widget.repeatedLabels && (shape === "ranking" || shape === "breakdown")) return "repeated-labels";
  if (
    shape === "trend" &&
    widget.periods &&
    (widget.periods.complete < MIN_TREND_PERIODS || widget.periods.runningUnmarked)
  )
    return "partial-period";
  if ((shape === "trend" || shape === "breakdown") && widget.chartType === "table" && widget.rowCount > CHART_MAX_ROWS)
    return "unchartable";
  return undefined;
}

function coverage(share: (refs: string[]) => number, input: QualityInput, shapes: Set<WidgetShape>): number {
  const shapeShare = SHAPES_WANTED.filter((shape) => shapes.has(shape)).length / SHAPES_WANTED.length;
  return 12 * share(input.keyMeasures) + 10 * share(input.keyDimensions) + 8 * shapeShare;
}

export function scoreDashboard(input: QualityInput): QualityReport {
  const seen = new Set<string>();
  const judged = input.widgets.map((widget) => {
    const shape = widgetShape(widget);
    return { widget, shape, reason: weakness(widget, shape, seen) as WeakReason | undefined };
  });
  const slots = Math.max(MIN_WIDGETS, input.widgets.length);
  const count = (test: (entry: (typeof judged)[number]) => boolean) => judged.filter(test).length;
  const usable = judged.filter((entry) => !entry.reason || entry.reason === "unchartable");
  const grouped = usable.filter(
    (entry) => entry.shape === "trend" || entry.shape === "breakdown" || entry.shape === "ranking",
  );
  const sqls = usable.map((entry) => normaliseSql(entry.widget.sql ?? ""));
  const share = (refs: string[]) =>
    refs.length ? refs.filter((ref) => sqls.some((sql) => mentions(sql, ref))).length / refs.length : 1;
  const ran = count((entry) => entry.reason !== "failed");
  const parts: Record<RubricPart, number> = {
    // a title that names another measure than its SQL computes misleads: no more valid than a failed query
    validity:
      (RUBRIC.validity *
        count((entry) => !["failed", "repeated-labels", "partial-period", "mis-titled"].includes(entry.reason ?? ""))) /
      slots,
    nonEmpty: (RUBRIC.nonEmpty * count((entry) => entry.reason !== "failed" && entry.reason !== "empty")) / slots,
    variety:
      10 * Math.min(1, new Set(usable.map((entry) => entry.widget.chartType)).size / 3) +
      5 * (grouped.length ? grouped.filter((entry) => entry.widget.chartType !== "table").length / grouped.length : 1),
    coverage: coverage(share, input, new Set(usable.map((entry) => entry.shape))),
    uniqueness: (RUBRIC.uniqueness * (ran - count((entry) => entry.reason === "duplicate"))) / slots,
  };
  const rounded = Object.fromEntries(
    Object.entries(parts).map(([key, value]) => [key, Math.round(value * 10) / 10]),
  ) as Record<RubricPart, number>;
  const read = new Set(usable.flatMap((entry) => tablesOf(entry.widget.sql ?? "")));
  const keyTables = (input.keyTables ?? []).map((table) => table.toLowerCase());
  const oneTable = keyTables.length >= 2 && keyTables.filter((table) => read.has(table)).length <= 1;
  const score = Math.min(
    oneTable ? ONE_TABLE_CAP : 100,
    Math.round(Object.values(parts).reduce((sum, value) => sum + value, 0)),
  );
  // the last two sound charts make room for widgets on the other main tables
  const narrow = oneTable ? judged.filter((entry) => !entry.reason && entry.shape !== "kpi").slice(-2) : [];
  for (const entry of narrow) entry.reason = "narrow";
  return {
    score,
    parts: rounded,
    weak: judged.filter((entry) => entry.reason).map((entry) => ({ id: entry.widget.id, reason: entry.reason! })),
    passed: score >= QUALITY_BAR,
  };
}
