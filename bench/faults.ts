// npm run bench:faults — a stream of questions and dashboard generations through the real HTTP API
// while a worker is SIGKILLed (and replaced, as a supervisor would) and the product's own PostgreSQL
// is restarted (fast shutdown, 2 s down, start). Prints jobs submitted, completed, failed with a
// clear error, refused at submission, lost and answered twice. Target: 0 lost, 0 answered twice.
import pg from "pg";
import { setup, teardown } from "../harness/global-setup";
import { startApp, type TestApp } from "../harness/app";
import { signUp, type Client } from "../harness/clients";
import { startOwnCluster, type OwnCluster } from "../harness/cluster";

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 120);
const DASHBOARDS = 6;
const SUBMIT_EVERY_MS = 100;
const KILL_AT_MS = 3_000;
const REPLACE_AFTER_MS = 1_000;
const RESTART_AT_MS = 7_000;
const DOWN_MS = 2_000;
const GIVE_UP_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function questions(): string[] {
  const countries = [
    "Germany",
    "France",
    "United States",
    "Spain",
    "Italy",
    "Canada",
    "Japan",
    "Brazil",
    "Australia",
    "Mexico",
  ];
  const list = countries.flatMap((country) => [
    `how many orders from ${country}`,
    `total revenue in ${country}`,
    `how many customers in ${country}`,
  ]);
  for (let n = 2; n <= 60; n++) list.push(`top ${n} products by revenue`, `top ${n} customers by number of orders`);
  return list.slice(0, QUESTIONS);
}

type Outcome = {
  kind: "question" | "dashboard";
  jobId?: string;
  end: "completed" | "failed" | "refused" | "lost";
  code?: string;
  message?: string;
};

const FINISHED = new Set(["completed", "failed"]);

/** Submits, then polls as the UI does; errors while the database is down are retried like the UI's retries. */
type Answer = { status: number; body: any };

async function follow(
  kind: Outcome["kind"],
  submit: () => Promise<Answer>,
  statusPath: (id: string) => string,
  read: (client: Client, path: string) => Promise<Answer>,
  client: Client,
): Promise<Outcome> {
  const submitted: Answer = await submit().catch((error: Error) => ({
    status: 0,
    body: { error: { code: "NETWORK_ERROR", message: error.message } },
  }));
  if (submitted.status !== 202)
    return { kind, end: "refused", code: submitted.body?.error?.code, message: submitted.body?.error?.message };
  const jobId: string = submitted.body.data.jobId;
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const { body } = await read(client, statusPath(jobId)).catch((): Answer => ({ status: 0, body: null }));
    const data = body?.data;
    if (data && FINISHED.has(data.status)) {
      const error = typeof data.error === "string" ? { code: "AI_SERVICE_ERROR", message: data.error } : data.error;
      return { kind, jobId, end: data.status, code: error?.code, message: error?.message };
    }
    await sleep(data ? 0 : 500); // a pending status is held up to 1 s by the server
  }
  return { kind, jobId, end: "lost" };
}

async function answeredTwice(app: TestApp, questionJobs: string[], dashboardJobs: string[]): Promise<number> {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    const messages = await db.query(
      "SELECT count(*)::int AS n FROM (SELECT job_id FROM chat_messages WHERE job_id = ANY($1::uuid[]) GROUP BY job_id HAVING count(*) > 1) x",
      [questionJobs],
    );
    const boards = await db.query(
      "SELECT count(*)::int AS n FROM (SELECT generation->>'jobId' FROM dashboards WHERE generation->>'jobId' = ANY($1) GROUP BY 1 HAVING count(*) > 1) x",
      [dashboardJobs],
    );
    return messages.rows[0].n + boards.rows[0].n;
  } finally {
    await db.end();
  }
}

async function retriedJobs(app: TestApp, ids: string[]): Promise<number> {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    return (
      await db.query("SELECT count(*)::int AS n FROM pgboss.job WHERE id = ANY($1::uuid[]) AND retry_count > 0", [ids])
    ).rows[0].n;
  } finally {
    await db.end();
  }
}

