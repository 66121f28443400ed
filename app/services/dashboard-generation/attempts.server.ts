// Asking a plan's candidate questions: each through the question pipeline (or as the plan's own SQL for a measure in
// force at month ends), a coarser phrasing while the answer does not chart, a few at a time; and the title each answer
// earns.
import pLimit from "p-limit";
import { randomUUID } from "node:crypto";
import { GENERIC_CHART_TITLE, recommendChart, type ChartSpec } from "~/answer/chart";
import type { CandidateQuestion, Phrasing } from "~/answer/business-analysis";
import { pointInTimeSql } from "~/answer/point-in-time";
import type { SemanticType } from "~/answer/semantic";
import { judgeAnswer } from "~/answer/understanding";
import { guardSql } from "~/connectors/sql-guard";
import { withDefinitions } from "~/engine";
import type { QueryResult } from "~/lib/catalog";
import { CHART_MAX_ROWS } from "~/lib/limits";
import { translateQuestion, type TranslatedAnswer } from "../translation.server";
import type { GenerationSource } from "./types";

const QUERY_CONCURRENCY = 4;

export interface Attempt {
  id: string;
  candidate: CandidateQuestion;
  phrasing: Phrasing;
  answer?: TranslatedAnswer;
  chart?: ChartSpec;
  error?: string;
  ms: number;
}

function chartsBadly(result: QueryResult, chart: ChartSpec): boolean {
  return result.rowCount === 0 || (result.rowCount > CHART_MAX_ROWS && chart.chartType === "table");
}

/** Asks one candidate; a coarser phrasing is tried while the answer is empty or too long to chart. */
async function attempt(source: GenerationSource, candidate: CandidateQuestion): Promise<Attempt> {
  const started = performance.now();
  const id = randomUUID();
  let kept: Attempt | undefined;
  for (const phrasing of [{ question: candidate.question, title: candidate.title }, ...candidate.alternatives]) {
    try {
      const answer = candidate.pointInTime
        ? await answerPointInTime(source, candidate)
        : await translateQuestion({
            question: phrasing.question,
            catalog: source.catalog,
            definitions: source.definitions,
            dialect: source.dialect,
            history: [],
            run: source.run,
          });
      const chart = recommendChart(answer.result, {
        question: phrasing.question,
        ir: answer.ir,
        sql: answer.sql,
        catalog: withDefinitions(source.catalog, source.definitions),
        now: new Date(),
      });
      const current = { id, candidate, phrasing, answer, chart, ms: 0 };
      if (!chartsBadly(answer.result, chart)) {
        kept = current;
        break;
      }
      // The first answer stays unless a coarser phrasing charts.
      if (!kept?.answer) kept = current;
    } catch (error) {
      kept ??= { id, candidate, phrasing, error: error instanceof Error ? error.message : String(error), ms: 0 };
    }
  }
  return { ...kept!, ms: Math.round(performance.now() - started) };
}

/** A measure in force at each month's end, as SQL the plan wrote from the model: guarded and run like any answer. */
async function answerPointInTime(source: GenerationSource, candidate: CandidateQuestion): Promise<TranslatedAnswer> {
  const measure = candidate.pointInTime!;
  const schema = source.catalog.tables.find((table) => table.name === measure.table)?.schema ?? "";
  const { sql } = guardSql(pointInTimeSql({ ...measure, schema }, source.dialect), source.dialect);
  const result = await source.run(sql);
  return {
    sql,
    explanation: candidate.businessValue,
    confidence: 1,
    result,
    provider: "local",
    understanding: judgeAnswer(1),
  };
}

/**
 * What the reader sees above the widget: the answer's own title, named from what its SQL computed (issue 36: a
 * planned "Order Total by Month" over a count of orders), with the ranking's size; the plan's title only when the
 * answer names no measure (or was written by the plan, which knows what it computes).
 */
export function titleOf(attempt: Attempt): string {
  const chart = attempt.chart;
  if (attempt.candidate.pointInTime)
    return withUnit(attempt.phrasing.title, chart?.formats?.[attempt.candidate.pointInTime.alias]);
  if (!chart || chart.title === GENERIC_CHART_TITLE) return attempt.phrasing.title;
  const limit = /\blimit (\d+)\s*$/i.exec(attempt.answer?.sql ?? "")?.[1];
  const top = limit && /\bgroup by\b/i.test(attempt.answer!.sql) ? `top ${limit}` : undefined;
  return top ? `${chart.title}${chart.title.includes(" — ") ? ", " : " — "}${top}` : chart.title;
}

/** "MRR at month end — …" → "MRR (USD) at month end — …", as answers name their money. */
function withUnit(title: string, format: SemanticType | undefined): string {
  return format?.type === "currency" ? title.replace(/^(\S+)/, `$1 (${format.currency})`) : title;
}

export async function attemptAll(
  source: GenerationSource,
  candidates: CandidateQuestion[],
  onDone: (done: number, attempt: Attempt) => Promise<void>,
): Promise<Attempt[]> {
  let done = 0;
  return pLimit(QUERY_CONCURRENCY).map(candidates, async (candidate) => {
    const result = await attempt(source, candidate);
    await onDone(++done, result);
    return result;
  });
}
