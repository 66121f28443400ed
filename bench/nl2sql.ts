// `npm run bench:nl2sql`: accuracy of question answering. Our sample sets and defog's multi-table sets are asked
// through the product's path (HTTP API, queue, worker, SQL guard, read-only connection); WikiTableQuestions (dev)
// still calls the engine directly. Our held-out databases (bench/eval/holdout) are asked like defog's.
// `--only=samples,defog,holdout,corpus,wtq` (any of them), `--limit=N` (per set), `--ids=a,b`, `--dbs=a,b` (of our own databases), `--report=f.jsonl`,
// `--observations=f.jsonl` (each reading's evidence and whether it was right: what bench:calibrate fits on).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { withClient } from "~/connectors/csv-access.server";
import { withDatabase } from "../harness/databases";
import { setup, teardown } from "../harness/global-setup";
import { startApp, type TestApp } from "../harness/app";
import { defogUnavailableReason, readDefogQuestions, type DefogQuestion } from "./defog-databases";
import { DEFOG_SETS, runDefog } from "./nl2sql-defog";
import { firstRunLines, recordFirstRuns } from "./corpus-first-runs";
import { CORPUS_DIR, CORPUS_PREFIX, HOLDOUT_DIR, HOLDOUT_PREFIX, readHoldoutQuestions } from "./nl2sql-holdout";
import {
  accuracyLine,
  byCategory,
  errorKinds,
  failureRecord,
  latencyLine,
  observationRecord,
  refused,
  reliabilityTable,
  type Scored,
  type SetReport,
} from "./nl2sql-report";
import { clockRelative, runSampleSets } from "./nl2sql-samples";
import { bump, percentile, tallyTable, type Tally } from "./nl2sql-score";
import { signUpUser } from "./product-path";
import { runWtq, WTQ_DIR, wtqAvailable } from "./nl2sql-wtq";

// Read before setup(), which points TEST_DATABASE_URL at the product's own embedded PostgreSQL.
const WTQ_ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = flag("only");
const limit = Number(flag("limit") ?? 0) || undefined;
const reportFile = flag("report");
const observationsFile = flag("observations");
const ids = flag("ids") ? new Set(flag("ids")!.split(",")) : undefined;
/** `--dbs=a,b`: only these of our own databases (held-out or corpus). */
const dbs = flag("dbs") ? new Set(flag("dbs")!.split(",")) : undefined;
const runs = (part: string) => !only || only.split(",").includes(part);

const admin = <T>(run: (client: pg.Client) => Promise<T>) => withClient(WTQ_ADMIN_URL, run);

function commit(): string {
  try {
    const hash = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return "unknown";
  }
}

function defogQuestions(): DefogQuestion[] {
  const all = readDefogQuestions().filter((q) => !ids || ids.has(q.id));
  return DEFOG_SETS.flatMap((set) => all.filter((q) => q.set === set).slice(0, limit));
}

function printSamples(scored: Scored[]) {
  console.log(`\n== Own sample sets through HTTP + queue + worker`);
  for (const set of [...new Set(scored.map((s) => s.set))]) {
    const items = scored.filter((s) => s.set === set);
    console.log(`\n${accuracyLine(set, items)}`);
    const constructs = new Map<string, Tally>();
    for (const s of items) bump(constructs, s.category, s.correct);
    console.log(tallyTable("construct", constructs));
    console.log(`reliability (${set}):\n${reliabilityTable(items)}`);
  }
  const relative = scored.filter((s) => clockRelative(s.question));
  console.log(`\n${accuracyLine("all sample sets", scored)}`);
  console.log(
    `${accuracyLine(
      "  without clock-relative questions",
      scored.filter((s) => !clockRelative(s.question)),
    )}`,
  );
  console.log(
    `${accuracyLine(`  clock-relative questions (gold and answers for today, ${new Date().toISOString().slice(0, 10)}; the data ends 2026-10-31)`, relative)}`,
  );
  console.log(`\nreliability (all sample sets):\n${reliabilityTable(scored)}`);
  console.log(errorKinds(scored));
  console.log(latencyLine(scored));
}

function printDefog(scored: Scored[]) {
  console.log(
    `\n== defog sql-eval through HTTP + queue + worker (read-only PostgreSQL connections, questions asked standalone)`,
  );
  for (const set of DEFOG_SETS) {
    const items = scored.filter((s) => s.set === set);
    if (!items.length) continue;
    console.log(
      accuracyLine(
        set === "gen"
          ? "gen (main set)"
          : set === "idk"
            ? "idk (right = clear refusal)"
            : `${set} (instructions entered as definitions)`,
        items,
      ),
    );
    console.log(`reliability (${set}):\n${reliabilityTable(items)}`);
  }
  const idk = scored.filter((s) => s.set === "idk");
  if (idk.length) {
    const failedRefusals = idk.filter((s) => s.outcome.status === "failed" && refused(s.outcome)).length;
    const hedged = idk.filter((s) => s.outcome.status === "completed" && refused(s.outcome)).length;
    console.log(
      `  idk: ${failedRefusals} refused (TRANSLATION_ERROR), ${hedged} shown as "not sure" or "not understood" cards, ${idk.length - failedRefusals - hedged} answered or failed otherwise`,
    );
  }
  const gen = scored.filter((s) => s.set === "gen");
  if (gen.length) console.log(`\ngen by query_category:\n${byCategory(gen)}`);
  if (gen.length) console.log(`\nreliability (gen):\n${reliabilityTable(gen)}`);
  console.log(
    `\nreliability (all defog sets; an answer to an idk question is wrong unless it carries the notice):\n${reliabilityTable(scored)}`,
  );
  const goldFailures = scored.filter((s) => s.note?.startsWith("gold failed"));
  if (goldFailures.length)
    console.log(`gold SQL failed to run for ${goldFailures.length}: ${goldFailures.map((s) => s.id).join(", ")}`);
  console.log(errorKinds(scored));
  console.log(latencyLine(scored));
}

