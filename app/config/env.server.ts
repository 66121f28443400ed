// The one place the environment is read and validated (zod), at start-up of every process.
import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string()
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), "must be a postgres:// URL"),
    SAMPLES_DATABASE_URL: z.string().url().optional(),
    UPLOADS_DATABASE_URL: z.string().url().optional(),
    PORT: positiveInt(3000),
    PUBLIC_URL: z.string().url().optional(),
    APP_SECRET: z.string().min(32, "must be at least 32 characters"),
    AI_PROVIDER: z.enum(["local", "gemini", "openai"]).default("local"),
    AI_LOCAL_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.8),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_MODEL: z.string().default("gemini-2.5-flash"),
    GEMINI_BASE_URL: z.string().url().optional(),
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_AUTHORIZATION_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
    GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
    GOOGLE_USERINFO_URL: z.string().url().default("https://openidconnect.googleapis.com/v1/userinfo"),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("Askdata <no-reply@askdata.local>"),
    AUTH_PASSWORD_ENABLED: flag(true),
    WORKER_CONCURRENCY: positiveInt(4),
    // ADR 040: questions one user may have waiting or running; jobs of one project running at once, all workers
    // together (default: one fewer than a worker's slots, so another project always finds one free).
    USER_MAX_QUESTIONS: positiveInt(10),
    PROJECT_CONCURRENCY: z.coerce.number().int().positive().optional(),
    QUERY_TIMEOUT_MS: positiveInt(15_000),
    QUERY_MAX_ROWS: positiveInt(10_000),
    // Sessions per process to users' own databases, all saved connections together (ADR 018).
    USER_DB_MAX_SESSIONS: positiveInt(20),
    ALLOW_LINK_LOCAL_HOSTS: flag(false),
    // ADR 012: a hosted multi-tenant install refuses loopback/private ranges, or allows only a list.
    BLOCK_PRIVATE_NETWORKS: flag(false),
    ALLOWED_DATABASE_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        value
          ? value
              .split(",")
              .map((entry) => entry.trim())
              .filter(Boolean)
          : null,
      ),
    // The one proxy header to believe for the client's address; without it, the socket's address.
    TRUST_PROXY: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(["x-forwarded-for", "fly-client-ip"], { error: "must be x-forwarded-for or fly-client-ip" }))
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER === "gemini" && !env.GEMINI_API_KEY)
      ctx.addIssue({ code: "custom", path: ["GEMINI_API_KEY"], message: "is required when AI_PROVIDER=gemini" });
    if (env.AI_PROVIDER === "openai" && !env.OPENAI_BASE_URL && !env.OPENAI_API_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["OPENAI_API_KEY"],
        message: "or OPENAI_BASE_URL is required when AI_PROVIDER=openai",
      });
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET))
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together",
      });
  });

export type Env = z.infer<typeof schema> & {
  samplesDatabaseUrl: string;
  uploadsDatabaseUrl: string;
  publicUrl: string;
  projectConcurrency: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** The sample and upload databases sit beside the metadata database unless configured elsewhere. */
export function siblingDatabaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const missing = issue.code === "invalid_type" && cleaned[name] === undefined;
      return `${name}: ${missing ? "is required" : issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const env = result.data;
  const base = env.DATABASE_URL;
  const dbName = new URL(base).pathname.slice(1) || "askdata";
  return {
    ...env,
    samplesDatabaseUrl: env.SAMPLES_DATABASE_URL ?? siblingDatabaseUrl(base, `${dbName}_samples`),
    uploadsDatabaseUrl: env.UPLOADS_DATABASE_URL ?? siblingDatabaseUrl(base, `${dbName}_uploads`),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    projectConcurrency: env.PROJECT_CONCURRENCY ?? Math.max(1, env.WORKER_CONCURRENCY - 1),
  };
}

let cached: Env | undefined;

/** The validated environment of this process; throws ConfigError listing every bad variable. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** Entry points call this first: one line per bad variable, then exit. */
export function loadEnvOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
