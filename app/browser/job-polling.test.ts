import { describe, expect, it, vi } from "vitest";
import type { ApiError } from "./api-errors";
import { JOB_TIMEOUT_MESSAGE, pollJob, type JobStatus } from "./job-polling";

async function failureOf(work: Promise<unknown>): Promise<ApiError> {
  try {
    await work;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected a failure");
}

describe("pollJob", () => {
  const noWait = async () => undefined;

  it("reports each status and returns the completed result", async () => {
    const answers: JobStatus<string>[] = [
      { status: "pending" },
      { status: "pending" },
      { status: "completed", result: "done" },
    ];
    const seen: string[] = [];
    const result = await pollJob("j1", {
      fetchStatus: async () => answers.shift()!,
      sleep: noWait,
      onStatus: (s) => seen.push(s),
    });
    expect(result).toBe("done");
    expect(seen).toEqual(["pending", "pending", "completed"]);
  });

  it("turns a failed job into its message, or 'Job failed' without one", async () => {
    await expect(
      pollJob("j", { fetchStatus: async () => ({ status: "failed", error: "SQL broke" }), sleep: noWait }),
    ).rejects.toThrow("SQL broke");
    await expect(
      pollJob("j", { fetchStatus: async () => ({ status: "failed", error: null }), sleep: noWait }),
    ).rejects.toThrow("Job failed");
    const coded = await failureOf(
      pollJob("j", {
        fetchStatus: async () => ({ status: "failed", error: { code: "TRANSLATION_ERROR", message: "x" } }),
        sleep: noWait,
      }),
    );
    expect(coded.code).toBe("TRANSLATION_ERROR");
  });

  it("gives up after the last try with the timeout text, waiting 1 s between checks", async () => {
    const waits: number[] = [];
    const fetchStatus = vi.fn(async () => ({ status: "pending" }));
    const error = await failureOf(
      pollJob("j", { fetchStatus, maxTries: 300, sleep: async (ms) => void waits.push(ms), now: () => 0 }),
    );
    expect(fetchStatus).toHaveBeenCalledTimes(300);
    expect(error.message).toBe(JOB_TIMEOUT_MESSAGE);
    expect(new Set(waits)).toEqual(new Set([1000]));
  });

  it("stops after 5 minutes when the server holds each check for seconds", async () => {
    let clock = 0;
    const fetchStatus = vi.fn(async () => {
      clock += 4000; // a status request held 4 s, as the server does for an unfinished job
      return { status: "pending" };
    });
    const error = await failureOf(
      pollJob("j", { fetchStatus, sleep: async (ms) => void (clock += ms), now: () => clock }),
    );
    expect(error.message).toBe(JOB_TIMEOUT_MESSAGE);
    expect(fetchStatus).toHaveBeenCalledTimes(75);
    expect(clock).toBe(300_000);
  });

  it("counts a held status request against the interval", async () => {
    let clock = 0;
    const waits: number[] = [];
    const answers: JobStatus<number>[] = [{ status: "pending" }, { status: "completed", result: 1 }];
    await pollJob("j", {
      fetchStatus: async () => {
        clock += 700;
        return answers.shift()!;
      },
      now: () => clock,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([300]);
  });
});

describe("pollJob for dashboard generation", () => {
  it("reports progress, and uses the generation texts for failure and timeout", async () => {
    const updates: unknown[] = [];
    const answers = [
      { status: "generating", progress: 5 },
      { status: "completed", result: { id: "d1" } },
    ];
    await pollJob("g", {
      fetchStatus: async () => answers.shift()!,
      sleep: async () => undefined,
      onUpdate: (job) => updates.push(job),
    });
    expect(updates).toEqual([
      { status: "generating", progress: 5 },
      { status: "completed", result: { id: "d1" } },
    ]);
    const failed = await failureOf(
      pollJob("g", {
        fetchStatus: async () => ({ status: "failed", error: null }),
        sleep: async () => undefined,
        failedMessage: "Dashboard generation failed",
      }),
    );
    expect(failed.message).toBe("Dashboard generation failed");
    const slow = await failureOf(
      pollJob("g", {
        fetchStatus: async () => ({ status: "generating" }),
        sleep: async () => undefined,
        maxTries: 150,
        timeoutMessage: "Dashboard generation timeout after 5 minutes",
      }),
    );
    expect(slow.message).toBe("Dashboard generation timeout after 5 minutes");
  });
});
