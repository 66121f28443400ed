// defog's databases on a PostgreSQL server, loaded fresh (some rows are relative to CURRENT_DATE), with defog's
// column descriptions as comments and a read-only login role to connect with, as we advise users to.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { withClient } from "~/connectors/csv-access.server";
import { withDatabase } from "../harness/databases";

export { withDatabase };

// beside the checkout, else where this machine keeps the shared data (a clone elsewhere, as CI makes, still finds it)
const DEFOG_PLACES = [path.resolve(import.meta.dirname, "../../shared/eval/defog"), "/work/shared/eval/defog"];
export const DEFOG_DIR = process.env.DEFOG_DIR ?? DEFOG_PLACES.find((dir) => existsSync(dir)) ?? DEFOG_PLACES[0];
export const DEFOG_PG_URL = process.env.DEFOG_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const READER = { username: "askdata_bench_reader", password: "askdata-bench-reader" };

export interface DefogQuestion {
  id: string;
  db: string;
  /** defog's sets; "holdout" for our own databases written apart from the engine (bench/eval/holdout); "corpus" for the public development corpus (bench/corpus). */
  set: "gen" | "basic" | "advanced" | "idk" | "holdout" | "corpus";
  question: string;
  instructions: string;
  query_category: string;
  gold_sql_pg: string[];
}

export function defogAvailable(): boolean {
  return existsSync(path.join(DEFOG_DIR, "questions.jsonl"));
}

export function readDefogQuestions(): DefogQuestion[] {
  return readFileSync(path.join(DEFOG_DIR, "questions.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as DefogQuestion);
}

/** Why the defog part cannot run here, or undefined when it can. */
export async function defogUnavailableReason(): Promise<string | undefined> {
  if (!defogAvailable()) return `${DEFOG_DIR}/questions.jsonl not found (set DEFOG_DIR)`;
  return withClient(DEFOG_PG_URL, async () => undefined).catch(
    (error) => `PostgreSQL at ${DEFOG_PG_URL} is unreachable (${String(error)}; set DEFOG_PG_URL)`,
  );
}

/** The reader role; two runs may race to create it, and either creation is fine. */
async function ensureReader(admin: pg.Client) {
  const role = pg.escapeIdentifier(READER.username);
  const exists = await admin.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [READER.username]);
  if (!exists.rowCount)
    await admin
      .query(`CREATE ROLE ${role} LOGIN`)
      .catch((error) => ["42710", "23505"].includes(error.code) || Promise.reject(error));
  await admin.query(
    `ALTER ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${pg.escapeLiteral(READER.password)}`,
  );
}

type ColumnNotes = Record<string, { column_name: string; column_description?: string }[]>;

/** defog names tables and columns in their written case ("sbCustId"); the dumps create them unquoted, so lower-case. */
async function applyComments(client: pg.Client, tables: ColumnNotes) {
  const { rows } = await client.query<{ schema: string; table: string; column: string }>(
    `SELECT table_schema AS schema, table_name AS table, column_name AS column FROM information_schema.columns
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  for (const [qualified, columns] of Object.entries(tables)) {
    const [schema, table] = qualified.includes(".") ? qualified.split(".") : ["public", qualified];
    for (const note of columns) {
      const description = note.column_description?.trim();
      const target = rows.find(
        (r) =>
          r.schema === schema.toLowerCase() &&
          r.table.toLowerCase() === table.toLowerCase() &&
          r.column.toLowerCase() === note.column_name.toLowerCase(),
      );
      if (!description || !target) continue;
      const name = [target.schema, target.table, target.column].map(pg.escapeIdentifier).join(".");
      await client.query(`COMMENT ON COLUMN ${name} IS ${pg.escapeLiteral(description)}`);
    }
  }
}

async function grantReading(client: pg.Client, database: string) {
  const role = pg.escapeIdentifier(READER.username);
  await client.query(`REVOKE ALL ON DATABASE ${pg.escapeIdentifier(database)} FROM PUBLIC`);
  await client.query(`GRANT CONNECT ON DATABASE ${pg.escapeIdentifier(database)} TO ${role}`);
  const { rows } = await client.query<{ name: string }>(
    "SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'",
  );
  for (const { name } of rows) {
    const schema = pg.escapeIdentifier(name);
    await client.query(`REVOKE CREATE ON SCHEMA ${schema} FROM PUBLIC`);
    await client.query(`GRANT USAGE ON SCHEMA ${schema} TO ${role}`);
    await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${schema} TO ${role}`);
  }
}

/**
 * Drops and reloads `<prefix><db>` from `<dir>/<db>.sql` (and its column notes, `<db>.json`, where there are some)
 * for each database; returns the database names by db.
 */
export async function loadDefogDatabases(
  dbs: string[],
  prefix = "defog_",
  dir = path.join(DEFOG_DIR, "dbs"),
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await withClient(DEFOG_PG_URL, async (admin) => {
    await ensureReader(admin);
    for (const db of dbs) {
      const name = `${prefix}${db}`;
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      names.set(db, name);
    }
  });
  for (const [db, name] of names) {
    await withClient(withDatabase(DEFOG_PG_URL, name), async (client) => {
      await client.query(readFileSync(path.join(dir, `${db}.sql`), "utf8"));
      const notesFile = path.join(dir, `${db}.json`);
      if (existsSync(notesFile))
        await applyComments(
          client,
          (JSON.parse(readFileSync(notesFile, "utf8")) as { table_metadata: ColumnNotes }).table_metadata,
        );
      await grantReading(client, name);
      await client.query("ANALYZE");
    });
  }
  return names;
}

export async function dropDefogDatabases(names: Iterable<string>) {
  await withClient(DEFOG_PG_URL, async (admin) => {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

/** Cells as PostgreSQL spells them (booleans excepted), so the comparison sees dates and numbers unrounded. */
const AS_TEXT = {
  getTypeParser: (oid: number) => (oid === 16 ? (text: string) => text === "t" : (text: string) => text),
};

/** Runs gold SQL as the scoring rule asks: a read-only transaction with a statement timeout. */
export async function runGold(pool: pg.Pool, sql: string, options: { timeoutMs?: number; searchPath?: string } = {}) {
  const client = await pool.connect();
  try {
    const path = options.searchPath
      ? `; SET LOCAL search_path TO ${pg.escapeIdentifier(options.searchPath)}, public`
      : "";
    // CURRENT_DATE in a gold ("last month") is the UTC day, the day the engine answers for
    await client.query(
      `BEGIN READ ONLY; SET LOCAL statement_timeout = ${options.timeoutMs ?? 20_000}; SET LOCAL TIME ZONE 'UTC'${path}`,
    );
    const result = await client.query<unknown[]>({ text: sql, types: AS_TEXT, rowMode: "array" });
    // Keyed by position: two output columns may share a name ("count", "count").
    const columns = result.fields.map((_, i) => String(i));
    const rows = result.rows.map((row) => Object.fromEntries(row.map((cell, i) => [String(i), cell])));
    return { rows, columns, names: result.fields.map((f) => f.name) };
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    client.release();
  }
}
