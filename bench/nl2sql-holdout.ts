// Our held-out databases (bench/eval/holdout): a schema, its rows and 30 questions with gold SQL per database, each
// written by someone who had not read the engine, before the engine was run on them. They are asked like defog's:
// a read-only PostgreSQL connection created over the API, every question standalone through HTTP and the worker.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { DefogQuestion } from "./defog-databases";
import { readQuestions } from "./nl2sql-samples";

export const HOLDOUT_DIR = path.join(import.meta.dirname, "eval", "holdout");
export const HOLDOUT_PREFIX = "askdata_holdout_";

/** Every database with both its script and its questions, as defog-shaped questions of the set "holdout". */
export function readHoldoutQuestions(): DefogQuestion[] {
  if (!existsSync(HOLDOUT_DIR)) return [];
  const dbs = readdirSync(HOLDOUT_DIR).filter((f) => f.endsWith(".jsonl")).map((f) => f.slice(0, -6)).filter((db) => existsSync(path.join(HOLDOUT_DIR, `${db}.sql`)));
  return dbs.sort().flatMap((db) =>
    readQuestions(path.join(HOLDOUT_DIR, `${db}.jsonl`)).map((q) => ({ id: q.id, db, set: "holdout" as const, question: q.question, instructions: "", query_category: q.construct, gold_sql_pg: q.gold_sql ? [q.gold_sql] : [] })),
  );
}
