// The running skeleton: health, and the queue round trip through a real web and worker process — a job sent by the
// web side, retried, failed, kept while no worker runs, and taken up again by a restarted worker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeProductModules, startApp, type TestApp } from "../../harness/app";

let app: TestApp;
let startedAt: number;

beforeAll(async () => {
  startedAt = Date.now();
  app = await startApp();
  process.env.DATABASE_URL = app.databaseUrl;
});

afterAll(async () => {
  await closeProductModules();
  await app?.stop();
});

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await probe();
  }
  return value;
}

async function send(message: string, extra: { failTimes?: number; delayMs?: number } = {}) {
  const { enqueueJob } = await import("~/jobs/job-runs.server");
  return enqueueJob("system-ping", { message, ...extra }, { projectId: null, userId: null });
}

async function run(id: string) {
  const { getJobRun } = await import("~/jobs/job-runs.server");
  return getJobRun(id);
}

describe("health and the worker", () => {
  it("reports the database up and a fresh worker heartbeat", async () => {
    const health = await waitFor(
      () => app.json("/api/health/detailed").then((r) => r.body.data),
      (data) => data.worker.status === "ok",
      10_000,
    );
    expect(health.database.status).toBe("up");
    // One SELECT 1 on a local server, in milliseconds: neither missing nor a clock reading.
    expect(health.database.latencyMs).toBeGreaterThan(0);
    expect(health.database.latencyMs).toBeLessThan(1000);
    expect(health.worker.heartbeatAgeSeconds).toBeLessThan(10);
    expect(health.queues["system-ping"]).toEqual(
      expect.objectContaining({ queued: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) }),
    );
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    // The web process's own uptime: it started after this file did.
    expect(health.uptimeSeconds).toBeLessThanOrEqual(Math.ceil((Date.now() - startedAt) / 1000));
    const summary = await app.json("/api/health");
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({ success: true, data: { status: "ok", worker: "ok" }, error: null });
  });

  it("delivers a job sent by a web-side sender to the worker", async () => {
    const id = await send("hello");
    const done = await waitFor(
      () => run(id),
      (r) => r?.status === "completed",
      10_000,
    );
    expect(done?.status).toBe("completed");
    expect(done?.result).toEqual(expect.objectContaining({ echo: "hello", attempts: 1 }));
  });

  it("announces a job sent on the channel the worker listens on (ADR 065)", async () => {
    const { default: pg } = await import("pg");
    const { jobsChannel } = await import("~/jobs/boss.server");
    const listener = new pg.Client({ connectionString: app.databaseUrl });
    await listener.connect();
    try {
      await listener.query(`LISTEN ${jobsChannel()}`);
      // the scheduler's own tick may be announced first on the same channel: wait for this job's queue
      const heard = new Promise<string | undefined>((resolve) =>
        listener.on("notification", (m) => m.payload === "system-ping" && resolve(m.payload)),
      );
      await send("heard");
      expect(await heard).toBe("system-ping");
    } finally {
      await listener.end();
    }
  });

  it("retries a failing job with backoff and completes it once it succeeds", async () => {
    const id = await send("flaky", { failTimes: 1 });
    const done = await waitFor(
      () => run(id),
      (r) => r?.status === "completed",
      20_000,
    );
    expect(done?.result).toEqual(expect.objectContaining({ echo: "flaky", attempts: 2 }));
  });

  it("marks a job failed with its error kept after the last retry", async () => {
    const id = await send("always-failing", { failTimes: 99 });
    const done = await waitFor(
      () => run(id),
      (r) => r?.status === "failed",
      40_000,
    );
    expect(done?.status).toBe("failed");
    expect(done?.error).toEqual(
      expect.objectContaining({ code: "UNKNOWN_ERROR", message: expect.stringContaining("failing on purpose") }),
    );
  }, 45_000);

  it("records a domain failure at once, without retrying", async () => {
    const id = await send("domain-failure");
    const done = await waitFor(
      () => run(id),
      (r) => r?.status === "failed",
      10_000,
    );
    expect(done?.error).toEqual(
      expect.objectContaining({ code: "INVALID_REQUEST", message: "ping refused on purpose" }),
    );
  });

  it("reports a killed worker stale, keeps jobs sent meanwhile, and recovers on restart", async () => {
    await app.stopWorker("SIGKILL");
    const queued = await Promise.all([send("while-down-1"), send("while-down-2")]);
    const stale = await waitFor(
      () => app.json("/api/health/detailed").then((r) => r.body.data),
      (data) => data.worker.status === "stale",
      30_000,
    );
    expect(stale.worker.status).toBe("stale");
    expect(stale.status).toBe("degraded");
    expect(stale.queues["system-ping"].queued).toBeGreaterThanOrEqual(2);
    const detailed = await app.json("/api/health/detailed");
    expect(detailed.status).toBe(503);
    const summary = await app.json("/api/health");
    expect(summary.status).toBe(200);
    expect(summary.body.data).toEqual({ status: "degraded", worker: "stale" });
    for (const id of queued) expect((await run(id))?.status).toBe("pending");

    app.startWorker();
    for (const id of queued) {
      const done = await waitFor(
        () => run(id),
        (r) => r?.status === "completed",
        15_000,
      );
      expect(done?.status).toBe("completed");
    }
    const recovered = await waitFor(
      () => app.json("/api/health/detailed").then((r) => r.body.data),
      (data) => data.worker.status === "ok",
      10_000,
    );
    expect(recovered.worker.heartbeatAgeSeconds).toBeLessThan(10);
  }, 70_000);

  it("retries a job whose worker was killed mid-run, and completes it once", async () => {
    const id = await send("interrupted", { delayMs: 4000 });
    await waitFor(
      () => run(id),
      (r) => r?.status === "running",
      10_000,
    );
    await app.stopWorker("SIGKILL");
    app.startWorker();
    const done = await waitFor(
      () => run(id),
      (r) => r?.status === "completed",
      60_000,
    );
    expect(done?.status).toBe("completed");
    expect(done?.result).toEqual(expect.objectContaining({ echo: "interrupted", attempts: 2 }));
  }, 70_000);
});
