// Every SQL the engine produces for the own benchmark questions — each candidate reading, not only the chosen one —
// passes the product's SQL guard and executes, on PostgreSQL (the samples with their data) and on MySQL/MariaDB
// (the same tables, empty, so the dialect's parser, name resolution and GROUP BY rules all apply).
import path from "node:path";
import mysqlDriver from "mysql2/promise";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { introspectPostgres } from "~/connectors/dialects/postgresql/introspect.server";
import { SessionPool } from "~/connectors/session-pool.server";
import { guardSql } from "~/connectors/sql-guard";
import { isAppError } from "~/lib/errors";
import type { SchemaCatalog } from "~/lib/catalog";
import { SAMPLE_DATABASES } from "~db/samples";
import { readQuestions, sampleSetFiles, SAMPLE_NOW } from "../bench/nl2sql-samples";
import { mysqlAvailable } from "../harness/databases";
import { sharedSamplesUrl } from "../harness/samples";
import { translateCandidates } from "~/engine";

const EVAL_DIR = path.resolve(import.meta.dirname, "../bench/eval");
const MYSQL_URL = process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test";
// under CI an unreachable server fails here (mysqlAvailable throws) instead of skipping
const hasMysql = await mysqlAvailable();

/** PostgreSQL column types of the samples as MySQL writes them. */
function mysqlDdl(ddl: string): string {
  return ddl
    .replace(/\btext\b(?= NOT NULL UNIQUE| UNIQUE)/g, "varchar(255)")
    .replace(/\btimestamp\b/g, "datetime")
    .replace(/\bCHECK \((?:[^()]|\([^()]*\))*\)/g, "");
}

let samplesUrl: string;
let client: pg.Client;
let mysql: mysqlDriver.Connection | undefined;
const mysqlDatabases: string[] = [];
const catalogs = new Map<string, SchemaCatalog>();

beforeAll(async () => {
  samplesUrl = await sharedSamplesUrl();
  client = new pg.Client({ connectionString: samplesUrl });
  await client.connect();
  // the run's one copy of the samples, shared with other files: this file only reads
  await client.query("SET default_transaction_read_only = on");
  const pool = new SessionPool({ connectionString: samplesUrl, max: 2 });
  for (const sample of SAMPLE_DATABASES)
    catalogs.set(sample.id, await introspectPostgres(pool, { schema: sample.schema }));
  await pool.end();
  if (!hasMysql) return;
  mysql = await mysqlDriver.createConnection({ uri: MYSQL_URL, multipleStatements: false });
  for (const sample of SAMPLE_DATABASES) {
    const name = `engine_sql_${sample.id}_${process.pid}`;
    await mysql.query(`CREATE DATABASE \`${name}\``);
    mysqlDatabases.push(name);
    for (const table of sample.tables)
      await mysql.query(`CREATE TABLE \`${name}\`.\`${table.name}\` (${mysqlDdl(table.ddl)})`);
  }
}, 120_000);

afterAll(async () => {
  for (const name of mysqlDatabases) await mysql?.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await mysql?.end();
  await client?.end();
});

interface Produced {
  id: string;
  sql: string;
}

/** Every candidate SQL of every standalone question of one sample, in one dialect. */
function produced(sampleId: string, file: string, dialect: "postgresql" | "mysql"): Produced[] {
  const base = catalogs.get(sampleId)!;
  const catalog: SchemaCatalog = { ...base, dialect };
  const out: Produced[] = [];
  for (const q of readQuestions(file)) {
    if (q.follows) continue;
    try {
      for (const t of translateCandidates(q.question, { catalog, now: SAMPLE_NOW }, 6))
        out.push({ id: q.id, sql: t.sql });
    } catch (error) {
      if (!isAppError(error) || error.code !== "TRANSLATION_ERROR") throw error;
    }
  }
  return out;
}

describe.each(sampleSetFiles(EVAL_DIR))("engine SQL for the $id questions", ({ id, schema, file }) => {
  it("passes the guard and executes on PostgreSQL", async () => {
    const failures: string[] = [];
    for (const { id: qid, sql } of produced(id, file, "postgresql")) {
      try {
        const guarded = guardSql(sql, "postgresql");
        await client.query("BEGIN READ ONLY");
        await client.query(`SET LOCAL search_path TO ${pg.escapeIdentifier(schema)}, public`);
        await client.query("SET LOCAL statement_timeout = 10000");
        await client.query(guarded.sql);
      } catch (error) {
        failures.push(`${qid}: ${(error as Error).message}\n  ${sql.replace(/\s+/g, " ")}`);
      } finally {
        await client.query("ROLLBACK");
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it.skipIf(!hasMysql)(
    "passes the guard and executes on MySQL/MariaDB",
    async () => {
      const database = mysqlDatabases[SAMPLE_DATABASES.findIndex((s) => s.id === id)];
      await mysql!.query(`USE \`${database}\``);
      const failures: string[] = [];
      for (const { id: qid, sql } of produced(id, file, "mysql")) {
        try {
          await mysql!.query(guardSql(sql, "mysql").sql);
        } catch (error) {
          failures.push(`${qid}: ${(error as Error).message}\n  ${sql.replace(/\s+/g, " ")}`);
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
