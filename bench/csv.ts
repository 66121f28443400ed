// npm run bench:csv — a generated 50 MB CSV uploaded through the real HTTP endpoint of a running
// web process (multipart, streamed), beside `psql \copy` of the same file into the same server.
// Postgres: an embedded cluster, or TEST_DATABASE_URL. CPU seconds (from /proc, when the server is
// local) are printed beside the times: on a busy machine they vary less than the wall clock.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { Readable } from "node:stream";
import { readFileSync } from "node:fs";
import { CSV_MAX_BYTES } from "~/lib/limits";
import { startApp, type TestApp } from "../harness/app";
import { signUp, type Client } from "../harness/clients";
import { setup, teardown } from "../harness/global-setup";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HEADER = "Order ID,Customer,Notes,Order date,Shipped at,Amount (€),Paid?,Category,Quantity";
const CATEGORIES = ["Books", "Garden", "Toys", '"Electronics, small"', "Food"];

type ImportFile = (
  file: string,
) => Promise<{ rows: number; summary: () => Promise<number>; cleanUp: () => Promise<void> }>;

/** A multipart body streamed from disk: the fields first, then the file (as the UI sends it). */
function multipart(file: string, fields: Record<string, string>): { body: ReadableStream; boundary: string } {
  const boundary = `----askdata${randomBytes(8).toString("hex")}`;
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="${path.basename(file)}"\r\nContent-Type: text/csv\r\n\r\n`;
  async function* parts() {
    yield Buffer.from(head + fileHead);
    yield* createReadStream(file, { highWaterMark: 256 * 1024 });
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { body: Readable.toWeb(Readable.from(parts())) as ReadableStream, boundary };
}

function importThroughHttp(app: TestApp, client: Client, projectId: string): ImportFile {
  return async (file) => {
    const { body, boundary } = multipart(file, { project_id: projectId, name: "Bench orders", hasHeaders: "true" });
    const response = await fetch(`${app.url}/api/database/connect/csv`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        Authorization: `Bearer ${client.tokens.accessToken}`,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    const answer = await response.json();
    if (!answer.success) throw new Error(`upload failed: ${JSON.stringify(answer.error)}`);
    const id = answer.data.connectionId;
    const summary = async () => {
      const started = performance.now();
      const model = await client.api(
        `/api/database/${id}/model?table=${answer.data.connection.metadata.csv.table}&schema=`,
      );
      if (!model.body.success) throw new Error(`summary failed: ${JSON.stringify(model.body.error)}`);
      // the workspace asks for the new connection's question chips as it opens
      const suggestions = await client.api(`/api/query/suggestions/${id}`);
      if (!suggestions.body.success) throw new Error(`suggestions failed: ${JSON.stringify(suggestions.body.error)}`);
      return (performance.now() - started) / 1000;
    };
    return {
      rows: answer.data.connection.metadata.csv.rowCount,
      summary,
      cleanUp: async () => void (await client.api(`/api/connections/${id}`, { method: "DELETE" })),
    };
  };
}

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return match ? Number(match[1]) * 1024 : 0;
}

/** CPU seconds from /proc/<pid>/stat (in ticks of 1/100 s), with its reaped children's if asked. */
function cpuSecondsOf(pid: number, withReapedChildren = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return (utime! + stime! + (withReapedChildren ? cutime! + cstime! : 0)) / 100;
}

/**
 * CPU seconds of a local PostgreSQL: the postmaster, its live children and the ones it has reaped
 * (each connection's backend). The machine may be busy with other work; CPU time is not.
 */
function postgresCpuSeconds(postmaster: number): number {
  let total = cpuSecondsOf(postmaster, true);
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      if (parent === postmaster) total += cpuSecondsOf(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

async function postmasterPid(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    return Number(readFileSync(`/proc/${rows[0]!.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
  } catch {
    return undefined; // not a server on this machine
  } finally {
    await client.end();
  }
}

