// What bench:nl2sql prints for questions asked through the product: accuracy, reliability of the confidence,
// error kinds, latency; and the failures file for engine work.
import { INSIGHT_TEXT } from "~/answer/insights";
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
  correct: boolean;
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
  failures: { id: string; question: string; construct: string; sql?: string; error?: string; gold: string | null; table?: string; got?: unknown }[];
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

/**
 * A clear refusal: the job failed with TRANSLATION_ERROR, or the answer carries the product's own "not sure I
 * understood" notice (confidence below spec §9's rephrase threshold).
 */
export function refused(outcome: AskOutcome): boolean {
  if (outcome.status === "failed") return outcome.error?.code === "TRANSLATION_ERROR";
  return outcome.status === "completed" && !!outcome.answer?.insights?.includes(INSIGHT_TEXT.rephrase);
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

const BANDS: { label: string; from: number; to: number }[] = [
  { label: "< 0.5", from: -Infinity, to: 0.5 },
  { label: "0.5–0.8", from: 0.5, to: 0.8 },
  { label: "0.8–0.9", from: 0.8, to: 0.9 },
  { label: "≥ 0.9", from: 0.9, to: Infinity },
];

/** Answers (completed jobs) by the confidence the product showed: how many, what share, how often right. */
export function reliabilityTable(items: Scored[]): string {
  const answers = items.filter((s) => s.outcome.status === "completed" && s.outcome.answer);
  const lines = [`${"confidence".padEnd(12)} ${"answers".padStart(8)} ${"share".padStart(7)} ${"right".padStart(6)} ${"accuracy".padStart(9)}`];
  for (const band of BANDS) {
    const inBand = answers.filter((s) => s.outcome.answer!.confidence >= band.from && s.outcome.answer!.confidence < band.to);
    const right = inBand.filter((s) => s.correct).length;
    lines.push(`${band.label.padEnd(12)} ${String(inBand.length).padStart(8)} ${pct(inBand.length, answers.length).padStart(7)} ${String(right).padStart(6)} ${pct(right, inBand.length).padStart(9)}`);
  }
  const high = answers.filter((s) => s.outcome.answer!.confidence >= 0.9);
  const highRight = high.filter((s) => s.correct).length;
  lines.push(`answers at confidence ≥ 0.9: ${high.length} (${pct(high.length, answers.length)} of ${answers.length} answers), right ${pct(highRight, high.length)}`);
  return lines.join("\n");
}

/** Failed jobs by kind; guard refusals of the engine's own SQL are bugs and are listed one by one. */
export function errorKinds(items: Scored[]): string {
  const kinds = new Map<string, number>();
  for (const s of items) {
    const kind = failureKind(s.outcome);
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const answered = items.filter((s) => s.outcome.status === "completed").length;
  const lines = [`answered ${answered}/${items.length}; failed jobs by kind: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ") || "none"}`];
  for (const s of items) {
    const kind = failureKind(s.outcome);
    if (kind === "guard refusal") lines.push(`  !! GUARD REFUSED THE ENGINE'S SQL (a bug) ${s.id}: ${s.outcome.error?.message}`);
    else if (kind && kind !== "translation refusal") lines.push(`  ${kind} ${s.id}: ${s.outcome.error?.message ?? "no outcome within the poll limit"}`);
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
