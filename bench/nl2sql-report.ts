// What bench:nl2sql prints for questions asked through the product: accuracy, reliability of the confidence,
// error kinds, latency; and the failures file for engine work.
import { bump, percentile, tallyTable, type Tally } from "./nl2sql-score";
import { answerRows, failureKind, type AskOutcome } from "./product-path";

/** One question asked through the product and scored. */
export interface Scored {
  /** The set it belongs to ("gen", "ecommerce", …). */
  set: string;
  id: string;
  db: string;
  question: string;
  category: string;
  outcome: AskOutcome;
  /** Right as the product presented it: a matching answer shown as an answer, or a refusal of an unanswerable question. */
  correct: boolean;
  /** The product's reading matched the gold, however it was presented (what the calibration model predicts). */
  readingRight?: boolean;
  /** No gold: the data cannot answer it, and a refusal is the right answer. */
  unanswerable?: boolean;
  gold: string[];
  goldRows?: Record<string, unknown>[];
  /** Why a completed answer was scored wrong without a comparison, or why gold could not run. */
  note?: string;
}

/** A WikiTableQuestions-style report from the direct path. */
export interface SetReport {
  name: string;
  tally: Tally;
  constructs: Map<string, Tally>;
  timings: number[];
  failures: {
    id: string;
    question: string;
    construct: string;
    sql?: string;
    error?: string;
    gold: string | null;
    table?: string;
    got?: unknown;
  }[];
}

export const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

/**
 * A clear refusal: the job failed with TRANSLATION_ERROR, or the answer was not presented as one — words the
 * database does not explain ("not understood") or a calibrated confidence below the floor ("not sure"), issue 33.
 */
export function refused(outcome: AskOutcome): boolean {
  if (outcome.status === "failed") return outcome.error?.code === "TRANSLATION_ERROR";
  const status = outcome.answer?.understanding?.status;
  return outcome.status === "completed" && (status === "unsure" || status === "not_understood");
}

/** Scores one outcome: an unanswerable question is right when refused; another when its reading matched and was shown. */
export function judged(
  unanswerable: boolean,
  outcome: AskOutcome,
  readingRight: boolean,
): Pick<Scored, "correct" | "readingRight" | "unanswerable"> {
  if (unanswerable) return { correct: refused(outcome), readingRight: false, unanswerable };
  return { correct: readingRight && !refused(outcome), readingRight, unanswerable };
}

export function tallyOf(items: Scored[]): Tally {
  return { total: items.length, correct: items.filter((s) => s.correct).length };
}

export function accuracyLine(label: string, items: Scored[]): string {
  const t = tallyOf(items);
  return `${label}: ${t.correct}/${t.total} = ${pct(t.correct, t.total)}`;
}

export function byCategory(items: Scored[]): string {
  const map = new Map<string, Tally>();
  for (const s of items) bump(map, s.category, s.correct);
  return tallyTable("category", map);
}

/** The confidence bands every reliability table uses (issue 33). */
export const BANDS: { label: string; from: number; to: number }[] = [
  { label: "0–0.5", from: -Infinity, to: 0.5 },
  { label: "0.5–0.7", from: 0.5, to: 0.7 },
  { label: "0.7–0.9", from: 0.7, to: 0.9 },
  { label: "≥ 0.9", from: 0.9, to: Infinity },
];

/**
 * Readings (completed jobs, however presented) by the confidence the product gave them: how many, how often right
 * (an answer to an unanswerable question is wrong); then what was presented as an answer, and the refusals.
 */
export function reliabilityTable(items: Scored[]): string {
  const readings = items.filter((s) => s.outcome.status === "completed" && s.outcome.answer);
  const right = (s: Scored) => (s.readingRight ?? s.correct) && !s.unanswerable;
  const lines = [
    `${"confidence".padEnd(12)} ${"readings".padStart(8)} ${"share".padStart(7)} ${"right".padStart(6)} ${"accuracy".padStart(9)}`,
  ];
  for (const band of BANDS) {
    const inBand = readings.filter(
      (s) => s.outcome.answer!.confidence >= band.from && s.outcome.answer!.confidence < band.to,
    );
    const hits = inBand.filter(right).length;
    lines.push(
      `${band.label.padEnd(12)} ${String(inBand.length).padStart(8)} ${pct(inBand.length, readings.length).padStart(7)} ${String(hits).padStart(6)} ${pct(hits, inBand.length).padStart(9)}`,
    );
  }
  const shown = readings.filter((s) => !refused(s.outcome));
  const high = shown.filter((s) => s.outcome.answer!.confidence >= 0.9);
  lines.push(
    `answers shown at confidence ≥ 0.9: ${high.length} (${pct(high.length, shown.length)} of ${shown.length} shown as answers), right ${pct(high.filter(right).length, high.length)}`,
  );
  lines.push(refusalLine(items));
  return lines.join("\n");
}

