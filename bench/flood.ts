// bench:scale's flood scenario (issue 35 item 2, ADR 040): one user sends --flood questions over a slow query on
// their own database, one every FLOOD_EVERY_MS as the probe that found the problem did (500 in 14.5 s), while
// another tenant asks sample questions one after another. Prints how many of the flood were accepted and refused,
// what became of each accepted one, and the other tenant's latency. Target: p95 ≤ 2 s and nothing accepted lost.
import pg from "pg";
import { startApp, type TestApp } from "../harness/app";
import { signUp, type Client } from "../harness/clients";
import { credentialsOf, withDatabase } from "../harness/databases";
import { ecommerceQuestions } from "./ecommerce-questions";

const FLOOD_EVERY_MS = 30;
const SLOW_MS = 400;
const GIVE_UP_MS = 120_000;

export interface Timed {
  ms: number;
  ok: boolean;
  code?: string;
  message?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createSlowDatabase(userAdmin: pg.Client, name: string): Promise<{ url: string; name: string }> {
  await userAdmin.query(`CREATE DATABASE ${name}`);
  const url = withDatabase(process.env.USER_PG_URL!, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // the one relation is a view that sleeps once per query, whatever the plan (a materialized CTE runs once)
  await client.query(`CREATE VIEW parcels AS WITH pause AS MATERIALIZED (SELECT pg_sleep(${SLOW_MS / 1000}))
    SELECT g AS id, 'city ' || (g % 3) AS city FROM generate_series(1, 30) g, pause`);
  await client.end();
  return { url, name };
}

/** Follows an accepted question to its end, as the UI does (the server holds each status request until it ends). */
async function outcome(client: Client, jobId: string): Promise<{ status: string; code?: string }> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const { body } = await client.api(`/api/query/job/${jobId}`).catch(() => ({ body: null as any }));
    if (body?.data?.status === "completed" || body?.data?.status === "failed")
      return { status: body.data.status, code: body.data.error?.code };
    if (!body) await sleep(500);
  }
  return { status: "lost" };
}

async function askTimed(client: Client, connectionId: string, query: string): Promise<Timed> {
  const started = performance.now();
  const submitted = await client.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query },
  });
  if (submitted.status !== 202)
    return {
      ms: performance.now() - started,
      ok: false,
      code: submitted.body?.error?.code ?? `HTTP ${submitted.status}`,
    };
  if (submitted.body.data.cached) return { ms: performance.now() - started, ok: true };
  const end = await outcome(client, submitted.body.data.jobId);
  return {
    ms: performance.now() - started,
    ok: end.status === "completed",
    code: end.code ?? (end.status === "completed" ? undefined : end.status),
  };
}

export async function runFlood(
  userAdmin: pg.Client,
  prefix: string,
  count: number,
  report: (label: string, samples: Timed[], seconds: number) => void,
): Promise<void> {
  let app: TestApp | undefined;
  const slow = await createSlowDatabase(userAdmin, `${prefix}_flood`);
  try {
    // the product's defaults: USER_MAX_QUESTIONS 10, WORKER_CONCURRENCY 4, PROJECT_CONCURRENCY 3
    app = await startApp();
    const flooder = await signUp(app, "Flooder");
    const flooderProject = (await flooder.api("/api/projects/personal")).body.data.id;
    // a server that trusts local logins still needs a password typed in (bench:scale's saved connections do the same)
    const config = { ...credentialsOf(slow), password: credentialsOf(slow).password || "unused-with-trust" };
    const connected = await flooder.api("/api/database/connect", {
      method: "POST",
      body: { name: "Slow", type: "postgresql", config, project_id: flooderProject },
    });
    const slowId = connected.body?.data?.connectionId;
    if (!slowId) throw new Error(`could not connect the slow database: ${JSON.stringify(connected.body)}`);
    const other = await signUp(app, "Other");
    const otherProject = (await other.api("/api/projects/personal")).body.data.id;
    const sampleId = (
      await other.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: otherProject } })
    ).body.data.connectionId;
    if (!sampleId) throw new Error("could not connect the sample database");

    console.log(
      `\nflood — one user sends ${count} questions over a ${SLOW_MS} ms query, one every ${FLOOD_EVERY_MS} ms; another tenant asks sample questions meanwhile; ${new Date().toISOString()}`,
    );
    const started = performance.now();
    const submissions: Promise<{ status: number; jobId?: string; code?: string }>[] = [];
    let flooding = true;
    const flood = (async () => {
      for (let i = 0; i < count; i++) {
        submissions.push(
          flooder
            .api("/api/query/translate-and-visualize", {
              method: "POST",
              body: { connectionId: slowId, query: `how many parcels (${i + 1})` },
            })
            .then(({ status, body }) => ({ status, jobId: body?.data?.jobId, code: body?.error?.code }))
            .catch((error: Error) => ({ status: 0, code: error.message })),
        );
        await sleep(FLOOD_EVERY_MS);
      }
      flooding = false;
    })();
    const questions = ecommerceQuestions();
    const samples: Timed[] = [];
    for (let k = 0; flooding; k++) samples.push(await askTimed(other, sampleId, questions[k % questions.length]));
    await flood;
    const answers = await Promise.all(submissions);
    const floodSeconds = (performance.now() - started) / 1000;

    const accepted = answers.filter((a) => a.status === 202);
    const limited = answers.filter((a) => a.status === 429 && a.code === "RATE_LIMITED");
    const ends = await Promise.all(accepted.map((a) => outcome(flooder, a.jobId!)));
    const tally = (status: string) => ends.filter((end) => end.status === status).length;
    console.log(
      `flood: ${answers.length} sent in ${floodSeconds.toFixed(1)} s — ${accepted.length} accepted (202), ${limited.length} refused (429 RATE_LIMITED), ${answers.length - accepted.length - limited.length} other`,
    );
    console.log(
      `  accepted: ${tally("completed")} completed, ${tally("failed")} failed, ${tally("lost")} lost (no answer within ${GIVE_UP_MS / 1000} s)`,
    );
    report("  other tenant, sample questions", samples, floodSeconds);
    if (tally("lost") || samples.some((s) => !s.ok)) process.exitCode = 1;
  } finally {
    await app?.stop();
    await userAdmin.query(`DROP DATABASE IF EXISTS ${slow.name} WITH (FORCE)`).catch(() => undefined);
  }
}
