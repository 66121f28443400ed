// A grid that keeps its shape (issue 37 item 4, ADR 053) through the real API and worker: a yearly chart under a
// short period is asked again by month and matches hand-written SQL; a KPI keeps its comparison when saved and is
// compared with the period before under a filter; a KPI is sized to its content and never stored smaller.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";

let app: TestApp;
let owner: Client;
let projectId: string;
let connectionId: string;
let chatId: string;

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

async function ask(query: string) {
  const submitted = await ok(
    owner.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId, query, chatSessionId: chatId },
    }),
    202,
  );
  for (let i = 0; i < 120; i++) {
    const { body } = await owner.api(`/api/query/job/${submitted.jobId}`);
    if (body.data.status === "completed") return body.data.result;
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("question did not finish");
}

const sql = async (text: string) =>
  (await ok(owner.api("/api/query/execute", { method: "POST", body: { connectionId, sql: text } }))).rows as Record<
    string,
    unknown
  >[];
const numbers = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.values(row).map((v) =>
      v !== null && !Number.isNaN(Number(v)) ? Number(Number(v).toFixed(2)) : String(v).slice(0, 10),
    ),
  );

async function dashboardOf(messageIds: string[]): Promise<{ id: string; widgets: any[] }> {
  const widgets = messageIds.map((messageId) => ({ messageId }));
  const dashboard = await ok(
    owner.api("/api/dashboards", {
      method: "POST",
      body: {
        project_id: projectId,
        title: "Shape",
        connection_id: connectionId,
        widgets_config: { layout: "grid", widgets },
      },
    }),
    201,
  );
  return { id: dashboard.id, widgets: dashboard.widgets_config.widgets };
}

beforeAll(async () => {
  app = await startApp();
  owner = await signUp(app, "Grace");
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Grid" } }), 201)).id;
  connectionId = (
    await ok(
      owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } }),
      201,
    )
  ).connectionId;
  chatId = (
    await ok(
      owner.api("/api/chats/sessions", {
        method: "POST",
        body: { title: "Shape", project_id: projectId, connectionIds: [connectionId] },
      }),
      201,
    )
  ).id;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("a period filter changes a chart's grain when it must", () => {
  it("shows a yearly chart by month under a quarter, with the numbers of hand-written SQL and month labels", async () => {
    const yearly = await ask("revenue by year");
    const { id, widgets } = await dashboardOf([yearly.messageId]);
    expect(widgets[0].data.rows.length).toBeGreaterThan(1);
    const data = await ok(owner.api(`/api/dashboards/${id}/filtered?from=2025-01-01&to=2025-03-31`));
    const [widget] = data.widgets;
    expect(widget.dateFilter).toEqual({
      applied: true,
      column: "orders.order_date",
      grain: { saved: "year", shown: "month" },
    });
    const gold = await sql(
      `SELECT CAST(date_trunc('month', o.order_date) AS date) AS month, SUM(o.total) AS revenue FROM ecommerce.orders o WHERE o.order_date >= '2025-01-01' AND o.order_date < '2025-04-01' GROUP BY 1 ORDER BY 1`,
    );
    expect(gold).toHaveLength(3);
    expect(numbers(widget.data.rows)).toEqual(numbers(gold));
    const axis = widget.chartConfig.fullChartConfig.xAxis[0];
    expect(widget.chartConfig.fullChartConfig.formats[axis]).toEqual({ type: "date", grain: "month" });
    expect(widget.data.columns.find((c: any) => c.name === axis).semantic).toEqual({ type: "date", grain: "month" });
  });

  it("keeps a grain the period holds enough of", async () => {
    const monthly = await ask("revenue by month");
    const { id } = await dashboardOf([monthly.messageId]);
    const [widget] = (await ok(owner.api(`/api/dashboards/${id}/filtered?from=2025-01-01&to=2025-06-30`))).widgets;
    expect(widget.dateFilter).toEqual({ applied: true, column: "orders.order_date" });
    expect(widget.data.rows).toHaveLength(6);
  });
});

describe("KPI comparisons on dashboards", () => {
  it("keeps the comparison a KPI was saved with, and compares a filtered KPI with the period before", async () => {
    const march = await ask("total revenue in March 2025");
    expect(march.comparison).toEqual({ label: "Feb 2025", previous: expect.any(Number) });
    const total = await ask("total revenue");
    const { id, widgets } = await dashboardOf([march.messageId, total.messageId]);
    expect(widgets[0].comparison).toEqual(march.comparison);
    expect((await ok(owner.api(`/api/dashboards/${id}`))).widgets_config.widgets[0].comparison).toEqual(
      march.comparison,
    );
    expect((await ok(owner.api(`/api/dashboards/${id}/filtered?period=all`))).widgets[0].comparison).toEqual(
      march.comparison,
    );

    const filtered = (await ok(owner.api(`/api/dashboards/${id}/filtered?from=2025-04-01&to=2025-06-30`))).widgets;
    const [q1] = numbers(
      await sql(
        "SELECT SUM(o.total) AS revenue FROM ecommerce.orders o WHERE o.order_date >= '2025-01-01' AND o.order_date < '2025-04-01'",
      ),
    );
    const [q2] = numbers(
      await sql(
        "SELECT SUM(o.total) AS revenue FROM ecommerce.orders o WHERE o.order_date >= '2025-04-01' AND o.order_date < '2025-07-01'",
      ),
    );
    expect(numbers(filtered[1].data.rows)).toEqual([q2]);
    expect(filtered[1].comparison).toEqual({ label: "Jan 2025 – Mar 2025", previous: expect.any(Number) });
    expect(Number(filtered[1].comparison.previous.toFixed(2))).toBe(q1[0]);
    // March under April–June has no rows: its saved comparison with February is not shown against that period
    expect(filtered[0].comparison?.label).not.toBe("Feb 2025");
  });
});

describe("sizes by kind", () => {
  it("sizes a KPI to its content and a chart at spec §3's default, and never stores a KPI smaller than its number", async () => {
    const kpi = await ask("how many orders are there");
    const chart = await ask("revenue by month");
    const { id, widgets } = await dashboardOf([kpi.messageId, chart.messageId]);
    expect(widgets.map((w) => w.position)).toEqual([
      { width: 3, height: 0.5 },
      { width: 6, height: 1 },
    ]);
    const positions = [
      { id: widgets[0].id, x: 11, y: 0, width: 1, height: 0.25 },
      { id: widgets[1].id, x: 0, y: 0, width: 6, height: 1 },
    ];
    const saved = await ok(owner.api(`/api/dashboards/${id}/layout`, { method: "PUT", body: { positions } }));
    const stored = saved.widgets_config.widgets.find((w: any) => w.id === widgets[0].id);
    expect(stored.position).toEqual({ x: 9, y: 0, width: 3, height: 0.5 });
  });
});
