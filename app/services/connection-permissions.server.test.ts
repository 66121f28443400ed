// Who may call what on connections, their definitions and verified answers (spec §6, ADR 005 and 030), through the
// real HTTP API for owner, admin, editor, viewer, a signed-in outsider and a signed-out visitor; what a viewer and a
// stranger see of a connection (issue 35); then a walk over every answer this file received, looking for secrets.
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer } from "../../tests/support/recorder";
import {
  type Case,
  csvForm,
  noExistenceOracle,
  post,
  runMatrix,
  secretsNeverLeave,
  stillThere,
} from "../../tests/support/permission-checks";
import {
  api,
  connectPg,
  createProject,
  f,
  pgCredentials,
  secretPassword,
  secretRole,
  tag,
  usePermissionWorld,
  userDb,
  users,
} from "../../tests/support/permission-world";

usePermissionWorld({ throwaways: ["connection", "definition", "verifiedAnswer"] });

const CONNECTION_CASES: Case[] = [
  {
    route: "GET /api/connections/project/:id",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/connections/project/${f.projectId}`),
  },
  {
    route: "POST /api/connections",
    access: "create",
    auth: "required",
    ok: 201,
    call: post("/api/connections", (actor) => ({
      name: `Made by ${actor}`,
      type: "postgresql",
      credentials: pgCredentials,
      project_id: f.projectId,
    })),
  },
  {
    route: "GET /api/connections/:id",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/connections/${f.pgConnectionId}`),
  },
  {
    route: "PUT /api/connections/:id",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/connections/${f.pgConnectionId}`, { method: "PUT", body: { name: f.pgConnectionName } }),
  },
  {
    route: "DELETE /api/connections/:id",
    access: "delete",
    auth: "required",
    ok: 200,
    call: (c, actor) => c(`/api/connections/${f.throwaway[actor].connectionId}`, { method: "DELETE" }),
    verify: (actor, allowed) => stillThere(`/api/connections/${f.throwaway[actor].connectionId}`, allowed),
  },
  {
    route: "GET /api/connections/:id/verified-answers",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/connections/${f.pgConnectionId}/verified-answers`),
  },
  // Verified answers are SQL that answers questions: the right to ask questions.
  {
    route: "POST /api/connections/:id/verified-answers",
    access: "create",
    auth: "required",
    ok: 201,
    call: (c, actor) =>
      c(`/api/connections/${f.pgConnectionId}/verified-answers`, {
        method: "POST",
        body: { question: `one for ${actor}`, sql: "SELECT 1 AS one" },
      }),
  },
  {
    route: "DELETE /api/connections/:id/verified-answers/:answerId",
    access: "create",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/connections/${f.pgConnectionId}/verified-answers/${f.throwaway[actor].verifiedAnswerId}`, {
        method: "DELETE",
      }),
    verify: async (actor, allowed) => {
      const { body } = await users.owner.api(`/api/connections/${f.pgConnectionId}/verified-answers`);
      expect(body.data.some((v: { id: string }) => v.id === f.throwaway[actor].verifiedAnswerId)).toBe(!allowed);
    },
  },
  // Definitions describe the connection: viewers read them, those who may edit the connection write them (ADR 030).
  {
    route: "GET /api/connections/:id/definitions",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/connections/${f.pgConnectionId}/definitions`),
  },
  {
    route: "POST /api/connections/:id/definitions",
    access: "edit",
    auth: "required",
    ok: 201,
    call: (c, actor) =>
      c(`/api/connections/${f.pgConnectionId}/definitions`, {
        method: "POST",
        body: { kind: "term", name: `Term of ${actor} ${tag()}`, description: "Said once." },
      }),
  },
  {
    route: "GET /api/connections/:id/definitions/:definitionId",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/connections/${f.pgConnectionId}/definitions/${f.definitionId}`),
  },
  {
    route: "PUT /api/connections/:id/definitions/:definitionId",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/connections/${f.pgConnectionId}/definitions/${f.definitionId}`, {
        method: "PUT",
        body: { kind: "term", name: `Fiscal year of ${actor}`, description: "Starts in April." },
      }),
    verify: async (actor, allowed) => {
      const { body } = await users.owner.api(`/api/connections/${f.pgConnectionId}/definitions/${f.definitionId}`);
      if (!allowed) expect(body.data.name).not.toBe(`Fiscal year of ${actor}`);
    },
  },
  {
    route: "DELETE /api/connections/:id/definitions/:definitionId",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/connections/${f.pgConnectionId}/definitions/${f.throwaway[actor].definitionId}`, { method: "DELETE" }),
    verify: (actor, allowed) =>
      stillThere(`/api/connections/${f.pgConnectionId}/definitions/${f.throwaway[actor].definitionId}`, allowed),
  },
  {
    route: "POST /api/connections/:id/test",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/connections/${f.pgConnectionId}/test`, { method: "POST" }),
  },
  {
    route: "POST /api/database/connect",
    access: "create",
    auth: "required",
    ok: 201,
    call: post("/api/database/connect", (actor) => ({
      type: "postgresql",
      name: `Connected by ${actor}`,
      config: pgCredentials,
      project_id: f.projectId,
    })),
  },
  {
    route: "POST /api/database/connect/csv",
    access: "create",
    auth: "required",
    ok: 201,
    call: (c) => c("/api/database/connect/csv", { method: "POST", body: csvForm(f.projectId) }),
  },
  {
    route: "POST /api/database/samples/:id/connect",
    access: "create",
    auth: "required",
    ok: 201,
    call: post("/api/database/samples/ecommerce/connect", () => ({ project_id: f.projectId })),
  },
  {
    route: "GET /api/database/:id/metadata",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/database/${f.pgConnectionId}/metadata`),
  },
  {
    route: "GET /api/database/:id/tables",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/database/${f.pgConnectionId}/tables`),
  },
  {
    route: "GET /api/database/:id/model",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/database/${f.pgConnectionId}/model`),
  },
  // Disconnect only marks the connection inactive; the questions run on the sample connection.
  {
    route: "POST /api/database/:id/disconnect",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/database/${f.pgConnectionId}/disconnect`, { method: "POST" }),
  },
];

