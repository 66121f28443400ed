// The dashboard date filter (issue 17, ADR 027) through the real API and worker: widgets from chat answers keep
// the engine's query on the server only, and GET /api/dashboards/{id}/filtered asks it again over a range.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { addMember, markVerified } from "../../tests/support/members";

let app: TestApp;
let owner: Client;
let viewer: Client;
let outsider: Client;
let projectId: string;
let connectionId: string;
const messages: Record<"trend" | "total" | "categories", string> = { trend: "", total: "", categories: "" };
const QUESTIONS = { trend: "revenue by month", total: "total revenue", categories: "revenue by category" };

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

async function ask(query: string, chatSessionId: string, on = connectionId) {
  const submitted = await ok(
    owner.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId: on, query, chatSessionId },
    }),
    202,
  );
  for (let i = 0; i < 60; i++) {
    const { body } = await owner.api(`/api/query/job/${submitted.jobId}`);
    if (body.data.status === "completed") return body.data.result;
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
  }
  throw new Error("question did not finish");
}

/** The widgets as stored in the metadata database, with what the API never shows. */
async function storedWidgets(dashboardId: string): Promise<any[]> {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query("SELECT widgets_config FROM dashboards WHERE id = $1", [dashboardId]);
    return rows[0].widgets_config.widgets;
  } finally {
    await db.end();
  }
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
const sorted = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row)).sort();
const byTitle = (widgets: any[], question: string) => widgets.find((w) => w.question === question);

beforeAll(async () => {
  app = await startApp();
  [owner, viewer, outsider] = await Promise.all(["Fiona", "Vik", "Otto"].map((name) => signUp(app, name)));
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Filters" } }), 201)).id;
  await markVerified(app, [viewer.user.id]);
  await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
  connectionId = (
    await ok(
      owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } }),
      201,
    )
  ).connectionId;
  const chat = await ok(
    owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Revenue", project_id: projectId, connectionIds: [connectionId] },
    }),
    201,
  );
  for (const key of Object.keys(QUESTIONS) as (keyof typeof QUESTIONS)[]) {
    const answer = await ask(QUESTIONS[key], chat.id);
    expect(answer.provider).toBe("local");
    messages[key] = answer.messageId;
  }
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const IN_Q1 = "o.order_date >= '2025-01-01' AND o.order_date < '2025-04-01'";
const GOLD = {
  trend: `SELECT CAST(date_trunc('month', o.order_date) AS date) AS month, SUM(o.total) AS revenue FROM ecommerce.orders o WHERE ${IN_Q1} GROUP BY 1 ORDER BY 1`,
  total: `SELECT SUM(o.total) AS revenue FROM ecommerce.orders o WHERE ${IN_Q1}`,
  // "revenue by category" names its own measure, so it is read alone (issue 33): the lines' revenue in each category
  categories: `SELECT c.name, SUM(i.quantity * i.unit_price * (1 - COALESCE(i.discount, 0))) AS revenue FROM ecommerce.orders o JOIN ecommerce.order_items i ON i.order_id = o.id JOIN ecommerce.products p ON p.id = i.product_id JOIN ecommerce.categories c ON c.id = p.category_id WHERE ${IN_Q1} GROUP BY c.id, c.name ORDER BY c.name`,
};
const MANUAL = {
  title: "Orders by hand",
  chartType: "table",
  sql: "SELECT COUNT(*) AS n FROM ecommerce.orders",
  data: { columns: ["n"], rows: [{ n: 1 }] },
};

async function chatDashboard(): Promise<{ id: string; widgets: any[] }> {
  const widgets = [
    { messageId: messages.trend },
    { messageId: messages.total },
    { messageId: messages.categories },
    MANUAL,
  ];
  const dashboard = await ok(
    owner.api("/api/dashboards", {
      method: "POST",
      body: {
        project_id: projectId,
        title: "Revenue",
        connection_id: connectionId,
        widgets_config: { layout: "grid", widgets },
      },
    }),
    201,
  );
  return { id: dashboard.id, widgets: dashboard.widgets_config.widgets };
}

