// Who may call what (spec §6, ADR 005), through the real HTTP API: every /api route and method for
// owner, admin, editor, viewer, a signed-in outsider and a signed-out visitor; then a walk over
// every answer this file received, looking for secrets that must never leave the server.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleReaderPassword } from "~/services/crypto.server";
import { startApp, type TestApp } from "./support/app";
import { PASSWORD } from "./support/clients";
import { createUserDatabase, userAdminUrl } from "./support/databases";
import { addMember, markVerified, tokenOf } from "./support/members";
import {
  createRecorder,
  scanAnswers,
  type Answer,
  type Api,
  type Recorder,
  type RecordedUser,
} from "./support/recorder";

type Member = "owner" | "admin" | "editor" | "viewer";
type Actor = Member | "outsider" | "anonymous";
type Access = "read" | "create" | "edit" | "delete" | "manage";

const MEMBERS: Member[] = ["owner", "admin", "editor", "viewer"];
const ACTORS: Actor[] = [...MEMBERS, "outsider", "anonymous"];

// spec §6 + ADR 005 and 013, written out here rather than imported: the test states the rule it checks.
// "manage" is publishing a project, changing or removing members, and the invitation links.
const MAY: Record<Member, Access[]> = {
  owner: ["read", "create", "edit", "delete", "manage"],
  admin: ["read", "create", "edit", "delete", "manage"],
  editor: ["read", "create", "edit"],
  viewer: ["read"],
};

const ERROR_CODE: Record<number, string> = {
  401: "AUTHENTICATION_ERROR",
  403: "AUTHORIZATION_ERROR",
  404: "NOT_FOUND",
};
const QUESTION = "How many customers per country?";
const SQL = "SELECT country, count(*) AS n FROM customers GROUP BY country ORDER BY n DESC";
const tag = () => randomBytes(4).toString("hex");

let app: TestApp;
let rec: Recorder;
/** `extra`: a viewer whom the member cases change and remove, so the matrix's own members stay put. */
let users: Record<Exclude<Actor, "anonymous"> | "extra", RecordedUser>;
let api: Record<Actor, Api>;
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;
const secretRole = `perm_reader_${tag()}`;
const secretPassword = `Pw-${randomBytes(12).toString("hex")}-Zq!`;
let pgCredentials: { host: string; port: number; database: string; username: string; password: string };

interface Throwaway {
  projectId: string;
  /** A pending invitation in the private project, for the revoke case. */
  invitationId: string;
  connectionId: string;
  chatId: string;
  dashboardId: string;
  widgetId: string;
  shareId: string;
  /** A definition of the private PostgreSQL connection, for the delete case. */
  definitionId: string;
  /** A verified answer of the private PostgreSQL connection, for the delete case. */
  verifiedAnswerId: string;
}

/** The private project and what lives in it; names are unique so a leak is recognisable. */
const f = {
  projectId: "",
  projectName: `Confidential Ledger ${tag()}`,
  sampleConnectionId: "",
  pgConnectionId: "",
  pgConnectionName: `Payroll Warehouse ${tag()}`,
  chatId: "",
  chatTitle: `Board review ${tag()}`,
  messageId: "",
  jobId: "",
  dashboardId: "",
  dashboardTitle: `Revenue board ${tag()}`,
  widgetId: "",
  widgetSql: "",
  definitionId: "",
  shareToken: "",
  passwordShareToken: "",
  sharePassword: `Share-${tag()}`,
  generationJobId: "",
  generatedDashboardId: "",
  throwaway: {} as Record<Actor, Throwaway>,
};

/** Strings of the private project that no answer to a non-member may contain. */
function privateMarkers(): string[] {
  const throwaways = Object.values(f.throwaway).flatMap((t) => [
    t.projectId,
    t.connectionId,
    t.chatId,
    t.dashboardId,
    t.shareId,
    t.definitionId,
    t.verifiedAnswerId,
  ]);
  return [
    ...[
      f.projectId,
      f.projectName,
      f.sampleConnectionId,
      f.pgConnectionId,
      f.pgConnectionName,
      f.chatId,
      f.chatTitle,
      f.messageId,
      f.jobId,
    ],
    ...[
      f.dashboardId,
      f.dashboardTitle,
      f.shareToken,
      f.passwordShareToken,
      f.generationJobId,
      f.generatedDashboardId,
      f.definitionId,
    ],
    ...throwaways,
  ].filter(Boolean);
}

