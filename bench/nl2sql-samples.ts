// Our own question sets over the sample databases, asked through the product: the sample connected over the API,
// each question over HTTP and the worker (follow-ups in a chat after their earlier question), gold SQL by execution.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import pLimit from "p-limit";
import { SAMPLE_DATABASES } from "~db/samples";
import type { TestApp } from "../harness/app";
import { runGold } from "./defog-databases";
import { sameResult } from "./nl2sql-score";
import { judged, type Scored } from "./nl2sql-report";
import { answerRows, answerTruncated, askQuestion, type AskOutcome, type ProductUser } from "./product-path";

export interface EvalQuestion {
  id: string;
  question: string;
  /** null: the engine must refuse with TRANSLATION_ERROR (hostile or unanswerable input). */
  gold_sql: string | null;
  construct: string;
  ordered?: boolean;
  /** Earlier question of the same conversation (follow-ups). */
  follows?: string;
}

/** The samples' data ends on 2026-10-31: a fixed "today" inside the data, for tests that only need valid SQL. */
export const SAMPLE_NOW = new Date("2026-10-31T12:00:00Z");

/**
 * Questions relative to today ("last month"): the product answers them for the day it is asked, so their gold says
 * CURRENT_DATE too; they are reported on their own line, since the data stops on 2026-10-31 and the further today is
 * from that day the more of these periods are empty.
 */
export function clockRelative(question: string): boolean {
  return /\b(last|this|past|previous|next)\s+(\d+\s+)?(days?|weeks?|months?|quarters?|years?)\b|\b(ago|today|yesterday)\b/i.test(
    question,
  );
}

export function readQuestions(file: string): EvalQuestion[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EvalQuestion);
}

export function sampleSetFiles(evalDir: string): { id: string; schema: string; file: string }[] {
  return SAMPLE_DATABASES.map((s) => ({
    id: s.id,
    schema: s.schema,
    file: path.join(evalDir, `${s.id}.jsonl`),
  })).filter((s) => existsSync(s.file));
}

/** The earlier questions a follow-up needs, oldest first. */
function conversation(q: EvalQuestion, byId: Map<string, EvalQuestion>): EvalQuestion[] {
  const earlier: EvalQuestion[] = [];
  for (let at = q.follows ? byId.get(q.follows) : undefined; at; at = at.follows ? byId.get(at.follows) : undefined)
    earlier.unshift(at);
  return earlier;
}

async function ask(
  user: ProductUser,
  connectionId: string,
  q: EvalQuestion,
  byId: Map<string, EvalQuestion>,
): Promise<AskOutcome> {
  const earlier = conversation(q, byId);
  if (!earlier.length) return askQuestion(user, connectionId, q.question);
  const chat = await user.api("/api/chats/sessions", {
    method: "POST",
    body: { title: `bench ${q.id}`, project_id: user.projectId, connectionIds: [connectionId] },
  });
  if (chat.status !== 201) throw new Error(`creating a chat failed: ${chat.status} ${JSON.stringify(chat.body)}`);
  for (const turn of earlier) await askQuestion(user, connectionId, turn.question, chat.body.data.id);
  return askQuestion(user, connectionId, q.question, chat.body.data.id);
}

type Judged = Pick<Scored, "correct" | "readingRight" | "unanswerable" | "note" | "goldRows">;

async function scoreOne(pool: pg.Pool, schema: string, q: EvalQuestion, outcome: AskOutcome): Promise<Judged> {
  // hostile input must fail outright; a question the data cannot answer may also be refused by a "not sure" card
  if (q.gold_sql === null && q.construct === "refusal")
    return {
      correct: outcome.status === "failed" && outcome.error?.code === "TRANSLATION_ERROR",
      unanswerable: true,
      readingRight: false,
    };
  if (q.gold_sql === null) return judged(true, outcome, false);
  const gold = await runGold(pool, q.gold_sql, { searchPath: schema }).catch((e: Error) => e);
  if (gold instanceof Error) return { ...judged(false, outcome, false), note: `gold failed: ${gold.message}` };
  const goldRows = gold.rows
    .slice(0, 5)
    .map((row) => Object.fromEntries(gold.names.map((name, i) => [name, row[String(i)]])));
  if (outcome.status !== "completed" || !outcome.answer) return { ...judged(false, outcome, false), goldRows };
  const pred = answerRows(outcome.answer);
  if (answerTruncated(outcome.answer) && gold.rows.length !== pred.rows.length)
    return { ...judged(false, outcome, false), goldRows, note: "answer truncated" };
  return { ...judged(false, outcome, sameResult(gold, pred, !!q.ordered)), goldRows };
}

/** Asks every question of every sample set (or the first `limit` of each, or those in `ids`) through the running product. */
export async function runSampleSets(
  app: TestApp,
  user: ProductUser,
  evalDir: string,
  options: { limit?: number; ids?: Set<string>; concurrency?: number } = {},
): Promise<Scored[]> {
  const pool = new pg.Pool({ connectionString: app.env.SAMPLES_DATABASE_URL, max: 2 });
  pool.on("error", () => undefined);
  const scored: Scored[] = [];
  try {
    for (const sample of sampleSetFiles(evalDir)) {
      const all = readQuestions(sample.file);
      const chosen = options.ids ? all.filter((q) => options.ids!.has(q.id)) : all;
      const questions = options.limit ? chosen.slice(0, options.limit) : chosen;
      if (!questions.length) continue;
      const connected = await user.api(`/api/database/samples/${sample.id}/connect`, {
        method: "POST",
        body: { project_id: user.projectId },
      });
      if (connected.status !== 201)
        throw new Error(
          `connecting the ${sample.id} sample failed: ${connected.status} ${JSON.stringify(connected.body)}`,
        );
      const connectionId = connected.body.data.connectionId;
      const byId = new Map(all.map((q) => [q.id, q]));
      scored.push(
        ...(await pLimit(options.concurrency ?? 4).map(questions, async (q): Promise<Scored> => {
          const outcome = await ask(user, connectionId, q, byId);
          return {
            set: sample.id,
            id: q.id,
            db: sample.id,
            question: q.question,
            category: q.construct,
            outcome,
            ...(await scoreOne(pool, sample.schema, q, outcome)),
            gold: q.gold_sql ? [q.gold_sql] : [],
          };
        })),
      );
    }
  } finally {
    await pool.end();
  }
  return scored;
}
