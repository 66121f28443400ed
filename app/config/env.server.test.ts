import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

const base = { DATABASE_URL: "postgres://u:p@127.0.0.1:5432/askdata", APP_SECRET: "x".repeat(40) };

describe("environment", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv(base);
    expect(env.PORT).toBe(3000);
    expect(env.AI_PROVIDER).toBe("local");
    expect(env.AUTH_PASSWORD_ENABLED).toBe(true);
    expect(env.QUERY_TIMEOUT_MS).toBe(15000);
    expect(env.QUERY_MAX_ROWS).toBe(10000);
    expect(env.samplesDatabaseUrl).toBe("postgres://u:p@127.0.0.1:5432/askdata_samples");
    expect(env.uploadsDatabaseUrl).toBe("postgres://u:p@127.0.0.1:5432/askdata_uploads");
  });

  it("limits a user's unfinished questions to 10 and a project to one slot fewer than a worker has (ADR 040)", () => {
    expect(parseEnv(base)).toEqual(
      expect.objectContaining({ USER_MAX_QUESTIONS: 10, WORKER_CONCURRENCY: 4, projectConcurrency: 3 }),
    );
    expect(parseEnv({ ...base, WORKER_CONCURRENCY: "1" }).projectConcurrency).toBe(1);
    expect(parseEnv({ ...base, PROJECT_CONCURRENCY: "8", USER_MAX_QUESTIONS: "50" })).toEqual(
      expect.objectContaining({ USER_MAX_QUESTIONS: 50, projectConcurrency: 8 }),
    );
    expect(() => parseEnv({ ...base, USER_MAX_QUESTIONS: "0" })).toThrow("USER_MAX_QUESTIONS");
  });

  it("reports one line per bad variable", () => {
    try {
      parseEnv({ PORT: "abc", AI_PROVIDER: "gemini" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toContain("DATABASE_URL: is required");
      expect(problems).toContain("APP_SECRET: is required");
      expect(problems.some((line) => line.startsWith("PORT:"))).toBe(true);
    }
  });

  it("requires the key of the configured AI provider", () => {
    expect(() => parseEnv({ ...base, AI_PROVIDER: "gemini" })).toThrow(
      "GEMINI_API_KEY: is required when AI_PROVIDER=gemini",
    );
  });

  it("reads AUTH_PASSWORD_ENABLED=false as the Google-only reading", () => {
    expect(parseEnv({ ...base, AUTH_PASSWORD_ENABLED: "false" }).AUTH_PASSWORD_ENABLED).toBe(false);
  });

  it("accepts only the proxy headers it knows as TRUST_PROXY", () => {
    expect(parseEnv(base).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ ...base, TRUST_PROXY: "Fly-Client-IP" }).TRUST_PROXY).toBe("fly-client-ip");
    expect(parseEnv({ ...base, TRUST_PROXY: "x-forwarded-for" }).TRUST_PROXY).toBe("x-forwarded-for");
    expect(() => parseEnv({ ...base, TRUST_PROXY: "true" })).toThrow(
      "TRUST_PROXY: must be x-forwarded-for or fly-client-ip",
    );
  });
});