async function created(answer: Answer, what: string): Promise<any> {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(300);
  return answer.body.data;
}

async function createProject(name: string, isPublic = false): Promise<string> {
  const project = await created(
    await users.owner.api("/api/projects", { method: "POST", body: { name, is_public: isPublic } }),
    "create project",
  );
  return project.id;
}

/** Members join by accepting an invitation link (ADR 013); `extra` joins as a viewer too. */
async function addMembers(projectId: string, extra = false) {
  for (const role of ["admin", "editor", "viewer"] as const)
    await addMember(users.owner.api, projectId, { email: users[role].user.email, api: users[role].api }, role);
  if (extra)
    await addMember(users.owner.api, projectId, { email: users.extra.user.email, api: users.extra.api }, "viewer");
}

const connectPg = async (projectId: string, name: string) =>
  (
    await created(
      await users.owner.api("/api/connections", {
        method: "POST",
        body: { name, type: "postgresql", credentials: pgCredentials, project_id: projectId },
      }),
      "connect pg",
    )
  ).id as string;

/** A glossary term: the one kind of definition that needs no database to check. */
const createTerm = async (name: string) =>
  (
    await created(
      await users.owner.api(`/api/connections/${f.pgConnectionId}/definitions`, {
        method: "POST",
        body: { kind: "term", name, description: "Said once." },
      }),
      "create definition",
    )
  ).id as string;

const createVerifiedAnswer = async (question: string) =>
  (
    await created(
      await users.owner.api(`/api/connections/${f.pgConnectionId}/verified-answers`, {
        method: "POST",
        body: { question, sql: "SELECT 1 AS one" },
      }),
      "create verified answer",
    )
  ).id as string;

const connectSample = async (projectId: string) =>
  (
    await created(
      await users.owner.api("/api/database/samples/ecommerce/connect", {
        method: "POST",
        body: { project_id: projectId },
      }),
      "connect sample",
    )
  ).connectionId as string;

const createChat = async (projectId: string, title: string, connectionId: string) =>
  (
    await created(
      await users.owner.api("/api/chats/sessions", {
        method: "POST",
        body: { title, project_id: projectId, connectionIds: [connectionId] },
      }),
      "create chat",
    )
  ).id as string;

async function ask(connectionId: string, chatSessionId: string) {
  const submitted = await users.owner.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query: QUESTION, chatSessionId },
  });
  expect(submitted.status, submitted.text).toBe(202);
  for (let i = 0; i < 90; i++) {
    const { body } = await users.owner.api(`/api/query/job/${submitted.body.data.jobId}`);
    if (body.data.status === "completed")
      return { jobId: submitted.body.data.jobId as string, result: body.data.result };
    if (body.data.status === "failed") throw new Error(`question failed: ${JSON.stringify(body.data.error)}`);
  }
  throw new Error("question did not finish");
}

/** A dashboard with one widget made from the chat answer, and two shares (one with a password). */
async function createDashboard() {
  const dashboard = await created(
    await users.owner.api("/api/dashboards", {
      method: "POST",
      body: {
        project_id: f.projectId,
        title: f.dashboardTitle,
        connection_id: f.sampleConnectionId,
        widget: { messageId: f.messageId },
      },
    }),
    "create dashboard",
  );
  f.dashboardId = dashboard.id;
  f.widgetId = dashboard.widgets_config.widgets[0].id;
  f.widgetSql = dashboard.widgets_config.widgets[0].sql;
  expect(f.widgetSql).toMatch(/^select/i);
  const share = await created(
    await users.owner.api(`/api/dashboards/${f.dashboardId}/shares`, { method: "POST", body: {} }),
    "share",
  );
  f.shareToken = share.token;
  const locked = await created(
    await users.owner.api(`/api/dashboards/${f.dashboardId}/shares`, {
      method: "POST",
      body: { password: f.sharePassword },
    }),
    "share with password",
  );
  f.passwordShareToken = locked.token;
}

