// A saved connection as the API and the pages show it (spec §3, server form), built by connectionJson in
// app/services/connections.server.ts: the password masked, the address and metadata only for those who may edit it.
import type { Dialect } from "./catalog";

export interface ConnectionJson {
  id: string;
  name: string;
  type: Dialect | "csv";
  credentials: {
    host: string;
    port: number;
    database: string;
    username: string;
    password: string;
    ssl: boolean;
  } | null;
  project_id: string;
  sample_id: string | null;
  is_active: boolean;
  last_test_status: "success" | "failed" | null;
  last_tested_at: Date | null;
  created_at: Date;
  updated_at: Date;
  metadata: Record<string, unknown> | null;
}
