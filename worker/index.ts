// Worker process entry: consumes every queue of the handler table until SIGTERM, then drains.
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { JobWithMetadata } from "pg-boss";
import { loadEnvOrExit } from "~/config/env.server";
import { createBoss } from "~/jobs/boss.server";
import { surviveEscapedErrors } from "~/services/escaped-errors.server";
import { stopJobListener } from "~/jobs/job-runs.server";
import type { QueueName } from "~/jobs/queues";
import { closeDb, db } from "~db/sequelize.server";
import { HANDLERS } from "./handlers";
import { startHeartbeat } from "./heartbeat";
import { runJob } from "./run-job";

async function main() {
  const env = loadEnvOrExit();
  const workerId = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const boss = createBoss(env.DATABASE_URL, "worker");
  await boss.start();
  for (const [queue, handler] of Object.entries(HANDLERS) as [QueueName, (typeof HANDLERS)[QueueName]][]) {
    // localConcurrency: independent fetch loops, so one slow job never holds back the rest.
    // NOTIFY wakes an idle loop at once; a loop that was busy when the NOTIFY came re-checks the
    // backlog after 1 s (pg-boss's default 30 s backstop left queued jobs waiting under load).
    // With a backlog, a loop fetches again as soon as its job ends: without burst, each loop slept
    // ~1 s between jobs unless a new submission happened to NOTIFY it, so a backlog drained at four
    // jobs a second once submissions paused (bench:scale: the last questions waited 23 s).
    // groupConcurrency: at most projectConcurrency jobs of one project (the job's group) run at once across all
    // workers, so one project's backlog leaves slots for the others (ADR 040).
    await boss.work(
      queue,
      {
        includeMetadata: true,
        batchSize: 1,
        localConcurrency: env.WORKER_CONCURRENCY,
        groupConcurrency: env.projectConcurrency,
        pollingIntervalSeconds: 0.5,
        notifyPollingIntervalSeconds: 1,
        burstWhenReadyExceeds: 1,
      },
      async ([job]: JobWithMetadata<unknown>[]) => runJob(queue, job, handler as never),
    );
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