/** CPU seconds that `run` cost the given processes; undefined where /proc cannot tell. */
async function cpuCost<T>(pids: { web?: number; postgres?: number }, run: () => Promise<T>) {
  const sample = () => ({
    web: pids.web === undefined ? undefined : cpuSecondsOf(pids.web),
    postgres: pids.postgres === undefined ? undefined : postgresCpuSeconds(pids.postgres),
  });
  const before = sample();
  const result = await run();
  await new Promise((resolve) => setTimeout(resolve, 200)); // let closed backends exit and be reaped
  const after = sample();
  const delta = (key: "web" | "postgres") => (before[key] === undefined ? undefined : after[key]! - before[key]!);
  return { result, cpu: { web: delta("web"), postgres: delta("postgres") } };
}

/** `messy`: about 1 % of dates and amounts written as nothing converts (issue 37). */
function row(i: number, messy = false): string {
  const bad = messy && i % 97 === 64;
  const day = bad ? "03/02/2024" : new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString().slice(0, 10);
  const notes = i % 7 === 0 ? `"Line one, with a comma\nline two ""quoted"""` : `note ${i}`;
  const hour = String(i % 24).padStart(2, "0");
  const amount = bad ? "n/a" : ((i * 1.37) % 10_000).toFixed(2);
  return `${i + 1},"Doe, Jane ${i % 1000}",${notes},${day},${day} ${hour}:15:00,${amount},${i % 3 === 0},${CATEGORIES[i % 5]},${i % 50}\n`;
}