describe("permission matrix on a private project", () => runMatrix(CONNECTION_CASES));

noExistenceOracle([
  ["/api/connections/:id", (id) => `/api/connections/${id()}`, () => f.pgConnectionId],
  [
    "/api/connections/:id/verified-answers",
    (id) => `/api/connections/${id()}/verified-answers`,
    () => f.pgConnectionId,
  ],
  ["/api/database/:id/tables", (id) => `/api/database/${id()}/tables`, () => f.pgConnectionId],
]);

describe("connection details (issue 35)", () => {
  const open = { projectId: "", connectionId: "", name: `Open warehouse ${tag()}` };

  beforeAll(async () => {
    open.projectId = await createProject(`Open ${tag()}`, true);
    open.connectionId = await connectPg(open.projectId, open.name);
  });

  /** An answer holding a connection shows no address, login or privilege report. */
  function expectNameAndTypeOnly(answer: Answer) {
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    for (const detail of [secretRole, userDb.name, '"host"', '"port"', '"username"', '"privileges"', '"warnings"'])
      expect(answer.text).not.toContain(detail);
  }

  it.each(["anonymous", "outsider"] as const)(
    "shows %s a public project's connection by name and type only",
    async (actor) => {
      const one = await api[actor](`/api/connections/${open.connectionId}`);
      expectNameAndTypeOnly(one);
      expect(one.body.data).toEqual(
        expect.objectContaining({
          id: open.connectionId,
          name: open.name,
          type: "postgresql",
          credentials: null,
          metadata: null,
        }),
      );
      expectNameAndTypeOnly(await api[actor](`/api/connections/project/${open.projectId}`));
      const metadata = await api[actor](`/api/database/${open.connectionId}/metadata`);
      expectNameAndTypeOnly(metadata);
      expect(metadata.body.data.tables.map((t: { name: string }) => t.name)).toContain("salaries");
    },
  );

  it("shows a viewer a connection by name and type only, wherever it is listed", async () => {
    const one = await users.viewer.api(`/api/connections/${f.pgConnectionId}`);
    expectNameAndTypeOnly(one);
    expect(one.body.data).toEqual(
      expect.objectContaining({ name: f.pgConnectionName, type: "postgresql", credentials: null, metadata: null }),
    );
    expectNameAndTypeOnly(await users.viewer.api(`/api/connections/project/${f.projectId}`));
    expectNameAndTypeOnly(await users.viewer.api(`/api/database/${f.pgConnectionId}/metadata`));
    const everywhere = await users.viewer.api("/api/database/connections");
    expectNameAndTypeOnly(everywhere);
    expect(everywhere.body.data.map((c: { id: string }) => c.id)).toContain(f.pgConnectionId);
    const exported = await users.viewer.api(`/api/projects/${f.projectId}/export`);
    expect(exported.status).toBe(200);
    for (const detail of [secretRole, userDb.name, '"host"', '"privileges"'])
      expect(exported.text).not.toContain(detail);
  });

  it("keeps the details for editors and owners", async () => {
    for (const actor of ["editor", "owner"] as const) {
      const one = await api[actor](`/api/connections/${f.pgConnectionId}`);
      expect(one.status).toBe(200);
      expect(one.body.data.credentials).toEqual(
        expect.objectContaining({
          host: pgCredentials.host,
          port: pgCredentials.port,
          database: userDb.name,
          username: secretRole,
          password: "********",
        }),
      );
      expect(one.body.data.metadata).toEqual(
        expect.objectContaining({ host: pgCredentials.host, database: userDb.name }),
      );
      expect((await api[actor](`/api/connections/project/${f.projectId}`)).text).toContain(secretRole);
    }
  });
});

describe("secrets never leave", () => {
  it("answers an edit of a connection's password with the mask only, and keeps it out of the activity", async () => {
    const answer = await users.owner.api(`/api/connections/${f.pgConnectionId}`, {
      method: "PUT",
      body: { credentials: { password: secretPassword } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.credentials).toEqual(
      expect.objectContaining({ username: secretRole, password: "********" }),
    );
    const activity = await users.viewer.api(`/api/projects/${f.projectId}/activity?limit=200`);
    expect(activity.status).toBe(200);
    expect(activity.body.data.some((entry: { resource_id: string }) => entry.resource_id === f.pgConnectionId)).toBe(
      true,
    );
    expect(activity.text).not.toContain(secretPassword);
  });

  secretsNeverLeave({ answers: 200 });
});
