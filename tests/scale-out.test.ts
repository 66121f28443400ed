// The README's Scaling section, proven: two web and two worker processes on one PostgreSQL. Questions
// and dashboard generations go to both web processes; every job completes, exactly once.
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../harness/app";
import { signUp, type Client } from "../harness/clients";

let app: TestApp;
let client: Client;
let projectId: string;
let connectionId: string;

beforeAll(async () => {
  // one user sends all 24 questions at once: their limit of unfinished questions (ADR 040) is raised to match
  app = await startApp({ webs: 2, workers: 2, env: { USER_MAX_QUESTIONS: "24" } });
  client = await signUp(app, "Scaled");
  projectId = (await client.api("/api/projects/personal")).body.data.id;
  connectionId = (
    await client.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } })
  ).body.data.connectionId;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** The same signed-in client, against one web process or the other. */
const on = (web: number, pathname: string, init?: Parameters<Client["api"]>[1]) =>
  client.api(`${app.urls[web]}${pathname}`, init);

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) value = (await sleep(200), await probe());
  return value;
}

describe("two web and two worker processes on one database", () => {
  it("completes every question and dashboard generation sent to either web process exactly once", async () => {
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
      "Poland",
      "Sweden",
    ];
    const questions = countries.flatMap((country) => [
      `how many orders from ${country}`,
      `total revenue in ${country}`,
    ]);
    const asked = await Promise.all(
      questions.map(async (query, i) => {
        const web = i % 2;
        const chat = await on(web, "/api/chats/sessions", {
          method: "POST",
          body: { title: query.slice(0, 30), project_id: projectId, connectionIds: [connectionId] },
        });
        const submitted = await on(web, "/api/query/translate-and-visualize", {
          method: "POST",
          body: { connectionId, query, chatSessionId: chat.body.data.id },
        });
        expect(submitted.status).toBe(202);
        return { jobId: submitted.body.data.jobId as string, web };
      }),
    );
    const generated = await Promise.all(
      [0, 1, 0, 1].map(async (web, i) => {
        const submitted = await on(web, "/api/welcome-dashboard/generate", {
          method: "POST",
          body: { connectionId, name: `Board ${i + 1}` },
        });
        expect(submitted.status).toBe(202);
        return { jobId: submitted.body.data.jobId as string, web };
      }),
    );

    // Each job is read back through the other web process: state lives in the database, not a process.
    for (const { jobId, web } of asked) {
      const job = await until(
        () => on(1 - web, `/api/query/job/${jobId}`).then((r) => r.body.data),
        (data) => data?.status !== "pending",
      );
      expect(job).toEqual(expect.objectContaining({ status: "completed" }));
    }
    for (const { jobId, web } of generated) {
      const status = await until(
        () => on(1 - web, `/api/welcome-dashboard/status/${jobId}`).then((r) => r.body.data),
        (data) => data?.status !== "generating",
      );
      expect(status).toEqual(expect.objectContaining({ status: "completed", dashboardId: expect.any(String) }));
    }

    const ids = [...asked, ...generated].map((job) => job.jobId);
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      const boss = await db.query("SELECT id, state, retry_count FROM pgboss.job WHERE id = ANY($1::uuid[])", [ids]);
      expect(boss.rows).toHaveLength(ids.length);
      for (const row of boss.rows) expect(row).toEqual(expect.objectContaining({ state: "completed", retry_count: 0 }));
      const messages = await db.query(
        "SELECT job_id, count(*)::int AS n FROM chat_messages WHERE job_id = ANY($1::uuid[]) GROUP BY job_id",
        [asked.map((job) => job.jobId)],
      );
      expect(messages.rows).toHaveLength(asked.length);
      for (const row of messages.rows) expect(row.n).toBe(1);
      const dashboards = await db.query(
        "SELECT generation->>'jobId' AS job_id, count(*)::int AS n FROM dashboards WHERE generation->>'jobId' = ANY($1) GROUP BY 1",
        [generated.map((job) => job.jobId)],
      );
      expect(dashboards.rows).toHaveLength(generated.length);
      for (const row of dashboards.rows) expect(row.n).toBe(1);
      // Both worker processes stayed up and beat throughout.
      const workers = await db.query(
        "SELECT count(*)::int AS n FROM worker_heartbeats WHERE last_seen_at > now() - interval '6 seconds'",
      );
      expect(workers.rows[0].n).toBe(2);
    } finally {
      await db.end();
    }
    expect(app.crashes).toEqual([]);
  }, 120_000);
});
