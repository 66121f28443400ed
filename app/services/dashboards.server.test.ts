// Dashboards through the real API, queue and worker: CRUD, widgets from chat answers, sharing and AI generation.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../tests/support/app";
import { signUp, type Client } from "../../tests/support/clients";
import { addMember, markVerified } from "../../tests/support/members";

let app: TestApp;
let owner: Client;
let editor: Client;
let viewer: Client;
let outsider: Client;
let projectId: string;
let otherProjectConnection: string;
const connections: Record<string, string> = {};
let chatMessageId: string;
let chatQuestion: string;

const START_STEP = "Starting business intelligence analysis...";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

async function ask(connectionId: string, query: string, chatSessionId: string) {
  const submitted = await ok(
    owner.api("/api/query/translate-and-visualize", { method: "POST", body: { connectionId, query, chatSessionId } }),
    202,
  );
  for (let i = 0; i < 60; i++) {
    const { body } = await owner.api(`/api/query/job/${submitted.jobId}`);
    if (body.data.status === "completed") return body.data.result;
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
  }
  throw new Error("question did not finish");
}

async function generated(path: string, client: Client = owner) {
  for (let i = 0; i < 120; i++) {
    const status = await ok(client.api(path));
    expect(["generating", "completed", "failed"]).toContain(status.status);
    if (status.status !== "generating") return status;
    await sleep(250);
  }
  throw new Error(`${path} did not finish in 30 s`);
}

beforeAll(async () => {
  // Behind a proxy that appends X-Forwarded-For, so tests can speak from several addresses.
  app = await startApp({ env: { TRUST_PROXY: "x-forwarded-for" } });
  [owner, editor, viewer, outsider] = await Promise.all(
    ["Olga", "Edith", "Vera", "Oscar"].map((name) => signUp(app, name)),
  );
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Analytics team" } }), 201)).id;
  await markVerified(app, [editor.user.id, viewer.user.id]);
  for (const [member, role] of [
    [editor, "editor"],
    [viewer, "viewer"],
  ] as const) {
    await addMember(owner.api, projectId, { email: member.user.email, api: member.api }, role);
  }
  for (const sample of ["ecommerce", "media", "saas"]) {
    connections[sample] = (
      await ok(
        owner.api(`/api/database/samples/${sample}/connect`, { method: "POST", body: { project_id: projectId } }),
        201,
      )
    ).connectionId;
  }
  const personal = (await ok(outsider.api("/api/projects/personal"))).id;
  otherProjectConnection = (
    await ok(
      outsider.api("/api/database/samples/media/connect", { method: "POST", body: { project_id: personal } }),
      201,
    )
  ).connectionId;
  const chat = await ok(
    owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Orders", project_id: projectId, connectionIds: [connections.ecommerce] },
    }),
    201,
  );
  chatQuestion = "How many orders per status do we have?";
  chatMessageId = (await ask(connections.ecommerce, chatQuestion, chat.id)).messageId;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const create = (client: Client, body: Record<string, unknown>) =>
  client.api("/api/dashboards", { method: "POST", body: { project_id: projectId, ...body } });

