// Contracts of the LLM providers (Gemini, any OpenAI-compatible endpoint). Pure types: no SDK imports here.
import type { Dialect, SchemaCatalog } from "~/lib/catalog";
import type { EngineDefinition } from "~/lib/definitions";

export type LlmProviderName = "gemini" | "openai";

export interface ConversationTurn {
  question: string;
  sql?: string;
}

export interface TranslateRequest {
  question: string;
  catalog: SchemaCatalog;
  dialect: Dialect;
  history: ConversationTurn[];
  /** Verified answers of this database closest to the question: questions with the SQL a person confirmed. */
  examples?: { question: string; sql: string }[];
  /** What the team defined on this database (metrics, segments, terms, names): their meaning wins over column names. */
  definitions?: readonly EngineDefinition[];
  /**
   * What the built-in engine made of the question when it was not sure (issue 33): its reading in words, its SQL,
   * and the words it found nothing for in this database.
   */
  partial?: { reading: string; sql: string; unplaced: string[] };
}

export interface RepairRequest extends TranslateRequest {
  /** The SQL that failed. */
  sql: string;
  /** The database's error message for it. */
  error: string;
}

export interface SqlAnswer {
  sql: string;
  explanation: string;
  /** 0..1 */
  confidence: number;
}

export interface ExplainRequest {
  sql: string;
  plan: string;
  dialect: Dialect;
}

export interface InsightsRequest {
  question: string;
  sql: string;
  columns: string[];
  rows: Record<string, unknown>[];
}

export interface DashboardPlanRequest {
  catalog: SchemaCatalog;
  dialect: Dialect;
  name?: string;
}

export interface DashboardQuestion {
  question: string;
  title: string;
  businessValue: string;
}

export interface DashboardPlan {
  domain: string;
  title: string;
  subtitle: string;
  keyEntities: string[];
  measures: string[];
  timeColumns: string[];
  questions: DashboardQuestion[];
}

export interface LlmProvider {
  readonly name: LlmProviderName;
  translate(request: TranslateRequest): Promise<SqlAnswer>;
  /** One repair round: the failed SQL and the database error go back to the model. */
  repair(request: RepairRequest): Promise<SqlAnswer>;
  /** Plain-language explanation of the SQL and a summary of its plan. */
  explain(request: ExplainRequest): Promise<string>;
  /** At most three short sentences, with numbers. */
  insights(request: InsightsRequest): Promise<string[]>;
  /** Business analysis of the schema plus 6–8 candidate questions. */
  planDashboard(request: DashboardPlanRequest): Promise<DashboardPlan>;
}

/** The subset of the validated environment the providers read (structurally a subset of `Env`). */
export interface AiConfig {
  AI_PROVIDER: "local" | LlmProviderName;
  GEMINI_API_KEY?: string;
  GEMINI_MODEL?: string;
  GEMINI_BASE_URL?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  /** Not from the environment: tests shorten it. */
  timeoutMs?: number;
}

export const AI_LIMITS = {
  timeoutMs: 20_000,
  maxTables: 8,
  dashboardTables: 12,
  historyTurns: 4,
  insightRows: 40,
  insightRowChars: 12_000,
  planChars: 4_000,
  insightCount: 3,
  dashboardQuestions: 8,
  /** Definitions quoted in a translation prompt. */
  definitions: 80,
} as const;
