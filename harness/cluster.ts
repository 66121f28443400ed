// A PostgreSQL cluster owned by one test file or benchmark, for faults the suite's shared server must
// not suffer (a restart would break every other file running beside it).
import { rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { startEmbeddedPostgres } from "../db/embedded-postgres.server";
import { createTemplate } from "./global-setup";
import { freePort } from "./ports";
import { THROWAWAY_CLUSTER } from "./test-env";

export interface OwnCluster {
  /** Superuser URL of its `postgres` database: pass as startApp's `server`. */
  server: string;
  /** Fast shutdown, `downMs` without a server, then start: what `pg_ctl restart -m fast` does to clients. */
  restart: (downMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

export async function startOwnCluster(label = "own"): Promise<OwnCluster> {
  const dataDir = `.data/test-pg/${label}-${process.pid}-${randomBytes(3).toString("hex")}`;
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), settings: THROWAWAY_CLUSTER });
  const server = embedded.url("postgres");
  try {
    await createTemplate(server);
  } catch (error) {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    server,
    restart: (downMs) => embedded.restart(downMs),
    stop: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
