// Dashboards through the real API, queue and worker: CRUD, widgets from chat answers, the grid, and who may do what.
// Public shares are dashboard-shares.server.test.ts, generation dashboard-jobs.server.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
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

beforeAll(async () => {
  app = await startApp();
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
  for (const sample of ["ecommerce", "saas"]) {
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
