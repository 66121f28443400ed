// Development loop, not a benchmark: translates questions with the engine directly (catalog introspected as the product
// does, execution-ranked on a read-only transaction) and scores them like bench:nl2sql. Figures to publish come from
// bench:nl2sql, which asks through HTTP and the worker; this only makes iterating on the engine fast.
//   tsx bench/engine-probe.ts --set=gen|samples|<sample id>|<defog db>|holdout|<holdout db>|corpus|<corpus db> [--grep=word] [--show] [--load]
//   defog databases get their definitions (eval/defog-definitions.ts) unless --bare.
import pg from "pg";
import { introspectPostgres } from "~/connectors/dialects/postgresql/introspect.server";
import { SessionPool } from "~/connectors/session-pool.server";
import { translateWithExecution } from "~/engine";
import { loadSamples } from "~db/samples/load.server";
import { DEFOG_PG_URL, loadDefogDatabases, readDefogQuestions, runGold, withDatabase } from "./defog-databases";
import { goldRowOrder, sameResult } from "./nl2sql-score";
import { DEFOG_DEFINITIONS } from "./eval/defog-definitions";
import { readQuestions, sampleSetFiles } from "./nl2sql-samples";
import { CORPUS_DIR, CORPUS_PREFIX, HOLDOUT_DIR, HOLDOUT_PREFIX, readHoldoutQuestions } from "./nl2sql-holdout";
import path from "node:path";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, "").split("="))
    .map(([k, v]) => [k, v ?? "1"]),
);
const SAMPLES_DB = "askdata_probe_samples";

interface Item {
  id: string;
  question: string;
  gold: string[];
  ordered: boolean;
  db: string;
  schema?: string;
  category: string;
}

async function items(): Promise<Item[]> {
  const set = args.set ?? "gen";
  if (args.file)
    return readQuestions(args.file).map((q) => ({
      id: q.id,
      question: q.question,
      gold: q.gold_sql ? [q.gold_sql] : [],
      ordered: !!q.ordered,
      db: args.db ?? SAMPLES_DB,
      schema: args.schema,
      category: q.construct,
    }));
  const samples = sampleSetFiles(path.resolve(import.meta.dirname, "eval"));
  const sampleIds = samples.map((s) => s.id);
  if (set === "samples" || sampleIds.includes(set)) {
    return samples
      .filter((s) => set === "samples" || s.id === set)
      .flatMap((s) =>
        readQuestions(s.file)
          .filter((q) => !q.follows)
          .map((q) => ({
            id: q.id,
            question: q.question,
            gold: q.gold_sql ? [q.gold_sql] : [],
            ordered: !!q.ordered,
            db: SAMPLES_DB,
            schema: s.schema,
            category: q.construct,
          })),
      );
  }
  for (const [dir, prefix, name] of [
    [HOLDOUT_DIR, HOLDOUT_PREFIX, "holdout"],
    [CORPUS_DIR, CORPUS_PREFIX, "corpus"],
  ] as const) {
    const own = readHoldoutQuestions(dir, name).filter((q) => set === name || q.db === set);
    if (own.length)
      return own.map((q) => ({
        id: q.id,
        question: q.question,
        gold: q.gold_sql_pg,
        ordered: /order\s+by/i.test(q.gold_sql_pg[0]),
        db: `${prefix}${q.db}`,
        category: q.query_category,
      }));
  }
  const all = readDefogQuestions();
  return all
    .filter((q) =>
      ["gen", "idk", "basic", "advanced"].includes(set) ? q.set === set : q.db === set && q.set === "gen",
    )
    .map((q) => ({
      id: q.id,
      question: q.question,
      gold: q.gold_sql_pg,
      ordered: /order\s+by/i.test(q.gold_sql_pg[0]),
      db: `defog_${q.db}`,
      category: q.query_category,
    }));
}

