// Chat sessions of a project and their messages (spec §3, §7 Chats).
import { QueryTypes } from "sequelize";
import { ChatMessage, ChatSession, Connection } from "~db/models";
import { db } from "~db/sequelize.server";
import type { VisualizationResult } from "~/answer/result";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { CHAT_TITLE_PREFILL_CHARS } from "~/lib/limits";
import type { Action } from "~/lib/permissions";
import { recordActivity } from "./activity.server";
import { requireProjectPermission, type ProjectAccess } from "./projects.server";

export function sessionJson(session: ChatSession) {
  return {
    id: session.id,
    title: session.title,
    is_pinned: session.is_pinned,
    project_id: session.project_id,
    connection_ids: session.connection_ids,
    last_message_at: session.last_message_at,
    created_at: session.created_at,
    updated_at: session.updated_at,
  };
}

export function messageJson(message: ChatMessage) {
  return {
    id: message.id,
    session_id: message.session_id,
    connection_id: message.connection_id,
    natural_language: message.natural_language,
    created_at: message.created_at,
    generated_sql: message.generated_sql,
    execution_status: message.execution_status,
    chart_type: message.chart_type,
    error_message: message.error_message,
    follow_up_questions: message.follow_up_questions,
    answer: message.answer,
  };
}

/** spec §4: 'Chat about: ' plus the first 30 characters of the question and '...' if longer. */
export function chatTitleFor(question: string): string {
  const text = question.trim();
  return `Chat about: ${text.slice(0, CHAT_TITLE_PREFILL_CHARS)}${text.length > CHAT_TITLE_PREFILL_CHARS ? "..." : ""}`;
}

export async function requireChat(userId: string | null, sessionId: string, action: Action) {
  if (!isUuid(sessionId)) throw new AppError("NOT_FOUND", "Chat not found");
  db();
  const session = await ChatSession.findByPk(sessionId);
  if (!session) throw new AppError("NOT_FOUND", "Chat not found");
  const access = await requireProjectPermission(userId, session.project_id, action, "chat").catch((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw new AppError("NOT_FOUND", "Chat not found");
    throw error;
  });
  return { session, access };
}

/** Pinned first, then by the latest message (or creation when there is none). */
export async function listSessions(projectId: string) {
  db();
  const sessions = await ChatSession.findAll({ where: { project_id: projectId } });
  const activity = (session: ChatSession) => (session.last_message_at ?? session.created_at).getTime();
  return sessions
    .sort((a, b) => Number(b.is_pinned) - Number(a.is_pinned) || activity(b) - activity(a))
    .map(sessionJson);
}

async function assertConnectionsInProject(projectId: string, connectionIds: string[]) {
  if (!connectionIds.every(isUuid)) throw new AppError("VALIDATION_ERROR", "Unknown connection");
  const count = await Connection.count({ where: { id: connectionIds, project_id: projectId } });
  if (count !== new Set(connectionIds).size)
    throw new AppError("VALIDATION_ERROR", "Please select a valid database connection");
}

export async function createSession(
  access: ProjectAccess,
  userId: string,
  input: { title: string; connectionIds: string[] },
) {
  await assertConnectionsInProject(access.project.id, input.connectionIds);
  const session = await ChatSession.create({
    project_id: access.project.id,
    title: input.title,
    connection_ids: input.connectionIds,
    created_by: userId,
  });
  await recordActivity({
    projectId: access.project.id,
    userId,
    action: "create",
    resourceType: "chat",
    resourceId: session.id,
    details: { title: input.title },
  });
  return sessionJson(session);
}

export async function updateSession(
  session: ChatSession,
  userId: string,
  input: { title?: string; is_pinned?: boolean },
) {
  if (input.title !== undefined) session.title = input.title;
  if (input.is_pinned !== undefined) session.is_pinned = input.is_pinned;
  await session.save();
  await recordActivity({
    projectId: session.project_id,
    userId,
    action: "update",
    resourceType: "chat",
    resourceId: session.id,
    details: input,
  });
  return sessionJson(session);
}