describe("dashboards", () => {
  it("creates, lists, reads, updates and deletes a dashboard, recording the activity", async () => {
    const widget = {
      title: "Manual widget",
      chartType: "bar",
      data: { columns: ["status", "n"], rows: [{ status: "paid", n: 3 }] },
    };
    const dashboard = await ok(
      create(owner, {
        title: "Weekly",
        connection_id: connections.ecommerce,
        is_template: false,
        widgets_config: { layout: "grid", widgets: [widget] },
      }),
      201,
    );
    expect(dashboard).toEqual(
      expect.objectContaining({
        title: "Weekly",
        project_id: projectId,
        connection_id: connections.ecommerce,
        is_template: false,
      }),
    );
    expect(dashboard.widgets_config.widgets[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        type: "query_result",
        title: "Manual widget",
        chartType: "bar",
        position: { width: 6, height: 1 },
        connectionId: connections.ecommerce,
      }),
    );
    expect(dashboard.widgets_config.widgets[0].data).toEqual({
      columns: [
        { name: "status", label: "status" },
        { name: "n", label: "n" },
      ],
      rows: [{ status: "paid", n: 3 }],
      rowCount: 1,
    });

    const list = await ok(owner.api(`/api/dashboards/project/${projectId}`));
    expect(list.map((d: { id: string }) => d.id)).toContain(dashboard.id);
    const updated = await ok(
      owner.api(`/api/dashboards/${dashboard.id}`, {
        method: "PUT",
        body: { title: "Weekly review", description: "Every Monday" },
      }),
    );
    expect(updated).toEqual(expect.objectContaining({ title: "Weekly review", description: "Every Monday" }));
    expect((await ok(owner.api(`/api/dashboards/${dashboard.id}`))).title).toBe("Weekly review");

    await ok(owner.api(`/api/dashboards/${dashboard.id}`, { method: "DELETE" }));
    expect((await owner.api(`/api/dashboards/${dashboard.id}`)).status).toBe(404);
    const activity = await ok(owner.api(`/api/projects/${projectId}/activity?limit=50`));
    const mine = activity
      .filter((a: { resource_id: string }) => a.resource_id === dashboard.id)
      .map((a: { action: string }) => a.action);
    expect(mine).toEqual(expect.arrayContaining(["create", "update", "delete"]));
  });

  it("creates a dashboard together with a widget from a chat answer (spec §3, §9)", async () => {
    const dashboard = await ok(
      create(owner, { connection_id: connections.ecommerce, widget: { messageId: chatMessageId } }),
      201,
    );
    expect(dashboard.description).toBe("Dashboard created from chat query");
    const [widget] = dashboard.widgets_config.widgets;
    expect(widget.title).toBe("Number of orders by status"); // the chart title in business words (ADR 021)
    expect(dashboard.title).toBe(widget.title);
    expect(widget.description).toBe(`Generated from: "${chatQuestion}"`);
    expect(widget.sql).toMatch(/^select/i);
    expect(widget.data.rows.length).toBeGreaterThan(1);
    expect(widget.connectionId).toBe(connections.ecommerce);
    expect(widget.chartConfig.fullChartConfig.chartType).toBe(widget.chartType);
  });

  it.each([
    ["Is it ok?", "Query Result", 'Generated from: "Is it ok?"'],
    [
      "Show me the total revenue for every product category across all the countries we sell in, per quarter",
      "Show the total... Analysis",
      'Generated from: "Show me the total revenue for every product category across all the countries we..."',
    ],
  ])("titles a widget for %j by the §9 rules", async (question, title, description) => {
    const dashboard = await ok(
      create(owner, { title: "Rules", widget: { question, data: { columns: ["x"], rows: [{ x: 1 }] } } }),
      201,
    );
    expect(dashboard.widgets_config.widgets[0]).toEqual(expect.objectContaining({ title, description }));
  });

  it("adds, updates, refreshes and removes widgets", async () => {
    const dashboard = await ok(create(owner, { title: "Widgets", connection_id: connections.ecommerce }), 201);
    const added = await ok(
      owner.api(`/api/dashboards/${dashboard.id}/widgets`, {
        method: "PATCH",
        body: { widget: { messageId: chatMessageId } },
      }),
    );
    const widgetId = added.widget.id;
    expect(added.dashboard.widgets_config.widgets).toHaveLength(1);

    const renamed = await ok(
      owner.api(`/api/dashboards/${dashboard.id}/widgets`, {
        method: "PATCH",
        body: { widget: { id: widgetId, title: "Orders by status", position: { width: 12 } } },
      }),
    );
    expect(renamed.dashboard.widgets_config.widgets).toHaveLength(1);
    expect(renamed.widget).toEqual(
      expect.objectContaining({
        id: widgetId,
        title: "Orders by status",
        position: { width: 12, height: 1 },
        sql: added.widget.sql,
      }),
    );

    const beforeRefresh = Date.now();
    const refreshed = await ok(
      owner.api(`/api/dashboards/${dashboard.id}/widgets/${widgetId}/refresh`, { method: "POST" }),
    );
    // Stamped by the refresh itself (the server's clock is this machine's).
    const refreshedAt = Date.parse(refreshed.widget.refreshedAt);
    expect(refreshedAt).toBeGreaterThanOrEqual(beforeRefresh - 1000);
    expect(refreshedAt).toBeLessThanOrEqual(Date.now());
    expect(refreshed.widget.data.rowCount).toBe(added.widget.data.rowCount);
    expect(refreshed.widget.title).toBe("Orders by status");

    const hostile = await ok(
      owner.api(`/api/dashboards/${dashboard.id}/widgets`, {
        method: "PATCH",
        body: { widget: { title: "Hostile", sql: "DELETE FROM orders" } },
      }),
    );
    const refused = await owner.api(`/api/dashboards/${dashboard.id}/widgets/${hostile.widget.id}/refresh`, {
      method: "POST",
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const foreign = await owner.api(`/api/dashboards/${dashboard.id}/widgets`, {
      method: "PATCH",
      body: { widget: { title: "Foreign", sql: "SELECT 1", connectionId: otherProjectConnection } },
    });
    expect(foreign.status).toBe(400);

    await ok(owner.api(`/api/dashboards/${dashboard.id}/widgets/${widgetId}`, { method: "DELETE" }));
    expect((await owner.api(`/api/dashboards/${dashboard.id}/widgets/${widgetId}`, { method: "DELETE" })).status).toBe(
      404,
    );
    const after = await ok(owner.api(`/api/dashboards/${dashboard.id}`));
    expect(after.widgets_config.widgets.map((w: { title: string }) => w.title)).toEqual(["Hostile"]);
  });

  it("arranges widgets on the grid, keeps them in reading order and holds text cards (issue 17)", async () => {
    const dashboard = await ok(create(owner, { title: "Shaped", widget: { messageId: chatMessageId } }), 201);
    const chart = dashboard.widgets_config.widgets[0];
    const note = (
      await ok(
        owner.api(`/api/dashboards/${dashboard.id}/widgets`, {
          method: "PATCH",
          body: {
            widget: {
              type: "text",
              title: "Orders",
              text: "Paid orders only.\nUpdated weekly.",
              position: { width: 12, height: 0.25 },
            },
          },
        }),
      )
    ).widget;
    expect(note).toEqual(
      expect.objectContaining({
        type: "text",
        title: "Orders",
        text: "Paid orders only.\nUpdated weekly.",
        position: { width: 12, height: 0.25 },
        sql: null,
      }),
    );

    // The heading moves above the chart, which grows to two card heights.
    const positions = [
      { id: note.id, x: 0, y: 0, width: 12, height: 0.25 },
      { id: chart.id, x: 0, y: 0.25, width: 8, height: 2 },
    ];
    await ok(owner.api(`/api/dashboards/${dashboard.id}/layout`, { method: "PUT", body: { positions } }));
    const after = await ok(owner.api(`/api/dashboards/${dashboard.id}`));
    expect(after.widgets_config.widgets.map((w: any) => [w.id, w.position])).toEqual(
      positions.map(({ id, ...position }) => [id, position]),
    );
    expect(after.widgets_config.widgets[1].sql).toBe(chart.sql);

    const refused = async (client: Client, body: unknown) =>
      (await client.api(`/api/dashboards/${dashboard.id}/layout`, { method: "PUT", body })).status;
    expect(await refused(owner, { positions: [{ ...positions[0], height: 0.3 }] })).toBe(400);
    expect(await refused(owner, { positions: [{ ...positions[0], x: 12 }] })).toBe(400);
    expect(await refused(owner, { positions: [{ ...positions[0], id: "not-a-widget" }] })).toBe(404);
    expect(await refused(viewer, { positions })).toBe(403);
    expect(await refused(outsider, { positions })).toBe(404);

    const renamed = await ok(
      owner.api(`/api/dashboards/${dashboard.id}/widgets`, {
        method: "PATCH",
        body: { widget: { id: chart.id, title: "" } },
      }),
    );
    expect(renamed.widget.title).toBe(chart.title);
    const text = await ok(
      owner.api(`/api/dashboards/${dashboard.id}/widgets`, {
        method: "PATCH",
        body: { widget: { id: chart.id, text: "not for charts" } },
      }),
    );
    expect(text.widget.text).toBeUndefined();
  });

  it("caps the rows stored with a widget", async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => ({ i }));
    const dashboard = await ok(
      create(owner, { title: "Big", widget: { title: "Big", data: { columns: ["i"], rows, rowCount: 1500 } } }),
      201,
    );
    expect(dashboard.widgets_config.widgets[0].data.rows).toHaveLength(1000);
    expect(dashboard.widgets_config.widgets[0].data.rowCount).toBe(1500);
  });
});

