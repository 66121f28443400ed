// `npm start`: the two-command experience. Owns the embedded Postgres (when DATABASE_URL is absent),
// prepares the databases, then runs one web and one worker process and restarts them if they die.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureDatabase } from "../db/ensure-database.server";
import { buildIfStale } from "./build-if-stale";
import type { EmbeddedServer } from "../db/embedded-postgres.server";

const ROOT = path.resolve(import.meta.dirname, "..");
const DATA = path.join(ROOT, ".data");
const dev = process.argv.includes("--dev");
const log = (line: string) => console.log(`[askdata] ${line}`);
// Requests in flight get this long to finish after Ctrl-C; a job up to the worker's own 20 s drain.
const WEB_GRACE_MS = 2_000;
const WORKER_GRACE_MS = 25_000;

function appSecret(): string {
  if (process.env.APP_SECRET) return process.env.APP_SECRET;
  if (process.env.NODE_ENV === "production") throw new Error("APP_SECRET: is required in production");
  const file = path.join(DATA, "app-secret");
  if (!existsSync(file)) {
    mkdirSync(DATA, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

async function prepareDatabase(): Promise<EmbeddedServer | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  log(`Starting embedded PostgreSQL on 127.0.0.1:${port} (data in .data/pg)`);
  // Imported only here: embedded-postgres is an optional dependency, absent from production images.
  const { startEmbeddedPostgres } = await import("../db/embedded-postgres.server");
  const server = await startEmbeddedPostgres({
    dataDir: path.join(DATA, "pg"),
    port,
    passwordFile: path.join(DATA, "pg-password"),
  });
  await ensureDatabase(server.url("postgres"), "askdata");
  process.env.DATABASE_URL = server.url("askdata");
  return server;
}

/**
 * `graceMs`: how long a stop waits before SIGKILL. The worker finishes its jobs; the web server stops accepting at
 * once and exits when its requests in flight have been answered (server/index.ts).
 */
function supervise(
  name: string,
  command: string,
  args: string[],
  graceMs: number,
): { child: () => ChildProcess | undefined; stop: () => Promise<void> } {
  let current: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  const launch = () => {
    const started = Date.now();
    current = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: process.env });
    current.on("exit", (code, signal) => {
      if (stopping) return;
      restarts = Date.now() - started > 30_000 ? 0 : restarts + 1;
      const delay = Math.min(30_000, 500 * 2 ** restarts);
      // The process's own last lines (above, on the shared stderr) say what went wrong; this says how it ended.
      const how = signal
        ? `was killed by ${signal}`
        : `exited with code ${code}${code === 0 ? " (it should not stop by itself)" : ""}`;
      log(
        `${name} (pid ${current?.pid}) ${how} after ${Math.round((Date.now() - started) / 1000)} s; restarting in ${delay} ms`,
      );
      setTimeout(() => !stopping && launch(), delay);
    });
  };
  launch();
  return {
    child: () => current,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
        const timer = setTimeout(() => current?.kill("SIGKILL"), graceMs);
        current.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        current.kill("SIGTERM");
      }),
  };
}

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  const started = Date.now();
  process.env.APP_SECRET = appSecret();
  process.env.PORT ??= "3000";
  const embedded = await prepareDatabase();
  // The env module validates everything else; import after DATABASE_URL and APP_SECRET are set.
  const { loadEnvOrExit } = await import("../app/config/env.server");
  const env = loadEnvOrExit();
  const { setupDatabases } = await import("../app/setup.server");
  await setupDatabases(env, log);
  if (!dev) buildIfStale(log);

  const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
  const web = dev
    ? supervise("web", bin("remix"), ["dev"], WEB_GRACE_MS)
    : supervise("web", process.execPath, ["build/server/web.js", "build/index.js"], WEB_GRACE_MS);
  const worker = dev
    ? supervise("worker", bin("tsx"), ["watch", "worker/index.ts"], WORKER_GRACE_MS)
    : supervise("worker", process.execPath, ["build/server/worker.js"], WORKER_GRACE_MS);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`${signal}: stopping web, worker${embedded ? " and PostgreSQL" : ""}…`);
    await Promise.all([web.stop(), worker.stop()]);
    await Promise.race([embedded?.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // however this process ends, its children end with it
  process.on("exit", () => {
    for (const child of [web.child(), worker.child()])
      if (child?.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  const url = `http://localhost:${env.PORT}`;
  await waitHealthy(url);
  log(`Askdata is running at ${url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * The terminal's Ctrl-C goes to every process of its group. Run there, web, worker and the embedded PostgreSQL each
 * got it at once: the web server was closed twice (ERR_SERVER_NOT_RUNNING) and PostgreSQL went down under a worker
 * still finishing, which then waited for it (20–40 s). So the supervisor runs in a group of its own, and this
 * process only passes a stop on to it, once: the supervisor stops web and worker, then PostgreSQL.
 */
function detachSupervisor(): boolean {
  if (process.env.ASKDATA_SUPERVISOR) return false;
  const supervisor = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    detached: true,
    env: { ...process.env, ASKDATA_SUPERVISOR: "1" },
  });
  let stopping = false;
  const stop = () => {
    if (!stopping) supervisor.kill("SIGTERM");
    stopping = true;
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  supervisor.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}

if (!detachSupervisor())
  main().catch((error) => {
    console.error("[askdata] failed to start:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
