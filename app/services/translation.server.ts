// Which translator answers a question: the built-in engine, an LLM, or the engine as the LLM's fallback.
// Questions the engine answers confidently stay local (fast, free, private) even with an LLM configured.
import type { ConversationTurn, LlmProvider } from "~/ai/types";
import { guardSql } from "~/connectors/sql-guard";
import { translateWithExecution, type Alternative, type EngineTurn, type Evidence } from "~/engine";
import type { Understanding } from "~/answer/result";
import { judgeAnswer } from "~/answer/understanding";
import type { Dialect, QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { EngineDefinition } from "~/lib/definitions";
import { AppError, isAppError } from "~/lib/errors";
import { env } from "~/config/env.server";
import { getLlmProvider } from "./llm.server";

export interface TranslateInput {
  question: string;
  catalog: SchemaCatalog;
  dialect: Dialect;
  previous?: EngineTurn;
  history: ConversationTurn[];
  /** Verified answers closest to the question, for a model's prompt. */
  examples?: { question: string; sql: string }[];
  /** The connection's definitions (issue 18): the engine reads them ahead of column names, models get them quoted. */
  definitions?: readonly EngineDefinition[];
  run: (sql: string) => Promise<QueryResult>;
  /** The user picked this reading of the engine's among the alternatives it offered. */
  reading?: number;
}

export interface TranslatedAnswer {
  sql: string;
  explanation: string;
  confidence: number;
  ir?: unknown;
  result: QueryResult;
  provider: "local" | "gemini" | "openai";
  notice?: string;
  /** Other readings of a question the engine was not sure of. */
  alternatives?: Alternative[];
  understanding: Understanding;
  /** What the engine's reading rested on (its answers only): kept with the answer for calibration. */
  evidence?: Evidence;
}

async function answerLocally(input: TranslateInput): Promise<TranslatedAnswer> {
  const translation = await translateWithExecution(
    input.question,
    { catalog: input.catalog, definitions: input.definitions, previous: input.previous, now: new Date() },
    input.run,
    { reading: input.reading },
  );
  const result = translation.result ?? (await input.run(translation.sql));
  // a reading the user picked among the offered ones is theirs to judge: it is shown as a result
  const understanding =
    input.reading === undefined ? judgeAnswer(translation.confidence, translation.unplaced) : judgeAnswer(1);
  return {
    sql: translation.sql,
    explanation: translation.interpretation,
    confidence: translation.confidence,
    ir: translation.ir,
    result,
    provider: "local",
    alternatives: translation.alternatives,
    understanding,
    evidence: translation.evidence,
  };
}

async function answerWithLlm(
  provider: LlmProvider,
  input: TranslateInput,
  local?: TranslatedAnswer,
): Promise<TranslatedAnswer> {
  const partial = local && { reading: local.explanation, sql: local.sql, unplaced: local.understanding.unplaced };
  const request = {
    question: input.question,
    catalog: input.catalog,
    dialect: input.dialect,
    history: input.history,
    examples: input.examples,
    definitions: input.definitions,
    ...(partial ? { partial } : {}),
  };
  let answer = await provider.translate(request);
  try {
    guardSql(answer.sql, input.dialect);
    return {
      ...answer,
      result: await input.run(answer.sql),
      provider: provider.name,
      understanding: judgeAnswer(answer.confidence),
    };
  } catch (error) {
    if (!isAppError(error) || !["QUERY_EXECUTION_ERROR", "TIMEOUT_ERROR"].includes(error.code)) throw error;
    // One repair round: the model sees its SQL and the database's (or the guard's) error.
    answer = await provider.repair({ ...request, sql: answer.sql, error: error.message });
    guardSql(answer.sql, input.dialect);
    return {
      ...answer,
      result: await input.run(answer.sql),
      provider: provider.name,
      understanding: judgeAnswer(answer.confidence),
    };
  }
}

export async function translateQuestion(input: TranslateInput): Promise<TranslatedAnswer> {
  const provider = getLlmProvider();
  if (!provider || input.reading !== undefined) return answerLocally(input);
  let local: TranslatedAnswer | undefined;
  let localError: unknown;
  try {
    local = await answerLocally(input);
    // a calibrated confidence (issue 33) decides what the model sees; words the engine could not place always go to it
    if (local.understanding.status === "answer" && local.confidence >= env().AI_LOCAL_CONFIDENCE) return local;
  } catch (error) {
    localError = error;
  }
  try {
    return await answerWithLlm(provider, input, local);
  } catch (error) {
    if (!isAppError(error) || error.code !== "AI_SERVICE_ERROR") throw error;
    if (local) return { ...local, notice: "The AI service is unavailable; the built-in engine answered instead." };
    throw new AppError("AI_SERVICE_ERROR", undefined, {
      cause: error.message,
      engine: localError instanceof Error ? localError.message : undefined,
    });
  }
}
