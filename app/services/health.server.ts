// Health of the whole product as one web process sees it: database, queues, workers.
import os from "node:os";
import { QueryTypes } from "sequelize";
import { BOSS_SCHEMA } from "~/jobs/boss.server";
import { QUEUES } from "~/jobs/queues";
import { getWorkerLiveness } from "~/jobs/worker-liveness.server";
import { db } from "~db/sequelize.server";
import packageJson from "../../package.json";
import { escapedErrorCount } from "./escaped-errors.server";

export interface QueueDepth {
  queued: number;
  active: number;
  failed: number;
}

export async function getDetailedHealth() {
  const started = performance.now();
  const database = await db()
    .query("SELECT 1", { type: QueryTypes.SELECT })
    .then(() => ({ status: "up" as const, latencyMs: Math.round((performance.now() - started) * 10) / 10 }))
    .catch((error: Error) => ({ status: "down" as const, latencyMs: null, error: error.message }));

  const [queues, worker, workerEscapes] =
    database.status === "up"
      ? await Promise.all([getQueueDepths(), getWorkerLiveness(), getWorkerEscapes()])
      : [{}, null, []];
  const workerOk = worker?.status === "ok";
  const processes: ProcessEscapes[] = [
    { process: "web", pid: process.pid, hostname: os.hostname(), count: escapedErrorCount() },
    ...workerEscapes,
  ];
  return {
    status: database.status === "up" && workerOk ? "ok" : "degraded",
    database,
    queues,
    worker: worker ?? { status: "unknown", heartbeatAgeSeconds: null, activeWorkers: 0 },
    // issue 35: errors that escaped a request or job and were survived, this web process's and each worker's
    escapedErrors: { total: processes.reduce((sum, entry) => sum + entry.count, 0), processes },
    version: packageJson.version,
    uptimeSeconds: Math.round(process.uptime()),
  };
}

/** The cheap answer of /api/health: the web process answers, and whether anyone processes jobs. */
export async function getHealthSummary(): Promise<{ status: "ok" | "degraded"; worker: "ok" | "stale" | "unknown" }> {
  const worker = await getWorkerLiveness().catch(() => null);
  const state = worker?.status ?? "unknown";
  return { status: state === "ok" ? "ok" : "degraded", worker: state };
}

export interface ProcessEscapes {
  process: "web" | "worker";
  pid: number;
  hostname: string;
  count: number;
}

/** Each worker's count, from the heartbeat it writes (worker/heartbeat.ts); a stopped worker's row goes with it. */
async function getWorkerEscapes(): Promise<ProcessEscapes[]> {
  const rows = await db()
    .query<{ pid: number; hostname: string; count: number }>(
      "SELECT pid, hostname, escaped_errors AS count FROM worker_heartbeats ORDER BY started_at",
      {
        type: QueryTypes.SELECT,
      },
    )
    .catch(() => []);
  return rows.map((row) => ({ process: "worker" as const, pid: row.pid, hostname: row.hostname, count: row.count }));
}

async function getQueueDepths(): Promise<Record<string, QueueDepth>> {
  const names = Object.values(QUEUES);
  const depths: Record<string, QueueDepth> = Object.fromEntries(
    names.map((name) => [name, { queued: 0, active: 0, failed: 0 }]),
  );
  const rows = await db()
    .query<{ name: string; state: string; count: number }>(
      `SELECT name, state, count(*)::int AS count FROM ${BOSS_SCHEMA}.job WHERE name = ANY($1) GROUP BY name, state`,
      { bind: [names], type: QueryTypes.SELECT },
    )
    .catch(() => []);
  for (const row of rows) {
    const depth = depths[row.name];
    if (row.state === "created" || row.state === "retry") depth.queued += row.count;
    else if (row.state === "active") depth.active += row.count;
    else if (row.state === "failed") depth.failed += row.count;
  }
  return depths;
}
