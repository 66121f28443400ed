// npm run bench:latency — questions on the E-commerce sample through the real HTTP API, queue and
// worker, polled as the UI polls: sequential, then 20 concurrent clients. Prints p50/p95/max, answers/s, and per
// answer the CPU time of the web and the worker process and the statements each sent to the metadata database
// (issue 38).
import { setup, teardown } from "../harness/global-setup";
import { startApp, type ProcessStats, type TestApp } from "../harness/app";
import { signUp, type Client } from "../harness/clients";
import { ecommerceQuestions as questions } from "./ecommerce-questions";

const TOTAL = Number(process.env.BENCH_QUESTIONS ?? 200);
const CONCURRENCY = 20;

async function timeQuestion(client: Client, connectionId: string, query: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const submitted = await client.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query },
  });
  if (submitted.status !== 202) return { ms: performance.now() - started, ok: false };
  if (submitted.body.data.cached) return { ms: performance.now() - started, ok: true };
  for (let attempt = 0; attempt < 300; attempt++) {
    const { body } = await client.api(`/api/query/job/${submitted.body.data.jobId}`);
    if (body.data?.status === "completed") return { ms: performance.now() - started, ok: true };
    if (body.data?.status === "failed")
      return { ms: performance.now() - started, ok: body.data.error?.code === "TRANSLATION_ERROR" };
    // The server holds a pending request up to ~1 s, so no client-side sleep is needed (the UI waits 1 s between polls).
  }
  return { ms: performance.now() - started, ok: false };
}

type Snapshot = { webs: ProcessStats[]; workers: ProcessStats[] };

/** CPU ms and metadata statements per answer of the web and the worker processes between two snapshots. */
function costLine(before: Snapshot, after: Snapshot, answers: number): string {
  const total = (stats: ProcessStats[], key: "cpuMs" | "statements") => stats.reduce((sum, one) => sum + one[key], 0);
  const per = (key: "cpuMs" | "statements", side: "webs" | "workers") =>
    (total(after[side], key) - total(before[side], key)) / answers;
  const [webCpu, workerCpu, webSql, workerSql] = [
    per("cpuMs", "webs"),
    per("cpuMs", "workers"),
    per("statements", "webs"),
    per("statements", "workers"),
  ];
  return `CPU/answer web=${webCpu.toFixed(1)} ms worker=${workerCpu.toFixed(1)} ms  statements/answer web=${webSql.toFixed(1)} worker=${workerSql.toFixed(1)}`;
}

function summary(label: string, samples: { ms: number; ok: boolean }[], wallMs: number, cost: string) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const errors = samples.filter((s) => !s.ok).length;
  const throughput = samples.length / (wallMs / 1000);
  console.log(
    `${label.padEnd(28)} n=${samples.length}  p50=${at(0.5).toFixed(0)} ms  p95=${at(0.95).toFixed(0)} ms  max=${sorted.at(-1)!.toFixed(0)} ms  errors=${errors}  ${throughput.toFixed(1)} answers/s  ${cost}`,
  );
}

async function main() {
  await setup();
  let app: TestApp | undefined;
  try {
    // One account plays the 20 clients: its limit of unfinished questions (ADR 040, 10) is raised to theirs, as bench:scale does.
    app = await startApp({ env: { PROCESS_STATS: "true", USER_MAX_QUESTIONS: String(CONCURRENCY) } });
    const client = await signUp(app, "Bench");
    const projectId = (await client.api("/api/projects/personal")).body.data.id;
    const connectionId = (
      await client.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } })
    ).body.data.connectionId;
    const all = questions();
    const sequentialSet = all.slice(0, TOTAL);
    await timeQuestion(client, connectionId, "how many customers"); // warm the catalog and pools
    const sequential: { ms: number; ok: boolean }[] = [];
    const beforeSequential = await app.processStats();
    const sequentialStarted = performance.now();
    for (const question of sequentialSet) sequential.push(await timeQuestion(client, connectionId, question));
    const sequentialMs = performance.now() - sequentialStarted;
    const afterSequential = await app.processStats();
    // The concurrent round asks the same questions in other words, so the cache stays out of it.
    const concurrentSet = sequentialSet.map((question) => `${question} please`);
    const concurrent: { ms: number; ok: boolean }[] = [];
    let next = 0;
    const beforeConcurrent = await app.processStats();
    const concurrentStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < concurrentSet.length) {
          const question = concurrentSet[next++];
          concurrent.push(await timeQuestion(client, connectionId, question));
        }
      }),
    );
    const concurrentMs = performance.now() - concurrentStarted;
    const afterConcurrent = await app.processStats();
    console.log(`\nbench:latency — E-commerce sample, local provider, ${new Date().toISOString()}`);
    summary("sequential", sequential, sequentialMs, costLine(beforeSequential, afterSequential, sequential.length));
    summary(
      `${CONCURRENCY} concurrent clients`,
      concurrent,
      concurrentMs,
      costLine(beforeConcurrent, afterConcurrent, concurrent.length),
    );
    const lost = concurrent.length !== concurrentSet.length;
    console.log(`answers received: ${concurrent.length}/${concurrentSet.length}${lost ? " (LOST ANSWERS)" : ""}`);
  } finally {
    await app?.stop();
    await teardown();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