/** Refusals where the data cannot answer, and refusals of questions it can answer (false refusals). */
export function refusalLine(items: Scored[]): string {
  const unanswerable = items.filter((s) => s.unanswerable);
  const answerable = items.filter((s) => !s.unanswerable);
  const shownRight = answerable.filter((s) => s.correct).length;
  return `unanswerable refused ${unanswerable.filter((s) => refused(s.outcome)).length}/${unanswerable.length} (${pct(unanswerable.filter((s) => refused(s.outcome)).length, unanswerable.length)}); answerable refused ${answerable.filter((s) => refused(s.outcome)).length}/${answerable.length} (${pct(answerable.filter((s) => refused(s.outcome)).length, answerable.length)}); answerable right and shown ${shownRight}/${answerable.length} (${pct(shownRight, answerable.length)})`;
}

/**
 * One line of the calibration data: a reading's evidence and whether it was right (see bench/calibrate.ts); a
 * question refused before any reading was made has no evidence, and counts as refused there.
 */
export function observationRecord(s: Scored): string {
  const evidence = s.outcome.status === "completed" ? s.outcome.answer?.context?.evidence : undefined;
  if (!evidence)
    return JSON.stringify({
      set: s.set,
      db: s.db,
      id: s.id,
      right: false,
      unanswerable: !!s.unanswerable,
      unplaced: [],
      evidence: null,
    });
  return JSON.stringify({
    set: s.set,
    db: s.db,
    id: s.id,
    right: !s.unanswerable && !!s.readingRight,
    unanswerable: !!s.unanswerable,
    unplaced: s.outcome.answer!.understanding?.unplaced ?? [],
    evidence,
  });
}

/** Failed jobs by kind; guard refusals of the engine's own SQL are bugs and are listed one by one. */
export function errorKinds(items: Scored[]): string {
  const kinds = new Map<string, number>();
  for (const s of items) {
    const kind = failureKind(s.outcome);
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const answered = items.filter((s) => s.outcome.status === "completed").length;
  const lines = [
    `answered ${answered}/${items.length}; failed jobs by kind: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ") || "none"}`,
  ];
  for (const s of items) {
    const kind = failureKind(s.outcome);
    if (kind === "guard refusal")
      lines.push(`  !! GUARD REFUSED THE ENGINE'S SQL (a bug) ${s.id}: ${s.outcome.error?.message}`);
    else if (kind && kind !== "translation refusal")
      lines.push(`  ${kind} ${s.id}: ${s.outcome.error?.message ?? "no outcome within the poll limit"}`);
  }
  return lines.join("\n");
}

export function latencyLine(items: Scored[]): string {
  const timed = items.filter((s) => !s.outcome.cached).map((s) => s.outcome.ms);
  const cached = items.length - timed.length;
  return `question → answer through HTTP + worker: p50 ${percentile(timed, 50).toFixed(0)} ms, p95 ${percentile(timed, 95).toFixed(0)} ms over ${timed.length} questions${cached ? ` (${cached} answered from the cache, not timed)` : ""}`;
}

/** One line of the failures file: everything engine work needs to read a failure. */
export function failureRecord(s: Scored): string {
  const answer = s.outcome.answer;
  return JSON.stringify({
    set: s.set,
    id: s.id,
    db: s.db,
    category: s.category,
    question: s.question,
    gold_sql: s.gold,
    product_sql: answer?.sql ?? (s.outcome.error?.details?.sql as string | undefined) ?? null,
    confidence: answer?.confidence ?? null,
    status: s.outcome.status,
    error: s.outcome.error ?? null,
    note: s.note ?? null,
    gold_rows: s.goldRows?.slice(0, 5) ?? null,
    product_rows: answer ? answerRows(answer).rows.slice(0, 5) : null,
    product_row_count: answer?.rowCount ?? null,
  });
}
