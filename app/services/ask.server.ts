// The question pipeline: translate → guard → execute → chart → insights → follow-ups → store.
// Runs in the worker; the web only queues the question and reads the result.
import { ChatMessage, ChatSession, type Connection } from "~db/models";
import { db } from "~db/sequelize.server";
import { dialectOfConnection } from "~/connectors/dialects";
import { definitionsUsed, explainEmpty, previousPeriod, type EngineTurn, type QueryIR } from "~/engine";
import { recommendChart, toColumnArrays, type ChartSpec } from "~/answer/chart";
import { buildInsights } from "~/answer/insights";
import { suggestFollowUps } from "~/answer/follow-ups";
import { textColumnWarnings } from "~/answer/text-column-warnings";
import { columnHeader } from "~/answer/naming";
import { toNumber } from "~/answer/values";
import { ANSWER_ROW_LIMIT, shownAsAnswer, type VisualizationResult } from "~/answer/result";
import type { QueryResult, SchemaCatalog } from "~/lib/catalog";
import { AppError, isAppError } from "~/lib/errors";
import { addAnswerMessage, addMessage, findJobMessage } from "./chats.server";
import { getConnectionContext, type ConnectionContext } from "./connection-context.server";
import { forgetCatalog } from "./connection-catalogs.server";
import { runSql } from "./queries.server";
import { dataRangeOf } from "./answer-coverage.server";
import { forgetSuggestions, getSuggestions } from "./suggestions.server";
import { translateQuestion, type TranslatedAnswer } from "./translation.server";
import { closestVerifiedAnswers, findVerifiedAnswer, type VerifiedMatch } from "./verified-answers.server";

export interface AskInput {
  connectionId: string;
  question: string;
  chatSessionId: string | null;
  userId: string;
  jobId?: string;
  /** One of the readings an earlier answer to this question offered. */
  reading?: number;
}

/** `again`: the question is asked again in another reading, so its own earlier answer is not its context. */
async function previousTurn(
  sessionId: string | null,
  connectionId: string,
  again?: string,
): Promise<{ turn?: EngineTurn; history: { question: string; sql?: string }[] }> {
  if (!sessionId) return { history: [] };
  const recent = await ChatMessage.findAll({
    where: { session_id: sessionId, connection_id: connectionId, execution_status: ["success", "failed"] },
    order: [["created_at", "DESC"]],
    limit: 6,
  });
  // newest first: the answers to this very question (asked again) are skipped
  const first = again === undefined ? 0 : recent.findIndex((m) => m.natural_language !== again);
  const messages = first < 0 ? [] : recent.slice(first, first + 5);
  const answered = (m: ChatMessage) =>
    m.execution_status === "success" && shownAsAnswer((m.answer ?? {}) as Pick<VisualizationResult, "understanding">);
  const history = messages
    .filter(answered)
    .reverse()
    .map((message) => ({ question: message.natural_language, sql: message.generated_sql ?? undefined }));
  // the turn just before is the context only when it was an answer: a failure or a reading shown as "not sure"
  // would carry its misreading into every question after it (issue 33)
  const last = messages[0] && answered(messages[0]) ? messages[0] : undefined;
  const ir = (last?.answer as VisualizationResult | null)?.context?.ir;
  return {
    turn:
      last && ir
        ? { question: last.natural_language, sql: last.generated_sql ?? "", ir: ir as EngineTurn["ir"] }
        : undefined,
    history,
  };
}

export async function answerQuestion(input: AskInput): Promise<VisualizationResult> {
  db();
  const context = await getConnectionContext(input.connectionId);
  if (!context) throw new AppError("NOT_FOUND", "Connection not found");
  const { connection } = context;
  const session = input.chatSessionId ? await ChatSession.findByPk(input.chatSessionId) : null;
  // A retried job whose answer was already saved (the worker died before recording the run) is not asked again.
  const saved = session && input.jobId ? await findJobMessage(session.id, input.jobId) : null;
  if (saved?.answer && saved.execution_status === "success")
    return { ...(saved.answer as unknown as VisualizationResult), messageId: saved.id };
  const result = await buildAnswer(context, input);
  if (session)
    await addAnswerMessage(session, input.userId, {
      question: input.question,
      connectionId: connection.id,
      jobId: input.jobId ?? null,
      result,
    });
  return result;
}

