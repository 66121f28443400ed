// Dashboard field filters (issue 37 item 1, ADR 056) through the real API and worker: dimensions chosen from the model,
// values searched on the server, each engine widget asked again for the chosen values — numbers equal to hand-written
// SQL on the PostgreSQL E-commerce sample and on a MariaDB database — and the others saying why they were not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { createMysqlUserDatabase, mysqlAvailable } from "../../harness/databases";
import { addMember, markVerified } from "../../tests/support/members";

let app: TestApp;
let owner: Client;
let viewer: Client;
let outsider: Client;
let projectId: string;

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

async function ask(connectionId: string, query: string, chatSessionId: string): Promise<any> {
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

/** A dashboard of chat answers to `questions` on the connection, and one widget of SQL typed by hand. */
async function dashboardOf(connectionId: string, questions: string[], manualSql: string) {
  const chat = await ok(
    owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Filters", project_id: projectId, connectionIds: [connectionId] },
    }),
    201,
  );
  const widgets: Record<string, unknown>[] = [];
  for (const question of questions) {
    const answer = await ask(connectionId, question, chat.id);
    expect(answer.provider, question).toBe("local");
    widgets.push({ messageId: answer.messageId });
  }
  widgets.push({ title: "Typed by hand", chartType: "table", sql: manualSql, data: { columns: ["n"], rows: [] } });
  const dashboard = await ok(
    owner.api("/api/dashboards", {
      method: "POST",
      body: { project_id: projectId, title: "Filtered", connection_id: connectionId, widgets_config: { widgets } },
    }),
    201,
  );
  return dashboard.id as string;
}

const sqlOn = (connectionId: string) => async (text: string) =>
  (await ok(owner.api("/api/query/execute", { method: "POST", body: { connectionId, sql: text } }))).rows as Record<
    string,
    unknown
  >[];
const numbers = (rows: Record<string, unknown>[]) =>
  rows
    .map((row) =>
      JSON.stringify(
        Object.values(row).map((v) => (v !== null && !Number.isNaN(Number(v)) ? Number(Number(v).toFixed(2)) : v)),
      ),
    )
    .sort();
const byQuestion = (widgets: any[], question: string) => widgets.find((w) => w.question === question);

