// `npm run bench:nl2sql`: accuracy of the built-in engine on our sample sets and on WikiTableQuestions (dev).
import { writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { percentile, tallyTable } from "./nl2sql-score";
import { runSampleSets, type SetReport } from "./nl2sql-samples";
import { runWtq, WTQ_DIR, wtqAvailable } from "./nl2sql-wtq";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith("--only="))?.slice(7);
const limit = Number([...args].find((a) => a.startsWith("--limit="))?.slice(8) ?? 0) || undefined;
const reportFile = [...args].find((a) => a.startsWith("--report="))?.slice(9);
// `--ids=nt-2,nt-3`: only these WikiTableQuestions questions (for reading failures one by one)
const ids = [...args].find((a) => a.startsWith("--ids="))?.slice(6);

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function print(report: SetReport) {
  const { tally } = report;
  console.log(`\n== ${report.name}: ${tally.correct}/${tally.total} = ${((100 * tally.correct) / Math.max(1, tally.total)).toFixed(1)}%`);
  console.log(tallyTable("construct", report.constructs));
  console.log(`translation time p50 ${percentile(report.timings, 50).toFixed(2)} ms, p95 ${percentile(report.timings, 95).toFixed(2)} ms`);
}

async function main() {
  const database = `nl2sql_bench_${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`));
  const url = withDatabase(ADMIN_URL, database);
  const reports: SetReport[] = [];
  try {
    if (only !== "wtq") reports.push(...(await runSampleSets(url, path.join(import.meta.dirname, "eval"))));
    if (only !== "samples") {
      if (wtqAvailable()) reports.push(await runWtq(url, { limit, ids: ids ? new Set(ids.split(",")) : undefined }));
      else console.log(`\nWikiTableQuestions skipped: ${WTQ_DIR}/questions.jsonl not found (set WTQ_DIR).`);
    }
  } finally {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`));
  }
  reports.forEach(print);
  const all = reports.flatMap((r) => r.timings);
  console.log(`\nall sets: translation time p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${percentile(all, 95).toFixed(2)} ms over ${all.length} questions`);
  if (reportFile) writeFileSync(reportFile, reports.flatMap((r) => r.failures.map((f) => JSON.stringify({ set: r.name, ...f }))).join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