export async function deleteSession(session: ChatSession, userId: string) {
  await session.destroy();
  await recordActivity({
    projectId: session.project_id,
    userId,
    action: "delete",
    resourceType: "chat",
    resourceId: session.id,
    details: { title: session.title },
  });
}

export async function getSessionWithMessages(session: ChatSession) {
  const messages = await ChatMessage.findAll({ where: { session_id: session.id }, order: [["created_at", "ASC"]] });
  return { ...sessionJson(session), messages: messages.map(messageJson) };
}

export interface MessageInput {
  natural_language: string;
  connection_id?: string | null;
  generated_sql?: string | null;
  execution_status?: "success" | "failed" | null;
  chart_type?: string | null;
  error_message?: string | null;
  follow_up_questions?: string[];
  answer?: Record<string, unknown> | null;
  job_id?: string | null;
}

/** The message a job already wrote in a chat (a retried job writes none of its own). */
export function findJobMessage(sessionId: string, jobId: string): Promise<ChatMessage | null> {
  return ChatMessage.findOne({ where: { session_id: sessionId, job_id: jobId } });
}

export async function addMessage(session: ChatSession, userId: string | null, input: MessageInput) {
  const existing = input.job_id ? await findJobMessage(session.id, input.job_id) : null;
  if (existing) return messageJson(existing);
  const message = await ChatMessage.create({
    session_id: session.id,
    project_id: session.project_id,
    connection_id: input.connection_id ?? null,
    user_id: userId,
    natural_language: input.natural_language,
    generated_sql: input.generated_sql ?? null,
    execution_status: input.execution_status ?? null,
    chart_type: input.chart_type ?? null,
    error_message: input.error_message ?? null,
    follow_up_questions: input.follow_up_questions ?? [],
    answer: input.answer ?? null,
    job_id: input.job_id ?? null,
  });
  await session.update({ last_message_at: message.created_at }, { silent: true });
  return messageJson(message);
}

/** Saves a successful answer as a chat message and stamps the result with the message's id. */
export async function addAnswerMessage(
  session: ChatSession,
  userId: string | null,
  answer: { question: string; connectionId: string; jobId: string | null; result: VisualizationResult },
) {
  const { result } = answer;
  const message = await addMessage(session, userId, {
    natural_language: answer.question,
    connection_id: answer.connectionId,
    generated_sql: result.sql,
    execution_status: "success",
    chart_type: result.chart.chartType,
    follow_up_questions: result.followUpQuestions,
    answer: result as unknown as Record<string, unknown>,
    job_id: answer.jobId,
  });
  result.messageId = message.id;
  return message;
}

/** The latest messages across every project the user belongs to. */
export async function listRecentMessages(userId: string, limit: number) {
  const ids = await db().query<{ id: string }>(
    `SELECT cm.id FROM chat_messages cm JOIN project_members m ON m.project_id = cm.project_id AND m.user_id = $1
      ORDER BY cm.created_at DESC LIMIT $2`,
    { bind: [userId, limit], type: QueryTypes.SELECT },
  );
  const messages = await ChatMessage.findAll({
    where: { id: ids.map((row) => row.id) },
    order: [["created_at", "DESC"]],
  });
  return messages.map(messageJson);
}

/** A message whose answer the user may read again, with its connection. */
export async function requireMessageResult(userId: string, messageId: string) {
  if (!isUuid(messageId)) throw new AppError("NOT_FOUND", "Message not found");
  db();
  const message = await ChatMessage.findByPk(messageId);
  if (!message?.connection_id) throw new AppError("NOT_FOUND", "Message not found");
  await requireProjectPermission(userId, message.project_id, "read", "chat").catch(() => {
    throw new AppError("NOT_FOUND", "Message not found");
  });
  const connection = await Connection.findByPk(message.connection_id);
  if (!connection) throw new AppError("NOT_FOUND", "The connection of this answer was deleted");
  return { message, connection };
}
