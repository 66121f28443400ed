// The world the permission tests (spec §6, ADR 005) run in, shared by the test files beside each resource's service
// (ADR 063): owner, admin, editor, viewer, a signed-in outsider and a signed-out visitor, and a private project holding
// one of everything, with per-actor copies for the destructive cases. The checks run in it: permission-checks.ts.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { createUserDatabase, userAdminUrl } from "../../harness/databases";
import { addMember, markVerified } from "./members";
import { createRecorder, type Answer, type Api, type Recorder, type RecordedUser } from "./recorder";

export type Member = "owner" | "admin" | "editor" | "viewer";
export type Actor = Member | "outsider" | "anonymous";
export type Access = "read" | "create" | "edit" | "delete" | "manage";

export const MEMBERS: Member[] = ["owner", "admin", "editor", "viewer"];
export const ACTORS: Actor[] = [...MEMBERS, "outsider", "anonymous"];

// spec §6 + ADR 005 and 013, written out here rather than imported: the test states the rule it checks.
// "manage" is publishing a project, changing or removing members, and the invitation links.
export const MAY: Record<Member, Access[]> = {
  owner: ["read", "create", "edit", "delete", "manage"],
  admin: ["read", "create", "edit", "delete", "manage"],
  editor: ["read", "create", "edit"],
  viewer: ["read"],
};

export const ERROR_CODE: Record<number, string> = {
  401: "AUTHENTICATION_ERROR",
  403: "AUTHORIZATION_ERROR",
  404: "NOT_FOUND",
};
export const QUESTION = "How many customers per country?";
export const SQL = "SELECT country, count(*) AS n FROM customers GROUP BY country ORDER BY n DESC";
export const tag = () => randomBytes(4).toString("hex");

export let app: TestApp;
export let rec: Recorder;
/** `extra`: a viewer whom the member cases change and remove, so the matrix's own members stay put. */
export let users: Record<Exclude<Actor, "anonymous"> | "extra", RecordedUser>;
export let api: Record<Actor, Api>;
export let userDb: Awaited<ReturnType<typeof createUserDatabase>>;
export const secretRole = `perm_reader_${tag()}`;
export const secretPassword = `Pw-${randomBytes(12).toString("hex")}-Zq!`;
export let pgCredentials: { host: string; port: number; database: string; username: string; password: string };

export interface Throwaway {
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
export const f = {
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
export function privateMarkers(): string[] {
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

export async function created(answer: Answer, what: string): Promise<any> {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(300);
  return answer.body.data;
}

export async function createProject(name: string, isPublic = false): Promise<string> {
  const project = await created(
    await users.owner.api("/api/projects", { method: "POST", body: { name, is_public: isPublic } }),
    "create project",
  );
  return project.id;
}

/** Members join by accepting an invitation link (ADR 013); `extra` joins as a viewer too. */
export async function addMembers(projectId: string, extra = false) {
  for (const role of ["admin", "editor", "viewer"] as const)
    await addMember(users.owner.api, projectId, { email: users[role].user.email, api: users[role].api }, role);
  if (extra)
    await addMember(users.owner.api, projectId, { email: users.extra.user.email, api: users.extra.api }, "viewer");
}

export const connectPg = async (projectId: string, name: string) =>
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

export const connectSample = async (projectId: string) =>
  (
    await created(
      await users.owner.api("/api/database/samples/ecommerce/connect", {
        method: "POST",
        body: { project_id: projectId },
      }),
      "connect sample",
    )
  ).connectionId as string;

export const createChat = async (projectId: string, title: string, connectionId: string) =>
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

/** The copies a file's destructive cases need, one per actor; a file asks only for what it deletes or changes. */
export type ThrowawayPart =
  "project" | "invitation" | "connection" | "chat" | "definition" | "verifiedAnswer" | "dashboard";

export interface WorldOptions {
  throwaways?: ThrowawayPart[];
  /** A welcome dashboard generated on the sample, for the generation routes' cases. */
  generation?: boolean;
}

async function throwawayOf(actor: Actor, parts: Set<ThrowawayPart>): Promise<Throwaway> {
  const copy: Throwaway = {
    projectId: "",
    invitationId: "",
    connectionId: "",
    chatId: "",
    dashboardId: "",
    widgetId: "",
    shareId: "",
    definitionId: "",
    verifiedAnswerId: "",
  };
  if (parts.has("project")) {
    copy.projectId = await createProject(`Scratch ${actor} ${tag()}`);
    await addMembers(copy.projectId, true);
  }
  if (parts.has("invitation")) {
    const invitation = await created(
      await users.owner.api(`/api/projects/${f.projectId}/members`, {
        method: "POST",
        body: { email: `revoke-${actor}-${tag()}@example.com`, role: "viewer" },
      }),
      "invitation to revoke",
    );
    copy.invitationId = invitation.invitation.id;
  }
  if (parts.has("connection")) copy.connectionId = await connectPg(f.projectId, `Scratch connection ${actor} ${tag()}`);
  if (parts.has("chat"))
    copy.chatId = await createChat(f.projectId, `Scratch chat ${actor} ${tag()}`, f.sampleConnectionId);
  if (parts.has("definition")) copy.definitionId = await createTerm(`Scratch term ${actor} ${tag()}`);
  if (parts.has("verifiedAnswer"))
    copy.verifiedAnswerId = await createVerifiedAnswer(`Scratch question ${actor} ${tag()}`);
  if (parts.has("dashboard")) Object.assign(copy, await scratchDashboardParts(actor));
  return copy;
}

/** Starts the app and builds the world before the file's tests; stops both after them. */
export function usePermissionWorld(options: WorldOptions = {}) {
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
    expect(f.messageId).toMatch(/^[0-9a-f-]{36}$/);
    if (options.generation) {
      const generation = await created(
        await users.owner.api("/api/welcome-dashboard/generate", {
          method: "POST",
          body: { connectionId: f.sampleConnectionId, name: `Generated ${tag()}` },
        }),
        "generate a dashboard",
      );
      f.generationJobId = generation.jobId;
    }
    await createDashboard();

    // Deletes run against copies, one per actor, so no case depends on another's outcome.
    const parts = new Set(options.throwaways ?? []);
    for (const actor of ACTORS) f.throwaway[actor] = await throwawayOf(actor, parts);
    if (options.generation) f.generatedDashboardId = await generatedDashboard(f.generationJobId);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    await userDb?.drop();
    const admin = new pg.Client({ connectionString: userAdminUrl() });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${secretRole}`);
    await admin.end();
  });
}