beforeAll(async () => {
  app = await startApp();
  [owner, viewer, outsider] = await Promise.all(["Fern", "Vera", "Oscar"].map((name) => signUp(app, name)));
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Field filters" } }), 201)).id;
  await markVerified(app, [viewer.user.id]);
  await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("field filters on the PostgreSQL E-commerce sample", () => {
  const Q = {
    categories: "revenue by category",
    brands: "number of products by brand",
    trend: "revenue by month",
  };
  const CHOSEN = ["Books", "Toys & Games"];
  const IN_CHOSEN = "c.name IN ('Books', 'Toys & Games')";
  const GOLD = {
    // the lines' revenue in each chosen category
    categories: `SELECT c.name, SUM(i.quantity * i.unit_price * (1 - COALESCE(i.discount, 0))) AS revenue FROM ecommerce.order_items i JOIN ecommerce.products p ON p.id = i.product_id JOIN ecommerce.categories c ON c.id = p.category_id WHERE ${IN_CHOSEN} GROUP BY c.id, c.name`,
    brands: `SELECT p.brand, COUNT(*) AS n FROM ecommerce.products p JOIN ecommerce.categories c ON c.id = p.category_id WHERE ${IN_CHOSEN} GROUP BY p.brand`,
    // orders of corporate customers by month, in the first quarter of 2025
    corporateQ1: `SELECT CAST(date_trunc('month', o.order_date) AS date) AS month, SUM(o.total) AS revenue FROM ecommerce.orders o JOIN ecommerce.customers c ON c.id = o.customer_id WHERE c.segment = 'Corporate' AND o.order_date >= '2025-01-01' AND o.order_date < '2025-04-01' GROUP BY 1`,
  };
  let connectionId: string;
  let dashboardId: string;
  let sql: (text: string) => Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    connectionId = (
      await ok(
        owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } }),
        201,
      )
    ).connectionId;
    sql = sqlOn(connectionId);
    dashboardId = await dashboardOf(connectionId, Object.values(Q), "SELECT COUNT(*) AS n FROM ecommerce.orders");
  }, 120_000);

  it("offers names and categories of the model to owners, refuses keys, and lets only editors and above add", async () => {
    const { choices } = await ok(owner.api(`/api/dashboards/${dashboardId}/field-filters`));
    const offered = choices[0].columns.map((c: any) => `${c.table}.${c.column}`);
    expect(offered).toEqual(
      expect.arrayContaining(["categories.name", "customers.segment", "orders.status", "orders.channel"]),
    );
    for (const never of ["orders.id", "products.category_id", "customers.email", "orders.total"])
      expect(offered).not.toContain(never);
    expect((await ok(viewer.api(`/api/dashboards/${dashboardId}/field-filters`))).choices).toEqual([]);

    const category = { table: "categories", column: "name" };
    expect(
      (await viewer.api(`/api/dashboards/${dashboardId}/field-filters`, { method: "POST", body: category })).status,
    ).toBe(403);
    expect(
      (await outsider.api(`/api/dashboards/${dashboardId}/field-filters`, { method: "POST", body: category })).status,
    ).toBe(404);
    const key = await owner.api(`/api/dashboards/${dashboardId}/field-filters`, {
      method: "POST",
      body: { table: "customers", column: "email" },
    });
    expect(key.status).toBe(400);

    const added = await ok(
      owner.api(`/api/dashboards/${dashboardId}/field-filters`, { method: "POST", body: category }),
      201,
    );
    expect(added.filters).toEqual([expect.objectContaining({ id: "category", label: "Category", ...category })]);
    const again = await owner.api(`/api/dashboards/${dashboardId}/field-filters`, { method: "POST", body: category });
    expect(again.status).toBe(409);
    await ok(
      owner.api(`/api/dashboards/${dashboardId}/field-filters`, {
        method: "POST",
        body: { table: "customers", column: "segment" },
      }),
      201,
    );
  });

  it("lists a filter's values with a search on the server, for viewers too", async () => {
    const all = await ok<string[]>(viewer.api(`/api/dashboards/${dashboardId}/field-filters/category/values`));
    expect(all).toEqual((await sql("SELECT name FROM ecommerce.categories ORDER BY 1")).map((r) => r.name));
    const found = await ok<string[]>(
      owner.api(`/api/dashboards/${dashboardId}/field-filters/category/values?search=%26`),
    );
    expect(found).toEqual(all.filter((name) => name.includes("&")));
    expect(found.length).toBeGreaterThan(1);
    expect((await outsider.api(`/api/dashboards/${dashboardId}/field-filters/category/values`)).status).toBe(404);
    expect((await owner.api(`/api/dashboards/${dashboardId}/field-filters/unknown/values`)).status).toBe(404);
  });

  it("narrows each widget that reaches Category without fan-out, to the numbers of hand-written SQL", async () => {
    const query = CHOSEN.map((value) => `f.category=${encodeURIComponent(value)}`).join("&");
    const data = await ok(viewer.api(`/api/dashboards/${dashboardId}/filtered?${query}`));
    expect(data.range).toBeNull();
    expect(data.fields).toEqual([expect.objectContaining({ id: "category", values: CHOSEN })]);
    const widgets = data.widgets as any[];
    for (const key of ["categories", "brands"] as const) {
      const widget = byQuestion(widgets, Q[key]);
      expect(widget.fieldFilters, key).toEqual([{ id: "category", label: "Category", applied: true }]);
      expect(widget.data.rows.length, key).toBeGreaterThan(0);
      expect(numbers(widget.data.rows), key).toEqual(numbers(await sql(GOLD[key])));
    }
    expect(
      byQuestion(widgets, Q.categories)
        .data.rows.map((r: any) => Object.values(r)[0])
        .sort(),
    ).toEqual(CHOSEN);
    // an order holds lines of several categories: counting its total once per line would inflate the month
    const trend = byQuestion(widgets, Q.trend);
    expect(trend.fieldFilters).toEqual([{ id: "category", label: "Category", applied: false, reason: "fan-out" }]);
    expect(widgets.find((w) => w.title === "Typed by hand").fieldFilters).toEqual([
      { id: "category", label: "Category", applied: false, reason: "sql" },
    ]);
    // a view, not an edit: the stored widget is unchanged
    const stored = (await ok(owner.api(`/api/dashboards/${dashboardId}`))).widgets_config.widgets;
    expect(byQuestion(stored, Q.categories).data.rows.length).toBeGreaterThan(CHOSEN.length);
  });

  it("applies a second filter and the period together, as hand-written SQL does", async () => {
    const data = await ok(
      owner.api(`/api/dashboards/${dashboardId}/filtered?from=2025-01-01&to=2025-03-31&f.segment=Corporate`),
    );
    const trend = byQuestion(data.widgets, Q.trend);
    expect(trend.dateFilter).toEqual({ applied: true, column: "orders.order_date" });
    expect(trend.fieldFilters).toEqual([{ id: "segment", label: "Segment", applied: true }]);
    expect(numbers(trend.data.rows)).toEqual(numbers(await sql(GOLD.corporateQ1)));
    expect(trend.data.rows).toHaveLength(3);
  });

  it("refuses a filter the dashboard does not declare, and removes one for editors only", async () => {
    const unknown = await owner.api(`/api/dashboards/${dashboardId}/filtered?f.email=a%40b.test`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/no filter/);
    expect(
      (await viewer.api(`/api/dashboards/${dashboardId}/field-filters/segment`, { method: "DELETE" })).status,
    ).toBe(403);
    const left = await ok(owner.api(`/api/dashboards/${dashboardId}/field-filters/segment`, { method: "DELETE" }));
    expect(left.filters.map((f: any) => f.id)).toEqual(["category"]);
  });

  it("lets a public share's visitors filter only when the sharer allowed it, and only by declared filters", async () => {
    const closed = await ok(owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: {} }), 201);
    expect(closed.allow_filters).toBe(false);
    const plain = await app.json(`/api/dashboards/public/${closed.token}`);
    expect(plain.body.data.dashboard.filters).toEqual([]);
    expect((await app.json(`/api/dashboards/public/${closed.token}?f.category=Books`)).status).toBe(400);
    expect((await app.json(`/api/dashboards/public/${closed.token}/field-filters/category/values`)).status).toBe(404);

    const open = await ok(
      owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: { allow_filters: true } }),
      201,
    );
    expect(open.allow_filters).toBe(true);
    const values = await app.json(`/api/dashboards/public/${open.token}/field-filters/category/values?search=book`);
    expect(values.body.data).toEqual(["Books"]);
    const shared = await app.json(
      `/api/dashboards/public/${open.token}?f.category=Books&f.category=Toys%20%26%20Games`,
    );
    expect(shared.status).toBe(200);
    const dashboard = shared.body.data.dashboard;
    expect(dashboard.filters).toEqual([{ id: "category", label: "Category" }]);
    expect(dashboard.fields).toEqual([{ id: "category", values: CHOSEN }]);
    const title = byQuestion(
      (await ok(owner.api(`/api/dashboards/${dashboardId}`))).widgets_config.widgets,
      Q.brands,
    ).title;
    const brands = dashboard.widgets.find((w: any) => w.title === title);
    expect(brands.fieldFilters).toEqual([{ id: "category", label: "Category", applied: true }]);
    expect(numbers(brands.data.rows)).toEqual(numbers(await sql(GOLD.brands)));
    // labels and reasons only: no table, column or SQL goes out
    expect(JSON.stringify(shared.body)).not.toMatch(/"(table|column|sql|connectionId|ir)"\s*:/);
    for (const query of ["f.email=x", "f.name=Books"])
      expect((await app.json(`/api/dashboards/public/${open.token}?${query}`)).status, query).toBe(400);
  });
});