async function scratchDashboardParts(actor: Actor) {
  const dashboard = await created(
    await users.owner.api("/api/dashboards", {
      method: "POST",
      body: { project_id: f.projectId, title: `Scratch board ${actor} ${tag()}` },
    }),
    "scratch dashboard",
  );
  const widgetId = `scratch-${actor}`;
  await created(
    await users.owner.api(`/api/dashboards/${f.dashboardId}/widgets`, {
      method: "PATCH",
      body: { widget: { id: widgetId, title: `Scratch widget ${actor}` } },
    }),
    "scratch widget",
  );
  const share = await created(
    await users.owner.api(`/api/dashboards/${f.dashboardId}/shares`, { method: "POST", body: {} }),
    "scratch share",
  );
  return { dashboardId: dashboard.id as string, widgetId, shareId: share.id as string };
}

async function generatedDashboard(jobId: string): Promise<string> {
  for (let i = 0; i < 120; i++) {
    const { body } = await users.owner.api(`/api/welcome-dashboard/status/${jobId}`);
    if (body.data.status === "completed") return body.data.dashboardId;
    if (body.data.status === "failed") throw new Error(`generation failed: ${body.data.error}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("generation did not finish in 60 s");
}

async function createSecretDatabase() {
  userDb = await createUserDatabase("permdb");
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  await client.query(`
    CREATE TABLE salaries (id serial PRIMARY KEY, team text NOT NULL, amount numeric(10,2));
    INSERT INTO salaries (team, amount) VALUES ('Sales', 100), ('Ops', 80), ('Sales', 120);
    CREATE ROLE ${secretRole} LOGIN PASSWORD '${secretPassword}';
    GRANT CONNECT ON DATABASE ${userDb.name} TO ${secretRole};
    GRANT USAGE ON SCHEMA public TO ${secretRole};
    GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${secretRole};`);
  await client.end();
  const url = new URL(userDb.url);
  pgCredentials = {
    host: url.hostname,
    port: Number(url.port),
    database: userDb.name,
    username: secretRole,
    password: secretPassword,
  };
}

beforeAll(async () => {
  app = await startApp();
  rec = createRecorder(app);
  users = {
    owner: await rec.signUp("Owen"),
    admin: await rec.signUp("Ada"),
    editor: await rec.signUp("Ed"),
    viewer: await rec.signUp("Vi"),
    outsider: await rec.signUp("Otto"),
    extra: await rec.signUp("Pat"),
  };
  await markVerified(
    app,
    Object.values(users).map((user) => user.user.id),
  );
  api = {
    ...Object.fromEntries(Object.entries(users).map(([actor, user]) => [actor, user.api])),
    anonymous: rec.as(null),
  } as Record<Actor, Api>;
  await createSecretDatabase();

  f.projectId = await createProject(f.projectName);
  await addMembers(f.projectId, true);
  f.sampleConnectionId = await connectSample(f.projectId);
  f.pgConnectionId = await connectPg(f.projectId, f.pgConnectionName);
  f.chatId = await createChat(f.projectId, f.chatTitle, f.sampleConnectionId);
  f.definitionId = await createTerm(`Fiscal year ${tag()}`);
  const answer = await ask(f.sampleConnectionId, f.chatId);
  f.jobId = answer.jobId;
  f.messageId = answer.result.messageId;
  expect(f.messageId).toBeTruthy();
  const generation = await created(
    await users.owner.api("/api/welcome-dashboard/generate", {
      method: "POST",
      body: { connectionId: f.sampleConnectionId, name: `Generated ${tag()}` },
    }),
    "generate a dashboard",
  );
  f.generationJobId = generation.jobId;
  await createDashboard();

  // Deletes run against copies, one per actor, so no case depends on another's outcome.
  for (const actor of ACTORS) {
    const projectId = await createProject(`Scratch ${actor} ${tag()}`);
    await addMembers(projectId, true);
    const invitation = await created(
      await users.owner.api(`/api/projects/${f.projectId}/members`, {
        method: "POST",
        body: { email: `revoke-${actor}-${tag()}@example.com`, role: "viewer" },
      }),
      "invitation to revoke",
    );
    f.throwaway[actor] = {
      projectId,
      invitationId: invitation.invitation.id,
      connectionId: await connectPg(f.projectId, `Scratch connection ${actor} ${tag()}`),
      chatId: await createChat(f.projectId, `Scratch chat ${actor} ${tag()}`, f.sampleConnectionId),
      definitionId: await createTerm(`Scratch term ${actor} ${tag()}`),
      verifiedAnswerId: await createVerifiedAnswer(`Scratch question ${actor} ${tag()}`),
      ...(await scratchDashboardParts(actor)),
    };
  }
  f.generatedDashboardId = await generatedDashboard(f.generationJobId);
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await userDb?.drop();
  const admin = new pg.Client({ connectionString: userAdminUrl() });
  await admin.connect();
  await admin.query(`DROP ROLE IF EXISTS ${secretRole}`);
  await admin.end();
});

function csvForm(projectId: string) {
  const form = new FormData();
  form.append("project_id", projectId);
  form.append("name", `Upload ${tag()}`);
  form.append("csvFile", new Blob(["team,amount\nSales,1\nOps,2\n"], { type: "text/csv" }), "teams.csv");
  return form;
}

interface Case {
  route: string;
  access: Access;
  /** requireUser: signed-out callers get 401; optional (getOptionalUser): 404 on a private project. */
  auth: "required" | "optional";
  ok: number;
  call: (caller: Api, actor: Actor) => Promise<Answer>;
  /** Runs after the call, with the owner's eyes: did the refused call really change nothing? */
  verify?: (actor: Actor, allowed: boolean) => Promise<void>;
}

const get = (pathname: string) => (caller: Api) => caller(pathname);
const post = (pathname: string, body: (actor: Actor) => unknown) => (caller: Api, actor: Actor) =>
  caller(pathname, { method: "POST", body: body(actor) });

async function roleIn(projectId: string, userId: string): Promise<string | undefined> {
  const { body } = await users.owner.api(`/api/projects/${projectId}/members`);
  return body.data.members.find((m: { user_id: string }) => m.user_id === userId)?.role;
}

async function stillThere(pathname: string, allowed: boolean) {
  expect((await users.owner.api(pathname)).status).toBe(allowed ? 404 : 200);
}

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

// ADR 005: asking, running and explaining are `create` on `query` (editors and above).
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

const DASHBOARD_CASES: Case[] = [
  {
    route: "GET /api/dashboards/project/:id",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/dashboards/project/${f.projectId}`),
  },
  {
    route: "POST /api/dashboards",
    access: "create",
    auth: "required",
    ok: 201,
    call: post("/api/dashboards", (actor) => ({ project_id: f.projectId, title: `Board of ${actor}` })),
  },
  {
    route: "GET /api/dashboards/:id",
    access: "read",
    auth: "optional",
    ok: 200,
    call: (c) => c(`/api/dashboards/${f.dashboardId}`),
  },
  {
    route: "PUT /api/dashboards/:id",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/dashboards/${f.dashboardId}`, { method: "PUT", body: { title: f.dashboardTitle } }),
  },
  {
    route: "DELETE /api/dashboards/:id",
    access: "delete",
    auth: "required",
    ok: 200,
    call: (c, actor) => c(`/api/dashboards/${f.throwaway[actor].dashboardId}`, { method: "DELETE" }),
    verify: (actor, allowed) => stillThere(`/api/dashboards/${f.throwaway[actor].dashboardId}`, allowed),
  },
  {
    route: "PATCH /api/dashboards/:id/widgets",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c) =>
      c(`/api/dashboards/${f.dashboardId}/widgets`, {
        method: "PATCH",
        body: { widget: { id: f.widgetId, position: { width: 6 } } },
      }),
  },
  {
    route: "PUT /api/dashboards/:id/layout",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c) =>
      c(`/api/dashboards/${f.dashboardId}/layout`, {
        method: "PUT",
        body: { positions: [{ id: f.widgetId, x: 0, y: 0, width: 6, height: 1 }] },
      }),
  },
  {
    // Removing a widget edits its dashboard (the route's documented choice), so editors may.
    route: "DELETE /api/dashboards/:id/widgets/:widgetId",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c, actor) =>
      c(`/api/dashboards/${f.dashboardId}/widgets/${f.throwaway[actor].widgetId}`, { method: "DELETE" }),
    verify: async (actor, allowed) => {
      const { body } = await users.owner.api(`/api/dashboards/${f.dashboardId}`);
      const ids = body.data.widgets_config.widgets.map((w: { id: string }) => w.id);
      expect(ids.includes(f.throwaway[actor].widgetId)).toBe(!allowed);
    },
  },
  // The date filter runs the widgets' stored queries over a period and writes nothing: reading is enough (ADR 027).
  {
    route: "GET /api/dashboards/:id/filtered",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/dashboards/${f.dashboardId}/filtered?period=90d`),
  },
  // Refreshing re-runs the widget's SQL: edit on the dashboard and `create` on `query`.
  {
    route: "POST /api/dashboards/:id/widgets/:widgetId/refresh",
    access: "edit",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/dashboards/${f.dashboardId}/widgets/${f.widgetId}/refresh`, { method: "POST" }),
  },
  // Share links are capabilities that open the dashboard to anyone: listing them is managing them (editors+).
  {
    route: "GET /api/dashboards/:id/shares",
    access: "create",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/dashboards/${f.dashboardId}/shares`),
  },
  {
    route: "POST /api/dashboards/:id/shares",
    access: "create",
    auth: "required",
    ok: 201,
    call: (c) => c(`/api/dashboards/${f.dashboardId}/shares`, { method: "POST", body: {} }),
  },
  {
    route: "DELETE /api/dashboards/shares/:shareId",
    access: "delete",
    auth: "required",
    ok: 200,
    call: (c, actor) => c(`/api/dashboards/shares/${f.throwaway[actor].shareId}`, { method: "DELETE" }),
    verify: async (actor, allowed) => {
      const { body } = await users.owner.api(`/api/dashboards/${f.dashboardId}/shares`);
      expect(body.data.find((share: { id: string }) => share.id === f.throwaway[actor].shareId).status).toBe(
        allowed ? "revoked" : "active",
      );
    },
  },
  {
    route: "POST /api/welcome-dashboard/generate",
    access: "create",
    auth: "required",
    ok: 202,
    call: post("/api/welcome-dashboard/generate", (actor) => ({
      connectionId: f.sampleConnectionId,
      name: `Generated by ${actor}`,
    })),
  },
  {
    route: "POST /api/simple-dashboard/generate",
    access: "create",
    auth: "required",
    ok: 202,
    call: post("/api/simple-dashboard/generate", () => ({ connectionId: f.sampleConnectionId })),
  },
  {
    route: "GET /api/welcome-dashboard/status/:id",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/welcome-dashboard/status/${f.generationJobId}`),
  },
  {
    route: "GET /api/simple-dashboard/status/:id",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/simple-dashboard/status/${f.generationJobId}`),
  },
  {
    route: "GET /api/welcome-dashboard/dashboard/:id",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/welcome-dashboard/dashboard/${f.generatedDashboardId}`),
  },
  {
    route: "GET /api/welcome-dashboard/preview/:id",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/welcome-dashboard/preview/${f.generatedDashboardId}`),
  },
  {
    route: "GET /api/simple-dashboard/:id",
    access: "read",
    auth: "required",
    ok: 200,
    call: (c) => c(`/api/simple-dashboard/${f.generationJobId}`),
  },
  {
    route: "POST /api/welcome-dashboard/regenerate/:id",
    access: "edit",
    auth: "required",
    ok: 202,
    call: (c) => c(`/api/welcome-dashboard/regenerate/${f.generatedDashboardId}`, { method: "POST" }),
  },
];

