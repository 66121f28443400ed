// The JSON shapes the workspace UI reads (spec §3), as the API and the page loaders answer them.
import type { VisualizationResult } from "~/lib/answer";
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
  type: "postgresql" | "mysql" | "csv";
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
