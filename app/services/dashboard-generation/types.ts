// What dashboard generation reads (the data source and its settings) and what it hands back to be saved.
import type { DashboardPlan, LlmProvider } from "~/ai/types";
import type { QualityReport } from "~/answer/dashboard-quality";
import type { EngineDefinition } from "~/lib/definitions";
import type { Dialect, QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { Widget } from "../widgets.server";

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