function expectedStatus(c: Pick<Case, "access" | "auth" | "ok">, actor: Actor): number {
  if (actor === "anonymous") return c.auth === "required" ? 401 : 404;
  if (actor === "outsider") return 404;
  if (MAY[actor].includes(c.access)) return c.ok;
  return 403;
}

function expectNoLeak(answer: Answer, context: string) {
  for (const marker of privateMarkers()) expect(answer.text, `${context} leaks ${marker}`).not.toContain(marker);
}

function runMatrix(cases: Case[]) {
  for (const c of cases) {
    describe(c.route, () => {
      it.each(ACTORS.map((actor) => [actor, expectedStatus(c, actor)] as const))("%s → %i", async (actor, expected) => {
        const answer = await c.call(api[actor], actor);
        expect(answer.status, `${c.route} as ${actor}: ${answer.text.slice(0, 300)}`).toBe(expected);
        if (expected >= 400) {
          expect(answer.body).toEqual(
            expect.objectContaining({
              success: false,
              data: null,
              error: expect.objectContaining({ code: ERROR_CODE[expected] }),
            }),
          );
        }
        if (actor === "outsider" || actor === "anonymous") expectNoLeak(answer, `${c.route} as ${actor}`);
        await c.verify?.(actor, expected < 300);
      });
    });
  }
}

