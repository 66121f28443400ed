// Faults the product must survive (issue 15): its own PostgreSQL restarted under load, a user database
// that blinks, a user's mistake that must not be retried. The product runs on a cluster this file
// owns, so the restart disturbs no other test file.
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeProductModules, startApp, type TestApp } from "../harness/app";
import { signUp, type Client } from "../harness/clients";
import { startOwnCluster, type OwnCluster } from "../harness/cluster";
import { createUserDatabase, userAdminUrl } from "../harness/databases";

let cluster: OwnCluster;
let app: TestApp;
let client: Client;
let projectId: string;
let sampleId: string;

beforeAll(async () => {
  cluster = await startOwnCluster("faults");
  // one user keeps 30 questions in flight through the restart: their limit of unfinished questions (ADR 040) is raised
  app = await startApp({ server: cluster.server, env: { USER_MAX_QUESTIONS: "100" } });
  client = await signUp(app, "Faulty");
  projectId = (await client.api("/api/projects/personal")).body.data.id;
  sampleId = (
    await client.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } })
  ).body.data.connectionId;
  process.env.DATABASE_URL = app.databaseUrl;
}, 180_000);

afterAll(async () => {
  await closeProductModules();
  await app?.stop();
  await cluster?.stop();
});

/** Polls a job as the UI does, through errors, until it ends (or `ms` pass). */
async function followJob(jobId: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const { body } = await client.api(`/api/query/job/${jobId}`).catch(() => ({ body: null }));
    if (body?.data?.status === "completed" || body?.data?.status === "failed") return body.data;
    await sleep(200);
  }
  return null;
}

/** Submits a question and follows its job to the end. */
async function askToEnd(connectionId: string, query: string, ms = 60_000) {
  const submitted = await client.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query },
  });
  return { submitted, job: submitted.status === 202 ? await followJob(submitted.body.data.jobId, ms) : null };
}

/** A TCP relay to the users' PostgreSQL that can be taken down (refused, open sockets reset) and back up. */
async function blinkingRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const [a, b] of [
      [socket, upstream],
      [upstream, socket],
    ]) {
      sockets.add(a);
      a.on("error", () => b.destroy());
      a.on("close", () => (sockets.delete(a), b.destroy()));
      a.pipe(b);
    }
  });
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) =>
      server.listen(port, "127.0.0.1", () => ((port = (server.address() as net.AddressInfo).port), resolve())),
    );
  const down = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await up();
  return { port: () => port, up, down };
}