async function main() {
  await setup();
  let cluster: OwnCluster | undefined;
  let app: TestApp | undefined;
  try {
    cluster = await startOwnCluster("bench-faults");
    // one user keeps the whole stream in flight through the faults: their limit of unfinished questions (ADR 040) is raised
    app = await startApp({ server: cluster.server, workers: 2, env: { USER_MAX_QUESTIONS: String(QUESTIONS) } });
    const client = await signUp(app, "Bench");
    const projectId = (await client.api("/api/projects/personal")).body.data.id;
    const connectionId = (
      await client.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } })
    ).body.data.connectionId;
    const list = questions();
    // One chat per question, made before the faults: a chat message per answer is what "answered twice" counts.
    const chats: string[] = [];
    for (const question of list)
      chats.push(
        (
          await client.api("/api/chats/sessions", {
            method: "POST",
            body: { title: question.slice(0, 30), project_id: projectId, connectionIds: [connectionId] },
          })
        ).body.data.id,
      );

    const started = Date.now();
    const events: string[] = [];
    const at = (label: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${label}`);
    const faults = (async () => {
      await sleep(KILL_AT_MS);
      const [victim] = app!.workerPids();
      await app!.stopWorkerPid(victim, "SIGKILL");
      at(`worker ${victim} SIGKILLed`);
      await sleep(REPLACE_AFTER_MS);
      app!.startWorker();
      at("replacement worker started");
      await sleep(RESTART_AT_MS - KILL_AT_MS - REPLACE_AFTER_MS);
      at(`PostgreSQL fast shutdown (${DOWN_MS / 1000} s down)`);
      await cluster!.restart(DOWN_MS);
      at("PostgreSQL accepting connections");
    })();

    const pending: Promise<Outcome>[] = [];
    const dashboardEvery = Math.floor(list.length / DASHBOARDS);
    for (const [i, query] of list.entries()) {
      pending.push(
        follow(
          "question",
          () =>
            client.api("/api/query/translate-and-visualize", {
              method: "POST",
              body: { connectionId, query, chatSessionId: chats[i] },
            }),
          (id) => `/api/query/job/${id}`,
          (c, path) => c.api(path),
          client,
        ),
      );
      if (i % dashboardEvery === 0 && i / dashboardEvery < DASHBOARDS) {
        pending.push(
          follow(
            "dashboard",
            () =>
              client.api("/api/welcome-dashboard/generate", {
                method: "POST",
                body: { connectionId, name: `Fault board ${i}` },
              }),
            (id) => `/api/welcome-dashboard/status/${id}`,
            (c, path) => c.api(path),
            client,
          ),
        );
      }
      await sleep(SUBMIT_EVERY_MS);
    }
    await faults;
    const outcomes = await Promise.all(pending);
    const elapsed = (Date.now() - started) / 1000;

    const count = (end: Outcome["end"], kind?: Outcome["kind"]) =>
      outcomes.filter((o) => o.end === end && (!kind || o.kind === kind)).length;
    const jobs = outcomes.filter((o) => o.jobId);
    const twice = await answeredTwice(
      app,
      jobs.filter((o) => o.kind === "question").map((o) => o.jobId!),
      jobs.filter((o) => o.kind === "dashboard").map((o) => o.jobId!),
    );
    const retried = await retriedJobs(
      app,
      jobs.map((o) => o.jobId!),
    );
    const unclear = outcomes.filter((o) => (o.end === "failed" || o.end === "refused") && !(o.code && o.message));
    const codes = new Map<string, number>();
    for (const o of outcomes)
      if (o.end === "failed" || o.end === "refused")
        codes.set(`${o.end} ${o.code}`, (codes.get(`${o.end} ${o.code}`) ?? 0) + 1);

    console.log(`\nbench:faults — E-commerce sample, local provider, 1 web + 2 workers, ${new Date().toISOString()}`);
    for (const line of events) console.log(`  ${line}`);
    console.log(
      `requests sent:            ${outcomes.length} (${outcomes.filter((o) => o.kind === "question").length} questions, ${outcomes.filter((o) => o.kind === "dashboard").length} dashboard generations) in ${elapsed.toFixed(1)} s`,
    );
    console.log(
      `refused at submission:    ${count("refused")} (clear error in the envelope: ${
        [...codes]
          .filter(([k]) => k.startsWith("refused"))
          .map(([k, n]) => `${k.slice(8)} ×${n}`)
          .join(", ") || "none"
      })`,
    );
    console.log(
      `jobs submitted:           ${jobs.length} (${jobs.filter((o) => o.kind === "dashboard").length} dashboards)`,
    );
    console.log(
      `completed:                ${count("completed")} (${count("completed", "dashboard")} dashboards; ${retried} needed a retry)`,
    );
    console.log(
      `failed with a clear error: ${count("failed")}${
        count("failed")
          ? ` (${[...codes]
              .filter(([k]) => k.startsWith("failed"))
              .map(([k, n]) => `${k.slice(7)} ×${n}`)
              .join(", ")})`
          : ""
      }`,
    );
    console.log(`failed without one:       ${unclear.length}`);
    console.log(`lost:                     ${count("lost")}`);
    console.log(`answered twice:           ${twice}`);
    console.log(
      `processes crashed:        ${app.crashes.length}${app.crashes.length ? ` (${app.crashes.map((c) => `${c.label} ${c.signal ?? c.code}`).join(", ")})` : ""}`,
    );
    for (const o of outcomes.filter((o) => o.end === "failed"))
      console.log(`  failed ${o.kind} ${o.jobId}: ${o.code} ${o.message}`);
    if (count("lost") || twice || unclear.length || app.crashes.length) process.exitCode = 1;
  } finally {
    await app?.stop();
    await cluster?.stop();
    await teardown();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