describe("permission matrix on a private project", () => {
  describe("projects", () => runMatrix(PROJECT_CASES));
  describe("connections and databases", () => runMatrix(CONNECTION_CASES));
  describe("chats", () => runMatrix(CHAT_CASES));
  describe("queries", () => runMatrix(QUERY_CASES));
  describe("dashboards", () => runMatrix(DASHBOARD_CASES));
});

interface UserCase {
  route: string;
  ok: number;
  call: (caller: Api, actor: Actor) => Promise<Answer>;
  /** A private-project id the members' answer lists (and the outsider's must not). */
  memberSees?: () => string;
}

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

describe("no existence oracle", () => {
  const missing = "00000000-0000-4000-8000-000000000000";
  const ROUTES: Array<[string, (id: () => string) => string]> = [
    ["/api/projects/:id", (id) => `/api/projects/${id()}`],
    ["/api/projects/:id/members", (id) => `/api/projects/${id()}/members`],
    ["/api/projects/:id/invitations", (id) => `/api/projects/${id()}/invitations`],
    ["/api/connections/:id", (id) => `/api/connections/${id()}`],
    ["/api/connections/:id/verified-answers", (id) => `/api/connections/${id()}/verified-answers`],
    ["/api/database/:id/tables", (id) => `/api/database/${id()}/tables`],
    ["/api/chats/sessions/:id", (id) => `/api/chats/sessions/${id()}`],
    ["/api/chats/messages/:id/result.csv", (id) => `/api/chats/messages/${id()}/result.csv`],
    ["/api/query/job/:id", (id) => `/api/query/job/${id()}`],
    ["/api/dashboards/:id", (id) => `/api/dashboards/${id()}`],
    ["/api/dashboards/:id/shares", (id) => `/api/dashboards/${id()}/shares`],
    ["/api/dashboards/:id/filtered", (id) => `/api/dashboards/${id()}/filtered?period=90d`],
    ["/api/welcome-dashboard/status/:id", (id) => `/api/welcome-dashboard/status/${id()}`],
  ];
  const idFor: Record<string, () => string> = {
    "/api/projects/:id": () => f.projectId,
    "/api/projects/:id/members": () => f.projectId,
    "/api/projects/:id/invitations": () => f.projectId,
    "/api/connections/:id": () => f.pgConnectionId,
    "/api/connections/:id/verified-answers": () => f.pgConnectionId,
    "/api/database/:id/tables": () => f.pgConnectionId,
    "/api/chats/sessions/:id": () => f.chatId,
    "/api/chats/messages/:id/result.csv": () => f.messageId,
    "/api/query/job/:id": () => f.jobId,
    "/api/dashboards/:id": () => f.dashboardId,
    "/api/dashboards/:id/shares": () => f.dashboardId,
    "/api/dashboards/:id/filtered": () => f.dashboardId,
    "/api/welcome-dashboard/status/:id": () => f.generationJobId,
  };

  it.each(ROUTES)(
    "answers an outsider the same on %s whether the resource is hidden or absent",
    async (route, pathOf) => {
      const hidden = await api.outsider(pathOf(idFor[route]));
      const absent = await api.outsider(pathOf(() => missing));
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(absent.body);
    },
  );
});