describe("transient and permanent failures", () => {
  it("retries a question whose database blinked, and answers it once it is back", async () => {
    const userDb = await createUserDatabase("blink");
    const relay = await blinkingRelay(new URL(userAdminUrl()));
    try {
      const admin = new URL(userDb.url);
      const credentials = {
        host: "127.0.0.1",
        port: relay.port(),
        database: userDb.name,
        username: decodeURIComponent(admin.username),
        password: decodeURIComponent(admin.password),
      };
      const { default: pg } = await import("pg");
      const setup = new pg.Client({ connectionString: userDb.url });
      await setup.connect();
      await setup.query(
        "CREATE TABLE parcels (id int PRIMARY KEY, city text); INSERT INTO parcels SELECT g, 'city ' || (g % 3) FROM generate_series(1, 30) g",
      );
      await setup.end();
      const created = await client.api("/api/database/connect", {
        method: "POST",
        body: { name: "Blinking", type: "postgresql", config: credentials, project_id: projectId },
      });
      expect(created.status).toBe(201);
      const connectionId = created.body.data.connectionId;

      await relay.down();
      const asked = askToEnd(connectionId, "how many parcels");
      await sleep(2500);
      await relay.up();
      const { job } = await asked;
      expect(job).toEqual(expect.objectContaining({ status: "completed" }));
      // The answer once the database is back: all 30 parcels, one number.
      expect(job.result.rows).toHaveLength(1);
      expect(Object.values(job.result.rows[0]).map(Number)).toEqual([30]);
    } finally {
      await relay.down().catch(() => undefined);
      await userDb.drop();
    }
  }, 90_000);

  it("fails a wrong password at once with the spec's code, without retrying", async () => {
    const userDb = await createUserDatabase("pw");
    const { default: pg } = await import("pg");
    const role = `pw_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: userDb.url });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'right-password'`);
      const url = new URL(userDb.url);
      const credentials = {
        host: url.hostname,
        port: Number(url.port),
        database: userDb.name,
        username: role,
        password: "right-password",
      };
      const created = await client.api("/api/database/connect", {
        method: "POST",
        body: { name: "Soon wrong", type: "postgresql", config: credentials, project_id: projectId },
      });
      expect(created.status).toBe(201);
      await admin.query(`ALTER ROLE ${role} PASSWORD 'changed-meanwhile'`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", [role]);
      const started = Date.now();
      const { job } = await askToEnd(created.body.data.connectionId, "how many tables are there");
      expect(job).toEqual(
        expect.objectContaining({ status: "failed", error: expect.objectContaining({ code: "CONNECTION_FAILED" }) }),
      );
      expect(Date.now() - started).toBeLessThan(5000); // retries would wait 1 + 2 + 4 s at least
    } finally {
      await admin.end();
      await userDb.drop();
      const cleanup = new pg.Client({ connectionString: userAdminUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP ROLE IF EXISTS ${role}`);
      await cleanup.end();
    }
  }, 30_000);

  it("fails a refused statement at once", async () => {
    const { job } = await askToEnd(sampleId, "SELECT 1; DROP TABLE orders");
    expect(job?.status).toBe("failed");
  });
});

describe("liveness", () => {
  it("reports degraded with the worker stopped, tells a waiting client, and answers once a worker is back", async () => {
    const { NO_WORKER_NOTICE } = await import("~/jobs/worker-liveness.server");
    await app.stopWorker("SIGKILL");
    const submitted = await client.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId: sampleId, query: "how many orders per status (no worker)" },
    });
    expect(submitted.status).toBe(202);
    const jobId = submitted.body.data.jobId;
    let status = (await client.api(`/api/query/job/${jobId}`)).body.data;
    for (let i = 0; i < 40 && !status.notice; i++)
      status = (await sleep(250), (await client.api(`/api/query/job/${jobId}`)).body.data);
    expect(status).toEqual(expect.objectContaining({ status: "pending", phase: "queued", notice: NO_WORKER_NOTICE }));
    const summary = await app.json("/api/health");
    expect(summary).toEqual(
      expect.objectContaining({
        status: 200,
        body: expect.objectContaining({ data: { status: "degraded", worker: "stale" } }),
      }),
    );
    const detailed = await app.json("/api/health/detailed");
    expect(detailed.status).toBe(503);
    expect(detailed.body.data).toEqual(
      expect.objectContaining({
        status: "degraded",
        worker: expect.objectContaining({ status: "stale", activeWorkers: 0 }),
      }),
    );

    app.startWorker();
    for (let i = 0; i < 60 && status.status === "pending"; i++)
      status = (await client.api(`/api/query/job/${jobId}`)).body.data;
    expect(status).toEqual(expect.objectContaining({ status: "completed", notice: null }));
    expect((await app.json("/api/health")).body.data).toEqual({ status: "ok", worker: "ok" });
  }, 60_000);
});

describe("the metadata PostgreSQL restarted under load", () => {
  it("crashes no process, answers DATABASE_ERROR meanwhile, and completes every queued job", async () => {
    const { enqueueJob, getJobRun } = await import("~/jobs/job-runs.server");
    const countries = [
      "Germany",
      "France",
      "Spain",
      "Italy",
      "Canada",
      "Japan",
      "Brazil",
      "Australia",
      "Mexico",
      "India",
    ];
    const questions = countries.flatMap((country) => [
      `how many orders from ${country}`,
      `total revenue in ${country}`,
      `how many customers in ${country}`,
    ]);
    // Jobs a worker holds when the server goes away: they finish (or are retried) after it is back.
    const held = await Promise.all(
      [1, 2, 3].map((n) =>
        enqueueJob("system-ping", { message: `held-${n}`, delayMs: 1500 }, { projectId: null, userId: null }),
      ),
    );
    // Accepted before the restart, so they are queued or running when the server goes away.
    const burst = (
      await Promise.all(
        questions.slice(0, 10).map((query) =>
          client.api("/api/query/translate-and-visualize", {
            method: "POST",
            body: { connectionId: sampleId, query: `${query} (restart run)` },
          }),
        ),
      )
    ).map(async (submitted) => ({
      submitted,
      job: submitted.status === 202 ? await followJob(submitted.body.data.jobId, 90_000) : null,
    }));
    const restart = cluster.restart(2000);
    const during: ReturnType<typeof askToEnd>[] = [];
    for (const question of questions.slice(10)) {
      during.push(askToEnd(sampleId, `${question} (restart run)`, 90_000));
      await sleep(200);
    }
    await restart;
    const outcomes = await Promise.all([...burst, ...during]);

    const refused = outcomes.filter((o) => o.submitted.status !== 202);
    for (const { submitted } of refused)
      expect(submitted.body).toEqual({
        success: false,
        data: null,
        error: expect.objectContaining({ code: "DATABASE_ERROR" }),
      });
    expect(refused.length).toBeGreaterThan(0);
    const accepted = outcomes.filter((o) => o.submitted.status === 202);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    // a process that exited says why (the end of its stderr)
    for (const { job } of accepted)
      expect(job, JSON.stringify(app.crashes)).toEqual(expect.objectContaining({ status: "completed" }));
    for (const id of held) {
      let run = await getJobRun(id);
      for (let i = 0; i < 120 && run?.status !== "completed"; i++) run = (await sleep(500), await getJobRun(id));
      expect(run?.status).toBe("completed");
    }
    const health = await app.json("/api/health/detailed");
    expect(health.body.data).toEqual(
      expect.objectContaining({ status: "ok", database: expect.objectContaining({ status: "up" }) }),
    );
    expect(app.crashes).toEqual([]);
  }, 150_000);
});
