// The /api paths of the OpenAPI document, fed by the routes: each entry names the zod schemas its route exports as
// `body` / `query` (or shares from app/lib). A new /api route adds one entry; tests/openapi.test.ts fails until it does.
// The table lives among the routes so that app/utils builds the document without importing a route (ADR 062).
import type { ApiPaths } from "~/utils/openapi.server";
import { definitionInput } from "~/lib/definitions";
import { projectInputSchema } from "~/lib/validation";
import { columnEditsInput, previewInput } from "~/services/csv-columns.server";
import * as messageSql from "../api.chats.messages.$id.sql";
import * as recentMessages from "../api.chats.messages.recent";
import * as sessionMessages from "../api.chats.sessions.$id.messages";
import * as chatSession from "../api.chats.sessions.$id";
import * as autoCreateSession from "../api.chats.sessions.auto-create";
import * as chatSessions from "../api.chats.sessions";
import * as connection from "../api.connections.$id";
import * as verifiedAnswers from "../api.connections.$id.verified-answers";
import * as testConnection from "../api.connections.[test]";
import * as connections from "../api.connections";
import * as dashboardFieldFilters from "../api.dashboards.$id.field-filters";
import * as fieldFilterValues from "../api.dashboards.$id.field-filters.$filterId.values";
import * as dashboardFiltered from "../api.dashboards.$id.filtered";
import * as drill from "../api.drill";
import * as drillOptions from "../api.drill.options";
import * as dashboardLayout from "../api.dashboards.$id.layout";
import * as dashboardShares from "../api.dashboards.$id.shares";
import * as dashboardSchedules from "../api.dashboards.$id.schedules";
import * as schedule from "../api.schedules.$scheduleId";
import * as dashboard from "../api.dashboards.$id";
import * as dashboardWidgets from "../api.dashboards.$id.widgets";
import * as publicDashboard from "../api.dashboards.public.$token";
import * as publicFilterValues from "../api.dashboards.public.$token.field-filters.$filterId.values";
import * as dashboards from "../api.dashboards";
import * as databaseMetadata from "../api.database.$id.metadata";
import * as databaseModel from "../api.database.$id.model";
import * as databaseConnect from "../api.database.connect";
import * as sampleConnect from "../api.database.samples.$id.connect";
import * as testCredentials from "../api.database.test-connection";
import * as projectActivity from "../api.projects.$id.activity";
import * as projectMember from "../api.projects.$id.members.$userId";
import * as projectMembers from "../api.projects.$id.members";
import * as queryExecute from "../api.query.execute";
import * as queryExplain from "../api.query.explain";
import * as naturalLanguage from "../api.query.natural-language";
import * as translateAndVisualize from "../api.query.translate-and-visualize";
import * as simpleDashboard from "../api.simple-dashboard.generate";
import * as welcomeDashboard from "../api.welcome-dashboard.generate";