/** A question's final failure, in its chat: called once the queue will not try it again. */
export async function recordFailedQuestion(input: AskInput, error: unknown): Promise<void> {
  if (!input.chatSessionId || !isAppError(error)) return;
  const session = await ChatSession.findByPk(input.chatSessionId);
  if (!session) return;
  await addMessage(session, input.userId, {
    natural_language: input.question,
    connection_id: input.connectionId,
    execution_status: "failed",
    error_message: error.message,
    generated_sql: typeof error.details?.sql === "string" ? error.details.sql : null,
    job_id: input.jobId ?? null,
  });
}

/** SQLSTATEs of a table or column that does not exist (PostgreSQL, then MySQL/MariaDB). */
const SCHEMA_CHANGED = new Set(["42P01", "42703", "42S02", "42S22"]);

/**
 * A query the engine wrote failed: the person asking wrote no SQL, so the database's words ("column … does not
 * exist", "check the SQL syntax") mean nothing to them. Say the question could not be answered and offer
 * questions this data does answer (issue 16). A refusal, a timeout or a lost connection keeps its own message.
 */
async function inPlainWords(error: unknown, connection: Connection, question: string): Promise<unknown> {
  if (!isAppError(error) || error.code !== "QUERY_EXECUTION_ERROR" || error.details?.refused) return error;
  if (SCHEMA_CHANGED.has(String(error.details?.sqlState))) {
    // read the tables again, so the next question (and the suggestions below) see them as they are now
    forgetCatalog(connection);
    forgetSuggestions(connection);
  }
  const suggestions = await getSuggestions(connection).catch(() => []);
  const offer = suggestions.slice(0, 3).map((text) => `“${text}”`);
  const summary = `I couldn't answer “${question}” from this data: the query I wrote for it failed.`;
  const message = `${summary}${offer.length ? ` Questions this data can answer: ${offer.join(", ")}.` : " Try asking it another way."}`;
  // `summary` lets the chat show the rephrasings as buttons to ask instead of a sentence listing them
  return new AppError("QUERY_EXECUTION_ERROR", message, {
    ...error.details,
    plain: true,
    summary,
    suggestions: suggestions.slice(0, 3),
    databaseMessage: error.message,
  });
}

/** The rows an answer keeps and shows, with its columns named in the chart's words. */
export function answerRows(result: QueryResult, chart: ChartSpec) {
  const rows = result.rows.slice(0, ANSWER_ROW_LIMIT);
  return {
    rowCount: result.rowCount,
    executionTime: result.executionTime,
    truncated: result.truncated,
    ...(result.truncatedBy ? { truncatedBy: result.truncatedBy } : {}),
    columns: result.columns.map((column) => ({
      name: column.name,
      kind: column.kind,
      label: columnHeader(column.name, chart.labels),
      ...(chart.formats?.[column.name] ? { semantic: chart.formats[column.name] } : {}),
    })),
    rows,
    data: toColumnArrays({ ...result, rows }),
  };
}

