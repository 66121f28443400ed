// WikiTableQuestions dev split through the product's own path: CSV import → introspection → engine → execution.
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { dropCsvImport, importCsv, prepareUploadsDatabase } from "~/connectors/csv-import.server";
import { introspectPostgres } from "~/connectors/dialects/postgresql/introspect.server";
import { SessionPool } from "~/connectors/session-pool.server";
import { translate, translateWithExecution } from "~/engine";
import type { QueryResult, SchemaCatalog } from "~/lib/catalog";
import { bump, matchesAnswers, type Tally } from "./nl2sql-score";
import type { SetReport } from "./nl2sql-report";

interface WtqQuestion {
  id: string;
  csv_file: string;
  question: string;
  answers: string[];
}

export const WTQ_DIR = process.env.WTQ_DIR ?? "/work/shared/eval/wtq-dev";

export function wtqAvailable(): boolean {
  return existsSync(path.join(WTQ_DIR, "questions.jsonl"));
}

/** Rough question families, for the per-construct table (reading only the question's function words). */
export function wtqFamily(question: string): string {
  const q = question.toLowerCase();
  if (/\b(more|less|fewer)\b.*\bthan\b|\bdifference\b/.test(q) && /how (many|much)|difference/.test(q))
    return "difference";
  if (/\b(before|after|previous|next|above|below|preceding|following)\b/.test(q)) return "row-position";
  if (/^how many|number of|total number|count/.test(q)) return "count";
  if (
    /\b(most|least|highest|lowest|largest|smallest|top|best|worst|longest|shortest|fewest|biggest|greatest|first|last)\b/.test(
      q,
    )
  )
    return "superlative";
  if (/\b(total|sum|average|combined)\b/.test(q)) return "aggregate";
  return "lookup";
}

async function runQuery(pool: pg.Pool, sql: string): Promise<QueryResult> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query("SET statement_timeout = 5000");
    const result = await client.query(sql);
    const rows = result.rows as Record<string, unknown>[];
    return {
      columns: result.fields.map((f) => ({ name: f.name, kind: "other" })),
      rows,
      rowCount: rows.length,
      truncated: false,
      executionTime: performance.now() - started,
    };
  } finally {
    client.release();
  }
}

export async function runWtq(
  url: string,
  options: { limit?: number; ids?: Set<string> } = {},
): Promise<SetReport & { imported: number; importFailures: number }> {
  const questions = readFileSync(path.join(WTQ_DIR, "questions.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as WtqQuestion);
  const chosen = options.ids
    ? questions.filter((q) => options.ids!.has(q.id) || options.ids!.has(q.id.replace(/^wtq:dev:/, "")))
    : questions;
  const subset = options.limit ? chosen.slice(0, options.limit) : chosen;
  const byFile = new Map<string, WtqQuestion[]>();
  for (const q of subset) byFile.set(q.csv_file, [...(byFile.get(q.csv_file) ?? []), q]);
  await prepareUploadsDatabase(url, randomBytes(24).toString("base64url"));
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const sessions = new SessionPool({ connectionString: url, max: 4 });
  pool.on("error", () => {}); // an idle connection ended by the server is replaced on the next query
  const report = {
    name: "wtq-dev",
    tally: { total: 0, correct: 0 } as Tally,
    constructs: new Map<string, Tally>(),
    timings: [] as number[],
    failures: [] as SetReport["failures"],
    imported: 0,
    importFailures: 0,
  };
  const imports: { schema: string; role: string }[] = [];
  try {
    for (const [file, qs] of byFile) {
      const catalog = await importTable(url, sessions, file, imports).catch(() => undefined);
      if (catalog) report.imported++;
      else report.importFailures++;
      for (const q of qs) await scoreQuestion(q, catalog, pool, report);
    }
  } finally {
    for (const i of imports) await dropCsvImport({ adminUrl: url }, i.schema, i.role).catch(() => undefined);
    await Promise.all([pool.end(), sessions.end()]);
  }
  return report;
}

async function importTable(
  url: string,
  pool: SessionPool,
  file: string,
  imports: { schema: string; role: string }[],
): Promise<SchemaCatalog> {
  const log = console.log;
  console.log = () => {}; // the importer's progress output is not ours to show
  try {
    const result = await importCsv(
      createReadStream(path.join(WTQ_DIR, file)),
      { adminUrl: url },
      { fileName: path.basename(file), hasHeaders: true },
    );
    imports.push({ schema: result.schema, role: result.role });
    return await introspectPostgres(pool, { schema: result.schema });
  } finally {
    console.log = log;
  }
}

async function scoreQuestion(q: WtqQuestion, catalog: SchemaCatalog | undefined, pool: pg.Pool, report: SetReport) {
  let sql: string | undefined;
  let error: string | undefined;
  let correct = false;
  let got: unknown;
  try {
    if (!catalog) throw new Error("import failed");
    const started = performance.now();
    translate(q.question, { catalog });
    report.timings.push(performance.now() - started);
    const t = await translateWithExecution(q.question, { catalog }, (s) => runQuery(pool, s));
    sql = t.sql;
    const result = t.result ?? (await runQuery(pool, t.sql));
    correct = matchesAnswers(q.answers, { rows: result.rows, columns: result.columns.map((c) => c.name) });
    got = result.rows.slice(0, 5);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  report.tally.total++;
  if (correct) report.tally.correct++;
  bump(report.constructs, wtqFamily(q.question), correct);
  if (!correct)
    report.failures.push({
      id: q.id,
      question: q.question,
      construct: wtqFamily(q.question),
      sql,
      error,
      gold: JSON.stringify(q.answers),
      table: q.csv_file,
      got,
    });
}
