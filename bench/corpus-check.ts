// `npx tsx bench/corpus-check.ts [db …]`: loads the development corpus (bench/corpus/<db>.sql) into PostgreSQL as
// askdata_corpus_<db> — and <db>.mysql.sql, where present, into MariaDB — then runs every gold SQL of <db>.jsonl
// on PostgreSQL and says which fail or return no rows. For whoever writes the corpus: it never runs the engine.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import mysql from "mysql2/promise";
import pg from "pg";
import { DEFOG_PG_URL, loadDefogDatabases, runGold, withDatabase } from "./defog-databases";
import { CORPUS_DIR, CORPUS_PREFIX, readHoldoutQuestions } from "./nl2sql-holdout";

const MYSQL_URL = process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test";
const wanted = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const questions = readHoldoutQuestions(CORPUS_DIR, "corpus").filter((q) => !wanted.length || wanted.includes(q.db));
const dbs = [...new Set(questions.map((q) => q.db))];
if (!dbs.length)
  throw new Error(
    `no database in ${CORPUS_DIR} has both <db>.sql and <db>.jsonl${wanted.length ? ` among ${wanted.join(", ")}` : ""}`,
  );

const names = await loadDefogDatabases(dbs, CORPUS_PREFIX, CORPUS_DIR);
let problems = 0;
for (const db of dbs) {
  const pool = new pg.Pool({ connectionString: withDatabase(DEFOG_PG_URL, names.get(db)!), max: 2 });
  const own = questions.filter((q) => q.db === db);
  const answerable = own.filter((q) => q.gold_sql_pg.length);
  for (const q of answerable) {
    try {
      const result = await runGold(pool, q.gold_sql_pg[0]);
      if (!result.rows.length) console.log(`  empty   ${q.id}: ${q.question}`);
    } catch (error) {
      problems++;
      console.log(`  FAILS   ${q.id}: ${(error as Error).message}`);
    }
  }
  await pool.end();
  const mysqlFile = path.join(CORPUS_DIR, `${db}.mysql.sql`);
  if (existsSync(mysqlFile)) {
    const name = `${CORPUS_PREFIX}${db}`;
    const admin = await mysql.createConnection({ uri: MYSQL_URL, multipleStatements: true });
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\`; CREATE DATABASE \`${name}\``);
    await admin.changeUser({ database: name });
    await admin.query(readFileSync(mysqlFile, "utf8"));
    await admin.end();
    console.log(`${db}: loaded into MariaDB as ${name}`);
  }
  console.log(
    `${db}: ${answerable.length} answerable and ${own.length - answerable.length} unanswerable questions; loaded into PostgreSQL as ${names.get(db)}`,
  );
}
console.log(problems ? `${problems} gold queries failed` : "every gold query ran");
process.exit(problems ? 1 : 0);
