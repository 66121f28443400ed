// AI dashboard generation (spec §4): business analysis → candidate questions → the question pipeline →
// the quality rubric → at most one improving iteration → a dashboard of the project with its AI metadata.
import { nextSteps } from "~/answer/dashboard-questions";
import type { CandidateQuestion } from "~/answer/business-analysis";
import type { QualityReport } from "~/answer/dashboard-quality";
import { MAX_GENERATION_ITERATIONS } from "~/lib/limits";
import { attemptAll, titleOf, type Attempt } from "./dashboard-generation/attempts.server";
import { toWidget } from "./dashboard-generation/generated-widget.server";
import { planDashboard, type Plan } from "./dashboard-generation/plan.server";
import { score } from "./dashboard-generation/scoring.server";
import type { GeneratedDashboard, GenerationSource, ProgressUpdate } from "./dashboard-generation/types";

export type {
  GeneratedDashboard,
  GeneratedWidget,
  GenerationSource,
  ProgressUpdate,
} from "./dashboard-generation/types";

export const GENERATION_STEPS = {
  start: "Starting business intelligence analysis...", // spec §4: the first step, at 5 %
  schema: "Reading the database schema...",
  analysis: "Analyzing business domain, key entities and measures...",
  improve: "Improving weak widgets...",
  score: "Scoring dashboard quality...",
  save: "Saving dashboard...",
} as const;

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
