// The dashboard's plan: the local business analysis with its candidate questions, led by an LLM's plan when the
// project has one (ADR 049: a recorded plan is reused, so the same data and settings give the same dashboard).
import type { DashboardPlan, LlmProvider } from "~/ai/types";
import type { BusinessAnalysis, CandidateQuestion } from "~/answer/business-analysis";
import { analyzeBusiness } from "~/answer/dashboard-plan";
import { guessKind, planQuestions } from "~/answer/dashboard-questions";
import type { GeneratedDashboard, GenerationSource } from "./types";

const WIDGET_COUNT = 8;

export interface Plan {
  llmPlan?: DashboardPlan;
  analysis: BusinessAnalysis;
  chosen: CandidateQuestion[];
  reserve: CandidateQuestion[];
  provider: GeneratedDashboard["provider"];
}

/** With an LLM, its plan leads and the local plan is the reserve; without one (or when it fails), local only. */
export async function planDashboard(source: GenerationSource): Promise<Plan> {
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
