// The worker's half of a drill-through (issue 37 item 2, ADR 057): the clicked chart's query narrowed to the clicked
// value, asked as its rows (a page of them) or grouped by another field, and kept as the chat's next answer.
import { ChatSession } from "~db/models";
import { db } from "~db/sequelize.server";
import { recommendChart } from "~/answer/chart";
import { suggestFollowUps } from "~/answer/follow-ups";
import { buildInsights } from "~/answer/insights";
import { rowsNoun } from "~/answer/naming";
import type { VisualizationResult } from "~/answer/result";
import type { SemanticType } from "~/answer/semantic";
import { parseCalendar } from "~/answer/values";
import { breakdownQuery, readingOf, rowsQuery } from "~/engine/requery/drill";
import { compileQuery } from "~/engine/requery/period";
import { DRILL_PAGE_SIZE, type DrillInfo, type DrillRequest } from "~/lib/drill";
import { AppError } from "~/lib/errors";
import { answerRows, type AskInput } from "./ask.server";
import { addAnswerMessage, findJobMessage } from "./chats.server";
import { chosenBreakdown, drillFilters, resolveDrillSource, type ResolvedSource } from "./drill-through.server";
import { getProjectCurrency } from "./projects.server";
import { runSql } from "./queries.server";

/** The drill's answer: narrowed by the clicked value, whose words head its reading. */
async function buildDrill(source: ResolvedSource, request: DrillRequest, question: string) {
  const filters = drillFilters(source, request.point);
  if (!filters)
    throw new AppError("VALIDATION_ERROR", "This chart was not drawn from a question the engine can narrow");
  const { catalog, connection } = source;
  const where = filters.words.join(" and ");
  const currency = await getProjectCurrency(source.projectId);
  if (request.action === "breakdown") {
    const choice = chosenBreakdown(source, request.by);
    const ir = breakdownQuery(source.ir!, filters.conditions, choice);
    const sql = compileQuery(ir, catalog);
    const result = await runSql(connection, sql);
    const chart = recommendChart(result, { question, ir, catalog, now: new Date(), sql, currency });
    return {
      ir,
      sql,
      result,
      chart,
      // the reading of the chart's own question, broken down, under the clicked value
      explanation: `${where}: ${readingOf(breakdownQuery(source.ir!, [], choice), catalog)}`,
      drill: { action: "breakdown" as const, filters: filters.words, request },
    };
  }
  const page = request.page ?? 1;
  const { ir, countIr } = rowsQuery(source.ir!, catalog, filters.conditions, { size: DRILL_PAGE_SIZE, number: page });
  const sql = compileQuery(ir, catalog);
  const [result, counted] = await Promise.all([
    runSql(connection, sql),
    runSql(connection, compileQuery(countIr, catalog)).catch(() => null),
  ]);
  const total = counted?.rows[0] ? Number(Object.values(counted.rows[0])[0]) : null;
  const recommended = recommendChart(result, { question, ir, catalog, now: new Date(), sql, currency });
  const table = catalog.tables.find((t) => t.name === ir.table);
  return {
    ir,
    sql,
    result,
    // rows are read, not plotted
    chart: { ...recommended, chartType: "table" as const, title: `${where}: ${table ? rowsNoun(table) : ir.table}` },
    explanation: `${where}: the ${table ? rowsNoun(table) : ir.table} behind “${source.title}”, ${DRILL_PAGE_SIZE} to a page`,
    drill: {
      action: "rows" as const,
      filters: filters.words,
      request,
      page,
      pageSize: DRILL_PAGE_SIZE,
      total: Number.isFinite(total) ? total : null,
    },
  };
}

/**
 * Rows read as a table of their own columns: dates as dates ("31 Oct 2026 22:10"), text as text. The chart's formats
 * are a grouped answer's, which take every selected column for a measure.
 */
function rowFormats(answer: ReturnType<typeof answerRows>): ReturnType<typeof answerRows> {
  const columns = answer.columns.map((column) => {
    const value = answer.rows.find((row) => row[column.name] != null)?.[column.name];
    const date = typeof value === "string" ? parseCalendar(value) : null;
    const semantic: SemanticType | undefined = date
      ? { type: "date", grain: date.precision === "time" ? "time" : "day" }
      : column.kind === "text" || column.kind === "boolean"
        ? { type: "text" }
        : column.semantic;
    return semantic ? { ...column, semantic } : column;
  });
  return { ...answer, columns };
}

/** Answers a drill job; with a chat, the answer is kept as its next turn (once, however often the job is tried). */
export async function answerDrill(input: AskInput & { drill: DrillRequest }): Promise<VisualizationResult> {
  db();
  const session = input.chatSessionId ? await ChatSession.findByPk(input.chatSessionId) : null;
  const saved = session && input.jobId ? await findJobMessage(session.id, input.jobId) : null;
  if (saved?.answer && saved.execution_status === "success")
    return { ...(saved.answer as unknown as VisualizationResult), messageId: saved.id };
  const source = await resolveDrillSource(input.userId, input.drill.source);
  if (source.connection.id !== input.connectionId) throw new AppError("NOT_FOUND", "Connection not found");
  const built = await buildDrill(source, input.drill, input.question);
  const drill: DrillInfo = built.drill;
  const result: VisualizationResult = {
    messageId: null,
    question: input.question,
    sql: built.sql,
    ...(drill.action === "rows"
      ? rowFormats(answerRows(built.result, built.chart))
      : answerRows(built.result, built.chart)),
    chart: built.chart,
    insights:
      drill.action === "rows"
        ? []
        : buildInsights({ result: built.result, chart: built.chart, executionTime: built.result.executionTime }),
    followUpQuestions:
      drill.action === "rows"
        ? []
        : suggestFollowUps({
            question: input.question,
            result: built.result,
            chart: built.chart,
            catalog: source.catalog,
            ir: built.ir,
            count: 3,
          }),
    explanation: built.explanation,
    // the engine wrote this query from a reading already made: it stands as the clicked answer stood
    confidence: source.confidence,
    provider: "local",
    context: { ir: built.ir },
    understanding: { status: "answer", unplaced: [] },
    drill,
  };
  if (session)
    await addAnswerMessage(session, input.userId, {
      question: input.question,
      connectionId: source.connection.id,
      jobId: input.jobId ?? null,
      result,
    });
  return result;
}
