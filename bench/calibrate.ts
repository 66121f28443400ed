// `npm run bench:calibrate`: fits the confidence model (ADR 037) on the readings bench:nl2sql observed and prints
// how it does on each database left out of the fit. `--write` stores the model fitted on every database in
// app/engine/plan/calibration.json (the one command that refits it).
//   --observations=a.jsonl,b.jsonl (default bench/calibration/observations.jsonl)  --lambda=1  --write
//   --test=c.jsonl: also scores these questions (say, a new corpus batch's first runs) by the model fitted on the rest
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ANSWER_FLOOR } from "~/lib/limits";
import { calibratedConfidence } from "~/engine/plan/calibration";
import { dbKey, family, fitModel, hasReading, leaveOneDatabaseOut, type Observation } from "./calibration-fit";
import { BANDS, pct } from "./nl2sql-report";

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const files = (flag("observations") ?? path.join(import.meta.dirname, "calibration", "observations.jsonl")).split(",");
const lambda = Number(flag("lambda") ?? 1);
/** The product's floor (ANSWER_FLOOR) unless another is tried. */
const floor = Number(flag("floor") ?? ANSWER_FLOOR);
const MODEL_FILE = path.join(import.meta.dirname, "..", "app", "engine", "plan", "calibration.json");

const read = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Observation);
const tested = (flag("test") ?? "").split(",").filter(Boolean).flatMap(read);
const testedDbs = new Set(tested.map(dbKey));
// a tested database is never also fitted on, whichever file holds it
const observations: Observation[] = files.flatMap(read).filter((o) => !testedDbs.has(dbKey(o)));

type Scored = { observation: Observation; confidence: number };

/** Shown as an answer: a reading with every word placed and a confidence at or above the floor. */
const shown = (s: Scored) => !!s.observation.evidence && !s.observation.unplaced.length && s.confidence >= floor;

function report(label: string, items: Scored[]) {
  console.log(`\n${label}: ${items.length} questions`);
  console.log(`${"confidence".padEnd(12)} ${"readings".padStart(8)} ${"right".padStart(6)} ${"accuracy".padStart(9)}`);
  for (const band of BANDS) {
    const inBand = items.filter((s) => s.confidence >= band.from && s.confidence < band.to);
    const right = inBand.filter((s) => s.observation.right).length;
    console.log(
      `${band.label.padEnd(12)} ${String(inBand.length).padStart(8)} ${String(right).padStart(6)} ${pct(right, inBand.length).padStart(9)}`,
    );
  }
  const answers = items.filter(shown);
  const high = answers.filter((s) => s.confidence >= 0.9);
  const unanswerable = items.filter((s) => s.observation.unanswerable);
  const answerable = items.filter((s) => !s.observation.unanswerable);
  console.log(
    `shown and right ${answers.filter((s) => s.observation.right).length} of ${items.filter((s) => s.observation.right).length} right readings`,
  );
  console.log(
    `shown as answers ${answers.length}; at ≥ 0.9: ${high.length} (${pct(high.length, answers.length)} of them), right ${pct(high.filter((s) => s.observation.right).length, high.length)}`,
  );
  console.log(
    `unanswerable refused ${unanswerable.filter((s) => !shown(s)).length}/${unanswerable.length} (${pct(unanswerable.filter((s) => !shown(s)).length, unanswerable.length)}); ` +
      `answerable refused ${answerable.filter((s) => !shown(s)).length}/${answerable.length} (${pct(answerable.filter((s) => !shown(s)).length, answerable.length)}), ` +
      `of them right readings ${answerable.filter((s) => !shown(s) && s.observation.right).length}`,
  );
}

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

const dbs = [...new Set(observations.map(dbKey))];
console.log(
  `bench:calibrate — ${observations.length} questions (${observations.filter(hasReading).length} with a reading) from ${dbs.length} databases (${files.join(", ")}); floor ${floor}, λ ${lambda}`,
);
console.log(`\n== The engine's own score (before calibration), for comparison`);
const raw = observations.map((observation) => ({ observation, confidence: observation.evidence?.score ?? 0 }));
for (const f of ["samples", "defog", "holdout", "corpus"] as const) {
  const items = raw.filter((s) => family(s.observation.set) === f);
  if (items.length) report(`${f} (engine score)`, items);
}
console.log(`\n== Leave one database out: each database scored by a model fitted on all the others`);
const lodo = leaveOneDatabaseOut(observations, lambda);
for (const f of ["samples", "defog", "holdout", "corpus"] as const) {
  const items = lodo.filter((s) => family(s.observation.set) === f);
  if (items.length) report(`${f} (left out one at a time)`, items);
}
report("all databases (left out one at a time)", lodo);
for (const db of dbs) {
  const items = lodo.filter((s) => dbKey(s.observation) === db);
  const answers = items.filter(shown);
  const high = answers.filter((s) => s.confidence >= 0.9);
  console.log(
    `  ${db.padEnd(28)} readings ${String(items.length).padStart(4)}  shown ${String(answers.length).padStart(4)}  ≥0.9 ${String(high.length).padStart(4)} right ${pct(high.filter((s) => s.observation.right).length, high.length).padStart(6)}`,
  );
}

const model = fitModel(
  observations,
  `${observations.filter(hasReading).length} readings of ${dbs.length} databases (${files.map((f) => path.basename(f)).join(", ")}), engine ${commit()}`,
  lambda,
);
console.log(
  `\n== Model fitted on every database\nintercept ${model.intercept}\n${Object.entries(model.weights)
    .map(([k, v]) => `  ${k.padEnd(14)} ${v}`)
    .join("\n")}`,
);
if (tested.length) {
  const scored = tested.map((observation) => ({
    observation,
    confidence: observation.evidence ? calibratedConfidence(observation.evidence, model) : 0,
  }));
  report(`== Tested, by the model fitted on every other database (${flag("test")})`, scored);
  // the model the product ships now (app/engine/plan/calibration.json), on the same questions
  const shipped = tested.map((observation) => ({
    observation,
    confidence: observation.evidence ? calibratedConfidence(observation.evidence) : 0,
  }));
  report("== Tested, by the model the product ships now", shipped);
}
if (args.includes("--write")) {
  writeFileSync(MODEL_FILE, JSON.stringify(model, null, 2) + "\n");
  console.log(`written to ${path.relative(process.cwd(), MODEL_FILE)}`);
}
