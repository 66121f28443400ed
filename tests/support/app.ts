// Runs the built product for a test file: its own metadata database (cloned from the template),
// a real web process and a real worker process, on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { freePort } from "./ports";
import { adminUrl } from "./databases";
import { TEMPLATE_DB, testEnv } from "./test-env";

const ROOT = path.resolve(import.meta.dirname, "../..");

async function cloneTemplate(): Promise<string> {
  const name = `app_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  return name;
}

function run(command: string[], env: Record<string, string>, label: string): ChildProcess {
  const child = spawn(process.execPath, command, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const verbose = process.env.TEST_APP_LOGS === "true";
  child.stdout?.on("data", (chunk) => verbose && process.stdout.write(`[${label}] ${chunk}`));
  child.stderr?.on("data", (chunk) => verbose && process.stderr.write(`[${label}] ${chunk}`));
  return child;
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    // remix-serve waits for keep-alive sockets on SIGTERM; tests do not wait for them.
    const force = setTimeout(() => child.kill("SIGKILL"), 3000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

export interface TestApp {
  url: string;
  /** The web process, for benchmarks that watch its memory. */
  webPid: number;
  database: string;
  databaseUrl: string;
  env: Record<string, string>;
  fetch: (pathname: string, init?: RequestInit) => Promise<Response>;
  json: <T = any>(pathname: string, init?: Omit<RequestInit, "body"> & { body?: unknown }) => Promise<{ status: number; body: T; headers: Headers }>;
  startWorker: () => void;
  stopWorker: (signal?: NodeJS.Signals) => Promise<void>;
  stop: () => Promise<void>;
}

export async function startApp(options: { worker?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  if (process.env.APP_SETUP_ERROR) throw new Error(`App setup failed in global setup: ${process.env.APP_SETUP_ERROR}`);
  const database = await cloneTemplate();
  const port = await freePort();
  const env: Record<string, string> = { ...testEnv(database), PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...options.env };
  const web = run([path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js"), "build/index.js"], env, "web");
  let worker: ChildProcess | undefined;
  const url = `http://localhost:${port}`;
  const app: TestApp = {
    url,
    webPid: web.pid!,
    database,
    databaseUrl: env.DATABASE_URL,
    env,
    fetch: (pathname, init) => fetch(`${url}${pathname}`, init),
    json: async (pathname, init = {}) => {
      const body = (init.body !== undefined && typeof init.body !== "string" && !(init.body instanceof FormData) ? JSON.stringify(init.body) : init.body) as BodyInit | undefined;
      const headers = new Headers(init.headers);
      if (body && typeof body === "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
      const response = await fetch(`${url}${pathname}`, { ...init, body, headers });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: the test sees the text
      }
      return { status: response.status, body: parsed as any, headers: response.headers };
    },
    startWorker: () => {
      worker = run(["build/server/worker.js"], env, "worker");
    },
    stopWorker: async (signal) => {
      await stopChild(worker, signal);
      worker = undefined;
    },
    stop: async () => {
      await Promise.all([stopChild(web), stopChild(worker)]);
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
  if (options.worker !== false) app.startWorker();
  for (let i = 0; i < 300; i++) {
    if (web.exitCode !== null) throw new Error(`web process exited with ${web.exitCode}`);
    const up = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
    if (up) return app;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("web process did not become healthy in 30 s");
}
