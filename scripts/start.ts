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
  const server = await startEmbeddedPostgres({ dataDir: path.join(DATA, "pg"), port, passwordFile: path.join(DATA, "pg-password") });
  await ensureDatabase(server.url("postgres"), "askdata");
  process.env.DATABASE_URL = server.url("askdata");
  return server;
}

function supervise(name: string, command: string, args: string[]): { child: () => ChildProcess | undefined; stop: () => Promise<void> } {
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
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}${code === 0 ? " (it should not stop by itself)" : ""}`;
      log(`${name} (pid ${current?.pid}) ${how} after ${Math.round((Date.now() - started) / 1000)} s; restarting in ${delay} ms`);
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
        const timer = setTimeout(() => current?.kill("SIGKILL"), 25_000);
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
  const { setupDatabases } = await import("../db/setup.server");
  await setupDatabases(env, log);
  if (!dev) buildIfStale(log);

  const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);
  const web = dev
    ? supervise("web", bin("remix"), ["dev"])
    : supervise("web", process.execPath, [path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js"), "build/index.js"]);
  const worker = dev
    ? supervise("worker", bin("tsx"), ["watch", "worker/index.ts"])
    : supervise("worker", process.execPath, ["build/server/worker.js"]);

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

  const url = `http://localhost:${env.PORT}`;
  await waitHealthy(url);
  log(`Askdata is running at ${url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error) => {
  console.error("[askdata] failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
