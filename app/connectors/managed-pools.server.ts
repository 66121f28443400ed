// The product's own databases (samples, uploads) are read through one pool per database and login
// per process, whatever the number of connections: sessions stay constant (ADR 018).
import pg from "pg";
import { env } from "~/config/env.server";
import { timeoutError } from "./connection-errors";
import { createPgPool } from "./postgres-run.server";
import { SessionPool } from "./session-pool.server";
import type { ConnectionCredentials } from "./types";

/** Sessions per process for each of the product's databases: one per job the worker runs at once, 4 at least. */
export function managedPoolMax(): number {
  return Math.max(4, env().WORKER_CONCURRENCY);
}
/** Imports hold a session for the whole upload; more wait their turn. */
const ADMIN_POOL_MAX = 2;
const ADMIN_WAIT_MS = 120_000;

const pools = new Map<string, SessionPool>();

function keyOf(login: Pick<ConnectionCredentials, "host" | "port" | "database" | "username">): string {
  return `${login.username}@${login.host}:${login.port}/${login.database}`;
}

/** The shared pool of the product's database that `login` signs in to. */
export function managedPool(login: ConnectionCredentials): SessionPool {
  const key = keyOf(login);
  let pool = pools.get(key);
  if (!pool) {
    pool = createPgPool(login, managedPoolMax());
    pools.set(key, pool);
  }
  return pool;
}

/** Runs `work` on a session of the owner's bounded pool; a session that saw an error is not reused. */
export async function withAdminSession<T>(adminUrl: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  let pool = pools.get(adminUrl);
  if (!pool) {
    pool = new SessionPool({
      connectionString: adminUrl,
      max: ADMIN_POOL_MAX,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
    });
    pools.set(adminUrl, pool);
  }
  const client = await pool.connect(ADMIN_WAIT_MS, () => timeoutError(ADMIN_WAIT_MS));
  let failed = false;
  const onError = () => (failed = true);
  client.on("error", onError);
  try {
    return await work(client);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    client.off("error", onError);
    client.release(failed);
  }
}

export async function closeManagedPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.end()));
}