describe.skipIf(!(await mysqlAvailable()))("field filters on MariaDB", () => {
  // 4 categories, 12 products, 240 sales over 2025 in three regions; every sale is one product
  const CATEGORIES = ["Garden", "Kitchen", "Office", "Toys"];
  const REGIONS = ["North", "South", "West"];
  const products = Array.from({ length: 12 }, (_, i) => [i + 1, `Item ${i + 1}`, (i % 4) + 1, 5 + i * 3]);
  const sales = Array.from({ length: 240 }, (_, i) => {
    const day = new Date(Date.UTC(2025, 0, 1 + ((i * 7) % 360))).toISOString().slice(0, 10);
    return [i + 1, ((i * 5) % 12) + 1, REGIONS[(i * 7) % 3], 1 + (i % 4), (10 + ((i * 37) % 90)).toFixed(2), day];
  });
  let maria: Awaited<ReturnType<typeof createMysqlUserDatabase>>;
  let connectionId: string;
  let dashboardId: string;
  let sql: (text: string) => Promise<Record<string, unknown>[]>;
  const Q = {
    categories: "total amount by category",
    regions: "total amount by region",
    products: "number of products by category",
  };

  beforeAll(async () => {
    maria = await createMysqlUserDatabase(
      "askdata_fields",
      (db) => `
      CREATE TABLE ${db}.categories (id int PRIMARY KEY, name varchar(40) NOT NULL);
      CREATE TABLE ${db}.products (id int PRIMARY KEY, name varchar(60) NOT NULL, category_id int NOT NULL, price decimal(8,2) NOT NULL,
        FOREIGN KEY (category_id) REFERENCES ${db}.categories(id));
      CREATE TABLE ${db}.sales (id int PRIMARY KEY, product_id int NOT NULL, region varchar(20) NOT NULL, quantity int NOT NULL,
        amount decimal(10,2) NOT NULL, sold_on date NOT NULL, FOREIGN KEY (product_id) REFERENCES ${db}.products(id));
      INSERT INTO ${db}.categories VALUES ${CATEGORIES.map((name, i) => `(${i + 1}, '${name}')`).join(", ")};
      INSERT INTO ${db}.products VALUES ${products.map((p) => `(${p[0]}, '${p[1]}', ${p[2]}, ${p[3]})`).join(", ")};
      INSERT INTO ${db}.sales VALUES ${sales.map((s) => `(${s[0]}, ${s[1]}, '${s[2]}', ${s[3]}, ${s[4]}, '${s[5]}')`).join(", ")};`,
    );
    connectionId = (
      await ok(
        owner.api("/api/connections", {
          method: "POST",
          body: { name: "Maria shop", type: "mysql", credentials: maria.credentials, project_id: projectId },
        }),
        201,
      )
    ).id;
    sql = sqlOn(connectionId);
    dashboardId = await dashboardOf(connectionId, Object.values(Q), "SELECT COUNT(*) AS n FROM sales");
    for (const body of [
      { table: "categories", column: "name" },
      { table: "sales", column: "region" },
    ])
      await ok(owner.api(`/api/dashboards/${dashboardId}/field-filters`, { method: "POST", body }), 201);
  }, 120_000);

  afterAll(() => maria?.drop());

  it("lists values in MariaDB's dialect and narrows widgets to the numbers of hand-written SQL", async () => {
    const filters = (await ok(owner.api(`/api/dashboards/${dashboardId}/field-filters`))).filters;
    expect(filters.map((f: any) => f.id)).toEqual(["category", "region"]);
    expect(await ok(owner.api(`/api/dashboards/${dashboardId}/field-filters/region/values?search=TH`))).toEqual([
      "North",
      "South",
    ]);

    const data = await ok(
      owner.api(`/api/dashboards/${dashboardId}/filtered?f.category=Garden&f.category=Toys&f.region=West`),
    );
    const widgets = data.widgets as any[];
    const where = "c.name IN ('Garden', 'Toys') AND s.region = 'West'";
    const from = "FROM sales s JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id";
    const gold = {
      categories: `SELECT c.name, SUM(s.amount) ${from} WHERE ${where} GROUP BY c.id, c.name`,
      regions: `SELECT s.region, SUM(s.amount) ${from} WHERE ${where} GROUP BY s.region`,
    };
    for (const key of ["categories", "regions"] as const) {
      const widget = byQuestion(widgets, Q[key]);
      expect(
        widget.fieldFilters.every((s: any) => s.applied),
        key,
      ).toBe(true);
      expect(widget.data.rows.length, key).toBeGreaterThan(0);
      expect(numbers(widget.data.rows), key).toEqual(numbers(await sql(gold[key])));
    }
    // products are counted per category: reaching a sale's region goes from one product to its many sales
    const counted = byQuestion(widgets, Q.products);
    expect(counted.fieldFilters).toEqual([
      { id: "category", label: "Category", applied: true },
      { id: "region", label: "Region", applied: false, reason: "fan-out" },
    ]);
    expect(numbers(counted.data.rows)).toEqual(
      numbers(
        await sql(
          "SELECT c.name, COUNT(*) FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name IN ('Garden', 'Toys') GROUP BY c.id, c.name",
        ),
      ),
    );
  });
});
