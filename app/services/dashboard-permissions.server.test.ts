// Who may call what on dashboards, their widgets, shares and generation (spec §6, ADR 005), through the real HTTP API
// for owner, admin, editor, viewer, a signed-in outsider and a signed-out visitor; a stranger cannot pull the private
// answer or connection into its own dashboards; shared links open to anyone without SQL; then a walk over every answer
// this file received, looking for secrets.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
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
import { ACTORS, api, created, f, SQL, usePermissionWorld, users } from "../../tests/support/permission-world";

usePermissionWorld({ throwaways: ["dashboard"], generation: true });

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

describe("permission matrix on a private project", () => runMatrix(DASHBOARD_CASES));

noExistenceOracle([
  ["/api/dashboards/:id", (id) => `/api/dashboards/${id()}`, () => f.dashboardId],
  ["/api/dashboards/:id/shares", (id) => `/api/dashboards/${id()}/shares`, () => f.dashboardId],
  ["/api/dashboards/:id/filtered", (id) => `/api/dashboards/${id()}/filtered?period=90d`, () => f.dashboardId],
  ["/api/welcome-dashboard/status/:id", (id) => `/api/welcome-dashboard/status/${id()}`, () => f.generationJobId],
]);

crossProjectReferences([
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
]);

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

describe("secrets never leave", () => secretsNeverLeave({ answers: 200 }));
