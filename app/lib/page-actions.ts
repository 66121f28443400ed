// What each page form's action answers: the contract a form component shares with its route action, kept
// apart from the action module so components import no server code.
import type { Dialect } from "./catalog";
import type { TestResult } from "./connection-messages";

export interface ProjectActionData {
  intent: "create" | "switch";
  values?: { name: string; description: string; is_public: boolean };
  fieldErrors?: Record<string, string>;
  formError?: string;
}

export type AuthMode = "signin" | "signup" | "onboarding";

export interface AuthActionData {
  ok: boolean;
  mode: AuthMode;
  values?: { email?: string; name?: string; niche?: string };
  fieldErrors?: Record<string, string>;
  formError?: string;
  user?: {
    id: string;
    email: string;
    name: string;
    email_verified: boolean;
    subscription_tier?: string;
    niche?: string | null;
  };
  tokens?: { accessToken: string; refreshToken: string };
}

export type MemberIntent = "invite" | "role" | "remove" | "revoke";

export interface MemberActionData {
  intent: MemberIntent;
  /** A successful invitation: the link only for owners and admins; how the e-mail left (or did not). */
  invited?: { email: string; role: string; link?: string; delivery: "smtp" | "log" | "failed" };
  done?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
}

export interface ConnectionFormValues {
  type: Dialect;
  name: string;
  host: string;
  port: string;
  database: string;
  username: string;
  password: string;
  ssl: boolean;
}

export interface ConnectionActionData {
  intent: "test" | "connect" | "connectSample" | "csv";
  values?: ConnectionFormValues;
  fieldErrors?: Record<string, string>;
  formError?: string;
  test?: TestResult;
  sampleId?: string;
}
