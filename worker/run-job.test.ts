// The split between "record the failure" and "let pg-boss retry" (issue 15).
import type { JobWithMetadata } from "pg-boss";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "~/lib/errors";

const finished: { id: string; status: string }[] = [];
vi.mock("~/jobs/job-runs.server", () => ({
  markJobRunning: async () => undefined,
  updateJobProgress: async () => undefined,
  finishJobRun: async (id: string, outcome: { status: string }) => void finished.push({ id, status: outcome.status }),
}));

const { runJob } = await import("./run-job");

function job(retryCount: number): JobWithMetadata<unknown> {
  return { id: "j1", data: { message: "hi" }, retryCount, retryLimit: 3, signal: new AbortController().signal } as unknown as JobWithMetadata<unknown>;
}

const transient = new AppError("CONNECTION_FAILED", "connection refused", { transient: true });

beforeEach(() => {
  finished.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("runJob", () => {
  it("throws a transient failure so the queue retries it, recording nothing yet", async () => {
    await expect(runJob("system-ping", job(0), async () => Promise.reject(transient))).rejects.toBe(transient);
    expect(finished).toEqual([]);
  });

  it("records a transient failure once the retries are used up", async () => {
    await expect(runJob("system-ping", job(3), async () => Promise.reject(transient))).resolves.toMatchObject({ error: { code: "CONNECTION_FAILED" } });
    expect(finished).toEqual([{ id: "j1", status: "failed" }]);
  });

  it("records a user's mistake at once, without a retry", async () => {
    const refused = new AppError("QUERY_EXECUTION_ERROR", "Refused: DROP");
    await expect(runJob("system-ping", job(0), async () => Promise.reject(refused))).resolves.toMatchObject({ error: { code: "QUERY_EXECUTION_ERROR" } });
    expect(finished).toEqual([{ id: "j1", status: "failed" }]);
  });
});