// A member of another project must not pull the private project's things into a project of its own.
describe("cross-project references", () => {
  const own = { projectId: "", connectionId: "", dashboardId: "" };

  beforeAll(async () => {
    own.projectId = (await users.outsider.api("/api/projects/personal")).body.data.id;
    own.connectionId = (
      await users.outsider.api("/api/database/samples/ecommerce/connect", {
        method: "POST",
        body: { project_id: own.projectId },
      })
    ).body.data.connectionId;
    own.dashboardId = (
      await users.outsider.api("/api/dashboards", {
        method: "POST",
        body: { project_id: own.projectId, title: "Mine" },
      })
    ).body.data.id;
    expect(own.dashboardId).toBeTruthy();
  });

  const ATTEMPTS: Array<[string, number, () => Promise<Answer>]> = [
    [
      "a dashboard made from the private chat answer",
      404,
      () =>
        api.outsider("/api/dashboards", {
          method: "POST",
          body: { project_id: own.projectId, widget: { messageId: f.messageId } },
        }),
    ],
    [
      "a dashboard whose widgets_config names the private answer",
      404,
      () =>
        api.outsider("/api/dashboards", {
          method: "POST",
          body: {
            project_id: own.projectId,
            widgets_config: { layout: "grid", widgets: [{ messageId: f.messageId }] },
          },
        }),
    ],
    [
      "a widget made from the private chat answer",
      404,
      () =>
        api.outsider(`/api/dashboards/${own.dashboardId}/widgets`, {
          method: "PATCH",
          body: { widget: { messageId: f.messageId } },
        }),
    ],
    [
      "a widget on the private connection",
      400,
      () =>
        api.outsider(`/api/dashboards/${own.dashboardId}/widgets`, {
          method: "PATCH",
          body: { widget: { connectionId: f.sampleConnectionId, sql: SQL } },
        }),
    ],
    [
      "a dashboard on the private connection",
      400,
      () =>
        api.outsider("/api/dashboards", {
          method: "POST",
          body: { project_id: own.projectId, connection_id: f.sampleConnectionId },
        }),
    ],
    [
      "its dashboard moved onto the private connection",
      400,
      () =>
        api.outsider(`/api/dashboards/${own.dashboardId}`, {
          method: "PUT",
          body: { connection_id: f.sampleConnectionId },
        }),
    ],
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
    [
      "a question on its own connection, filed in the private chat",
      404,
      () =>
        api.outsider("/api/query/translate-and-visualize", {
          method: "POST",
          body: { connectionId: own.connectionId, query: QUESTION, chatSessionId: f.chatId },
        }),
    ],
  ];

  it.each(ATTEMPTS)("refuses %s (%i)", async (_what, expected, attempt) => {
    const answer = await attempt();
    expect(answer.status, answer.text.slice(0, 300)).toBe(expected);
    expectNoLeak(answer, "a cross-project reference");
  });

  it("left nothing of the private project in the outsider's own", async () => {
    const exported = await users.outsider.api(`/api/projects/${own.projectId}/export`);
    expect(exported.status).toBe(200);
    expectNoLeak(exported, "the outsider's own export");
    expect(exported.text).not.toContain(f.widgetSql);
  });
});

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