async function buildAnswer(context: ConnectionContext, input: AskInput): Promise<VisualizationResult> {
  const { connection, currency, definitions, verifiedAnswers, catalog: introspected, engineCatalog: catalog } = context;
  // A question a person already answered (or one of its shape with other values) gets their SQL (issue 18).
  const verified =
    input.reading === undefined ? findVerifiedAnswer(verifiedAnswers, catalog, input.question) : undefined;
  if (verified) return fromVerifiedAnswer(context, input.question, verified);
  const { turn, history } = await previousTurn(
    input.chatSessionId,
    connection.id,
    input.reading === undefined ? undefined : input.question,
  );
  const answer = await translateQuestion({
    question: input.question,
    // the engine applies the definitions itself; a model reads the schema as it is, and the definitions beside it
    catalog: introspected,
    definitions,
    dialect: dialectOfConnection(connection.type),
    previous: turn,
    history,
    examples: closestVerifiedAnswers(verifiedAnswers, input.question),
    run: (sql) => runSql(connection, sql),
    reading: input.reading,
  }).catch(async (error: unknown) => {
    throw await inPlainWords(error, connection, input.question);
  });
  const { result } = answer;
  const chart = recommendChart(result, {
    question: input.question,
    ir: answer.ir,
    catalog,
    now: new Date(),
    sql: answer.sql,
    currency,
  });
  const used = answer.provider === "local" && answer.ir ? definitionsUsed(answer.ir as QueryIR, catalog) : [];
  const engineIR = answer.provider === "local" ? (answer.ir as QueryIR | undefined) : undefined;
  const [comparison, dataRange] = await Promise.all([
    comparedWithBefore(connection, catalog, engineIR, result),
    dataRangeOf(connection, catalog, engineIR, result),
  ]);
  return {
    messageId: null,
    question: input.question,
    sql: answer.sql,
    ...answerRows(result, chart),
    chart,
    insights: [
      ...(answer.notice ? [answer.notice] : []),
      ...buildInsights({
        result,
        chart,
        confidence: answer.confidence,
        executionTime: result.executionTime,
        ir: answer.ir,
        dataRange,
        question: input.question,
      }),
    ],
    followUpQuestions: suggestFollowUps({ question: input.question, result, chart, catalog, ir: answer.ir, count: 3 }),
    explanation: answer.explanation,
    confidence: answer.confidence,
    provider: answer.provider,
    ...(answer.notice ? { notice: answer.notice } : {}),
    ...dataWarningsOf(answer.sql, introspected),
    ...(answer.alternatives?.length ? { alternatives: answer.alternatives } : {}),
    ...(used.length ? { definitions: used } : {}),
    context: { ir: answer.ir, ...(answer.evidence ? { evidence: answer.evidence } : {}) },
    ...(comparison ? { comparison } : {}),
    understanding: { ...answer.understanding, ...emptyReason(answer, result) },
  };
}

/** An empty result the reading itself explains: say so instead of showing an empty table. */
function emptyReason(answer: TranslatedAnswer, result: QueryResult): { emptyReason?: string } {
  if (result.rows.length || answer.provider !== "local" || !answer.ir) return {};
  const reason = explainEmpty(answer.ir as QueryIR);
  return reason ? { emptyReason: reason } : {};
}

async function fromVerifiedAnswer(
  { connection, currency, engineCatalog: catalog }: ConnectionContext,
  question: string,
  verified: VerifiedMatch,
): Promise<VisualizationResult> {
  const result = await runSql(connection, verified.sql);
  // the engine's reading of the question names the columns as a fresh answer would (issue 36: not "by name")
  const chart = recommendChart(result, {
    question,
    ir: verified.ir,
    catalog,
    now: new Date(),
    sql: verified.sql,
    currency,
  });
  const swapped = verified.swaps.map((swap) => `${swap.to} for ${swap.from}`).join(", ");
  return {
    messageId: null,
    question,
    sql: verified.sql,
    ...answerRows(result, chart),
    chart,
    insights: buildInsights({ result, chart, confidence: 1, executionTime: result.executionTime, question }),
    followUpQuestions: suggestFollowUps({ question, result, chart, catalog, ir: verified.ir, count: 3 }),
    explanation: `Based on a verified answer to “${verified.answer.question}”${swapped ? ` (with ${swapped})` : ""}`,
    // A person checked this SQL for this question (or its shape); it is not the engine's guess.
    confidence: 1,
    provider: "user",
    verified: { id: verified.answer.id, question: verified.answer.question },
    ...dataWarningsOf(verified.sql, catalog),
  };
}

/** Text columns holding dates or amounts that the SQL reads (issue 37 item 6); absent when there are none. */
export function dataWarningsOf(sql: string, catalog: SchemaCatalog | undefined): { dataWarnings?: string[] } {
  const warnings = catalog ? textColumnWarnings(sql, catalog) : [];
  return warnings.length ? { dataWarnings: warnings } : {};
}

/**
 * A single number over a date range ("revenue in 2025") against the range before (2024): one more aggregate
 * query, through the same guard and read-only transaction; left out when it cannot be had cheaply.
 */
async function comparedWithBefore(
  connection: Connection,
  catalog: SchemaCatalog,
  ir: QueryIR | undefined,
  result: QueryResult,
): Promise<VisualizationResult["comparison"]> {
  if (!ir || result.rows.length !== 1 || result.columns.length !== 1) return undefined;
  const before = previousPeriod(ir, catalog);
  if (!before) return undefined;
  const earlier = await runSql(connection, before.sql).catch(() => null);
  const value = earlier?.rows[0] ? toNumber(Object.values(earlier.rows[0])[0]) : null;
  return { label: before.label, previous: value };
}
