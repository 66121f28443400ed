// CSV import benchmark: a generated 50 MB file, imported through `importFile`, beside `psql \copy`
// of the same file. Run with `npx tsx worker/bench/csv.ts` (TEST_DATABASE_URL or the local server).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { connectRoleFor } from "~/connectors/csv-access.server";
import { dropCsvImport, importCsv, prepareUploadsDatabase } from "~/connectors/csv-import.server";
import { CSV_MAX_BYTES } from "~/lib/limits";

const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HEADER = "Order ID,Customer,Notes,Order date,Shipped at,Amount (€),Paid?,Category,Quantity";
const CATEGORIES = ["Books", "Garden", "Toys", '"Electronics, small"', "Food"];

/** How a file gets imported. The lead swaps this for the HTTP upload endpoint; the measuring stays. */
type ImportFile = (file: string, adminUrl: string) => Promise<{ rows: number; cleanUp: () => Promise<void> }>;

const importThroughCore: ImportFile = async (file, adminUrl) => {
  const result = await importCsv(createReadStream(file), { adminUrl }, { fileName: path.basename(file), hasHeaders: true });
  return { rows: result.rowCount, cleanUp: () => dropCsvImport({ adminUrl }, result.schema, result.role) };
};

function row(i: number): string {
  const day = new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString().slice(0, 10);
  const notes = i % 7 === 0 ? `"Line one, with a comma\nline two ""quoted"""` : `note ${i}`;
  const hour = String(i % 24).padStart(2, "0");
  const amount = ((i * 1.37) % 10_000).toFixed(2);
  return `${i + 1},"Doe, Jane ${i % 1000}",${notes},${day},${day} ${hour}:15:00,${amount},${i % 3 === 0},${CATEGORIES[i % 5]},${i % 50}\n`;
}

async function generateCsv(file: string, bytes: number): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${HEADER}\n`);
  let written = HEADER.length + 1;
  for (let i = 0; written < bytes; ) {
    let block = "";
    for (let k = 0; k < 1000; k++) block += row(i++);
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
}

type Measurement = Required<Figures>;

async function measure(run: () => Promise<number>): Promise<Measurement> {
  global.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  try {
    const rows = await run();
    return { seconds: (performance.now() - started) / 1000, rows, rssGrowthMb: (peak - baseline) / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function hasPsql(): boolean {
  return spawnSync("psql", ["--version"]).status === 0;
}

function psqlCopySeconds(file: string, url: string): number {
  const columns = HEADER.split(",").map((_, i) => `c${i + 1} text`).join(", ");
  const script = `SET client_min_messages = warning; DROP TABLE IF EXISTS bench_plain; CREATE TABLE bench_plain (${columns});`;
  spawnSync("psql", [url, "-qc", script], { stdio: "inherit" });
  const started = performance.now();
  const copy = spawnSync("psql", [url, "-qc", `\\copy bench_plain FROM '${file}' WITH (FORMAT csv, HEADER true)`]);
  if (copy.status !== 0) throw new Error(`psql \\copy failed: ${copy.stderr}`);
  return (performance.now() - started) / 1000;
}

async function withBenchDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `askdata_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${connectRoleFor(name)}`);
    await admin.end();
  }
}

function report(label: string, mb: number, m: Figures) {
  const rows = m.rows ? `${Math.round(m.rows / m.seconds).toLocaleString("en")} rows/s` : "";
  const rss = m.rssGrowthMb === undefined ? "" : `peak RSS +${m.rssGrowthMb.toFixed(1)} MB`;
  console.log(`${label.padEnd(16)} ${m.seconds.toFixed(2)} s  ${(mb / m.seconds).toFixed(1)} MB/s  ${rows}  ${rss}`);
}

/** Imports and psql copies take turns, so that load from elsewhere on the machine weighs on both alike. */
async function runInterleaved(file: string, url: string, importFile: ImportFile, psql: boolean) {
  const imports: Measurement[] = [];
  const copies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let imported: Awaited<ReturnType<ImportFile>> | undefined;
    imports.push(await measure(async () => (imported = await importFile(file, url)).rows));
    await imported?.cleanUp();
    if (psql) copies.push(psqlCopySeconds(file, url));
  }
  const seconds = median(imports.map((m) => m.seconds));
  const rssGrowthMb = Math.max(...imports.map((m) => m.rssGrowthMb));
  return { importRun: { seconds, rows: imports[0]!.rows, rssGrowthMb }, psqlSeconds: psql ? median(copies) : undefined };
}

async function main(importFile: ImportFile = importThroughCore): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "askdata-csv-bench-"));
  const file = path.join(dir, "orders.csv");
  try {
    await generateCsv(file, CSV_MAX_BYTES - 1024);
    const mb = statSync(file).size / 1e6;
    console.log(`file: ${mb.toFixed(1)} MB, ${RUNS} runs each, medians; server ${new URL(SERVER_URL).host}`);
    await withBenchDatabase(async (url) => {
      await prepareUploadsDatabase(url);
      const { importRun, psqlSeconds } = await runInterleaved(file, url, importFile, hasPsql());
      report("import", mb, importRun);
      if (psqlSeconds === undefined) return console.log("psql \\copy       skipped: psql is not on the PATH");
      report("psql \\copy", mb, { seconds: psqlSeconds });
      console.log(`import / psql \\copy: ${((psqlSeconds / importRun.seconds) * 100).toFixed(0)}% (target ≥ 50%)`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
