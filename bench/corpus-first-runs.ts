// The development corpus's first runs (issue 34): each database's figures the first time the engine met it, kept so
// that every later run prints them beside its own — the first runs are the generalisation figures, everything after is
// development. A database without an entry gets one from the first whole run that asks it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { refused, type Scored } from "./nl2sql-report";
import { CORPUS_DIR } from "./nl2sql-holdout";

const FILE = path.join(CORPUS_DIR, "first-runs.json");

export interface FirstRun {
  commit: string;
  date: string;
  /** Answerable questions answered right and shown as answers. */
  answerableRight: number;
  answerable: number;
  /** Unanswerable questions refused. */
  unanswerableRefused: number;
  unanswerable: number;
}

export function figures(items: Scored[]): Omit<FirstRun, "commit" | "date"> {
  const answerable = items.filter((s) => !s.unanswerable);
  const unanswerable = items.filter((s) => s.unanswerable);
  return {
    answerableRight: answerable.filter((s) => s.correct).length,
    answerable: answerable.length,
    unanswerableRefused: unanswerable.filter((s) => refused(s.outcome)).length,
    unanswerable: unanswerable.length,
  };
}

export function readFirstRuns(): Record<string, FirstRun> {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, "utf8")) as Record<string, FirstRun>) : {};
}

/** Records the databases asked in full that have no first run yet; returns every first run. */
export function recordFirstRuns(scored: Scored[], commit: string, whole: boolean): Record<string, FirstRun> {
  const runs = readFirstRuns();
  if (!whole) return runs;
  const date = new Date().toISOString().slice(0, 10);
  let added = false;
  for (const db of [...new Set(scored.map((s) => s.db))]) {
    if (runs[db]) continue;
    runs[db] = { commit, date, ...figures(scored.filter((s) => s.db === db)) };
    added = true;
  }
  if (added) writeFileSync(FILE, JSON.stringify(Object.fromEntries(Object.entries(runs).sort()), null, 2) + "\n");
  return runs;
}

const share = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : "—");

/** One line per database: its first run and this run, answerable right as shown and unanswerable refused. */
export function firstRunLines(scored: Scored[], runs: Record<string, FirstRun>): string {
  const lines = ["database            first run (answerable right · unanswerable refused)        this run"];
  for (const db of [...new Set(scored.map((s) => s.db))].sort()) {
    const now = figures(scored.filter((s) => s.db === db));
    const first = runs[db];
    const was = first
      ? `${first.answerableRight}/${first.answerable} = ${share(first.answerableRight, first.answerable)} · ${first.unanswerableRefused}/${first.unanswerable} (${first.commit}, ${first.date})`
      : "none recorded";
    lines.push(
      `${db.padEnd(20)}${was.padEnd(60)}${now.answerableRight}/${now.answerable} = ${share(now.answerableRight, now.answerable)} · ${now.unanswerableRefused}/${now.unanswerable}`,
    );
  }
  return lines.join("\n");
}