function printHoldout(
  scored: Scored[],
  title = "Held-out databases (bench/eval/holdout, written apart from the engine)",
) {
  console.log(`\n== ${title} through HTTP + queue + worker`);
  for (const db of [...new Set(scored.map((s) => s.db))]) {
    console.log(
      accuracyLine(
        db,
        scored.filter((s) => s.db === db),
      ),
    );
    console.log(`reliability (${db}):\n${reliabilityTable(scored.filter((s) => s.db === db))}\n`);
  }
  console.log(accuracyLine("all of these databases", scored));
  console.log(`\nby construct:\n${byCategory(scored)}`);
  console.log(`\nreliability (all of these databases):\n${reliabilityTable(scored)}`);
  console.log(errorKinds(scored));
  console.log(latencyLine(scored));
}

function printWtq(report: SetReport) {
  const { tally } = report;
  console.log(
    `\n== ${report.name} (direct path: translate() and a raw pool, not yet through HTTP and the worker): ${tally.correct}/${tally.total} = ${((100 * tally.correct) / Math.max(1, tally.total)).toFixed(1)}%`,
  );
  console.log(tallyTable("construct", report.constructs));
  console.log(
    `translation time p50 ${percentile(report.timings, 50).toFixed(2)} ms, p95 ${percentile(report.timings, 95).toFixed(2)} ms`,
  );
}

type ProductSets = { samples: Scored[]; defog: Scored[]; holdout: Scored[]; corpus: Scored[] };

/** A set of our own databases' questions, `--ids` and `--limit` (per database) applied. */
function ownDatabases(questions: DefogQuestion[]): DefogQuestion[] {
  const held = questions.filter((q) => (!ids || ids.has(q.id)) && (!dbs || dbs.has(q.db)));
  return limit
    ? [...new Set(held.map((q) => q.db))].flatMap((db) => held.filter((q) => q.db === db).slice(0, limit))
    : held;
}

async function productPart(): Promise<ProductSets> {
  const skipped = runs("defog") ? await defogUnavailableReason() : "not asked for";
  if (runs("defog") && skipped) console.log(`\ndefog skipped: ${skipped}.`);
  const holdoutQuestions = runs("holdout") ? ownDatabases(readHoldoutQuestions()) : [];
  const corpusQuestions = runs("corpus") ? ownDatabases(readHoldoutQuestions(CORPUS_DIR, "corpus")) : [];
  if (!runs("samples") && skipped && !holdoutQuestions.length && !corpusQuestions.length)
    return { samples: [], defog: [], holdout: [], corpus: [] };
  await setup();
  let app: TestApp | undefined;
  try {
    app = await startApp();
    const user = await signUpUser(app);
    const samples = runs("samples")
      ? await runSampleSets(app, user, path.join(import.meta.dirname, "eval"), { limit, ids })
      : [];
    const defog = skipped ? [] : (await runDefog(user, defogQuestions())).scored;
    const holdout = holdoutQuestions.length
      ? (await runDefog(user, holdoutQuestions, { prefix: HOLDOUT_PREFIX, dir: HOLDOUT_DIR })).scored
      : [];
    const corpus = corpusQuestions.length
      ? (await runDefog(user, corpusQuestions, { prefix: CORPUS_PREFIX, dir: CORPUS_DIR })).scored
      : [];
    return { samples, defog, holdout, corpus };
  } finally {
    await app?.stop();
    await teardown();
  }
}

async function wtqPart(): Promise<SetReport | undefined> {
  if (!wtqAvailable()) {
    console.log(`\nWikiTableQuestions skipped: ${WTQ_DIR}/questions.jsonl not found (set WTQ_DIR).`);
    return undefined;
  }
  const database = `nl2sql_bench_${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`));
  try {
    return await runWtq(withDatabase(WTQ_ADMIN_URL, database), { limit, ids });
  } finally {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`));
  }
}

async function main() {
  const started = new Date().toISOString();
  const { samples, defog, holdout, corpus } = ["samples", "defog", "holdout", "corpus"].some(runs)
    ? await productPart()
    : { samples: [], defog: [], holdout: [], corpus: [] };
  const wtq = runs("wtq") ? await wtqPart() : undefined;
  console.log(`\nbench:nl2sql — commit ${commit()}, started ${started}, local provider`);
  if (samples.length) printSamples(samples);
  if (defog.length) printDefog(defog);
  if (holdout.length) printHoldout(holdout);
  if (corpus.length) {
    printHoldout(
      corpus,
      "Development corpus (bench/corpus: public databases, questions written apart from the engine)",
    );
    const firstRuns = recordFirstRuns(corpus, commit(), !limit && !ids);
    console.log(`\nfirst runs (bench/corpus/first-runs.json) and this run:\n${firstRunLines(corpus, firstRuns)}`);
  }
  if (wtq) printWtq(wtq);
  if (observationsFile) {
    const lines = [...samples, ...defog, ...holdout, ...corpus].map(observationRecord);
    writeFileSync(observationsFile, lines.join("\n") + "\n");
    console.log(
      `\n${lines.length} observations (each question's reading, its evidence and whether it was right) written to ${observationsFile}`,
    );
  }
  if (reportFile) {
    const lines = [...samples, ...defog, ...holdout, ...corpus].filter((s) => !s.correct).map(failureRecord);
    lines.push(...(wtq?.failures ?? []).map((f) => JSON.stringify({ set: wtq!.name, ...f })));
    writeFileSync(reportFile, lines.join("\n") + "\n");
    console.log(`\n${lines.length} failures written to ${reportFile}`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
