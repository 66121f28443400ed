// Our own question sets over the sample databases: translate, execute, compare with the gold SQL's result.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { introspectPostgres } from "~/connectors/postgres-introspect.server";
import { translate } from "~/engine";
import type { SchemaCatalog } from "~/lib/catalog";
import { isAppError } from "~/lib/errors";
import { loadSamples } from "~db/samples/load.server";
import { SAMPLE_DATABASES } from "~db/samples";
import { bump, sameResult, type Tally } from "./nl2sql-score";

export interface EvalQuestion {
  id: string;
  question: string;
  /** null: the engine must refuse with TRANSLATION_ERROR (hostile or unanswerable input). */
  gold_sql: string | null;
  construct: string;
  ordered?: boolean;
  /** Earlier question of the same conversation (follow-ups). */
  follows?: string;
}

export interface SetReport {
  name: string;
  tally: Tally;
  constructs: Map<string, Tally>;
  timings: number[];
  failures: { id: string; question: string; construct: string; sql?: string; error?: string; gold: string | null; table?: string; got?: unknown }[];
}

/** The samples' data ends on 2026-10-31; relative dates in the gold SQL are written for this moment. */
export const SAMPLE_NOW = new Date("2026-10-31T12:00:00Z");

export function readQuestions(file: string): EvalQuestion[] {
  return readFileSync(file, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as EvalQuestion);
}

async function rowsOf(pool: pg.Pool, schema: string, sql: string) {
  const client = await pool.connect();
  try {
    await client.query(`SET search_path TO ${pg.escapeIdentifier(schema)}, public; SET statement_timeout = 20000`);
    const result = await client.query(sql);
    return { rows: result.rows as Record<string, unknown>[], columns: result.fields.map((f) => f.name) };
  } finally {
    client.release();
  }
}

export async function runSampleSets(url: string, evalDir: string): Promise<SetReport[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await loadSamples(client);
  await client.end();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const reports: SetReport[] = [];
  try {
    for (const sample of SAMPLE_DATABASES) {
      const file = path.join(evalDir, `${sample.id}.jsonl`);
      if (!existsSync(file)) continue;
      const catalog = await introspectPostgres(pool, sample.schema);
      reports.push(await runSet(sample.id, readQuestions(file), catalog, pool, sample.schema));
    }
  } finally {
    await pool.end();
  }
  return reports;
}

async function runSet(name: string, questions: EvalQuestion[], catalog: SchemaCatalog, pool: pg.Pool, schema: string): Promise<SetReport> {
  const report: SetReport = { name, tally: { total: 0, correct: 0 }, constructs: new Map(), timings: [], failures: [] };
  const turns = new Map<string, { question: string; ir: ReturnType<typeof translate>["ir"]; sql: string }>();
  for (const q of questions) {
    let sql: string | undefined;
    let error: string | undefined;
    let correct = false;
    try {
      const previous = q.follows ? turns.get(q.follows) : undefined;
      const started = performance.now();
      const t = translate(q.question, { catalog, previous, now: SAMPLE_NOW });
      report.timings.push(performance.now() - started);
      sql = t.sql;
      turns.set(q.id, { question: q.question, ir: t.ir, sql: t.sql });
      if (q.gold_sql === null) throw new Error("expected a refusal");
      const [gold, pred] = await Promise.all([rowsOf(pool, schema, q.gold_sql), rowsOf(pool, schema, t.sql)]);
      correct = sameResult(gold, pred, !!q.ordered);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      if (q.gold_sql === null && isAppError(e) && e.code === "TRANSLATION_ERROR") correct = true;
    }
    report.tally.total++;
    if (correct) report.tally.correct++;
    bump(report.constructs, q.construct, correct);
    if (!correct) report.failures.push({ id: q.id, question: q.question, construct: q.construct, sql, error, gold: q.gold_sql });
  }
  return report;
}
