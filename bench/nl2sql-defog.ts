// defog's multi-table sets through the product's path: a read-only PostgreSQL connection per database created over
// the API, every question asked standalone over HTTP and answered by the worker, scored by execution (defog's rule).
import pg from "pg";
import pLimit from "p-limit";
import { DEFOG_PG_URL, READER, loadDefogDatabases, runGold, withDatabase, type DefogQuestion } from "./defog-databases";
import { goldRowOrder, sameResult } from "./nl2sql-score";
import { judged, type Scored } from "./nl2sql-report";
import { DEFOG_DEFINITIONS } from "./eval/defog-definitions";
import { answerRows, answerTruncated, askQuestion, type AskOutcome, type ProductUser } from "./product-path";

export const DEFOG_SETS = ["gen", "basic", "advanced", "idk"] as const;

export interface DefogRun {
  scored: Scored[];
  /** The databases it loaded, to drop them when they were only for this run. */
  databases: string[];
}

/** Creates the connection a user would: host, port, database and the read-only login. */
async function connect(user: ProductUser, db: string, database: string): Promise<string> {
  const server = new URL(DEFOG_PG_URL);
  const credentials = {
    host: server.hostname,
    port: Number(server.port || 5432),
    database,
    username: READER.username,
    password: READER.password,
    ssl: false,
  };
  const { status, body } = await user.api("/api/connections", {
    method: "POST",
    body: { name: `defog ${db}`, type: "postgresql", credentials, project_id: user.projectId },
  });
  if (status !== 201)
    throw new Error(`creating the connection to ${database} failed: ${status} ${JSON.stringify(body)}`);
  return body.data.id;
}

/**
 * Enters a database's instructions as definitions through the API, as a team would in the Definitions view; the
 * answer to a question then depends on them only through what the product does with definitions.
 */
async function define(user: ProductUser, db: string, connectionId: string): Promise<void> {
  const definitions = DEFOG_DEFINITIONS[db] ?? [];
  const refused: string[] = [];
  for (const definition of definitions) {
    const { status, body } = await user.api(`/api/connections/${connectionId}/definitions`, {
      method: "POST",
      body: definition,
    });
    if (status !== 201) refused.push(`${definition.name}: ${status} ${body?.error?.message ?? JSON.stringify(body)}`);
  }
  if (definitions.length)
    console.log(
      `definitions for ${db}: ${definitions.length - refused.length} of ${definitions.length} saved${refused.length ? `; refused:\n  ${refused.join("\n  ")}` : ""}`,
    );
}

type Gold =
  | { ok: true; sql: string; rows: Record<string, unknown>[]; columns: string[]; names: string[] }
  | { ok: false; sql: string; error: string };

async function goldResults(pool: pg.Pool, q: DefogQuestion): Promise<Gold[]> {
  if (q.set === "idk") return [];
  const results: Gold[] = [];
  for (const sql of q.gold_sql_pg)
    results.push(
      await runGold(pool, sql).then(
        (r) => ({ ok: true as const, sql, ...r }),
        (e: Error) => ({ ok: false as const, sql, error: e.message }),
      ),
    );
  return results;
}

/** Correct when the answer matches any gold alternative; an answer cut short matches only a gold as short. */
function score(
  q: DefogQuestion,
  outcome: AskOutcome,
  golds: Gold[],
): Pick<Scored, "correct" | "readingRight" | "unanswerable" | "note"> {
  // idk questions, and held-out ones written without gold, are those the data cannot answer
  if (q.set === "idk" || !q.gold_sql_pg.length) return judged(true, outcome, false);
  const answer = outcome.status === "completed" ? outcome.answer : undefined;
  const ran = golds.filter((g) => g.ok);
  if (!ran.length)
    return {
      ...judged(false, outcome, false),
      note: `gold failed: ${golds.map((g) => (g.ok ? "" : g.error)).join(" | ")}`,
    };
  if (!answer) return judged(false, outcome, false);
  const pred = answerRows(answer);
  const truncated = answerTruncated(answer);
  for (const gold of ran) {
    if (truncated && gold.rows.length !== pred.rows.length) continue;
    if (sameResult(gold, pred, goldRowOrder(gold.sql, gold.names))) return judged(false, outcome, true);
  }
  return {
    ...judged(false, outcome, false),
    note: truncated ? `answer truncated at ${pred.rows.length} of ${answer.rowCount} rows` : undefined,
  };
}

/** The first gold result's rows under their column names, for the failures file. */
function namedRows(golds: Gold[]): Record<string, unknown>[] | undefined {
  const gold = golds.find((g) => g.ok);
  if (!gold?.ok) return undefined;
  return gold.rows.slice(0, 5).map((row) => Object.fromEntries(gold.names.map((name, i) => [name, row[String(i)]])));
}

export async function runDefog(
  user: ProductUser,
  questions: DefogQuestion[],
  options: { prefix?: string; dir?: string; concurrency?: number } = {},
): Promise<DefogRun> {
  const dbs = [...new Set(questions.map((q) => q.db))].sort();
  const names = await loadDefogDatabases(dbs, options.prefix, options.dir);
  const connections = new Map<string, string>();
  const pools = new Map<string, pg.Pool>();
  try {
    for (const [db, name] of names) {
      connections.set(db, await connect(user, db, name));
      await define(user, db, connections.get(db)!);
      const pool = new pg.Pool({ connectionString: withDatabase(DEFOG_PG_URL, name), max: 2 });
      pool.on("error", () => undefined);
      pools.set(db, pool);
    }
    const scored = await pLimit(options.concurrency ?? 4).map(questions, async (q): Promise<Scored> => {
      const golds = await goldResults(pools.get(q.db)!, q);
      // the question alone, as typed in the chat; its database's instructions are definitions (define above)
      const outcome = await askQuestion(user, connections.get(q.db)!, q.question);
      return {
        set: q.set,
        id: q.id,
        db: q.db,
        question: q.question,
        category: q.query_category,
        outcome,
        ...score(q, outcome, golds),
        gold: q.gold_sql_pg,
        goldRows: namedRows(golds),
      };
    });
    return { scored, databases: [...names.values()] };
  } finally {
    await Promise.all([...pools.values()].map((p) => p.end()));
  }
}
