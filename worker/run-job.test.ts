// The split between "record the failure" and "let pg-boss retry" (issue 15).
import type { JobWithMetadata } from "pg-boss";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "~/lib/errors";

const finished: { id: string; status: string }[] = [];
const outcomes = new Map<string, object>();
const metadata: ("up" | "came back" | "gone")[] = [];
vi.mock("~/jobs/job-runs.server", () => ({
  startJobRun: async (id: string) => outcomes.get(id) ?? null,
  updateJobProgress: async () => undefined,
  finishJobRun: async (id: string, outcome: { status: string }) => {
    if (metadata[0] === "came back")
      throw Object.assign(new Error("the database system is shutting down"), { code: "57P03" });
    finished.push({ id, status: outcome.status });
  },
  waitForMetadata: async () => metadata.shift() ?? "up",
}));

const { runJob } = await import("./run-job");

function job(retryCount: number): JobWithMetadata<unknown> {
  return {
    id: "j1",
    data: { message: "hi" },
    retryCount,
    retryLimit: 3,
    signal: new AbortController().signal,
  } as unknown as JobWithMetadata<unknown>;
}

const transient = new AppError("CONNECTION_FAILED", "connection refused", { transient: true });

beforeEach(() => {
  finished.length = 0;
  outcomes.clear();
  metadata.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("runJob", () => {
  it("throws a transient failure so the queue retries it, recording nothing yet", async () => {
    await expect(runJob("system-ping", job(0), async () => Promise.reject(transient))).rejects.toBe(transient);
    expect(finished).toEqual([]);
  });

  it("records a transient failure once the retries are used up", async () => {
    await expect(runJob("system-ping", job(3), async () => Promise.reject(transient))).resolves.toMatchObject({
      error: { code: "CONNECTION_FAILED" },
    });
    expect(finished).toEqual([{ id: "j1", status: "failed" }]);
  });

  it("records a user's mistake at once, without a retry", async () => {
    const refused = new AppError("QUERY_EXECUTION_ERROR", "Refused: DROP");
    await expect(runJob("system-ping", job(0), async () => Promise.reject(refused))).resolves.toMatchObject({
      error: { code: "QUERY_EXECUTION_ERROR" },
    });
    expect(finished).toEqual([{ id: "j1", status: "failed" }]);
  });

  it("retries an unexpected error while attempts remain, then records it and fails the job", async () => {
    const bug = new Error("Connection terminated unexpectedly");
    await expect(runJob("system-ping", job(0), async () => Promise.reject(bug))).rejects.toBe(bug);
    expect(finished).toEqual([]);
    await expect(runJob("system-ping", job(3), async () => Promise.reject(bug))).rejects.toBe(bug);
    expect(finished).toEqual([{ id: "j1", status: "failed" }]);
  });

  it("runs a last attempt again, unrecorded, when the metadata database went away under it", async () => {
    metadata.push("came back");
    const bug = new Error("Connection terminated unexpectedly");
    let ran = 0;
    await expect(
      runJob("system-ping", job(3), async () => (ran++ ? { echo: "after the outage" } : Promise.reject(bug))),
    ).resolves.toEqual({ echo: "after the outage" });
    expect(ran).toBe(2);
    expect(finished).toEqual([{ id: "j1", status: "completed" }]);
  });

  it("answers a job whose run was already recorded without running it again", async () => {
    outcomes.set("j1", { echo: "first attempt" });
    let ran = 0;
    await expect(runJob("system-ping", job(1), async () => (ran++, { echo: "second attempt" }))).resolves.toEqual({
      echo: "first attempt",
    });
    expect(ran).toBe(0);
    expect(finished).toEqual([]);
  });

  it("tells the handler whether a failure will be retried", async () => {
    const seen: boolean[] = [];
    const handler = async (_: unknown, context: { willRetry: (error: unknown) => boolean }) => {
      seen.push(context.willRetry(transient), context.willRetry(new AppError("TRANSLATION_ERROR")));
      return {};
    };
    await runJob("system-ping", job(0), handler as never);
    await runJob("system-ping", job(3), handler as never);
    expect(seen).toEqual([true, false, false, false]);
  });
});
