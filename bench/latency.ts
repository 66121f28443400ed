// npm run bench:latency — questions on the E-commerce sample through the real HTTP API, queue and
// worker, polled as the UI polls: sequential, then 20 concurrent clients. Prints p50/p95/max, answers/s, and per
// answer the CPU time of the web and the worker process, of the whole machine and of its PostgreSQL (the sample's
// queries and the metadata), and the statements each process sent to the metadata database (issue 38).
import { setup, teardown } from "../harness/global-setup";
import { startApp, type ProcessStats, type TestApp } from "../harness/app";
import { signUp, type Client } from "../harness/clients";
import { ecommerceQuestions as questions } from "./ecommerce-questions";
import { existsSync, readFileSync, readdirSync } from "node:fs";

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

type Snapshot = { webs: ProcessStats[]; workers: ProcessStats[]; machine?: MachineCpu };

/** CPU ms the whole machine and its PostgreSQL processes have spent (Linux /proc, clock ticks of 10 ms; elsewhere none). */
type MachineCpu = { busyMs: number; postgresMs: number };

function machineCpu(): MachineCpu | undefined {
  if (!existsSync("/proc/stat")) return undefined;
  const ticks = (fields: string[], ...at: number[]) => at.reduce((sum, i) => sum + Number(fields[i]), 0) * 10;
  // user, nice, system, irq, softirq: idle and iowait are not work
  const busyMs = ticks(readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1), 0, 1, 2, 5, 6);
  let postgresMs = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended between the listing and the read
    }
    if (stat.includes("(postgres)")) postgresMs += ticks(stat.slice(stat.lastIndexOf(")") + 2).split(" "), 11, 12);
  }
  return { busyMs, postgresMs };
}

async function snapshot(app: TestApp): Promise<Snapshot> {
  return { ...(await app.processStats()), machine: machineCpu() };
}

/** CPU ms and metadata statements per answer of the web and the worker processes between two snapshots. */
function costLine(before: Snapshot, after: Snapshot, answers: number): string {
  const total = (stats: ProcessStats[], key: "cpuMs" | "systemMs" | "statements") =>
    stats.reduce((sum, one) => sum + one[key], 0);
  const per = (key: "cpuMs" | "systemMs" | "statements", side: "webs" | "workers") =>
    (total(after[side], key) - total(before[side], key)) / answers;
  const [webCpu, workerCpu, webSystem, workerSystem, webSql, workerSql] = [
    per("cpuMs", "webs"),
    per("cpuMs", "workers"),
    per("systemMs", "webs"),
    per("systemMs", "workers"),
    per("statements", "webs"),
    per("statements", "workers"),
  ];
  // PostgreSQL's backends live as long as their pools, so the difference is the work done in between
  const spent = (key: keyof MachineCpu) => ((after.machine![key] - before.machine![key]) / answers).toFixed(1);
  const machine =
    before.machine && after.machine ? ` machine=${spent("busyMs")} ms (PostgreSQL ${spent("postgresMs")} ms)` : "";
  return `CPU/answer web=${webCpu.toFixed(1)} ms (system ${webSystem.toFixed(1)}) worker=${workerCpu.toFixed(1)} ms (system ${workerSystem.toFixed(1)})${machine}  statements/answer web=${webSql.toFixed(1)} worker=${workerSql.toFixed(1)}`;
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
    const beforeSequential = await snapshot(app);
    const sequentialStarted = performance.now();
    for (const question of sequentialSet) sequential.push(await timeQuestion(client, connectionId, question));
    const sequentialMs = performance.now() - sequentialStarted;
    const afterSequential = await snapshot(app);
    // The concurrent round asks the same questions in other words, so the cache stays out of it.
    const concurrentSet = sequentialSet.map((question) => `${question} please`);
    const concurrent: { ms: number; ok: boolean }[] = [];
    let next = 0;
    const beforeConcurrent = await snapshot(app);
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
    const afterConcurrent = await snapshot(app);
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
