// Who may call what on a project (spec §6, ADR 005 and 013), through the real HTTP API: each project route and method
// for owner, admin, editor, viewer, a signed-in outsider and a signed-out visitor; granting roles; a public project;
// the routes no project scopes; then a walk over every answer this file received, looking for secrets. The world and
// the matrix are shared with the other resources' permission tests (tests/support/permission-world.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../harness/clients";
import { tokenOf } from "../../tests/support/members";
import { sampleReaderPassword } from "./crypto.server";
import { type Answer, type Api } from "../../tests/support/recorder";
import {
  type Case,
  csvForm,
  expectNoLeak,
  get,
  noExistenceOracle,
  post,
  roleIn,
  runMatrix,
  secretsNeverLeave,
  stillThere,
  type UserCase,
} from "../../tests/support/permission-checks";
import {
  ACTORS,
  addMembers,
  api,
  connectSample,
  createChat,
  created,
  createProject,
  ERROR_CODE,
  f,
  type Member,
  pgCredentials,
  QUESTION,
  rec,
  secretPassword,
  secretRole,
  SQL,
  tag,
  usePermissionWorld,
  users,
} from "../../tests/support/permission-world";

usePermissionWorld({ throwaways: ["project", "invitation"] });

const PROJECT_CASES: Case[] = [
  {
    route: "GET /api/projects/:id",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/projects/${f.projectId}`),
  },
  {
    route: "PUT /api/projects/:id",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/projects/${f.projectId}`, { method: "PUT", body: { description: `edited by ${actor}` } }),
    verify: async (actor, allowed) => {
      const { body } = await users.owner.api(`/api/projects/${f.projectId}`);
      if (!allowed) expect(body.data.description).not.toBe(`edited by ${actor}`);
    },
  },
  {
    // Publishing opens the project to anyone: owners and admins only (ADR 013). Each actor its own copy.
    route: "PUT /api/projects/:id (is_public)",
    access: "manage",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/projects/${f.throwaway[actor].projectId}`, { method: "PUT", body: { is_public: true } }),
    verify: async (actor, allowed) => {
      const { body } = await users.owner.api(`/api/projects/${f.throwaway[actor].projectId}`);
      expect(body.data.is_public).toBe(allowed);
    },
  },
  {
    route: "PATCH /api/projects/:id/members/:userId",
    access: "manage",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/projects/${f.throwaway[actor].projectId}/members/${users.extra.user.id}`, {
        method: "PATCH",
        body: { role: "editor" },
      }),
    verify: async (actor, allowed) =>
      expect(await roleIn(f.throwaway[actor].projectId, users.extra.user.id)).toBe(allowed ? "editor" : "viewer"),
  },
  {
    route: "DELETE /api/projects/:id/members/:userId",
    access: "manage",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/projects/${f.throwaway[actor].projectId}/members/${users.extra.user.id}`, { method: "DELETE" }),
    verify: async (actor, allowed) =>
      expect(await roleIn(f.throwaway[actor].projectId, users.extra.user.id)).toEqual(
        allowed ? undefined : expect.any(String),
      ),
  },
  {
    route: "GET /api/projects/:id/invitations",
    access: "manage",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/projects/${f.projectId}/invitations`),
  },
  {
    route: "DELETE /api/projects/:id/invitations/:invitationId",
    access: "manage",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/projects/${f.projectId}/invitations/${f.throwaway[actor].invitationId}`, { method: "DELETE" }),
    verify: async (actor, allowed) => {
      const { body } = await users.owner.api(`/api/projects/${f.projectId}/invitations`);
      expect(body.data.some((invitation: { id: string }) => invitation.id === f.throwaway[actor].invitationId)).toBe(
        !allowed,
      );
    },
  },
  {
    route: "DELETE /api/projects/:id",
    access: "delete",
    auth: "required",
    ok: 200,
    call: (c, actor) => c(`/api/projects/${f.throwaway[actor].projectId}`, { method: "DELETE" }),
    verify: (actor, allowed) => stillThere(`/api/projects/${f.throwaway[actor].projectId}`, allowed),
  },
  {
    route: "GET /api/projects/:id/usage",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/projects/${f.projectId}/usage`),
  },
  {
    route: "GET /api/projects/:id/activity",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/projects/${f.projectId}/activity?limit=100`),
  },
  {
    route: "GET /api/projects/:id/export",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/projects/${f.projectId}/export`),
  },
  {
    route: "GET /api/projects/:id/members",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/projects/${f.projectId}/members`),
  },
  {
    route: "POST /api/projects/:id/members",
    access: "create",
    auth: "required",
    ok: 201,
    // An invitation for a new address: editors may invite viewers (canAssignRole), viewers may not.
    call: (c, actor) =>
      c(`/api/projects/${f.projectId}/members`, {
        method: "POST",
        body: { email: `invitee-${actor}-${tag()}@example.com`, role: "viewer" },
      }),
  },
];

describe("permission matrix on a private project", () => runMatrix(PROJECT_CASES));

noExistenceOracle([
  ["/api/projects/:id", (id) => `/api/projects/${id()}`, () => f.projectId],
  ["/api/projects/:id/members", (id) => `/api/projects/${id()}/members`, () => f.projectId],
  ["/api/projects/:id/invitations", (id) => `/api/projects/${id()}/invitations`, () => f.projectId],
]);

// Not project-scoped: any signed-in user may call these; their lists cover the caller's projects only.
const USER_CASES: UserCase[] = [
  { route: "GET /api/projects", ok: 200, call: get("/api/projects"), memberSees: () => f.projectId },
  {
    route: "POST /api/projects",
    ok: 201,
    call: post("/api/projects", (actor) => ({ name: `Own project of ${actor}` })),
  },
  { route: "GET /api/projects/personal", ok: 200, call: get("/api/projects/personal") },
  {
    route: "GET /api/database/connections",
    ok: 200,
    call: get("/api/database/connections"),
    memberSees: () => f.sampleConnectionId,
  },
  {
    route: "GET /api/chats/messages/recent",
    ok: 200,
    call: get("/api/chats/messages/recent?limit=100"),
    memberSees: () => f.messageId,
  },
  {
    route: "POST /api/connections/test",
    ok: 200,
    call: post("/api/connections/test", () => ({ type: "postgresql", credentials: pgCredentials })),
  },
  {
    route: "POST /api/database/test-connection",
    ok: 200,
    call: post("/api/database/test-connection", () => ({ type: "postgresql", name: "Probe", config: pgCredentials })),
  },
  { route: "GET /auth/profile", ok: 200, call: get("/auth/profile") },
  {
    route: "PUT /auth/profile",
    ok: 200,
    call: (c) => c("/auth/profile", { method: "PUT", body: { niche: "Retail analytics" } }),
  },
];

// Open to everyone, signed in or not.
const OPEN_CASES: UserCase[] = [
  { route: "GET /api/health", ok: 200, call: get("/api/health") },
  { route: "GET /api/health/detailed", ok: 200, call: get("/api/health/detailed") },
  { route: "GET /api/database/samples", ok: 200, call: get("/api/database/samples") },
  { route: "GET /api/database/samples/:id", ok: 200, call: get("/api/database/samples/ecommerce") },
  {
    route: "POST /api/database/samples/:id/test",
    ok: 200,
    call: post("/api/database/samples/ecommerce/test", () => undefined),
  },
  { route: "GET /api/* (no such endpoint)", ok: 404, call: get("/api/no-such-endpoint") },
  { route: "POST /api/* (no such endpoint)", ok: 404, call: post("/api/no-such-endpoint", () => ({})) },
];

describe("routes that are not scoped to a project", () => {
  for (const c of USER_CASES) {
    it.each(ACTORS.map((actor) => [actor, actor === "anonymous" ? 401 : c.ok] as const))(
      `${c.route}: %s → %i`,
      async (actor, expected) => {
        const answer = await c.call(api[actor], actor);
        expect(answer.status, answer.text.slice(0, 300)).toBe(expected);
        if (actor === "outsider" || actor === "anonymous") expectNoLeak(answer, `${c.route} as ${actor}`);
        if (c.memberSees && actor !== "outsider" && actor !== "anonymous")
          expect(answer.text).toContain(c.memberSees());
      },
    );
  }
  for (const c of OPEN_CASES) {
    it.each(ACTORS)(`${c.route}: %s → ${c.ok}`, async (actor) => {
      const answer = await c.call(api[actor], actor);
      expect(answer.status, answer.text.slice(0, 300)).toBe(c.ok);
      expect(answer.body.success).toBe(c.ok < 300);
      expectNoLeak(answer, `${c.route} as ${actor}`);
    });
  }
});

describe("granting roles", () => {
  const invite = (actor: Member, role: string, email = `grant-${tag()}@example.com`) =>
    api[actor](`/api/projects/${f.projectId}/members`, { method: "POST", body: { email, role } });

  it("lets an editor invite editors and viewers, but not admins, and gives it no link", async () => {
    const editorInvite = await invite("editor", "editor");
    expect(editorInvite.status).toBe(201);
    expect(editorInvite.text).not.toContain("/invite/");
    expect((await invite("editor", "viewer")).status).toBe(201);
    const refused = await invite("editor", "admin");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("AUTHORIZATION_ERROR");
  });

  it("lets an admin grant admin", async () => {
    expect((await invite("admin", "admin")).status).toBe(201);
  });

  it("never grants the owner role, nor changes the owner's", async () => {
    expect((await invite("owner", "owner")).status).toBe(400);
    expect((await invite("admin", "viewer", users.owner.user.email)).status).toBe(409);
  });

  it("refuses an editor who changes an admin's role, and keeps the admin an admin", async () => {
    // On a project of its own: if the change went through, the matrix's admin would be demoted.
    const projectId = await createProject(`Roles ${tag()}`);
    await addMembers(projectId);
    const demote = await api.editor(`/api/projects/${projectId}/members/${users.admin.user.id}`, {
      method: "PATCH",
      body: { role: "viewer" },
    });
    expect(demote.status, demote.text).toBe(403);
    expect(demote.body.error.code).toBe("AUTHORIZATION_ERROR");
    const reinvite = await api.editor(`/api/projects/${projectId}/members`, {
      method: "POST",
      body: { email: users.admin.user.email, role: "viewer" },
    });
    // Inviting a member's address again is not a way to change a role.
    expect(reinvite.status, reinvite.text).toBe(409);
    const { body } = await users.owner.api(`/api/projects/${projectId}/members`);
    expect(body.data.members.find((m: { user_id: string }) => m.user_id === users.admin.user.id).role).toBe("admin");
  });

  it("applies an invitation at e-mail verification, not at sign-up (ADR 005)", async () => {
    const email = `invited-${tag()}@example.com`;
    expect((await invite("owner", "editor", email)).status).toBe(201);
    const signup = await api.anonymous("/auth/signup", {
      method: "POST",
      body: { email, name: "Ivy", password: PASSWORD },
    });
    expect(signup.status).toBe(201);
    const unverified = rec.as(signup.body.data.tokens.accessToken);
    const project = await unverified(`/api/projects/${f.projectId}`);
    expect(project.status).toBe(404);
    expectNoLeak(project, "an unverified invitee");
  });

  it("honours an invitation link only for the invited address: every actor here is refused", async () => {
    const email = `only-${tag()}@example.com`;
    const { invitation } = await created(await invite("owner", "viewer", email), "invite");
    for (const actor of ACTORS) {
      const answer = await api[actor](`/api/invitations/${tokenOf(invitation.link)}/accept`, { method: "POST" });
      expect(answer.status, `${actor}: ${answer.text.slice(0, 300)}`).toBe(actor === "anonymous" ? 401 : 403);
      expect(answer.body.error.code).toBe(actor === "anonymous" ? "AUTHENTICATION_ERROR" : "AUTHORIZATION_ERROR");
    }
    const { body } = await users.owner.api(`/api/projects/${f.projectId}/invitations`);
    expect(body.data).toContainEqual(expect.objectContaining({ id: invitation.id, status: "pending" }));
    expect(await roleIn(f.projectId, users.outsider.user.id)).toBeUndefined();
  });

  it("refuses a viewer who promotes itself, and keeps it a viewer", async () => {
    expect((await invite("viewer", "admin", users.viewer.user.email)).status).toBe(403);
    const promote = await api.viewer(`/api/projects/${f.projectId}/members/${users.viewer.user.id}`, {
      method: "PATCH",
      body: { role: "admin" },
    });
    expect(promote.status).toBe(403);
    const { body } = await users.owner.api(`/api/projects/${f.projectId}/members`);
    expect(body.data.members.find((m: { user_id: string }) => m.user_id === users.viewer.user.id).role).toBe("viewer");
  });
});

describe("a public project", () => {
  const pub = {
    projectId: "",
    name: `Open Data ${tag()}`,
    connectionId: "",
    chatId: "",
    chatTitle: `Public chat ${tag()}`,
    invitationId: "",
  };

  beforeAll(async () => {
    pub.projectId = await createProject(pub.name, true);
    const invited = await created(
      await users.owner.api(`/api/projects/${pub.projectId}/members`, {
        method: "POST",
        body: { email: `open-${tag()}@example.com`, role: "viewer" },
      }),
      "invite",
    );
    pub.invitationId = invited.invitation.id;
    pub.connectionId = await connectSample(pub.projectId);
    pub.chatId = await createChat(pub.projectId, pub.chatTitle, pub.connectionId);
  });

  const WRITES: Array<[string, (caller: Api) => Promise<Answer>]> = [
    [
      "PUT /api/projects/:id",
      (c) => c(`/api/projects/${pub.projectId}`, { method: "PUT", body: { name: "Hijacked" } }),
    ],
    ["DELETE /api/projects/:id", (c) => c(`/api/projects/${pub.projectId}`, { method: "DELETE" })],
    [
      "POST /api/projects/:id/members",
      (c) =>
        c(`/api/projects/${pub.projectId}/members`, {
          method: "POST",
          body: { email: `gate-${tag()}@example.com`, role: "viewer" },
        }),
    ],
    [
      "PUT /api/projects/:id (is_public)",
      (c) => c(`/api/projects/${pub.projectId}`, { method: "PUT", body: { is_public: false } }),
    ],
    [
      "PATCH /api/projects/:id/members/:userId",
      (c) =>
        c(`/api/projects/${pub.projectId}/members/${users.owner.user.id}`, {
          method: "PATCH",
          body: { role: "viewer" },
        }),
    ],
    [
      "DELETE /api/projects/:id/members/:userId",
      (c) => c(`/api/projects/${pub.projectId}/members/${users.owner.user.id}`, { method: "DELETE" }),
    ],
    ["GET /api/projects/:id/invitations", (c) => c(`/api/projects/${pub.projectId}/invitations`)],
    [
      "DELETE /api/projects/:id/invitations/:invitationId",
      (c) => c(`/api/projects/${pub.projectId}/invitations/${pub.invitationId}`, { method: "DELETE" }),
    ],
    [
      "POST /api/connections",
      (c) =>
        c("/api/connections", {
          method: "POST",
          body: { name: "Intruder", type: "postgresql", credentials: pgCredentials, project_id: pub.projectId },
        }),
    ],
    [
      "POST /api/database/connect",
      (c) =>
        c("/api/database/connect", {
          method: "POST",
          body: { name: "Intruder", type: "postgresql", config: pgCredentials, project_id: pub.projectId },
        }),
    ],
    [
      "POST /api/database/connect/csv",
      (c) => c("/api/database/connect/csv", { method: "POST", body: csvForm(pub.projectId) }),
    ],
    [
      "POST /api/database/samples/:id/connect",
      (c) => c("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: pub.projectId } }),
    ],
    [
      "PUT /api/connections/:id",
      (c) => c(`/api/connections/${pub.connectionId}`, { method: "PUT", body: { name: "Hijacked" } }),
    ],
    ["DELETE /api/connections/:id", (c) => c(`/api/connections/${pub.connectionId}`, { method: "DELETE" })],
    ["POST /api/database/:id/disconnect", (c) => c(`/api/database/${pub.connectionId}/disconnect`, { method: "POST" })],
    [
      "POST /api/chats/sessions",
      (c) =>
        c("/api/chats/sessions", {
          method: "POST",
          body: { title: "Intruder", project_id: pub.projectId, connectionIds: [pub.connectionId] },
        }),
    ],
    [
      "POST /api/chats/sessions/auto-create",
      (c) =>
        c("/api/chats/sessions/auto-create", {
          method: "POST",
          body: { project_id: pub.projectId, connectionId: pub.connectionId, query: QUESTION },
        }),
    ],
    [
      "PUT /api/chats/sessions/:id",
      (c) => c(`/api/chats/sessions/${pub.chatId}`, { method: "PUT", body: { title: "Hijacked" } }),
    ],
    ["DELETE /api/chats/sessions/:id", (c) => c(`/api/chats/sessions/${pub.chatId}`, { method: "DELETE" })],
    [
      "POST /api/chats/sessions/:id/messages",
      (c) => c(`/api/chats/sessions/${pub.chatId}/messages`, { method: "POST", body: { natural_language: "spam" } }),
    ],
    [
      "POST /api/query/translate-and-visualize",
      (c) =>
        c("/api/query/translate-and-visualize", {
          method: "POST",
          body: { connectionId: pub.connectionId, query: QUESTION },
        }),
    ],
    [
      "POST /api/query/natural-language",
      (c) =>
        c("/api/query/natural-language", { method: "POST", body: { connectionId: pub.connectionId, query: QUESTION } }),
    ],
    [
      "POST /api/query/execute",
      (c) => c("/api/query/execute", { method: "POST", body: { connectionId: pub.connectionId, sql: SQL } }),
    ],
    [
      "POST /api/query/explain",
      (c) => c("/api/query/explain", { method: "POST", body: { connectionId: pub.connectionId, query: SQL } }),
    ],
    [
      "POST /api/dashboards",
      (c) => c("/api/dashboards", { method: "POST", body: { project_id: pub.projectId, title: "Intruder" } }),
    ],
    [
      "POST /api/welcome-dashboard/generate",
      (c) => c("/api/welcome-dashboard/generate", { method: "POST", body: { connectionId: pub.connectionId } }),
    ],
    [
      "POST /api/simple-dashboard/generate",
      (c) => c("/api/simple-dashboard/generate", { method: "POST", body: { connectionId: pub.connectionId } }),
    ],
  ];

  describe.each(["anonymous", "outsider"] as const)("as %s", (actor) => {
    it("reads the project, as a viewer", async () => {
      const { status, body } = await api[actor](`/api/projects/${pub.projectId}`);
      expect(status).toBe(200);
      expect(body.data).toEqual(
        expect.objectContaining({ id: pub.projectId, name: pub.name, is_public: true, userRole: "viewer" }),
      );
    });

    it("lists its connections and its chats, and opens them", async () => {
      const connections = await api[actor](`/api/connections/project/${pub.projectId}`);
      expect(connections.status).toBe(200);
      expect(connections.body.data.map((c: { id: string }) => c.id)).toEqual([pub.connectionId]);
      const chats = await api[actor](`/api/chats/sessions/project/${pub.projectId}`);
      expect(chats.status).toBe(200);
      expect(chats.body.data.map((c: { id: string }) => c.id)).toEqual([pub.chatId]);
      expect((await api[actor](`/api/connections/${pub.connectionId}`)).status).toBe(200);
      expect((await api[actor](`/api/chats/sessions/${pub.chatId}`)).body.data.title).toBe(pub.chatTitle);
      const dashboards = await api[actor](`/api/dashboards/project/${pub.projectId}`);
      expect(dashboards.status).toBe(200);
      expect(dashboards.body.data).toEqual([]);
    });

    const expected = actor === "anonymous" ? 401 : 403;
    it.each(WRITES)(`is refused %s with ${expected}`, async (_route, call) => {
      const answer = await call(api[actor]);
      expect(answer.status, answer.text.slice(0, 300)).toBe(expected);
      expect(answer.body.error.code).toBe(ERROR_CODE[expected]);
    });
  });

  it('stays private when is_public arrives as the string "false"', async () => {
    const answer = await users.owner.api("/api/projects", {
      method: "POST",
      body: { name: `Not public ${tag()}`, is_public: "false" },
    });
    if (answer.status === 400) return; // refusing the string is as good as reading it right
    expect(answer.status).toBe(201);
    expect(answer.body.data.is_public, 'is_public "false" made the project public').toBe(false);
    expect((await api.anonymous(`/api/projects/${answer.body.data.id}`)).status).toBe(404);
  });

  it("still has its name, visibility, owner, invitation, connection and chat after every refused write", async () => {
    const project = await users.owner.api(`/api/projects/${pub.projectId}`);
    expect(project.body.data).toEqual(expect.objectContaining({ name: pub.name, is_public: true, userRole: "owner" }));
    const invitations = await users.owner.api(`/api/projects/${pub.projectId}/invitations`);
    expect(invitations.body.data.map((i: { id: string }) => i.id)).toEqual([pub.invitationId]);
    const connections = await users.owner.api(`/api/connections/project/${pub.projectId}`);
    expect(connections.body.data).toEqual([expect.objectContaining({ id: pub.connectionId, is_active: true })]);
    const chats = await users.owner.api(`/api/chats/sessions/project/${pub.projectId}`);
    expect(chats.body.data).toEqual([expect.objectContaining({ id: pub.chatId, title: pub.chatTitle })]);
    expect((await users.owner.api(`/api/chats/sessions/${pub.chatId}`)).body.data.messages).toEqual([]);
  });
});

describe("secrets never leave", () => {
  it("exports the project as a JSON file with exportDate and version 1.0, and no credentials", async () => {
    const answer = await users.owner.api(`/api/projects/${f.projectId}/export`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.json"$/);
    expect(answer.body).not.toHaveProperty("success");
    expect(answer.body.version).toBe("1.0");
    expect(new Date(answer.body.exportDate).toISOString()).toBe(answer.body.exportDate);
    expect(answer.body.project.id).toBe(f.projectId);
    expect(answer.body.connections.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([f.sampleConnectionId, f.pgConnectionId]),
    );
    for (const connection of answer.body.connections) expect(connection).not.toHaveProperty("credentials");
    expect(answer.body.chats.map((c: { id: string }) => c.id)).toContain(f.chatId);
    for (const secret of [secretPassword, secretRole, sampleReaderPassword(), "********"])
      expect(answer.text).not.toContain(secret);
  });

  it("signs in and refreshes with tokens in the answer, never their stored hashes", async () => {
    const signin = await api.anonymous("/auth/signin", {
      method: "POST",
      body: { email: users.owner.user.email, password: PASSWORD },
    });
    expect(signin.status).toBe(200);
    const refreshed = await api.anonymous("/auth/refresh", {
      method: "POST",
      body: { refreshToken: signin.body.data.tokens.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.tokens.refreshToken).not.toBe(signin.body.data.tokens.refreshToken);
  });

  secretsNeverLeave({ answers: 250, invitations: 6 });
});