describe("permissions", () => {
  it("lets editors create and update, but not delete dashboards or shares", async () => {
    const dashboard = await ok(create(editor, { title: "Editor's" }), 201);
    await ok(editor.api(`/api/dashboards/${dashboard.id}`, { method: "PUT", body: { title: "Edited" } }));
    await ok(
      editor.api(`/api/dashboards/${dashboard.id}/widgets`, { method: "PATCH", body: { widget: { title: "Note" } } }),
    );
    const share = await ok(editor.api(`/api/dashboards/${dashboard.id}/shares`, { method: "POST", body: {} }), 201);
    expect((await editor.api(`/api/dashboards/${dashboard.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await editor.api(`/api/dashboards/shares/${share.id}`, { method: "DELETE" })).status).toBe(403);
    await ok(owner.api(`/api/dashboards/shares/${share.id}`, { method: "DELETE" }));
    await ok(owner.api(`/api/dashboards/${dashboard.id}`, { method: "DELETE" }));
  });

  it("lets viewers read only", async () => {
    const dashboard = await ok(create(owner, { title: "Read me" }), 201);
    expect((await ok(viewer.api(`/api/dashboards/${dashboard.id}`))).title).toBe("Read me");
    expect((await ok(viewer.api(`/api/dashboards/project/${projectId}`))).length).toBeGreaterThan(0);
    for (const answer of [
      await create(viewer, { title: "Nope" }),
      await viewer.api(`/api/dashboards/${dashboard.id}`, { method: "PUT", body: { title: "Nope" } }),
      await viewer.api(`/api/dashboards/${dashboard.id}/widgets`, {
        method: "PATCH",
        body: { widget: { title: "Nope" } },
      }),
      await viewer.api(`/api/dashboards/${dashboard.id}/shares`, { method: "POST", body: {} }),
      await viewer.api(`/api/dashboards/${dashboard.id}/shares`),
      await viewer.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId: connections.saas } }),
    ]) {
      expect(answer.status).toBe(403);
    }
  });

  it("answers 404 to non-members", async () => {
    const dashboard = await ok(create(owner, { title: "Private" }), 201);
    for (const answer of [
      await outsider.api(`/api/dashboards/${dashboard.id}`),
      await outsider.api(`/api/dashboards/${dashboard.id}`, { method: "PUT", body: { title: "Mine" } }),
      await outsider.api(`/api/dashboards/${dashboard.id}`, { method: "DELETE" }),
      await outsider.api(`/api/dashboards/project/${projectId}`),
      await outsider.api(`/api/dashboards/${dashboard.id}/shares`),
      await outsider.api("/api/welcome-dashboard/generate", {
        method: "POST",
        body: { connectionId: connections.saas, name: "Mine" },
      }),
    ]) {
      expect(answer.status).toBe(404);
    }
  });
});

/** Every key and string of a JSON value, with its path. */
function walk(value: unknown, path = "$"): { path: string; key?: string; text?: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => walk(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [
      { path: `${path}.${key}`, key },
      ...walk(inner, `${path}.${key}`),
    ]);
  return typeof value === "string" ? [{ path, text: value }] : [];
}

describe("public shares", () => {
  let dashboardId: string;
  const open = (token: string, password?: string, ip = "203.0.113.1") =>
    app.json(`/api/dashboards/public/${token}`, {
      headers: { "X-Forwarded-For": ip, ...(password !== undefined ? { "X-Share-Password": password } : {}) },
    });

  beforeAll(async () => {
    dashboardId = (
      await ok(
        create(owner, {
          title: "Shared board",
          connection_id: connections.ecommerce,
          widget: { messageId: chatMessageId },
        }),
        201,
      )
    ).id;
  });

  it("opens without sign-in and carries no SQL, connection, project or member data", async () => {
    const share = await ok(owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: {} }), 201);
    expect(share).toEqual(
      expect.objectContaining({
        token: expect.any(String),
        has_password: false,
        status: "active",
        url: `/share/${share.token}`,
      }),
    );
    const answer = await open(share.token);
    expect(answer.status).toBe(200);
    const { dashboard } = answer.body.data;
    expect(dashboard.title).toBe("Shared board");
    expect(dashboard.widgets[0]).toEqual(
      expect.objectContaining({
        title: "Number of orders by status",
        chartType: expect.any(String),
        chartConfig: expect.any(Object),
      }),
    );
    expect(dashboard.widgets[0].data.rows.length).toBeGreaterThan(1);
    const forbiddenKeys =
      /^(sql|generated_sql|connectionId|connection_id|project_id|projectId|created_by|credentials|password|password_hash|email|members|user_id|messageId|question)$/i;
    const secrets = [
      projectId,
      connections.ecommerce,
      owner.user.id,
      owner.user.email,
      editor.user.email,
      chatMessageId,
    ];
    for (const entry of walk(answer.body)) {
      expect(entry.key ?? "", entry.path).not.toMatch(forbiddenKeys);
      if (entry.text) {
        expect(entry.text, entry.path).not.toMatch(/\bselect\b[\s\S]*\bfrom\b/i);
        for (const secret of secrets) expect(entry.text, entry.path).not.toContain(secret);
      }
    }
    const page = await app.fetch(`/share/${share.token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Shared board");
    expect(html).toContain("Number of orders by status");
    expect(html).not.toMatch(/SELECT\s/);
    expect(html).not.toContain(connections.ecommerce);
  });

  it("asks for a password, refuses a wrong one, and rate-limits repeated failures per token and address", async () => {
    const share = await ok(
      owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: { password: "open-sesame" } }),
      201,
    );
    expect(share.has_password).toBe(true);
    const missing = await open(share.token);
    expect(missing.status).toBe(401);
    expect(missing.body.error.message).toMatch(/password/i);
    expect(missing.body.error.details).toEqual({ passwordRequired: true });
    const wrong = await open(share.token, "guess", "203.0.113.7");
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toMatch(/incorrect/i);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await open(share.token, `guess-${i}`, "203.0.113.7")).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect((await open(share.token, "open-sesame", "203.0.113.7")).status).toBe(429);
    expect((await open(share.token, "open-sesame", "198.51.100.9")).status).toBe(200);

    const page = await app.fetch(`/share/${share.token}`);
    expect(await page.text()).toContain("Password");
    const refusedForm = await app.fetch(`/share/${share.token}`, {
      method: "POST",
      body: new URLSearchParams({ password: "nope" }),
      headers: { "X-Forwarded-For": "198.51.100.10" },
    });
    expect(await refusedForm.text()).toContain("The password is incorrect");
    const unlocked = await app.fetch(`/share/${share.token}`, {
      method: "POST",
      body: new URLSearchParams({ password: "open-sesame" }),
      headers: { "X-Forwarded-For": "198.51.100.10" },
    });
    expect(unlocked.status).toBe(200);
    expect(await unlocked.text()).toContain("Shared board");
  });

  it("answers 404 once revoked or expired, and refuses an expiry in the past", async () => {
    const revoked = await ok(owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: {} }), 201);
    expect((await open(revoked.token)).status).toBe(200);
    expect((await ok(owner.api(`/api/dashboards/shares/${revoked.id}`, { method: "DELETE" }))).status).toBe("revoked");
    expect((await open(revoked.token)).status).toBe(404);
    expect((await app.fetch(`/share/${revoked.token}`)).status).toBe(404);

    const expiring = await ok(
      owner.api(`/api/dashboards/${dashboardId}/shares`, {
        method: "POST",
        body: { expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      }),
      201,
    );
    expect((await open(expiring.token)).status).toBe(200);
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    await db.query("UPDATE dashboard_shares SET expires_at = now() - interval '1 minute' WHERE id = $1", [expiring.id]);
    await db.end();
    expect((await open(expiring.token)).status).toBe(404);
    const list = await ok(owner.api(`/api/dashboards/${dashboardId}/shares`));
    expect(list.find((s: { id: string }) => s.id === expiring.id).status).toBe("expired");

    const past = await owner.api(`/api/dashboards/${dashboardId}/shares`, {
      method: "POST",
      body: { expires_at: "2020-01-01T00:00:00Z" },
    });
    expect(past.status).toBe(400);
  });
});

