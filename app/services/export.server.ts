// "Export Data" (spec §2 Settings menu): the project as JSON, without any credentials.
import { ChatMessage, ChatSession, Connection, Dashboard, Definition, VerifiedAnswer } from "~db/models";
import { connectionJson } from "./connections.server";
import { messageJson, sessionJson } from "./chats.server";
import { getProject, type ProjectAccess } from "./projects.server";
import { widgetsOf } from "./dashboards.server";
import { definitionJson } from "./definitions.server";
import { verifiedAnswerJson } from "./verified-answers.server";
import { clientWidget } from "./widgets.server";

export async function exportProject(access: ProjectAccess) {
  const projectId = access.project.id;
  const [connections, dashboards, sessions, messages, definitions, verified] = await Promise.all([
    Connection.findAll({ where: { project_id: projectId }, order: [["created_at", "ASC"]] }),
    Dashboard.findAll({ where: { project_id: projectId }, order: [["created_at", "ASC"]] }),
    ChatSession.findAll({ where: { project_id: projectId }, order: [["created_at", "ASC"]] }),
    ChatMessage.findAll({ where: { project_id: projectId }, order: [["created_at", "ASC"]] }),
    Definition.findAll({ where: { project_id: projectId }, order: [["created_at", "ASC"]] }),
    VerifiedAnswer.findAll({ where: { project_id: projectId }, order: [["created_at", "ASC"]] }),
  ]);
  const exportDate = new Date();
  return {
    fileName: `${access.project.slug || access.project.name}-${exportDate.toISOString().slice(0, 10)}.json`,
    body: {
      exportDate: exportDate.toISOString(),
      version: "1.0",
      project: await getProject(access),
      connections: connections.map((connection) => {
        const { credentials: _credentials, ...rest } = connectionJson(connection, access.role);
        const own = <T extends { connection_id: string }>(row: T) => row.connection_id === connection.id;
        // What the team taught the product about this connection (issue 18) travels with it.
        return {
          ...rest,
          definitions: definitions.filter(own).map(definitionJson),
          verified_answers: verified.filter(own).map(verifiedAnswerJson),
        };
      }),
      dashboards: dashboards.map((dashboard) => ({
        id: dashboard.id,
        title: dashboard.title,
        description: dashboard.description,
        connection_id: dashboard.connection_id,
        widgets_config: { ...dashboard.widgets_config, widgets: widgetsOf(dashboard).map(clientWidget) },
        field_filters: dashboard.field_filters,
        is_template: dashboard.is_template,
        created_at: dashboard.created_at,
        updated_at: dashboard.updated_at,
      })),
      chats: sessions.map((session) => ({
        ...sessionJson(session),
        messages: messages.filter((message) => message.session_id === session.id).map(messageJson),
      })),
    },
  };
}