async function generateCsv(file: string, bytes: number, maxRows = Infinity, messy = false): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${HEADER}\n`);
  let written = HEADER.length + 1;
  for (let i = 0; written < bytes && i < maxRows;) {
    let block = "";
    for (let k = 0; k < 1000 && i < maxRows; k++) block += row(i++, messy);
    const size = Buffer.byteLength(block);
    if (written + size > bytes) break;
    written += size;
    if (!out.write(block)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

interface Figures {
  seconds: number;
  rows?: number;
  rssGrowthMb?: number;
  cpu?: { web?: number; postgres?: number };
}

type Measurement = Required<Omit<Figures, "cpu">> & Pick<Figures, "cpu">;
type Pids = { web: number; postgres?: number };

async function measure(run: () => Promise<number>, pids: Pids): Promise<Measurement> {
  const baseline = rssOf(pids.web);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pids.web))), 5);
  const started = performance.now();
  try {
    const { result: rows, cpu } = await cpuCost(pids, async () => {
      const rows = await run();
      return { rows, seconds: (performance.now() - started) / 1000 };
    });
    return { seconds: rows.seconds, rows: rows.rows, rssGrowthMb: (peak - baseline) / 1e6, cpu };
  } finally {
    clearInterval(sampler);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function medianOf(values: (number | undefined)[]): number | undefined {
  return values.some((value) => value === undefined) ? undefined : median(values as number[]);
}

function hasPsql(): boolean {
  return spawnSync("psql", ["--version"]).status === 0;
}

async function psqlCopy(file: string, url: string, postgres: number | undefined): Promise<Figures> {
  const columns = HEADER.split(",")
    .map((_, i) => `c${i + 1} text`)
    .join(", ");
  const script = `SET client_min_messages = warning; DROP TABLE IF EXISTS bench_plain; CREATE TABLE bench_plain (${columns});`;
  spawnSync("psql", [url, "-qc", script], { stdio: "inherit" });
  const { result: seconds, cpu } = await cpuCost({ postgres }, async () => {
    const started = performance.now();
    const copy = spawnSync("psql", [url, "-qc", `\\copy bench_plain FROM '${file}' WITH (FORMAT csv, HEADER true)`]);
    if (copy.status !== 0) throw new Error(`psql \\copy failed: ${copy.stderr}`);
    return (performance.now() - started) / 1000;
  });
  return { seconds, cpu };
}

function report(label: string, mb: number, m: Figures) {
  const rows = m.rows ? `${Math.round(m.rows / m.seconds).toLocaleString("en")} rows/s` : "";
  const rss = m.rssGrowthMb === undefined ? "" : `peak RSS +${m.rssGrowthMb.toFixed(1)} MB`;
  const cpu = Object.entries(m.cpu ?? {})
    .filter(([, seconds]) => seconds !== undefined)
    .map(([name, seconds]) => `${name} ${seconds!.toFixed(2)} s`);
  const cpuText = cpu.length ? `CPU: ${cpu.join(", ")}` : "";
  console.log(
    `${label.padEnd(16)} ${m.seconds.toFixed(2)} s  ${(mb / m.seconds).toFixed(1)} MB/s  ${rows}  ${rss}  ${cpuText}`,
  );
}

/** Imports and psql copies take turns, so that load from elsewhere on the machine weighs on both alike. */
async function runInterleaved(file: string, url: string, importFile: ImportFile, psql: boolean, pids: Pids) {
  const imports: Measurement[] = [];
  const copies: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    let imported: Awaited<ReturnType<ImportFile>> | undefined;
    imports.push(await measure(async () => (imported = await importFile(file)).rows, pids));
    await imported?.cleanUp();
    if (psql) copies.push(await psqlCopy(file, url, pids.postgres));
  }
  const importRun: Figures = {
    seconds: median(imports.map((m) => m.seconds)),
    rows: imports[0]!.rows,
    rssGrowthMb: Math.max(...imports.map((m) => m.rssGrowthMb)),
    cpu: { web: medianOf(imports.map((m) => m.cpu?.web)), postgres: medianOf(imports.map((m) => m.cpu?.postgres)) },
  };
  const copyRun: Figures | undefined = psql
    ? { seconds: median(copies.map((c) => c.seconds)), cpu: { postgres: medianOf(copies.map((c) => c.cpu?.postgres)) } }
    : undefined;
  return { importRun, copyRun };
}

/**
 * Issue 37: a first 5,000-row upload took 32 s. The first upload of a fresh web process and a second
 * one, side by side: whatever the first pays once (warm-up, lazy setup) shows as their difference.
 */
async function firstUploads(dir: string, importFile: ImportFile, pids: Pids): Promise<void> {
  const small = path.join(dir, "first-orders.csv");
  await generateCsv(small, CSV_MAX_BYTES, 5000, true);
  for (const label of ["first upload", "second upload"]) {
    let imported: Awaited<ReturnType<ImportFile>> | undefined;
    const m = await measure(async () => (imported = await importFile(small)).rows, pids);
    const summarySeconds = await imported!.summary();
    await imported?.cleanUp();
    report(`${label}`, statSync(small).size / 1e6, m);
    console.log(`${"".padEnd(16)} then its summary and question chips in ${summarySeconds.toFixed(2)} s`);
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "askdata-csv-bench-"));
  const file = path.join(dir, "orders.csv");
  await setup();
  let app: TestApp | undefined;
  try {
    await generateCsv(file, CSV_MAX_BYTES - 1024);
    const mb = statSync(file).size / 1e6;
    app = await startApp({ worker: false });
    const client = await signUp(app, "Bench");
    const projectId = (await client.api("/api/projects/personal")).body.data.id;
    const serverUrl = app.env.UPLOADS_DATABASE_URL;
    console.log(`file: ${mb.toFixed(1)} MB, ${RUNS} runs each, medians; PostgreSQL at ${new URL(serverUrl).host}`);
    const pids = { web: app.webPid, postgres: await postmasterPid(serverUrl) };
    await firstUploads(dir, importThroughHttp(app, client, projectId), pids);
    if (process.env.BENCH_FIRST_ONLY) return;
    const { importRun, copyRun } = await runInterleaved(
      file,
      serverUrl,
      importThroughHttp(app, client, projectId),
      hasPsql(),
      pids,
    );
    report("HTTP upload", mb, importRun);
    if (!copyRun) return console.log("psql \\copy       skipped: psql is not on the PATH");
    report("psql \\copy", mb, copyRun);
    console.log(
      `upload / psql \\copy: ${((copyRun.seconds / importRun.seconds) * 100).toFixed(0)}% (target ≥ 50%); server RSS growth target < 200 MB`,
    );
  } finally {
    await app?.stop();
    await teardown();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