function expectGenerated(dashboard: any, domain: string) {
  expect(dashboard.qualityScore).toBeGreaterThanOrEqual(80);
  expect(dashboard.widgets.length).toBeGreaterThanOrEqual(6);
  expect(dashboard.widgets.length).toBeLessThanOrEqual(8);
  for (const widget of dashboard.widgets) {
    expect(widget).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
        chartType: expect.any(String),
        businessValue: expect.any(String),
      }),
    );
    expect(widget.data.rows.length).toBeGreaterThan(0);
    expect(widget.chartConfig).toEqual(expect.objectContaining({ yAxes: expect.any(Array) }));
    expect(widget.followUpQuestions).toHaveLength(2);
  }
  expect(new Set(dashboard.widgets.map((w: { chartType: string }) => w.chartType)).size).toBeGreaterThanOrEqual(3);
  expect(dashboard.nextSteps.length).toBeGreaterThan(0);
  expect(dashboard.businessDomain.name).toBe(domain);
  expect(dashboard.performance).toEqual({
    iterationCount: expect.any(Number),
    totalTime: expect.any(Number),
    businessAnalysisTime: expect.any(Number),
    queryExecutionTime: expect.any(Number),
  });
  expect(dashboard.performance.iterationCount).toBeLessThanOrEqual(2);
}