describe("widgets keep the engine's query on the server", () => {
  it("stores the IR of each chat answer, and shows it in no answer, page data or public share", async () => {
    const { id, widgets } = await chatDashboard();
    const stored = await storedWidgets(id);
    expect(stored.map((w) => Boolean(w.ir))).toEqual([true, true, true, false]);
    expect(stored[0].ir).toEqual(
      expect.objectContaining({ table: "orders", dimensions: [expect.objectContaining({ grain: "month" })] }),
    );

    const shown = [
      JSON.stringify(widgets),
      JSON.stringify(await ok(owner.api(`/api/dashboards/${id}`))),
      JSON.stringify(await ok(viewer.api(`/api/dashboards/project/${projectId}`))),
      JSON.stringify(
        await ok(
          owner.api(`/api/dashboards/${id}/widgets`, {
            method: "PATCH",
            body: { widget: { id: widgets[0].id, title: "Monthly revenue" } },
          }),
        ),
      ),
      JSON.stringify(await ok(owner.api(`/api/dashboards/${id}/widgets/${widgets[1].id}/refresh`, { method: "POST" }))),
      JSON.stringify(await ok(owner.api(`/api/dashboards/${id}/filtered?period=all`))),
      JSON.stringify(await ok(owner.api(`/api/dashboards/${id}/filtered?from=2025-01-01&to=2025-03-31`))),
    ];
    const share = await ok(owner.api(`/api/dashboards/${id}/shares`, { method: "POST", body: {} }), 201);
    const open = await app.json(`/api/dashboards/public/${share.token}`);
    expect(open.status).toBe(200);
    shown.push(JSON.stringify(open.body));
    for (const text of shown) expect(text).not.toMatch(/"ir"\s*:/);
    // the rename and the refresh kept it
    expect((await storedWidgets(id)).map((w) => Boolean(w.ir))).toEqual([true, true, true, false]);
  });

  it("drops an IR a client sends, and the IR of a widget whose SQL the client replaced", async () => {
    const forged = { table: "orders", select: [{ agg: "count", alias: "n" }], dimensions: [], filters: [], order: [] };
    const created = await ok(
      owner.api("/api/dashboards", {
        method: "POST",
        body: {
          project_id: projectId,
          connection_id: connectionId,
          widgets_config: {
            layout: "grid",
            widgets: [{ ...MANUAL, sql: 'SELECT COUNT(*) AS "n"\nFROM "ecommerce"."orders"', ir: forged }],
          },
        },
      }),
      201,
    );
    await ok(
      owner.api(`/api/dashboards/${created.id}/widgets`, {
        method: "PATCH",
        body: { widget: { ...MANUAL, ir: forged } },
      }),
    );
    expect((await storedWidgets(created.id)).map((w) => "ir" in w)).toEqual([false, false]);

    const { id, widgets } = await chatDashboard();
    // a PUT sends every widget back as the browser has it (without IR): the ones left as they were keep theirs
    const moved = widgets.map((w, i) =>
      i === 2 ? { ...w, sql: "SELECT 1 AS one" } : { ...w, position: { ...w.position, x: i } },
    );
    await ok(
      owner.api(`/api/dashboards/${id}`, {
        method: "PUT",
        body: { widgets_config: { layout: "grid", widgets: moved } },
      }),
    );
    expect((await storedWidgets(id)).map((w) => Boolean(w.ir))).toEqual([true, true, false, false]);
    await ok(
      owner.api(`/api/dashboards/${id}/widgets`, {
        method: "PATCH",
        body: { widget: { id: widgets[1].id, sql: "SELECT 2 AS two" } },
      }),
    );
    expect((await storedWidgets(id)).map((w) => Boolean(w.ir))).toEqual([true, false, false, false]);
  });
});