/** Every /api path (OpenAPI template syntax) and the methods its route handles. */
export const API: ApiPaths = {
  "/api/health": { GET: { summary: "Liveness and the product's version", public: true } },
  "/api/openapi.json": { GET: { summary: "This document", public: true } },
  "/api/health/detailed": { GET: { summary: "Database, queue and worker status", public: true } },

  "/api/projects": {
    GET: { summary: "Projects the user belongs to" },
    POST: { summary: "Create a project", body: projectInputSchema },
  },
  "/api/projects/personal": { GET: { summary: "The user's personal project, created on first use" } },
  "/api/projects/{id}": {
    GET: { summary: "A project with the user's role and usage" },
    PUT: { summary: "Rename or describe a project", body: projectInputSchema.partial() },
    DELETE: { summary: "Delete a project and everything in it" },
  },
  "/api/projects/{id}/usage": {
    GET: { summary: "Connections and dashboards counted against the limits", public: true },
  },
  "/api/projects/{id}/activity": { GET: { summary: "Recent activity in the project", query: projectActivity.query } },
  "/api/projects/{id}/export": { GET: { summary: "The project as a JSON file (members only)" } },
  "/api/projects/{id}/members": {
    GET: { summary: "Members and their roles" },
    POST: { summary: "Invite someone by e-mail", body: projectMembers.body },
  },
  "/api/projects/{id}/members/{userId}": {
    PATCH: { summary: "Change a member's role", body: projectMember.body },
    DELETE: { summary: "Remove a member" },
  },
  "/api/projects/{id}/invitations": { GET: { summary: "Pending invitations with their links" } },
  "/api/projects/{id}/invitations/{invitationId}": { DELETE: { summary: "Revoke an invitation" } },
  "/api/invitations/{token}/accept": { POST: { summary: "Accept an invitation as the invited, verified address" } },

  "/api/connections": { POST: { summary: "Save a database connection", body: connections.body } },
  "/api/connections/test": { POST: { summary: "Test credentials before saving them", body: testConnection.body } },
  "/api/connections/project/{id}": { GET: { summary: "A project's connections", public: true } },
  "/api/connections/{id}": {
    GET: { summary: "A connection (credentials without the password)", public: true },
    PUT: { summary: "Rename, switch on or off, or change credentials", body: connection.body },
    DELETE: { summary: "Delete a connection" },
  },
  "/api/connections/{id}/test": { POST: { summary: "Test a saved connection and record its status" } },
  "/api/connections/{id}/verified-answers": {
    GET: { summary: "The connection's verified answers" },
    POST: { summary: "Store a question and the SQL that answers it correctly", body: verifiedAnswers.body },
  },
  "/api/connections/{id}/verified-answers/{answerId}": { DELETE: { summary: "Delete a verified answer" } },
  "/api/connections/{id}/definitions": {
    GET: {
      summary:
        "The connection's definitions (metrics, segments, terms, names, relationships) and the engine's suggestions",
    },
    POST: { summary: "Add a definition; its SQL is checked through the guard with LIMIT 0", body: definitionInput },
  },
  "/api/connections/{id}/definitions/{definitionId}": {
    GET: { summary: "One definition" },
    PUT: { summary: "Replace a definition", body: definitionInput },
    DELETE: { summary: "Delete a definition" },
  },

  "/api/database/connect": { POST: { summary: "Connect a PostgreSQL or MySQL database", body: databaseConnect.body } },
  "/api/database/connect/csv": {
    POST: { summary: "Upload a CSV file as a connection (multipart/form-data, field csvFile)", produces: "multipart" },
  },
  "/api/database/connect/xlsx": {
    POST: {
      summary:
        "Upload an Excel workbook as a connection, each sheet with a header row a table (multipart/form-data, field xlsxFile; ADR 051)",
      produces: "multipart",
    },
  },
  "/api/database/test-connection": { POST: { summary: "Test credentials", body: testCredentials.body } },
  "/api/database/connections": { GET: { summary: "The user's connections in the selected project" } },
  "/api/database/{id}/columns": {
    GET: {
      summary:
        "A CSV connection's columns with the values left empty and spellings to merge; with index and type, a preview of a type change",
      query: previewInput,
      public: true,
    },
    POST: {
      summary: "Change a CSV connection's column types or merge spellings (owner, admin, editor)",
      body: columnEditsInput,
    },
  },
  "/api/database/{id}/disconnect": { POST: { summary: "Mark a connection inactive" } },
  "/api/database/{id}/metadata": {
    GET: { summary: "Tables, columns and row counts", query: databaseMetadata.query, public: true },
  },
  "/api/database/{id}/model": {
    GET: {
      summary: "The data model the engine derives (keys, relationships, measures)",
      query: databaseModel.query,
      public: true,
    },
  },
  "/api/database/{id}/tables": { GET: { summary: "Table names", public: true } },
  "/api/database/samples": { GET: { summary: "Sample databases", public: true } },
  "/api/database/samples/{id}": { GET: { summary: "One sample database", public: true } },
  "/api/database/samples/{id}/test": { POST: { summary: "Test that a sample database is reachable", public: true } },
  "/api/database/samples/{id}/connect": {
    POST: { summary: "Add a sample database as a connection", body: sampleConnect.body },
  },

  "/api/chats/sessions": { POST: { summary: "Start a chat", body: chatSessions.body } },
  "/api/chats/sessions/auto-create": {
    POST: { summary: "Start a chat titled from its first question", body: autoCreateSession.body },
  },
  "/api/chats/sessions/project/{id}": { GET: { summary: "A project's chats", public: true } },
  "/api/chats/sessions/{id}": {
    GET: { summary: "A chat with its questions and answers", public: true },
    PUT: { summary: "Rename or pin a chat", body: chatSession.body },
    DELETE: { summary: "Delete a chat" },
  },
  "/api/chats/sessions/{id}/messages": { POST: { summary: "Ask a question in a chat", body: sessionMessages.body } },
  "/api/chats/messages/recent": { GET: { summary: "The user's recent questions", query: recentMessages.query } },
  "/api/chats/messages/{id}/sql": {
    POST: { summary: "Run edited SQL as the chat's next answer", body: messageSql.body },
  },
  "/api/chats/messages/{id}/verify": { POST: { summary: "Mark an answer as correct (a verified answer)" } },
  "/api/chats/messages/{id}/result.csv": { GET: { summary: "The answer's full result as CSV", produces: "text/csv" } },

  "/api/query/natural-language": { POST: { summary: "Translate a question to SQL", body: naturalLanguage.body } },
  "/api/query/translate-and-visualize": {
    POST: {
      summary:
        "Queue a question: translation, execution and chart (202, then poll the job; 429 RATE_LIMITED while the user has USER_MAX_QUESTIONS unfinished)",
      body: translateAndVisualize.body,
    },
  },
  "/api/query/job/{id}": { GET: { summary: "A queued question's status and answer" } },
  "/api/query/execute": { POST: { summary: "Run SQL through the guard, read-only", body: queryExecute.body } },
  "/api/query/explain": { POST: { summary: "Explain SQL in words", body: queryExplain.body } },
  "/api/query/suggestions/{connectionId}": { GET: { summary: "Questions to try on a connection", public: true } },
  "/api/drill/options": {
    POST: {
      summary: "What a click on a chart's point may lead to: its filter in words, rows, breakdowns",
      body: drillOptions.body,
    },
  },
  "/api/drill": {
    POST: {
      summary:
        "Queue a drill-through from a chart (202, then poll the job): its rows or a breakdown, in a chat or kept nowhere",
      body: drill.body,
    },
  },

  "/api/dashboards": { POST: { summary: "Create a dashboard", body: dashboards.body } },
  "/api/dashboards/project/{id}": { GET: { summary: "A project's dashboards", public: true } },
  "/api/dashboards/{id}": {
    GET: { summary: "A dashboard and its widgets", public: true },
    PUT: { summary: "Change a dashboard's title, description or widgets", body: dashboard.body },
    DELETE: { summary: "Delete a dashboard" },
  },
  "/api/dashboards/{id}/filtered": {
    GET: {
      summary: "The dashboard's widgets re-run over a period and for field filters' values (f.<filter id>, repeated)",
      query: dashboardFiltered.query,
    },
  },
  "/api/dashboards/{id}/field-filters": {
    GET: { summary: "The dashboard's field filters, and the dimensions owners and editors may add" },
    POST: { summary: "Add a field filter on a dimension of the data model", body: dashboardFieldFilters.body },
  },
  "/api/dashboards/{id}/field-filters/{filterId}": { DELETE: { summary: "Remove a field filter" } },
  "/api/dashboards/{id}/field-filters/{filterId}/values": {
    GET: { summary: "A field filter's values, searched on the server", query: fieldFilterValues.query },
  },
  "/api/dashboards/{id}/layout": {
    PUT: { summary: "Save the widgets' positions and sizes", body: dashboardLayout.body },
  },
  "/api/dashboards/{id}/widgets": { PATCH: { summary: "Add a widget", body: dashboardWidgets.body } },
  "/api/dashboards/{id}/widgets/{widgetId}": { DELETE: { summary: "Remove a widget" } },
  "/api/dashboards/{id}/widgets/{widgetId}/refresh": { POST: { summary: "Re-run a widget's query" } },
  "/api/dashboards/{id}/shares": {
    GET: { summary: "The dashboard's public links" },
    POST: { summary: "Create a public link, optionally with a password and an expiry", body: dashboardShares.body },
  },
  "/api/dashboards/shares/{shareId}": { DELETE: { summary: "Revoke a public link" } },
  "/api/dashboards/{id}/schedules": {
    GET: { summary: "The dashboard's e-mail subscriptions and KPI alerts, with their next run and last delivery" },
    POST: {
      summary: "Subscribe project members to the dashboard by e-mail, or set an alert on one of its KPIs",
      body: dashboardSchedules.body,
    },
  },
  "/api/schedules/{scheduleId}": {
    PATCH: { summary: "Pause or resume a subscription or alert", body: schedule.body },
    DELETE: { summary: "Delete a subscription or alert" },
  },
  "/api/dashboards/public/{token}": {
    GET: { summary: "A shared dashboard (password in the X-Share-Password header)", public: true },
    POST: { summary: "A shared dashboard, the password in the body", body: publicDashboard.body, public: true },
  },
  "/api/dashboards/public/{token}/field-filters/{filterId}/values": {
    GET: {
      summary: "A shared dashboard's filter values, when its share allows filtering",
      query: publicFilterValues.query,
      public: true,
    },
  },

  "/api/welcome-dashboard/generate": {
    POST: { summary: "Queue the generation of a dashboard for a connection", body: welcomeDashboard.body },
  },
  "/api/welcome-dashboard/status/{id}": { GET: { summary: "A generation's status" } },
  "/api/welcome-dashboard/preview/{id}": { GET: { summary: "A generated dashboard before it is saved" } },
  "/api/welcome-dashboard/dashboard/{id}": { GET: { summary: "The generated dashboard" } },
  "/api/welcome-dashboard/regenerate/{id}": { POST: { summary: "Generate again" } },
  "/api/simple-dashboard/generate": { POST: { summary: "Queue a quick dashboard", body: simpleDashboard.body } },
  "/api/simple-dashboard/status/{id}": { GET: { summary: "A quick dashboard's status" } },
  "/api/simple-dashboard/{id}": { GET: { summary: "A quick dashboard" } },
};
