// Verified answers (issue 18): a question and the SQL a person marked as its correct answer. A later question
// with the same words, or of the same shape with other values, is answered from it instead of translated.
import { ChatMessage, Connection, VerifiedAnswer } from "~db/models";
import { db } from "~db/sequelize.server";
import { translate, valueSwaps, type ValueSwap } from "~/engine";
import type { SchemaCatalog } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { requireConnection } from "./connections.server";
import { runSql } from "./queries.server";

/** Verified answers looked at for a question of the same shape: the latest ones. */
const SHAPE_CANDIDATES = 200;

export function verifiedAnswerJson(answer: VerifiedAnswer) {
  return {
    id: answer.id,
    connection_id: answer.connection_id,
    question: answer.question,
    sql: answer.sql,
    created_by: answer.created_by,
    created_at: answer.created_at,
    updated_at: answer.updated_at,
  };
}

/** "What's the revenue in Germany?" and "what is the revenue in germany" are one question. */
export function normalizeQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']s\b/g, " is")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export async function listVerifiedAnswers(connection: Connection) {
  db();
  const rows = await VerifiedAnswer.findAll({
    where: { connection_id: connection.id },
    order: [["updated_at", "DESC"]],
  });
  return rows.map(verifiedAnswerJson);
}

/** Answers cached for the connection (spec §4, keyed by its updated_at) were made without this verified answer. */
async function forgetCachedAnswers(connection: Connection): Promise<void> {
  connection.changed("updated_at", true);
  await connection.save();
}

/** Saves (or replaces, for the same question) a verified answer; its SQL must pass the guard and run. */
export async function saveVerifiedAnswer(
  connection: Connection,
  userId: string,
  input: { question: string; sql: string },
) {
  await runSql(connection, input.sql);
  const normalized = normalizeQuestion(input.question);
  if (!normalized)
    throw new AppError("VALIDATION_ERROR", "The question is empty", { fields: { question: "Question is required" } });
  db();
  const existing = await VerifiedAnswer.findOne({
    where: { connection_id: connection.id, normalized_question: normalized },
  });
  if (existing) {
    await existing.update({ question: input.question.trim(), sql: input.sql.trim(), created_by: userId });
    await forgetCachedAnswers(connection);
    return verifiedAnswerJson(existing);
  }
  const created = await VerifiedAnswer.create({
    project_id: connection.project_id,
    connection_id: connection.id,
    question: input.question.trim(),
    normalized_question: normalized,
    sql: input.sql.trim(),
    created_by: userId,
  });
  await forgetCachedAnswers(connection);
  return verifiedAnswerJson(created);
}

/** "Mark as correct" on an answer: its question and SQL become a verified answer of its connection. */
export async function markAnswerCorrect(userId: string, messageId: string) {
  db();
  const message = isUuid(messageId) ? await ChatMessage.findByPk(messageId) : null;
  if (!message?.connection_id || !message.generated_sql || message.execution_status !== "success")
    throw new AppError("NOT_FOUND", "Chat answer not found");
  const { connection } = await requireConnection(userId, message.connection_id, "create", "query").catch((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw new AppError("NOT_FOUND", "Chat answer not found");
    throw error;
  });
  if (connection.project_id !== message.project_id) throw new AppError("NOT_FOUND", "Chat answer not found");
  return saveVerifiedAnswer(connection, userId, { question: message.natural_language, sql: message.generated_sql });
}

export async function deleteVerifiedAnswer(connection: Connection, answerId: string): Promise<void> {
  db();
  const answer = isUuid(answerId)
    ? await VerifiedAnswer.findOne({ where: { id: answerId, connection_id: connection.id } })
    : null;
  if (!answer) throw new AppError("NOT_FOUND", "Verified answer not found");
  await answer.destroy();
  await forgetCachedAnswers(connection);
}

