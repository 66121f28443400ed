// Runs the built product for a test file: its own metadata database (cloned from the template),
// a real web process and a real worker process, on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { freePort } from "./ports";
import { adminUrl } from "./databases";
import { TEMPLATE_DB, testEnv } from "./test-env";

const ROOT = path.resolve(import.meta.dirname, "..");

async function cloneTemplate(server: string): Promise<string> {
  const name = `app_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  return name;
}

/** What fault tests check afterwards: a process that exited without being asked to, and its last words. */
export interface ProcessExit {
  label: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

const stopping = new WeakSet<ChildProcess>();

function run(command: string[], env: Record<string, string>, label: string, crashes: ProcessExit[]): ChildProcess {
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const verbose = process.env.TEST_APP_LOGS === "true";
  let stderr = "";
  child.stdout?.on("data", (chunk) => verbose && process.stdout.write(`[${label}] ${chunk}`));
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
    if (verbose) process.stderr.write(`[${label}] ${chunk}`);
  });
  child.on("exit", (code, signal) => {
    if (!stopping.has(child)) crashes.push({ label, code, signal, stderr });
  });
  return child;
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  stopping.add(child);
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 3000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * The web process as `npm run start:web` runs it (server/index.ts, ADR 067); with WEB_SERVER=remix-serve, as it ran
 * before, so a benchmark can compare the two in one run.
 */
function webCommand(): string[] {
  if (process.env.WEB_SERVER === "remix-serve") return [path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js")];
  return ["build/server/web.js"];
}

/** What db/process-stats.server.ts reports on SIGUSR2. */
export interface ProcessStats {
  pid: number;
  cpuMs: number;
  /** The part of cpuMs spent in the kernel (socket writes and reads, mostly). */
  systemMs: number;
  statements: number;
}

const STATS_LINE = /^\[process-stats\] (.*)$/m;

function statsOf(child: ChildProcess): Promise<ProcessStats> {
  return new Promise((resolve, reject) => {
    let output = "";
    let timer: NodeJS.Timeout | undefined = undefined;
    function read(chunk: Buffer) {
      const line = STATS_LINE.exec((output += chunk));
      if (!line) return;
      clearTimeout(timer);
      child.stdout?.off("data", read);
      resolve(JSON.parse(line[1]));
    }
    timer = setTimeout(() => {
      child.stdout?.off("data", read);
      reject(new Error(`pid ${child.pid} reported no stats: is PROCESS_STATS=true?`));
    }, 5000);
    child.stdout?.on("data", read);
    child.kill("SIGUSR2");
  });
}

export interface TestApp {
  url: string;
  /** Every web process's address (several with `webs`); `url` is the first. */
  urls: string[];
  /** The web process, for benchmarks that watch its memory. */
  webPid: number;
  database: string;
  databaseUrl: string;
  env: Record<string, string>;
  fetch: (pathname: string, init?: RequestInit) => Promise<Response>;
  json: <T = any>(
    pathname: string,
    init?: Omit<RequestInit, "body"> & { body?: unknown },
  ) => Promise<{ status: number; body: T; headers: Headers }>;
  /** Starts one more worker process. */
  startWorker: () => void;
  /** Stops every worker process (with SIGKILL: as a crash). */
  stopWorker: (signal?: NodeJS.Signals) => Promise<void>;
  /** The pids of the running worker processes, oldest first. */
  workerPids: () => number[];
  /** Stops one worker process by pid (fault tests kill one of several). */
  stopWorkerPid: (pid: number, signal?: NodeJS.Signals) => Promise<void>;
  /** Web or worker processes that exited on their own (a crash), with the end of their stderr. */
  crashes: ProcessExit[];
  /** CPU time and metadata statements so far of each web and worker process (started with PROCESS_STATS=true). */
  processStats: () => Promise<{ webs: ProcessStats[]; workers: ProcessStats[] }>;
  stop: () => Promise<void>;
}

export interface AppOptions {
  worker?: boolean;
  env?: Record<string, string>;
  /** The PostgreSQL holding the template (harness/cluster.ts); the suite's by default. */
  server?: string;
  /** Web processes on one database, as a scaled-out install runs them. */
  webs?: number;
  workers?: number;
}

/** Closes what a test file opened by calling the product's modules in-process (queue sender, job listener, metadata pool). */
export async function closeProductModules() {
  const { stopSender } = await import("~/jobs/boss.server");
  const { stopJobListener } = await import("~/jobs/job-runs.server");
  const { closeDb } = await import("~db/sequelize.server");
  await Promise.all([stopSender(), stopJobListener(), closeDb()]);
}

export async function startApp(options: AppOptions = {}): Promise<TestApp> {
  if (process.env.APP_SETUP_ERROR) throw new Error(`App setup failed in global setup: ${process.env.APP_SETUP_ERROR}`);
  const server = options.server ?? adminUrl();
  const database = await cloneTemplate(server);
  const ports = await Promise.all(Array.from({ length: options.webs ?? 1 }, () => freePort()));
  const env: Record<string, string> = {
    ...testEnv(database, server),
    PORT: String(ports[0]),
    PUBLIC_URL: `http://localhost:${ports[0]}`,
    ...options.env,
  };
  const crashes: ProcessExit[] = [];
  const webs = ports.map((port, i) =>
    run(
      [...webCommand(), "build/index.js"],
      { ...env, PORT: String(port) },
      ports.length > 1 ? `web${i + 1}` : "web",
      crashes,
    ),
  );
  let workers: ChildProcess[] = [];
  const urls = ports.map((port) => `http://localhost:${port}`);
  const url = urls[0];
  const app: TestApp = {
    url,
    urls,
    webPid: webs[0].pid!,
    database,
    databaseUrl: env.DATABASE_URL,
    env,
    crashes,
    fetch: (pathname, init) => fetch(`${url}${pathname}`, init),
    json: async (pathname, init = {}) => {
      const body = (
        init.body !== undefined && typeof init.body !== "string" && !(init.body instanceof FormData)
          ? JSON.stringify(init.body)
          : init.body
      ) as BodyInit | undefined;
      const headers = new Headers(init.headers);
      if (body && typeof body === "string" && !headers.has("content-type"))
        headers.set("content-type", "application/json");
      const base = pathname.startsWith("http") ? "" : url;
      const response = await fetch(`${base}${pathname}`, { ...init, body, headers });
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
      workers.push(run(["build/server/worker.js"], env, `worker${workers.length ? workers.length + 1 : ""}`, crashes));
    },
    stopWorker: async (signal) => {
      await Promise.all(workers.map((worker) => stopChild(worker, signal)));
      workers = [];
    },
    workerPids: () =>
      workers.filter((worker) => worker.exitCode === null && worker.signalCode === null).map((worker) => worker.pid!),
    stopWorkerPid: async (pid, signal) => {
      await stopChild(
        workers.find((worker) => worker.pid === pid),
        signal,
      );
      workers = workers.filter((worker) => worker.pid !== pid);
    },
    processStats: async () => {
      const running = workers.filter((worker) => worker.exitCode === null && worker.signalCode === null);
      const [webStats, workerStats] = await Promise.all([
        Promise.all(webs.map(statsOf)),
        Promise.all(running.map(statsOf)),
      ]);
      return { webs: webStats, workers: workerStats };
    },
    stop: async () => {
      await Promise.all([...webs.map((web) => stopChild(web)), ...workers.map((worker) => stopChild(worker))]);
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
  if (options.worker !== false) for (let i = 0; i < (options.workers ?? 1); i++) app.startWorker();
  for (const [i, web] of webs.entries()) {
    for (let attempt = 0; ; attempt++) {
      if (web.exitCode !== null) throw new Error(`web process exited with ${web.exitCode}`);
      const up = await fetch(`${urls[i]}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) break;
      if (attempt >= 300) throw new Error("web process did not become healthy in 30 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return app;
}
