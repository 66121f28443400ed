// The JSON shapes the workspace UI reads (spec §3), as the API and the page loaders answer them.
import type { VisualizationResult } from "~/answer/result";
import type { Dialect } from "~/lib/catalog";
import type { Role } from "~/lib/permissions";

export interface WorkspaceUser {
  id: string;
  email: string;
  name: string;
  email_verified: boolean;
  subscription_tier?: string;
  niche?: string | null;
  onboarded?: boolean;
}

export interface Project {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  is_public: boolean;
  is_personal: boolean;
  created_at: string | Date;
  userRole: Role;
  usage?: { connections: number; dashboards: number };
}

export interface Connection {
  id: string;
  name: string;
  type: Dialect | "csv";
  credentials: { host: string; port: number; database: string; username: string; ssl: boolean } | null;
  project_id: string;
  sample_id?: string | null;
  is_active: boolean;
  last_test_status: "success" | "failed" | null;
  last_tested_at: string | Date | null;
  created_at: string | Date;
  metadata?: Record<string, unknown> | null;
}

export interface ChatSession {
  id: string;
  title: string | null;
  is_pinned: boolean;
  project_id: string;
  connection_ids?: string[];
  last_message_at: string | Date | null;
  created_at: string | Date;
}

export interface Dashboard {
  id: string;
  title: string | null;
  description?: string | null;
  project_id: string;
  connection_id?: string | null;
  updated_at: string | Date;
  widgets_config?: { layout?: string; widgets?: unknown[] } | null;
}

export type { VisualizationResult };

export interface StoredChatMessage {
  id: string;
  natural_language: string;
  created_at: string | Date;
  generated_sql: string | null;
  execution_status: "success" | "failed" | string | null;
  chart_type: string | null;
  error_message: string | null;
  follow_up_questions: string[] | null;
  answer?: VisualizationResult | null;
}

export interface ChatSessionDetail extends ChatSession {
  messages: StoredChatMessage[];
}

/** spec §3 Widget, as the dashboards API stores it. */
export interface DashboardWidget {
  id: string;
  type?: "query_result" | "text";
  /** A text card's words. */
  text?: string;
  title: string;
  description?: string | null;
  question?: string;
  chartType?: string;
  data?: {
    columns: { name: string; kind?: string; label?: string; semantic?: import("~/answer/semantic").SemanticType }[];
    rows: Record<string, unknown>[];
    rowCount: number;
  };
  sql?: string | null;
  executionTime?: number | null;
  confidence?: number | null;
  insights?: string[];
  connectionId?: string | null;
  position?: { width?: number; height?: number; x?: number; y?: number };
  chartConfig?: {
    xAxis?: string | null;
    yAxes?: string[];
    fullChartConfig?: Partial<import("~/answer/chart").ChartSpec> | null;
  };
  businessValue?: string;
  followUpQuestions?: string[];
  /** A single number's value over the period before (its KPI card's comparison). */
  comparison?: { label: string; previous: number | null };
  /** Under a dashboard date filter: whether this widget's numbers are limited to the period. */
  /** grain: shown at a finer grain than saved so the period draws a line (ADR 053). */
  dateFilter?:
    { applied: true; column: string; grain?: { saved: string; shown: string } } | { applied: false; reason: string };
}

/** spec §3 AI-generated dashboard. */
export interface GeneratedDashboard {
  id: string;
  title: string | null;
  subtitle: string | null;
  businessDomain: { id: string; name: string } | null;
  qualityScore: number | null;
  widgets: DashboardWidget[];
  nextSteps: string[];
  performance: {
    iterationCount: number;
    totalTime: number;
    businessAnalysisTime: number;
    queryExecutionTime: number;
  } | null;
  /** The steps its generation went through, ms from the start (older dashboards: none). */
  steps?: { step: string; at: number }[];
  iterations?: { iteration: number; score: number; replaced: number }[];
  connection_id?: string | null;
}

/** spec §3 Generation job status. */
export interface GenerationStatus {
  jobId: string;
  status: "generating" | "completed" | "failed";
  progress: number;
  currentStep: string | null;
  iteration: number | null;
  dashboardId: string | null;
  dashboard: GeneratedDashboard | null;
  error: string | null;
  /** Set while no worker is alive to run the generation (issue 15). */
  notice?: string | null;
}
