// The five AI tasks on top of one "complete" call; a provider module only supplies that call and its error mapping.
import { z } from "zod";
import { parseModelJson } from "./json";
import {
  buildDashboardPlanPrompt,
  buildExplainPrompt,
  buildInsightsPrompt,
  buildRepairPrompt,
  buildTranslatePrompt,
  type Prompt,
} from "./prompts";
import { AI_LIMITS, type LlmProvider, type LlmProviderName, type SqlAnswer } from "./types";

export interface ModelCall extends Prompt {
  /** JSON Schema (draft 2020-12) of the expected answer, for providers that constrain output. */
  jsonSchema: Record<string, unknown>;
}

/** Sends one prompt and returns the model's raw text; throws AI_SERVICE_ERROR on transport failures. */
export type CompleteFn = (call: ModelCall) => Promise<string>;

const nonBlank = z.string().regex(/\S/, "must not be blank");

export const ANSWER_SCHEMAS = {
  sql: z.object({ sql: nonBlank, explanation: z.string().default(""), confidence: z.coerce.number().default(0.5) }),
  explanation: z.object({ explanation: nonBlank }),
  insights: z.object({ insights: z.array(z.string()) }),
  dashboardPlan: z.object({
    domain: z.string(),
    title: z.string(),
    subtitle: z.string().default(""),
    keyEntities: z.array(z.string()).default([]),
    measures: z.array(z.string()).default([]),
    timeColumns: z.array(z.string()).default([]),
    questions: z
      .array(z.object({ question: nonBlank, title: z.string(), businessValue: z.string().default("") }))
      .min(1),
  }),
};

const JSON_SCHEMAS = new Map<z.ZodType, Record<string, unknown>>(
  Object.values(ANSWER_SCHEMAS).map((schema) => [schema, z.toJSONSchema(schema) as Record<string, unknown>]),
);

export function buildLlmProvider(name: LlmProviderName, complete: CompleteFn): LlmProvider {
  async function ask<T extends z.ZodType>(prompt: Prompt, schema: T): Promise<z.output<T>> {
    const text = await complete({ ...prompt, jsonSchema: JSON_SCHEMAS.get(schema)! });
    return parseModelJson(text, schema, name);
  }
  return {
    name,
    translate: async (request) => toSqlAnswer(await ask(buildTranslatePrompt(request), ANSWER_SCHEMAS.sql)),
    repair: async (request) => toSqlAnswer(await ask(buildRepairPrompt(request), ANSWER_SCHEMAS.sql)),
    explain: async (request) => (await ask(buildExplainPrompt(request), ANSWER_SCHEMAS.explanation)).explanation.trim(),
    insights: async (request) => {
      const { insights } = await ask(buildInsightsPrompt(request), ANSWER_SCHEMAS.insights);
      return insights
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, AI_LIMITS.insightCount);
    },
    planDashboard: async (request) => {
      const plan = await ask(buildDashboardPlanPrompt(request), ANSWER_SCHEMAS.dashboardPlan);
      return { ...plan, questions: plan.questions.slice(0, AI_LIMITS.dashboardQuestions) };
    },
  };
}

function toSqlAnswer(answer: z.output<typeof ANSWER_SCHEMAS.sql>): SqlAnswer {
  return {
    // the SQL guard wants one statement; a trailing ";" is the models' habit, not a second statement
    sql: answer.sql.trim().replace(/;\s*$/, ""),
    explanation: answer.explanation.trim(),
    confidence: normaliseConfidence(answer.confidence),
  };
}

/** Models answer 0.85, 85 or "85"; the product wants 0..1. */
export function normaliseConfidence(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  const fraction = value > 1 && value <= 100 ? value / 100 : value;
  return Math.min(1, Math.max(0, fraction));
}