describe("GET /api/dashboards/{id}/filtered", () => {
  it("asks each engine widget again over the range and matches hand-written SQL over the same days", async () => {
    const { id, widgets } = await chatDashboard();
    const data = await ok(owner.api(`/api/dashboards/${id}/filtered?from=2025-01-01&to=2025-03-31`));
    expect(data.range).toEqual({ from: "2025-01-01", to: "2025-04-01", label: "1 Jan 2025 – 31 Mar 2025" });
    const filtered = data.widgets as any[];
    expect(filtered.map((w) => w.id)).toEqual(widgets.map((w) => w.id));

    for (const key of ["trend", "total", "categories"] as const) {
      const widget = byTitle(filtered, QUESTIONS[key]);
      expect(widget.dateFilter, key).toEqual({ applied: true, column: "orders.order_date" });
      expect(sorted(numbers(widget.data.rows)), key).toEqual(sorted(numbers(await sql(GOLD[key]))));
      // different numbers than the unfiltered widget shows
      expect(numbers(widget.data.rows), key).not.toEqual(numbers(byTitle(widgets, QUESTIONS[key]).data.rows));
      expect(widget.data.columns).toEqual(byTitle(widgets, QUESTIONS[key]).data.columns);
    }
    expect(byTitle(filtered, QUESTIONS.trend).data.rows).toHaveLength(3);
    const manual = filtered.find((w) => w.title === MANUAL.title);
    expect(manual.dateFilter).toEqual({ applied: false, reason: "not-rebuildable" });
    expect(manual.data.rows).toEqual([{ n: 1 }]);

    // a view, not an edit: the dashboard still holds its unfiltered data
    const after = await ok(owner.api(`/api/dashboards/${id}`));
    expect(after.widgets_config.widgets.map((w: any) => w.data)).toEqual(widgets.map((w) => w.data));
  });

  it("names presets, answers all time with the stored widgets, and refuses an invalid range", async () => {
    const { id, widgets } = await chatDashboard();
    const recent = await ok(owner.api(`/api/dashboards/${id}/filtered?period=90d`));
    expect(recent.range).toEqual({
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      label: "Last 90 days",
    });
    expect(byTitle(recent.widgets, QUESTIONS.total).dateFilter.applied).toBe(true);
    const all = await ok(owner.api(`/api/dashboards/${id}/filtered?period=all`));
    expect(all.range).toBeNull();
    expect(all.widgets.map((w: any) => w.dateFilter)).toEqual(
      widgets.map(() => ({ applied: false, reason: "all-time" })),
    );
    expect(all.widgets.map((w: any) => w.data)).toEqual(widgets.map((w) => w.data));
    for (const query of [
      "from=2025-03-31&to=2025-01-01",
      "from=2025-02-30&to=2025-03-31",
      "from=2025-01-01",
      "period=decade",
    ]) {
      const refused = await owner.api(`/api/dashboards/${id}/filtered?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("lets a viewer filter, and answers 404 to a stranger and to no dashboard", async () => {
    const { id } = await chatDashboard();
    const seen = await ok(viewer.api(`/api/dashboards/${id}/filtered?from=2025-01-01&to=2025-03-31`));
    expect(byTitle(seen.widgets, QUESTIONS.total).dateFilter).toEqual({ applied: true, column: "orders.order_date" });
    expect(numbers(byTitle(seen.widgets, QUESTIONS.total).data.rows)).toEqual(numbers(await sql(GOLD.total)));
    expect((await outsider.api(`/api/dashboards/${id}/filtered?period=90d`)).status).toBe(404);
    expect((await owner.api("/api/dashboards/00000000-0000-4000-8000-000000000000/filtered?period=90d")).status).toBe(
      404,
    );
    expect((await app.json(`/api/dashboards/${id}/filtered?period=90d`)).status).toBe(401);
  });

  it("keeps the stored data of a widget whose query fails or whose IR no longer gives its SQL", async () => {
    const { id, widgets } = await chatDashboard();
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    // the trend widget's SQL changed behind the IR's back (as after the tables changed): its IR is not trusted
    await db.query(
      `UPDATE dashboards SET widgets_config = jsonb_set(widgets_config, '{widgets,0,sql}', to_jsonb((widgets_config->'widgets'->0->>'sql') || ' ')) WHERE id = $1`,
      [id],
    );
    await db.end();
    const edited = await ok(owner.api(`/api/dashboards/${id}/filtered?from=2025-01-01&to=2025-03-31`));
    expect(edited.widgets[0].dateFilter).toEqual({ applied: false, reason: "not-rebuildable" });
    expect(edited.widgets[0].data).toEqual(widgets[0].data);
    expect(edited.widgets[1].dateFilter.applied).toBe(true);

    // a disconnected connection refuses every query: each widget shows what it stored, and the request succeeds
    const other = (
      await ok(
        owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } }),
        201,
      )
    ).connectionId;
    const chat = await ok(
      owner.api("/api/chats/sessions", {
        method: "POST",
        body: { title: "Other", project_id: projectId, connectionIds: [other] },
      }),
      201,
    );
    const answer = await ask(QUESTIONS.total, chat.id, other);
    const board = await ok(
      owner.api("/api/dashboards", {
        method: "POST",
        body: { project_id: projectId, connection_id: other, widget: { messageId: answer.messageId } },
      }),
      201,
    );
    await ok(owner.api(`/api/database/${other}/disconnect`, { method: "POST" }));
    const failed = await ok(owner.api(`/api/dashboards/${board.id}/filtered?period=12m`));
    expect(failed.widgets[0].dateFilter).toEqual({ applied: false, reason: "failed" });
    expect(failed.widgets[0].data).toEqual(board.widgets_config.widgets[0].data);
  });

  it("says which widgets have no date, and filters a generated dashboard's engine widgets", async () => {
    const chat = await ok(
      owner.api("/api/chats/sessions", {
        method: "POST",
        body: { title: "Lists", project_id: projectId, connectionIds: [connectionId] },
      }),
      201,
    );
    const list = await ask("list the categories", chat.id);
    const dashboard = await ok(
      owner.api("/api/dashboards", {
        method: "POST",
        body: { project_id: projectId, connection_id: connectionId, widget: { messageId: list.messageId } },
      }),
      201,
    );
    const data = await ok(owner.api(`/api/dashboards/${dashboard.id}/filtered?period=12m`));
    expect(data.widgets[0].dateFilter).toEqual({ applied: false, reason: "no-time-column" });

    const { jobId } = await ok(
      owner.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId } }),
      202,
    );
    let done: any;
    for (let i = 0; i < 120 && done?.status !== "completed"; i++) {
      done = await ok(owner.api(`/api/simple-dashboard/status/${jobId}`));
      if (done.status === "failed") throw new Error(done.error);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(JSON.stringify(await ok(owner.api(`/api/welcome-dashboard/dashboard/${done.dashboardId}`)))).not.toMatch(
      /"ir"\s*:/,
    );
    const generated = await ok(owner.api(`/api/dashboards/${done.dashboardId}/filtered?from=2025-01-01&to=2025-03-31`));
    const applied = generated.widgets.filter((w: any) => w.dateFilter.applied);
    expect(applied.length, JSON.stringify(generated.widgets.map((w: any) => [w.title, w.dateFilter]))).toBeGreaterThan(
      0,
    );
    expect(
      generated.widgets.every(
        (w: any) => w.dateFilter.applied || ["no-time-column", "not-rebuildable"].includes(w.dateFilter.reason),
      ),
    ).toBe(true);
  }, 60_000);
});
