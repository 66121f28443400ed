// The worker says it is alive through the database, so any web process can report on it.
import os from "node:os";
import type { Sequelize } from "sequelize";

export const HEARTBEAT_INTERVAL_MS = 2000;

export function startHeartbeat(sequelize: Sequelize, workerId: string): () => Promise<void> {
  const startedAt = new Date();
  const beat = () =>
    sequelize
      .query(
        `INSERT INTO worker_heartbeats (worker_id, hostname, pid, started_at, last_seen_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (worker_id) DO UPDATE SET last_seen_at = now()`,
        { bind: [workerId, os.hostname(), process.pid, startedAt] },
      )
      .catch((error) => console.error("[worker] heartbeat failed:", error.message));
  void beat();
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  return async () => {
    clearInterval(timer);
    await sequelize.query("DELETE FROM worker_heartbeats WHERE worker_id = $1", { bind: [workerId] }).catch(() => {});
  };
}
