// Our held-out databases (bench/eval/holdout): a schema, its rows and 30 questions with gold SQL per database, each
// written by someone who had not read the engine, before the engine was run on them. They are asked like defog's:
// a read-only PostgreSQL connection created over the API, every question standalone through HTTP and the worker.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { DefogQuestion } from "./defog-databases";
import { readQuestions } from "./nl2sql-samples";

export const HOLDOUT_DIR = path.join(import.meta.dirname, "eval", "holdout");
export const HOLDOUT_PREFIX = "askdata_holdout_";

/**
 * The development corpus (issue 34, bench/corpus): public databases of other domains and naming styles, each with
 * questions written, before the engine was run on it, by someone who had not read the engine. Laid out as the
 * held-out databases are.
 */
export const CORPUS_DIR = path.join(import.meta.dirname, "corpus");
export const CORPUS_PREFIX = "askdata_corpus_";

/** Every database with both its script and its questions, as defog-shaped questions of the set "holdout". */
export function readHoldoutQuestions(dir = HOLDOUT_DIR, set: "holdout" | "corpus" = "holdout"): DefogQuestion[] {
  if (!existsSync(dir)) return [];
  const dbs = readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .map((f) => f.slice(0, -6))
    .filter((db) => existsSync(path.join(dir, `${db}.sql`)));
  return dbs.sort().flatMap((db) =>
    readQuestions(path.join(dir, `${db}.jsonl`)).map((q) => ({
      id: q.id,
      db,
      set,
      question: q.question,
      instructions: "",
      query_category: q.construct,
      gold_sql_pg: q.gold_sql ? [q.gold_sql] : [],
    })),
  );
}
