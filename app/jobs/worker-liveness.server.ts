// Whether any worker is alive, from the heartbeats workers write (worker/heartbeat.ts), so every web
// process can tell: health reports it, and a waiting job's status says when no one will pick it up.
import { QueryTypes } from "sequelize";
import { db } from "~db/sequelize.server";
import { isFinished } from "./job-runs.server";

/** A worker beats every 2 s; three missed beats and it counts as gone (issue 15: it was ~17 s). */
export const WORKER_STALE_SECONDS = 6;

/** A job unstarted this long with no live worker is reported as stalled to the client waiting on it. */
export const STALLED_AFTER_MS = 5_000;

export const NO_WORKER_NOTICE =
  "No worker is processing jobs right now. Your request is queued and will run when a worker is back.";

export interface WorkerLiveness {
  status: "ok" | "stale";
  heartbeatAgeSeconds: number | null;
  activeWorkers: number;
}

export async function getWorkerLiveness(): Promise<WorkerLiveness> {
  const [row] = await db().query<{ age: number | null; live: number }>(
    `SELECT EXTRACT(EPOCH FROM now() - max(last_seen_at))::float AS age,
            count(*) FILTER (WHERE last_seen_at > now() - make_interval(secs => $1))::int AS live
       FROM worker_heartbeats`,
    { bind: [WORKER_STALE_SECONDS], type: QueryTypes.SELECT },
  );
  const age = row?.age === null || row?.age === undefined ? null : Math.round(row.age * 10) / 10;
  return {
    status: age !== null && age <= WORKER_STALE_SECONDS ? "ok" : "stale",
    heartbeatAgeSeconds: age,
    activeWorkers: row?.live ?? 0,
  };
}

/**
 * The notice for a client waiting on an unfinished job: set when the job has waited past
 * STALLED_AFTER_MS and no worker heartbeat is fresh (a running job's worker may have died too).
 */
export async function stalledNotice(run: { status: string; created_at: Date }): Promise<string | null> {
  if (isFinished(run)) return null;
  if (Date.now() - new Date(run.created_at).getTime() < STALLED_AFTER_MS) return null;
  const liveness = await getWorkerLiveness().catch(() => null);
  return liveness?.status === "stale" ? NO_WORKER_NOTICE : null;
}
