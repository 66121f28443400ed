// The worker says it is alive through the database, so any web process can report on it: and how many errors
// escaped its jobs and were survived (issue 35).
import os from "node:os";
import type { Sequelize } from "sequelize";
import { escapedErrorCount } from "~/services/escaped-errors.server";

export const HEARTBEAT_INTERVAL_MS = 2000;

export function startHeartbeat(sequelize: Sequelize, workerId: string): () => Promise<void> {
  const startedAt = new Date();
  const beat = () =>
    sequelize
      .query(
        `INSERT INTO worker_heartbeats (worker_id, hostname, pid, started_at, last_seen_at, escaped_errors) VALUES ($1, $2, $3, $4, now(), $5)
         ON CONFLICT (worker_id) DO UPDATE SET last_seen_at = now(), escaped_errors = $5`,
        { bind: [workerId, os.hostname(), process.pid, startedAt, escapedErrorCount()] },
      )
      .catch((error) => console.error("[worker] heartbeat failed:", error.message));
  void beat();
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  return async () => {
    clearInterval(timer);
    await sequelize.query("DELETE FROM worker_heartbeats WHERE worker_id = $1", { bind: [workerId] }).catch(() => {});
  };
}