describe("shared dashboards", () => {
  const open = (token: string, password?: string) =>
    api.anonymous(
      `/api/dashboards/public/${token}`,
      password === undefined ? {} : { headers: { "X-Share-Password": password } },
    );

  it("opens a share to anyone, signed in or not, with charts and data but no SQL, connection or project", async () => {
    for (const actor of ACTORS) {
      const answer = await api[actor](`/api/dashboards/public/${f.shareToken}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.dashboard.title).toBe(f.dashboardTitle);
      expect(answer.body.data.dashboard.widgets[0].data.rows.length).toBeGreaterThan(0);
      for (const hidden of [
        f.widgetSql,
        f.projectId,
        f.sampleConnectionId,
        f.messageId,
        f.passwordShareToken,
        users.owner.user.email,
      ])
        expect(answer.text).not.toContain(hidden);
    }
  });

  it("asks for the password of a protected share, and opens it with the right one", async () => {
    const missing = await open(f.passwordShareToken);
    expect(missing.status).toBe(401);
    expect(missing.body.error.details).toEqual({ passwordRequired: true });
    expect((await open(f.passwordShareToken, "wrong-one")).status).toBe(401);
    const right = await open(f.passwordShareToken, f.sharePassword);
    expect(right.status).toBe(200);
    expect(right.body.data.dashboard.title).toBe(f.dashboardTitle);
  });

  it("answers 404 for a revoked share and for a made-up token alike", async () => {
    const share = await created(
      await users.owner.api(`/api/dashboards/${f.dashboardId}/shares`, { method: "POST", body: {} }),
      "share",
    );
    expect((await open(share.token)).status).toBe(200);
    await created(await users.owner.api(`/api/dashboards/shares/${share.id}`, { method: "DELETE" }), "revoke");
    const revoked = await open(share.token);
    const madeUp = await open(randomBytes(24).toString("base64url"));
    expect(revoked.status).toBe(404);
    expect(revoked.body).toEqual(madeUp.body);
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

  it("no answer of this file carries a hash, a connection password or encrypted credentials", async () => {
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    const column = async (sql: string) =>
      (await db.query<{ v: string | null }>(sql)).rows.map((row) => row.v).filter((v): v is string => Boolean(v));
    const passwordHashes = await column("SELECT password_hash AS v FROM users");
    const verificationHashes = await column("SELECT verification_token_hash AS v FROM users");
    const refreshHashes = await column("SELECT token_hash AS v FROM refresh_tokens");
    const shareHashes = await column("SELECT password_hash AS v FROM dashboard_shares");
    const blobs = await column("SELECT credentials_encrypted AS v FROM connections");
    const invitationHashes = await column("SELECT token_hash AS v FROM project_invitations");
    const invitationBlobs = await column("SELECT token_encrypted AS v FROM project_invitations");
    await db.end();
    // The walk means something only if the secrets exist and the answers are many.
    expect(passwordHashes.length).toBeGreaterThanOrEqual(5);
    expect(verificationHashes.length).toBeGreaterThanOrEqual(5);
    expect(refreshHashes.length).toBeGreaterThanOrEqual(5);
    expect(shareHashes.length).toBeGreaterThanOrEqual(1);
    expect(blobs.length).toBeGreaterThan(10);
    expect(invitationHashes.length).toBeGreaterThanOrEqual(5);
    expect(rec.answers.length).toBeGreaterThan(400);

    const needles: Array<[string, string]> = [
      ["$argon2", "a password hash"],
      [PASSWORD, "a user's password"],
      ["credentials_encrypted", "the credentials_encrypted key"],
      [secretPassword, "a connection's password"],
      [f.sharePassword, "a share's password"],
      [sampleReaderPassword(), "the sample reader's password"],
      ...passwordHashes.map((hash): [string, string] => [hash, "a users.password_hash"]),
      ...verificationHashes.map((hash): [string, string] => [hash, "a users.verification_token_hash"]),
      ...refreshHashes.map((hash): [string, string] => [hash, "a refresh_tokens.token_hash"]),
      ...shareHashes.map((hash): [string, string] => [hash, "a dashboard_shares.password_hash"]),
      // The whole blob and each long part of it (iv.tag.ciphertext), in case one is echoed alone.
      ...blobs.flatMap((blob) =>
        [blob, ...blob.split(".").filter((part) => part.length >= 16)].map((part): [string, string] => [
          part,
          "encrypted credentials",
        ]),
      ),
      ...invitationHashes.map((hash): [string, string] => [hash, "a project_invitations.token_hash"]),
      ...invitationBlobs.flatMap((blob) =>
        [blob, ...blob.split(".").filter((part) => part.length >= 16)].map((part): [string, string] => [
          part,
          "an encrypted invitation token",
        ]),
      ),
    ];
    expect(scanAnswers(rec.answers, needles)).toEqual([]);
  });
});