export interface VerifiedMatch {
  answer: VerifiedAnswer;
  /** The verified SQL, with the asked question's values in place of the verified one's. */
  sql: string;
  swaps: ValueSwap[];
  /** The engine's reading of the asked question: it names the result's columns as a fresh answer would. */
  ir?: unknown;
}

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The verified SQL with each compared value swapped, or undefined when a value is not written in it. */
function swapValues(sql: string, swaps: ValueSwap[]): string | undefined {
  let swapped = sql;
  for (const { from, to } of swaps) {
    if (to.includes("\\") || !swapped.includes(quoted(from))) return undefined;
    swapped = swapped.split(quoted(from)).join(quoted(to));
  }
  return swapped;
}

/** The engine's reading of a question, and the words it could not place (sorted, to compare). */
function readingOf(question: string, catalog: SchemaCatalog) {
  try {
    const { ir, ignoredWords } = translate(question, { catalog });
    return { ir, unplaced: [...new Set(ignoredWords.map((word) => word.toLowerCase()))].sort().join(" ") };
  } catch {
    return undefined;
  }
}

/** A connection's verified answers, latest first: loaded once per question for the match and the prompt. */
export async function loadVerifiedAnswers(connection: Connection): Promise<VerifiedAnswer[]> {
  db();
  return VerifiedAnswer.findAll({
    where: { connection_id: connection.id },
    order: [["updated_at", "DESC"]],
    limit: SHAPE_CANDIDATES,
  });
}

/**
 * The verified answer to `question`: same words, else the same reading with other values (engine's reading). Only
 * answers sharing a word with the question are read by the engine, so a long list costs no translation per answer.
 */
export function findVerifiedAnswer(
  candidates: VerifiedAnswer[],
  catalog: SchemaCatalog,
  question: string,
): VerifiedMatch | undefined {
  const normalized = normalizeQuestion(question);
  const same = candidates.find((answer) => answer.normalized_question === normalized);
  if (same) return { answer: same, sql: same.sql, swaps: [], ir: readingOf(question, catalog)?.ir };
  const related = byWordsShared(candidates, question);
  if (!related.length) return undefined;
  const asked = readingOf(question, catalog);
  if (!asked) return undefined;
  for (const answer of related) {
    // Words the engine could not place are what a person's SQL may have added ("excluding refunds"): the two
    // questions must leave the same ones unplaced, or the verified SQL may answer something not asked.
    const verified = readingOf(answer.question, catalog);
    const swaps = verified && verified.unplaced === asked.unplaced ? valueSwaps(verified.ir, asked.ir) : undefined;
    if (!swaps) continue;
    const sql = swapValues(answer.sql, swaps);
    if (sql) return { answer, sql, swaps, ir: asked.ir };
  }
  return undefined;
}

/** Words that say nothing of what a question is about. */
const COMMON_WORDS = new Set([
  "the",
  "and",
  "for",
  "what",
  "which",
  "how",
  "many",
  "much",
  "are",
  "was",
  "were",
  "is",
  "our",
  "all",
  "per",
  "with",
  "from",
  "show",
  "give",
  "list",
]);

/** Examples a model is shown: at most this many verified answers. */
const PROMPT_EXAMPLES = 3;

/** Verified answers sharing a content word with `question`, those sharing the most first. */
function byWordsShared(candidates: VerifiedAnswer[], question: string): VerifiedAnswer[] {
  const wordsOf = (text: string) =>
    normalizeQuestion(text)
      .split(" ")
      .filter((word) => word.length > 2 && !COMMON_WORDS.has(word));
  const words = new Set(wordsOf(question));
  return candidates
    .map((answer) => ({ answer, shared: wordsOf(answer.question).filter((word) => words.has(word)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map(({ answer }) => answer);
}

/** The verified answers closest to `question`, for a model's prompt. */
export function closestVerifiedAnswers(
  candidates: VerifiedAnswer[],
  question: string,
): { question: string; sql: string }[] {
  return byWordsShared(candidates, question)
    .slice(0, PROMPT_EXAMPLES)
    .map((answer) => ({ question: answer.question, sql: answer.sql }));
}
