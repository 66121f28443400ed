// Worker process entry: consumes every queue of the handler table until SIGTERM, then drains.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { loadEnvOrExit } from "~/config/env.server";
import { createBoss, listenForJobs } from "~/jobs/boss.server";
import { surviveEscapedErrors } from "~/services/escaped-errors.server";
import { stopJobListener } from "~/jobs/job-runs.server";
import { QUEUES, type QueueName } from "~/jobs/queues";
import { closeDb, db } from "~db/sequelize.server";
import { HANDLERS } from "./handlers";
import { QueueDispatcher } from "./dispatch";
import { startHeartbeat } from "./heartbeat";
import { runJob } from "./run-job";

/**
 * A question's or a dashboard's outcome is recorded in job_runs (finishJobRun), which is what the web reads: pg-boss's
 * copy of it as the job's output would write and serialise every answer's rows twice (ADR 065).
 */
const KEPT_IN_JOB_RUNS = new Set<QueueName>([QUEUES.query, QUEUES.dashboard]);

async function main() {
  const env = loadEnvOrExit();
  const workerId = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const boss = createBoss(env.DATABASE_URL, "worker");
  await boss.start();
  // One fetch loop per queue, woken once per NOTIFY, fetching as many jobs as it has free slots (ADR 065). Per-project
  // concurrency: at most projectConcurrency jobs of one project (the job's group) run at once across all workers, so
  // one project's backlog leaves slots for the others (ADR 040).
  const dispatchers = new Map<string, QueueDispatcher>();
  const listening = await listenForJobs(
    boss,
    (queue) => dispatchers.get(queue)?.notify(),
    () => dispatchers.forEach((dispatcher) => dispatcher.notify()),
  );
  // NOTIFY announces every job sent; the poll only catches retries coming due and places freed by other workers.
  const pollMs = listening ? 2000 : 500;
  for (const [queue, handler] of Object.entries(HANDLERS) as [QueueName, (typeof HANDLERS)[QueueName]][]) {
    const options = { slots: env.WORKER_CONCURRENCY, groupConcurrency: env.projectConcurrency, pollMs };
    const onError = (error: unknown) =>
      console.error(`[worker] ${queue}:`, error instanceof Error ? error.message : error);
    const dispatcher = new QueueDispatcher(
      boss,
      queue,
      options,
      async (job) => {
        const outcome = await runJob(queue, job, handler as never);
        return KEPT_IN_JOB_RUNS.has(queue) ? { keptIn: "job_runs" } : outcome;
      },
      onError,
    );
    dispatchers.set(queue, dispatcher);
    dispatcher.start();
  }
  const stopHeartbeat = startHeartbeat(db(), workerId);
  console.log(
    `[worker] ${workerId} consuming ${Object.keys(HANDLERS).length} queue(s), concurrency ${env.WORKER_CONCURRENCY}, ${env.projectConcurrency} per project`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] ${signal}: finishing active jobs`);
    await Promise.all([...dispatchers.values()].map((dispatcher) => dispatcher.stop(20_000)));
    await listening?.close();
    await boss.stop({ graceful: true, close: true, timeout: 20_000 });
    await stopHeartbeat();
    await stopJobListener();
    await closeDb();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// An error escaping a job is logged, counted (the heartbeat carries the count to /api/health/detailed) and survived:
// pg-boss supervises the jobs (heartbeats, retries); many in a minute still end the process (escaped-errors.server.ts).
surviveEscapedErrors("worker");

main().catch((error) => {
  console.error("[worker] failed to start:", error);
  process.exit(1);
});