describe("AI dashboard generation", () => {
  it("starts at 5 % with the first step, then completes a welcome dashboard of quality 80 or more", async () => {
    await app.stopWorker();
    const { jobId } = await ok(
      owner.api("/api/welcome-dashboard/generate", {
        method: "POST",
        body: { connectionId: connections.saas, name: "Subscriptions board" },
      }),
      202,
    );
    const first = await ok(owner.api(`/api/welcome-dashboard/status/${jobId}`));
    expect(first).toEqual(
      expect.objectContaining({
        status: "generating",
        progress: 5,
        currentStep: START_STEP,
        iteration: 1,
        dashboard: null,
        error: null,
      }),
    );
    app.startWorker();
    const done = await generated(`/api/welcome-dashboard/status/${jobId}`);
    expect(done.status, done.error).toBe("completed");
    expect(done.progress).toBe(100);
    expect(done.dashboard.title).toBe("Subscriptions board");
    expectGenerated(done.dashboard, "SaaS");
    // The headline MRR counts active subscriptions only, as computed directly (issue 16: it summed cancelled ones too).
    // (titled by what its SQL computes since issue 36: "MRR (USD) — active …"; the headline is the one-row widget)
    const headlines = done.dashboard.widgets.filter(
      (w: { title: string; data: { rows: unknown[] } }) =>
        /^MRR\b/.test(w.title) && /active/i.test(w.title) && w.data.rows.length === 1,
    );
    expect(headlines, done.dashboard.widgets.map((w: { title: string }) => w.title).join(" | ")).toHaveLength(1);
    const [headline] = headlines;
    const direct = await ok(
      owner.api("/api/query/execute", {
        method: "POST",
        body: {
          connectionId: connections.saas,
          sql: "SELECT SUM(mrr) AS active_mrr, (SELECT SUM(mrr) FROM saas.subscriptions) AS all_mrr FROM saas.subscriptions WHERE status = 'active'",
        },
      }),
    );
    const [value] = Object.values(headline.data.rows[0]);
    expect(Number(value)).toBe(Number(direct.rows[0].active_mrr));
    expect(Number(value)).toBeLessThan(Number(direct.rows[0].all_mrr));

    const saved = await ok(owner.api(`/api/dashboards/${done.dashboardId}`));
    expect(saved).toEqual(
      expect.objectContaining({ project_id: projectId, connection_id: connections.saas, title: "Subscriptions board" }),
    );
    expect(saved.generation.qualityScore).toBe(done.dashboard.qualityScore);
    expect((await ok(owner.api(`/api/welcome-dashboard/dashboard/${done.dashboardId}`))).widgets).toHaveLength(
      done.dashboard.widgets.length,
    );
    const preview = await ok(owner.api(`/api/welcome-dashboard/preview/${done.dashboardId}`));
    expect(preview).toEqual(
      expect.objectContaining({
        title: "Subscriptions board",
        widgetCount: done.dashboard.widgets.length,
        qualityScore: done.dashboard.qualityScore,
      }),
    );
    expect((await ok(viewer.api(`/api/welcome-dashboard/status/${jobId}`))).status).toBe("completed");
    expect((await outsider.api(`/api/welcome-dashboard/status/${jobId}`)).status).toBe(404);

    const again = await ok(owner.api(`/api/welcome-dashboard/regenerate/${done.dashboardId}`, { method: "POST" }), 202);
    const regenerated = await generated(`/api/welcome-dashboard/status/${again.jobId}`);
    expect(regenerated.status).toBe("completed");
    expect(regenerated.dashboardId).toBe(done.dashboardId);
  }, 60_000);

  it("completes a simple dashboard and finds it by dashboard or job id", async () => {
    const { jobId } = await ok(
      owner.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId: connections.ecommerce } }),
      202,
    );
    const done = await generated(`/api/simple-dashboard/status/${jobId}`);
    expect(done.status, done.error).toBe("completed");
    expect(done.iteration).toBeGreaterThanOrEqual(1);
    expectGenerated(done.dashboard, "E-commerce");
    const byId = await ok(owner.api(`/api/simple-dashboard/${done.dashboardId}`));
    const byJob = await ok(owner.api(`/api/simple-dashboard/${jobId}`));
    expect(byJob.id).toBe(byId.id);
  }, 60_000);

  it("runs two generations for one connection side by side into two intact dashboards", async () => {
    const jobs = await Promise.all(
      [1, 2].map(() =>
        ok(
          owner.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId: connections.media } }),
          202,
        ),
      ),
    );
    const results = await Promise.all(jobs.map(({ jobId }) => generated(`/api/simple-dashboard/status/${jobId}`)));
    expect(results.map((r) => r.status)).toEqual(["completed", "completed"]);
    expect(results[0].dashboardId).not.toBe(results[1].dashboardId);
    const [a, b] = await Promise.all(
      results.map((r) => ok(owner.api(`/api/welcome-dashboard/dashboard/${r.dashboardId}`))),
    );
    for (const dashboard of [a, b]) expectGenerated(dashboard, "Media & Entertainment");
    expect(a.widgets.map((w: { title: string }) => w.title)).toEqual(b.widgets.map((w: { title: string }) => w.title));
    const ids = [...a.widgets, ...b.widgets].map((w: { id: string }) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);

  it("fails with the generation message when nothing can be answered", async () => {
    const connectionId = (
      await ok(
        owner.api("/api/database/samples/saas/connect", { method: "POST", body: { project_id: projectId } }),
        201,
      )
    ).connectionId;
    await ok(owner.api(`/api/database/${connectionId}/disconnect`, { method: "POST" }));
    const { jobId } = await ok(
      owner.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId } }),
      202,
    );
    const done = await generated(`/api/simple-dashboard/status/${jobId}`);
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(/^Dashboard generation failed/);
    expect(done.dashboard).toBeNull();
  }, 60_000);
});
