// Who may call what on chats (spec §6, ADR 005), through the real HTTP API for owner, admin, editor, viewer, a
// signed-in outsider and a signed-out visitor; a stranger cannot file its chats on the private connection; then a walk
// over every answer this file received, looking for secrets.
import { describe } from "vitest";
import {
  type Case,
  crossProjectReferences,
  noExistenceOracle,
  own,
  post,
  runMatrix,
  secretsNeverLeave,
  stillThere,
} from "../../tests/support/permission-checks";
import { api, f, QUESTION, usePermissionWorld } from "../../tests/support/permission-world";

usePermissionWorld({ throwaways: ["chat"] });

const CHAT_CASES: Case[] = [
  {
    route: "GET /api/chats/sessions/project/:id",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/chats/sessions/project/${f.projectId}`),
  },
  {
    route: "POST /api/chats/sessions",
    access: "create",
    auth: "required",
    ok: 201,
    call: post("/api/chats/sessions", (actor) => ({
      title: `Chat of ${actor}`,
      project_id: f.projectId,
      connectionIds: [f.sampleConnectionId],
    })),
  },
  {
    route: "POST /api/chats/sessions/auto-create",
    access: "create",
    auth: "required",
    ok: 201,
    call: post("/api/chats/sessions/auto-create", () => ({
      project_id: f.projectId,
      connectionId: f.sampleConnectionId,
      query: QUESTION,
    })),
  },
  {
    route: "GET /api/chats/sessions/:id",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/chats/sessions/${f.chatId}`),
  },
  {
    route: "PUT /api/chats/sessions/:id",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/chats/sessions/${f.chatId}`, { method: "PUT", body: { title: f.chatTitle } }),
  },
  {
    route: "DELETE /api/chats/sessions/:id",
    access: "delete",
    auth: "required",
    ok: 200,
    call: (c, actor) => c(`/api/chats/sessions/${f.throwaway[actor].chatId}`, { method: "DELETE" }),
    verify: (actor, allowed) => stillThere(`/api/chats/sessions/${f.throwaway[actor].chatId}`, allowed),
  },
  {
    route: "POST /api/chats/sessions/:id/messages",
    access: "create",
    auth: "required",
    ok: 201,
    call: (c, actor) =>
      c(`/api/chats/sessions/${f.chatId}/messages`, {
        method: "POST",
        body: { natural_language: `note from ${actor}` },
      }),
  },
  {
    route: "GET /api/chats/messages/:id/result.csv",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/chats/messages/${f.messageId}/result.csv`),
  },
];

describe("permission matrix on a private project", () => runMatrix(CHAT_CASES));

noExistenceOracle([
  ["/api/chats/sessions/:id", (id) => `/api/chats/sessions/${id()}`, () => f.chatId],
  ["/api/chats/messages/:id/result.csv", (id) => `/api/chats/messages/${id()}/result.csv`, () => f.messageId],
]);

crossProjectReferences([
  [
    "a chat on the private connection",
    400,
    () =>
      api.outsider("/api/chats/sessions", {
        method: "POST",
        body: { title: "Mine", project_id: own.projectId, connectionIds: [f.sampleConnectionId] },
      }),
  ],
  [
    "an auto-created chat on the private connection",
    400,
    () =>
      api.outsider("/api/chats/sessions/auto-create", {
        method: "POST",
        body: { project_id: own.projectId, connectionId: f.sampleConnectionId, query: QUESTION },
      }),
  ],
]);

describe("secrets never leave", () => secretsNeverLeave({ answers: 90 }));
