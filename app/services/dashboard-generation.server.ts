// AI dashboard generation (spec §4): business analysis → candidate questions → the question pipeline →
// the quality rubric → at most one improving iteration → a dashboard of the project with its AI metadata.
import pLimit from "p-limit";
import { randomUUID } from "node:crypto";
import type { DashboardPlan, LlmProvider } from "~/ai/types";
import { recommendChart, type ChartSpec } from "~/answer/chart";
import { analyzeBusiness, type BusinessAnalysis, type CandidateQuestion, type Phrasing } from "~/answer/dashboard-plan";
import { guessKind, nextSteps, planQuestions } from "~/answer/dashboard-questions";
import { hasRepeatedLabels, scoreDashboard, type QualityReport, type ScoredWidget } from "~/answer/dashboard-quality";
import { columnLabel } from "~/answer/format";
import { columnHeader, labelOf } from "~/answer/naming";
import { suggestFollowUps } from "~/answer/follow-ups";
import { buildInsights } from "~/answer/insights";
import { widgetDescription } from "~/answer/widget-title";
import { GENERIC_CHART_TITLE } from "~/answer/chart";
import { pointInTimeSql } from "~/answer/point-in-time";
import type { SemanticType } from "~/answer/semantic";
import { formatValue } from "~/answer/semantic-format";
import { judgeAnswer } from "~/answer/understanding";
import { guardSql } from "~/connectors/sql-guard";
import { toNumber } from "~/answer/values";
import { withDefinitions, type QueryIR } from "~/engine";
import type { Dialect, QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { EngineDefinition } from "~/lib/definitions";
import { CHART_MAX_ROWS, MAX_GENERATION_ITERATIONS, SUGGESTION_COUNTS } from "~/lib/limits";
import { chartConfigOf, defaultSize, WIDGET_ROW_LIMIT, type Widget } from "./widgets.server";
import { translateQuestion, type TranslatedAnswer } from "./translation.server";

export const GENERATION_STEPS = {
  start: "Starting business intelligence analysis...", // spec §4: the first step, at 5 %
  schema: "Reading the database schema...",
  analysis: "Analyzing business domain, key entities and measures...",
  improve: "Improving weak widgets...",
  score: "Scoring dashboard quality...",
  save: "Saving dashboard...",
} as const;

const QUERY_CONCURRENCY = 4;
const WIDGET_COUNT = 8;

export interface ProgressUpdate {
  progress?: number;
  currentStep?: string;
  iteration?: number;
}

export interface GenerationSource {
  catalog: SchemaCatalog;
  /** The connection's definitions (issue 18): the engine reads them; charts and follow-ups read the catalog with them. */
  definitions?: readonly EngineDefinition[];
  dialect: Dialect;
  /** Runs one SELECT on the data source: the guard, the read-only transaction and the limits apply. */
  run: (sql: string) => Promise<QueryResult>;
  name?: string | null;
  llm?: LlmProvider | null;
  /** The LLM's plan of an earlier generation on the same data and settings: reused, so the dashboard comes out the same. */
  recordedPlan?: DashboardPlan | null;
  progress?: (update: ProgressUpdate) => Promise<void>;
}

export interface GeneratedWidget extends Widget {
  businessValue: string;
  followUpQuestions: string[];
}

export interface GeneratedDashboard {
  title: string;
  subtitle: string;
  businessDomain: { id: string; name: string };
  qualityScore: number;
  quality: Pick<QualityReport, "parts" | "weak" | "passed">;
  widgets: GeneratedWidget[];
  nextSteps: string[];
  provider: "local" | LlmProvider["name"];
  /** The LLM's plan, recorded so the next generation on the same data and settings reuses it (ADR 049). */
  llmPlan?: DashboardPlan;
  analysis: { keyEntities: string[]; measures: string[]; timeColumns: string[]; dimensions: string[] };
  iterations: { iteration: number; score: number; replaced: number }[];
  performance: { iterationCount: number; totalTime: number; businessAnalysisTime: number; queryExecutionTime: number };
  /** The steps the generation went through, with the milliseconds from its start: what its progress reported. */
  steps: { step: string; at: number }[];
}

interface Attempt {
  id: string;
  candidate: CandidateQuestion;
  phrasing: Phrasing;
  answer?: TranslatedAnswer;
  chart?: ChartSpec;
  error?: string;
  ms: number;
}

interface Plan {
  llmPlan?: DashboardPlan;
  analysis: BusinessAnalysis;
  chosen: CandidateQuestion[];
  reserve: CandidateQuestion[];
  provider: GeneratedDashboard["provider"];
}

/** With an LLM, its plan leads and the local plan is the reserve; without one (or when it fails), local only. */
async function planDashboard(source: GenerationSource): Promise<Plan> {
  const analysis = analyzeBusiness(source.catalog, source.name);
  const local = planQuestions(analysis, WIDGET_COUNT);
  if (!source.llm) return { analysis, ...local, provider: "local" };
  try {
    // a model answers differently each time: the plan it gave on the same data and settings is asked once
    const plan =
      source.recordedPlan ??
      (await source.llm.planDashboard({
        catalog: source.catalog,
        dialect: source.dialect,
        name: source.name ?? undefined,
      }));
    return { ...fromLlmPlan(plan, analysis, local, source.llm.name, source.name), llmPlan: plan };
  } catch (error) {
    console.warn(
      `[dashboard] LLM plan failed, using the local analysis: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { analysis, ...local, provider: "local" };
  }
}

function fromLlmPlan(
  plan: DashboardPlan,
  analysis: BusinessAnalysis,
  local: ReturnType<typeof planQuestions>,
  provider: LlmProvider["name"],
  name?: string | null,
): Plan {
  const chosen = plan.questions
    .slice(0, WIDGET_COUNT)
    .map((q): CandidateQuestion => ({ ...q, kind: guessKind(q.question), alternatives: [] }));
  if (chosen.length < 3) throw new Error("the plan has too few questions");
  const asked = new Set(chosen.map((q) => q.question.toLowerCase()));
  return {
    analysis: {
      ...analysis,
      domain: { id: analysis.domain.id, name: plan.domain || analysis.domain.name },
      title: name?.trim() || plan.title || analysis.title,
      subtitle: plan.subtitle || analysis.subtitle,
      keyEntities: plan.keyEntities.length ? plan.keyEntities : analysis.keyEntities,
      measures: plan.measures.length ? plan.measures : analysis.measures,
      timeColumns: plan.timeColumns.length ? plan.timeColumns : analysis.timeColumns,
    },
    chosen,
    reserve: [...local.chosen, ...local.reserve].filter((q) => !asked.has(q.question.toLowerCase())),
    provider,
  };
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
function titleOf(attempt: Attempt): string {
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

async function attemptAll(
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

function scored(attempt: Attempt): ScoredWidget {
  const result = attempt.answer?.result;
  const rows = result?.rows ?? [];
  return {
    id: attempt.id,
    ok: Boolean(result),
    rowCount: result?.rowCount ?? 0,
    hasValues: rows.some((row) => Object.values(row).some((value) => value !== null && value !== undefined)),
    chartType: attempt.chart?.chartType ?? "table",
    sql: attempt.answer?.sql ?? null,
    repeatedLabels: hasRepeatedLabels(rows, attempt.chart?.dimensions ?? []),
    ...(attempt.answer ? { title: titleOf(attempt) } : {}),
    ...(attempt.chart ? { meaning: meaningOf(attempt.chart) } : {}),
    ...(attempt.chart?.timeSeries && result ? { periods: periodsOf(result.rowCount, attempt.chart) } : {}),
  };
}

/** A series' ended periods, and whether its running last one would be shown as if it had ended (as a table). */
function periodsOf(rowCount: number, chart: ChartSpec): NonNullable<ScoredWidget["periods"]> {
  const running = chart.partialLast === true;
  return { complete: rowCount - Number(running), runningUnmarked: running && chart.chartType === "table" };
}

/** "total by country" for a breakdown of invoice totals by billing country (or by customer country). */
function meaningOf(chart: ChartSpec): string | undefined {
  const metric = chart.metrics[0];
  const dimension = chart.dimensions[0];
  if (!metric || !dimension) return undefined;
  const dimensionWord = labelOf(dimension, chart.labels).split(" ").at(-1);
  return `${labelOf(metric, chart.labels)} by ${dimensionWord}`;
}

function score(plan: Plan, attempts: Attempt[]): QualityReport {
  return scoreDashboard({
    widgets: attempts.map(scored),
    keyMeasures: plan.analysis.measures.slice(0, 3),
    keyDimensions: [...plan.analysis.timeColumns.slice(0, 2), ...plan.analysis.dimensions.slice(0, 2)],
    keyTables: plan.analysis.facts.slice(0, 3).map((fact) => fact.table),
  });
}

/** A KPI reads as its value; other answers get the insights of the chat pipeline. */
function insightsOf(attempt: Attempt, result: QueryResult, chart: ChartSpec): string[] {
  const [row] = result.rows;
  const numeric = result.columns.filter((column) => toNumber(row?.[column.name]) !== null);
  if (result.rowCount === 1 && result.columns.length === 1 && numeric.length === 1) {
    return [
      `${columnLabel(numeric[0].name)}: ${formatValue(toNumber(row[numeric[0].name])!, chart.formats?.[numeric[0].name])}`,
    ];
  }
  return buildInsights({
    result,
    chart,
    confidence: attempt.answer!.confidence,
    executionTime: result.executionTime,
    ir: attempt.answer!.ir,
  });
}

function toWidget(source: GenerationSource, attempt: Attempt, connectionId: string | null): GeneratedWidget {
  const answer = attempt.answer!;
  const { result } = answer;
  const chart = attempt.chart!;
  const question = attempt.phrasing.question;
  return {
    id: attempt.id,
    type: "query_result",
    title: titleOf(attempt),
    description: widgetDescription(question),
    question,
    chartType: chart.chartType,
    data: {
      columns: result.columns.map((column) => ({
        name: column.name,
        kind: column.kind,
        label: columnHeader(column.name, chart.labels),
      })),
      rows: result.rows.slice(0, WIDGET_ROW_LIMIT),
      rowCount: result.rowCount,
    },
    sql: answer.sql,
    executionTime: result.executionTime,
    confidence: answer.confidence,
    insights: insightsOf(attempt, result, chart),
    createdAt: new Date().toISOString(),
    connectionId,
    position: defaultSize({ data: result }),
    chartConfig: chartConfigOf(chart),
    businessValue: attempt.candidate.businessValue,
    followUpQuestions: suggestFollowUps({
      question,
      result,
      chart,
      catalog: withDefinitions(source.catalog, source.definitions),
      ir: answer.ir,
      count: SUGGESTION_COUNTS.widgetFollowUps,
    }),
    // kept on the server for the dashboard's date filter (ADR 027)
    ...(answer.provider === "local" && answer.ir ? { ir: answer.ir as QueryIR } : {}),
  };
}

/** Iteration 2: each weak widget is replaced by the next reserve question of the same kind, else any. */
function replacements(
  weak: Attempt[],
  reserve: CandidateQuestion[],
  missing: number,
): { slot: Attempt | null; candidate: CandidateQuestion }[] {
  const pool = [...reserve];
  const take = (kind?: string) => {
    const index = pool.findIndex((q) => !kind || q.kind === kind);
    return index < 0 ? undefined : pool.splice(index, 1)[0];
  };
  const swaps = weak.flatMap((slot) => {
    const candidate = take(slot.candidate.kind) ?? take();
    return candidate ? [{ slot: slot as Attempt | null, candidate }] : [];
  });
  for (let i = 0; i < missing; i++) {
    const candidate = take();
    if (candidate) swaps.push({ slot: null, candidate });
  }
  return swaps;
}

const percent = (from: number, to: number, share: number) => Math.round(from + (to - from) * share);

/** Generates the dashboard's content; the caller saves it. Never writes chat messages. */
export async function generateDashboardContent(
  source: GenerationSource,
  connectionId: string | null = null,
): Promise<GeneratedDashboard> {
  const started = performance.now();
  const steps: GeneratedDashboard["steps"] = [];
  const report = async (update: ProgressUpdate) => {
    // "Running query 3 of 8: …" is one step per query; the log keeps each as it was said
    if (update.currentStep)
      steps.push({ step: update.currentStep.replace(/\.\.\.$/, ""), at: Math.round(performance.now() - started) });
    await source.progress?.(update);
  };
  await report({ progress: 5, currentStep: GENERATION_STEPS.start, iteration: 1 });
  await report({ progress: 10, currentStep: GENERATION_STEPS.analysis });
  const plan = await planDashboard(source);
  const businessAnalysisTime = Math.round(performance.now() - started);
  const total = plan.chosen.length;
  // Queries run several at a time: their time is the wall time of the query phases, so that analysis + queries
  // add up to the total (a sum over queries read 0.9 s of queries inside a 0.4 s total).
  const queriesStarted = performance.now();
  const tables = plan.analysis.keyEntities.length ? ` (${plan.analysis.keyEntities.join(", ")})` : "";
  await report({
    progress: 20,
    currentStep: `Identified the ${plan.analysis.domain.name} domain${tables}; planned ${total} widgets${plan.provider === "local" ? "" : ` with ${plan.provider}`}...`,
  });
  let attempts = await attemptAll(source, plan.chosen, (done, a) =>
    report({
      progress: percent(20, 70, done / total),
      currentStep: `Running query ${done} of ${total}: ${a.answer ? titleOf(a) : a.phrasing.title}`,
    }),
  );
  await report({ progress: 72, currentStep: GENERATION_STEPS.score });
  let quality = score(plan, attempts);
  const iterations = [{ iteration: 1, score: quality.score, replaced: 0 }];
  if (!quality.passed && MAX_GENERATION_ITERATIONS > 1) {
    const improved = await improve(source, plan, attempts, quality, report);
    ({ attempts, quality } = improved);
    iterations.push({ iteration: 2, score: quality.score, replaced: improved.replaced });
  }
  // an unchartable or a narrow widget is still a sound answer: kept when nothing better replaced it
  const kept = attempts.filter(
    (a) => !quality.weak.some((w) => w.id === a.id && w.reason !== "unchartable" && w.reason !== "narrow"),
  );
  const final = score(plan, kept);
  const widgets = kept.map((a) => toWidget(source, a, connectionId));
  await report({ progress: 95, currentStep: `Built ${widgets.length} widgets, quality ${final.score}/100` });
  return {
    title: plan.analysis.title,
    subtitle: plan.analysis.subtitle,
    businessDomain: plan.analysis.domain,
    qualityScore: final.score,
    quality: { parts: final.parts, weak: quality.weak, passed: final.passed },
    widgets,
    nextSteps: nextSteps(
      widgets.filter((w) => w.chartType !== "table").flatMap((w) => w.followUpQuestions),
      final.passed,
    ),
    provider: plan.provider,
    ...(plan.llmPlan ? { llmPlan: plan.llmPlan } : {}),
    analysis: {
      keyEntities: plan.analysis.keyEntities,
      measures: plan.analysis.measures,
      timeColumns: plan.analysis.timeColumns,
      dimensions: plan.analysis.dimensions,
    },
    iterations,
    steps,
    performance: {
      iterationCount: iterations.length,
      totalTime: Math.round(performance.now() - started),
      businessAnalysisTime,
      queryExecutionTime: Math.round(performance.now() - queriesStarted),
    },
  };
}

async function improve(
  source: GenerationSource,
  plan: Plan,
  attempts: Attempt[],
  quality: QualityReport,
  report: (update: ProgressUpdate) => Promise<void>,
) {
  await report({
    progress: 75,
    currentStep: `${GENERATION_STEPS.improve} (quality ${quality.score}/100)`,
    iteration: 2,
  });
  const weakIds = new Set(quality.weak.map((w) => w.id));
  const asked = new Set(attempts.map((a) => a.candidate.question.toLowerCase()));
  const reserve = plan.reserve.filter((q) => !asked.has(q.question.toLowerCase()));
  const missing = Math.max(0, 6 - (attempts.length - weakIds.size));
  const swaps = replacements(
    attempts.filter((a) => weakIds.has(a.id)),
    reserve,
    missing,
  );
  const fresh = await attemptAll(
    source,
    swaps.map((s) => s.candidate),
    (done) =>
      report({
        progress: percent(75, 90, done / Math.max(1, swaps.length)),
        currentStep: `Replacing weak widget ${done} of ${swaps.length}...`,
      }),
  );
  const byOldId = new Map(swaps.flatMap((s, i) => (s.slot ? [[s.slot.id, fresh[i]] as const] : [])));
  const next = [...attempts.map((a) => byOldId.get(a.id) ?? a), ...fresh.filter((_, i) => !swaps[i].slot)];
  await report({ progress: 92, currentStep: GENERATION_STEPS.score });
  return { attempts: next, quality: score(plan, next), replaced: swaps.length };
}
