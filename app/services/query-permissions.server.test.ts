// Who may ask, run and explain (spec §6, ADR 005: `create` on `query`), through the real HTTP API for owner, admin,
// editor, viewer, a signed-in outsider and a signed-out visitor; a stranger cannot file a question in the private chat;
// then a walk over every answer this file received, looking for secrets.
import { describe } from "vitest";
import {
  type Case,
  crossProjectReferences,
  noExistenceOracle,
  own,
  post,
  runMatrix,
  secretsNeverLeave,
} from "../../tests/support/permission-checks";
import { api, f, QUESTION, SQL, usePermissionWorld } from "../../tests/support/permission-world";

usePermissionWorld();

const QUERY_CASES: Case[] = [
  {
    route: "POST /api/query/translate-and-visualize",
    access: "create",
    auth: "required",
    ok: 202,
    call: post("/api/query/translate-and-visualize", () => ({ connectionId: f.sampleConnectionId, query: QUESTION })),
  },
  {
    route: "POST /api/query/natural-language",
    access: "create",
    auth: "required",
    ok: 200,
    call: post("/api/query/natural-language", () => ({ connectionId: f.sampleConnectionId, query: QUESTION })),
  },
  {
    route: "POST /api/query/execute",
    access: "create",
    auth: "required",
    ok: 200,
    call: post("/api/query/execute", () => ({ connectionId: f.sampleConnectionId, sql: SQL })),
  },
  {
    route: "POST /api/query/explain",
    access: "create",
    auth: "required",
    ok: 200,
    call: post("/api/query/explain", () => ({ connectionId: f.sampleConnectionId, query: SQL })),
  },
  {
    route: "GET /api/query/job/:id",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/query/job/${f.jobId}`),
  },
  {
    route: "GET /api/query/suggestions/:connectionId",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/query/suggestions/${f.sampleConnectionId}`),
  },
];

describe("permission matrix on a private project", () => runMatrix(QUERY_CASES));

noExistenceOracle([["/api/query/job/:id", (id) => `/api/query/job/${id()}`, () => f.jobId]]);

crossProjectReferences([
  [
    "a question on its own connection, filed in the private chat",
    404,
    () =>
      api.outsider("/api/query/translate-and-visualize", {
        method: "POST",
        body: { connectionId: own.connectionId, query: QUESTION, chatSessionId: f.chatId },
      }),
  ],
]);

describe("secrets never leave", () => secretsNeverLeave({ answers: 60 }));
