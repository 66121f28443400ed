import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFOG_DIR } from "../../bench/defog-databases";
import { WTQ_DIR } from "../../bench/nl2sql-wtq";
import { STOP_WORDS } from "./schema/lexicon";

// The engine is tuned to constructs, never to questions: its sources (comments included) and the decision records
// quote no question of an evaluation set and name none of its tables, so the benchmark keeps measuring tables the
// engine has not seen.
const ENGINE_DIR = import.meta.dirname;
const OWN_SETS_DIR = path.join(ENGINE_DIR, "../../bench/eval");
const WTQ_QUESTIONS = path.join(WTQ_DIR, "questions.jsonl");
const DEFOG_QUESTIONS = path.join(DEFOG_DIR, "questions.jsonl");
const QUOTE_WORDS = 6;
/** Three words of a question that all carry content ("highest paid employees") are a quote too (issue 34). */
const CONTENT_QUOTE_WORDS = 3;
const CORPUS_DIR = path.join(ENGINE_DIR, "../../bench/corpus");
/** The decision records explain the engine's rules; they quote no question either (issue 34). */
const DECISIONS_DIR = path.join(ENGINE_DIR, "../../docs/decisions");

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function phrases(text: string): string[] {
  const w = words(text);
  const long = Array.from({ length: Math.max(0, w.length - QUOTE_WORDS + 1) }, (_, i) =>
    w.slice(i, i + QUOTE_WORDS).join(" "),
  );
  const content = Array.from({ length: Math.max(0, w.length - CONTENT_QUOTE_WORDS + 1) }, (_, i) =>
    w.slice(i, i + CONTENT_QUOTE_WORDS),
  )
    // (a run of single letters — a grade list "D+, D or D-", a regular expression's \d — is not wording)
    .filter((run) => run.every((word) => !STOP_WORDS.has(word) && !/^\d+$/.test(word)) && run.some((w) => w.length > 1))
    .map((run) => run.join(" "));
  return [...long, ...content];
}

function questionsIn(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { question: string }).question);
}

// Every source file under the engine's folder, its stage folders included; tests and fixtures are not the engine.
const sources = readdirSync(ENGINE_DIR, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.split(path.sep).includes("fixtures"))
  .map((f) => ({ file: f, text: readFileSync(path.join(ENGINE_DIR, f), "utf8") }))
  .concat(
    readdirSync(DECISIONS_DIR)
      .filter((f) => f.endsWith(".md"))
      .map((f) => ({ file: `docs/decisions/${f}`, text: readFileSync(path.join(DECISIONS_DIR, f), "utf8") })),
  );

function quotes(questions: string[]): string[] {
  const inSources = new Map<string, string>();
  for (const s of sources) for (const p of phrases(s.text)) inSources.set(p, s.file);
  const found = new Set<string>();
  for (const q of questions) for (const p of phrases(q)) if (inSources.has(p)) found.add(`${inSources.get(p)}: “${p}”`);
  return [...found];
}

describe("the engine's sources are independent of the evaluation sets", () => {
  it("quote no question of our own sample sets", () => {
    const own = readdirSync(OWN_SETS_DIR)
      .filter((f) => f.endsWith(".jsonl"))
      .flatMap((f) => questionsIn(path.join(OWN_SETS_DIR, f)));
    expect(own.length).toBeGreaterThan(200);
    expect(quotes(own)).toEqual([]);
  });

  it("quote no question of the held-out databases' sets", () => {
    const dir = path.join(OWN_SETS_DIR, "holdout");
    const held = readdirSync(dir)
      .filter((f) => f.endsWith(".jsonl"))
      .flatMap((f) => questionsIn(path.join(dir, f)));
    expect(held.length).toBeGreaterThanOrEqual(120);
    expect(quotes(held)).toEqual([]);
  });

  it("quote no question of the development corpus", () => {
    const corpus = readdirSync(CORPUS_DIR)
      .filter((f) => f.endsWith(".jsonl"))
      .flatMap((f) => questionsIn(path.join(CORPUS_DIR, f)));
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    expect(quotes(corpus)).toEqual([]);
  });

  it.skipIf(!existsSync(WTQ_QUESTIONS))("quote no WikiTableQuestions question and name none of its tables", () => {
    expect(quotes(questionsIn(WTQ_QUESTIONS))).toEqual([]);
    expect(sources.filter((s) => /wtq_\d+_\d+/.test(s.text)).map((s) => s.file)).toEqual([]);
  });

  if (!existsSync(DEFOG_QUESTIONS))
    console.log(`Skipping the defog check: ${DEFOG_QUESTIONS} not found (set DEFOG_DIR).`);
  it.skipIf(!existsSync(DEFOG_QUESTIONS))("quote no question of defog's sets", () => {
    const defog = questionsIn(DEFOG_QUESTIONS);
    expect(defog.length).toBeGreaterThan(400);
    expect(quotes(defog)).toEqual([]);
  });
});