async function main() {
  let list = await items();
  if (args.grep) list = list.filter((q) => new RegExp(args.grep, "i").test(`${q.id} ${q.question}`));
  if (args.load) {
    const admin = new pg.Client({ connectionString: DEFOG_PG_URL });
    await admin.connect();
    if (list.some((q) => q.db === SAMPLES_DB)) {
      await admin.query(`DROP DATABASE IF EXISTS ${SAMPLES_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${SAMPLES_DB}`);
      const c = new pg.Client({ connectionString: withDatabase(DEFOG_PG_URL, SAMPLES_DB) });
      await c.connect();
      await loadSamples(c);
      await c.end();
    }
    await admin.end();
    const dbs = [...new Set(list.filter((q) => q.db.startsWith("defog_")).map((q) => q.db.slice(6)))];
    if (dbs.length) await loadDefogDatabases(dbs);
    for (const [dir, prefix] of [
      [HOLDOUT_DIR, HOLDOUT_PREFIX],
      [CORPUS_DIR, CORPUS_PREFIX],
    ]) {
      const own = [...new Set(list.filter((q) => q.db.startsWith(prefix)).map((q) => q.db.slice(prefix.length)))];
      if (own.length) await loadDefogDatabases(own, prefix, dir);
    }
  }
  const pools = new Map<string, pg.Pool>();
  const catalogs = new Map<string, any>();
  let right = 0,
    high = 0,
    highRight = 0,
    refused = 0;
  const byCat = new Map<string, [number, number]>();
  const times: number[] = [];
  const unplacedWords = new Map<string, number>();
  for (const q of list) {
    const key = `${q.db}/${q.schema ?? ""}`;
    // one database's questions come together: close the others' connections (a fast run outpaces the idle timeout)
    for (const [db, p] of pools)
      if (db !== q.db) {
        await p.end();
        pools.delete(db);
      }
    if (!pools.has(q.db)) pools.set(q.db, new pg.Pool({ connectionString: withDatabase(DEFOG_PG_URL, q.db), max: 2 }));
    const pool = pools.get(q.db)!;
    if (!catalogs.has(key)) {
      const session = new SessionPool({
        connectionString: withDatabase(DEFOG_PG_URL, q.db),
        max: 2,
        allowExitOnIdle: true,
      });
      catalogs.set(key, await introspectPostgres(session, { schema: q.schema }));
      await session.end();
    }
    const catalog = catalogs.get(key);
    const run = async (sql: string) => {
      const r = await runGold(pool, sql, { searchPath: q.schema, timeoutMs: 5000 });
      return {
        columns: r.names.map((n) => ({ name: n, kind: "other" as const })),
        rows: r.rows,
        rowCount: r.rows.length,
        truncated: false,
        executionTime: 0,
      };
    };
    let ok = false,
      sql = "",
      conf = 0,
      err = "",
      rows: unknown[] = [];
    const t0 = performance.now();
    try {
      const definitions = args.bare ? undefined : DEFOG_DEFINITIONS[q.db.replace(/^defog_/, "")];
      const t = await translateWithExecution(q.question, { catalog, definitions, now: new Date() }, run);
      times.push(performance.now() - t0);
      sql = t.sql;
      conf = t.confidence;
      for (const w of t.unplaced) unplacedWords.set(w.toLowerCase(), (unplacedWords.get(w.toLowerCase()) ?? 0) + 1);
      if (args.ignored)
        console.log(
          `IGNORED ${q.id} [${t.ignoredWords.join(", ")}] unplaced [${t.unplaced.join(", ")}] conf=${conf} ${q.question}`,
        );
      if (args.words && t.unplaced.length)
        console.log(
          `WORDS ${q.id} [${t.unplaced.join(", ")}] conf=${conf} ${q.gold.length ? "" : "(unanswerable) "}${q.question}`,
        );
      const pred = await runGold(pool, t.sql, { searchPath: q.schema, timeoutMs: 5000 });
      rows = pred.rows.slice(0, 3);
      for (const g of q.gold) {
        const gold = await runGold(pool, g, { searchPath: q.schema }).catch(() => undefined);
        if (gold && sameResult(gold, pred, q.ordered && goldRowOrder(g, gold.names))) {
          ok = true;
          break;
        }
      }
      if (q.gold.length === 0) ok = conf < 0.8;
    } catch (e: any) {
      err = `${e.code ?? ""} ${e.message}`;
      refused++;
      if (q.gold.length === 0) ok = true;
    }
    if (ok) right++;
    if (conf >= 0.9) {
      high++;
      if (ok) highRight++;
    }
    const c = byCat.get(q.category) ?? [0, 0];
    byCat.set(q.category, [c[0] + (ok ? 1 : 0), c[1] + 1]);
    if (args.show || (!ok && args.fails)) {
      console.log(`${ok ? "OK  " : "FAIL"} ${q.id} [${q.category}] conf=${conf} ${q.question}`);
      if (!ok || args.show === "all") {
        console.log(`   got : ${(sql || err).replace(/\s+/g, " ")}`);
        if (rows.length) console.log(`   rows: ${JSON.stringify(rows).slice(0, 200)}`);
        console.log(`   gold: ${(q.gold[0] ?? "(refuse)").replace(/\s+/g, " ")}`);
      }
    }
  }
  const pct = (a: number, b: number) => `${a}/${b} = ${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  console.log(
    `\nright ${pct(right, list.length)}; refused ${refused}; at ≥0.9: ${pct(highRight, high)} (share ${((100 * high) / Math.max(1, list.length)).toFixed(0)} %)`,
  );
  console.log([...byCat].map(([k, [a, b]]) => `${k} ${a}/${b}`).join(", "));
  if (args.words)
    console.log(
      `unplaced words: ${[...unplacedWords]
        .sort((a, b) => b[1] - a[1])
        .map(([w, n]) => `${w} ${n}`)
        .join(", ")}`,
    );
  times.sort((a, b) => a - b);
  console.log(`translate+execute p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms`);
  for (const p of pools.values()) await p.end();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
