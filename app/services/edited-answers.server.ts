// Edit SQL (issue 18): a person fixes the SQL of an answer; it runs through the guard in a read-only
// transaction like any query, and the result becomes a new answer in the same chat, with its chart.
import { ChatMessage, ChatSession } from "~db/models";
import { db } from "~db/sequelize.server";
import { recommendChart } from "~/answer/chart";
import { buildInsights } from "~/answer/insights";
import type { VisualizationResult } from "~/answer/result";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { answerRows, dataWarningsOf } from "./ask.server";
import { addAnswerMessage } from "./chats.server";
import { getConnectionCatalog } from "./connection-catalogs.server";
import { requireConnection } from "./connections.server";
import { getProjectCurrency } from "./projects.server";
import { runSql } from "./queries.server";

export const EDITED_EXPLANATION = "Answered with SQL you edited";

/** Runs `sql` in place of the SQL of answer `messageId` and stores the result as the chat's next answer. */
export async function answerWithEditedSql(
  userId: string,
  messageId: string,
  sql: string,
): Promise<VisualizationResult> {
  db();
  const original = isUuid(messageId) ? await ChatMessage.findByPk(messageId) : null;
  if (!original?.connection_id || !original.answer) throw new AppError("NOT_FOUND", "Chat answer not found");
  // Running SQL is asking a question: the caller needs query rights on the answer's connection and project.
  const { connection } = await requireConnection(userId, original.connection_id, "create", "query").catch((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw new AppError("NOT_FOUND", "Chat answer not found");
    throw error;
  });
  if (connection.project_id !== original.project_id) throw new AppError("NOT_FOUND", "Chat answer not found");
  const session = await ChatSession.findByPk(original.session_id);
  if (!session) throw new AppError("NOT_FOUND", "Chat answer not found");

  const question = original.natural_language;
  const result = await runSql(connection, sql);
  const catalog = await getConnectionCatalog(connection).catch(() => undefined);
  const chart = recommendChart(result, {
    question,
    catalog,
    now: new Date(),
    sql,
    currency: await getProjectCurrency(connection.project_id),
  });
  const answer: VisualizationResult = {
    messageId: null,
    question,
    sql,
    ...answerRows(result, chart),
    chart,
    insights: buildInsights({ result, chart, confidence: 1, executionTime: result.executionTime }),
    followUpQuestions: [],
    explanation: EDITED_EXPLANATION,
    // A person's SQL answers the question as they meant it; the engine's confidence does not apply.
    confidence: 1,
    provider: "user",
    editedFrom: original.id,
    ...dataWarningsOf(sql, catalog),
  };
  await addAnswerMessage(session, userId, { question, connectionId: connection.id, jobId: null, result: answer });
  return answer;
}
