// Drill-through (issue 37 item 2, ADR 057) through the real API, queue and worker: the rows and breakdowns a click
// leads to equal hand-written SQL for the clicked value, on the PostgreSQL sample and on a MariaDB connection.
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
let connectionId: string;
let chatId: string;
const answers: Record<string, any> = {};

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

async function finished(client: Client, jobId: string): Promise<any> {
  for (let i = 0; i < 60; i++) {
    const { body } = await client.api(`/api/query/job/${jobId}`);
    if (body.data.status === "completed") return body.data.result;
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
  }
  throw new Error("job did not finish");
}

async function ask(query: string, on = connectionId, chat = chatId) {
  const submitted = await ok(
    owner.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId: on, query, chatSessionId: chat },
    }),
    202,
  );
  return finished(owner, submitted.jobId);
}

async function drill(client: Client, body: object): Promise<any> {
  const submitted = await ok(client.api("/api/drill", { method: "POST", body }), 202);
  return { ...(await finished(client, submitted.jobId)), turn: submitted.question };
}

const sql = async (text: string, on = connectionId) =>
  (await ok(owner.api("/api/query/execute", { method: "POST", body: { connectionId: on, sql: text } }))).rows as Record<
    string,
    unknown
  >[];
const money = (value: unknown) => Number(Number(value).toFixed(2));

beforeAll(async () => {
  app = await startApp();
  [owner, viewer, outsider] = await Promise.all(["Dora", "Vic", "Oz"].map((name) => signUp(app, name)));
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Drills" } }), 201)).id;
  await markVerified(app, [viewer.user.id]);
  await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
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
        body: { title: "Drills", project_id: projectId, connectionIds: [connectionId] },
      }),
      201,
    )
  ).id;
  answers.categories = await ask("revenue by category");
  answers.months = await ask("number of orders by month");
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

const LINE = "i.quantity * i.unit_price * (1 - COALESCE(i.discount, 0))";
const LINES = `ecommerce.order_items i JOIN ecommerce.products p ON p.id = i.product_id
  JOIN ecommerce.categories c ON c.id = p.category_id JOIN ecommerce.orders o ON o.id = i.order_id`;

describe("a bar of 'revenue by category'", () => {
  const point = () => {
    const answer = answers.categories;
    const alias = answer.chart.xAxis[0];
    return { alias, value: answer.rows[0][alias] as string, source: { messageId: answer.messageId } };
  };

  it("offers rows and breakdowns, with the clicked value in words", async () => {
    const { alias, value, source } = point();
    const options = await ok(
      owner.api("/api/drill/options", { method: "POST", body: { source, point: { [alias]: value } } }),
    );
    expect(options.filters).toEqual([`Category is ${value}`]);
    expect(options.rows).toBe(true);
    expect(options.breakdowns.map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining(["orders.status", "customers.segment"]),
    );
  });

  it("lists its order lines as hand-written SQL does, page by page, and the chat keeps the first page", async () => {
    const { alias, value, source } = point();
    const request = { source, point: { [alias]: value }, action: "rows" };
    const first = await drill(owner, { ...request, chatSessionId: chatId });
    expect(first.turn).toBe(`See the rows where Category is ${value}`);
    expect(first.explanation).toMatch(new RegExp(`^Category is ${value}: `));
    expect(first.drill).toMatchObject({ action: "rows", filters: [`Category is ${value}`], page: 1, pageSize: 50 });
    const escaped = value.replace(/'/g, "''");
    const [{ n, revenue }] = await sql(
      `SELECT COUNT(*) AS n, SUM(${LINE}) AS revenue FROM ${LINES} WHERE c.name = '${escaped}'`,
    );
    expect(first.drill.total).toBe(Number(n));
    // the rows add up to the bar clicked
    expect(money(revenue)).toBe(money(answers.categories.rows[0][answers.categories.chart.yAxis[0]]));
    const gold = (offset: number) =>
      sql(
        `SELECT i.id FROM ${LINES} WHERE c.name = '${escaped}' ORDER BY o.order_date DESC, i.id ASC LIMIT 50 OFFSET ${offset}`,
      );
    expect(first.rows.map((row: { id: number }) => row.id)).toEqual((await gold(0)).map((row) => row.id));
    expect(first.columns[0].name).not.toBe("id");
    expect(first.columns.at(-1).name).toBe("id");
    const second = await drill(owner, { ...request, page: 2 });
    expect(second.rows.map((row: { id: number }) => row.id)).toEqual((await gold(50)).map((row) => row.id));
    expect(second.messageId).toBeNull();

    const chat = await ok(owner.api(`/api/chats/sessions/${chatId}`));
    const last = chat.messages.at(-1);
    expect(last.natural_language).toBe(`See the rows where Category is ${value}`);
    expect(last.answer.drill.page).toBe(1);
  });

  it("breaks the same revenue down by order status under the category, as hand-written SQL does", async () => {
    const { alias, value, source } = point();
    const answer = await drill(owner, {
      source,
      point: { [alias]: value },
      action: "breakdown",
      by: "orders.status",
      chatSessionId: chatId,
    });
    expect(answer.turn).toBe(`Break down by Status: Category is ${value}`);
    expect(answer.explanation).toMatch(new RegExp(`^Category is ${value}: .*grouped by status`));
    const gold = await sql(
      `SELECT o.status, SUM(${LINE}) AS revenue FROM ${LINES} WHERE c.name = '${value.replace(/'/g, "''")}' GROUP BY o.status`,
    );
    const shown = (rows: Record<string, unknown>[], measure: string) =>
      Object.fromEntries(rows.map((row) => [row.status, money(row[measure])]));
    const measure = answer.columns.find((c: { name: string }) => c.name !== "status").name;
    expect(shown(answer.rows, measure)).toEqual(shown(gold, "revenue"));
  });
});

describe("a point of 'number of orders by month'", () => {
  it("narrows to the month's days", async () => {
    const answer = answers.months;
    const alias = answer.chart.xAxis[0];
    const row = answer.rows.find((r: Record<string, unknown>) => String(r[alias]).startsWith("2025-03"));
    const result = await drill(owner, {
      source: { messageId: answer.messageId },
      point: { [alias]: row[alias] },
      action: "rows",
    });
    expect(result.drill.filters).toEqual(["Month is Mar 2025"]);
    const [{ n }] = await sql(
      `SELECT COUNT(*) AS n FROM ecommerce.orders WHERE order_date >= '2025-03-01' AND order_date < '2025-04-01'`,
    );
    expect(result.drill.total).toBe(Number(n));
    expect(result.drill.total).toBe(Number(row[answer.chart.yAxis[0]]));
  });

  it("from a dashboard widget under a period, keeps the period", async () => {
    const dashboard = await ok(
      owner.api("/api/dashboards", {
        method: "POST",
        body: {
          project_id: projectId,
          title: "Orders",
          connection_id: connectionId,
          widgets_config: { layout: "grid", widgets: [{ messageId: answers.categories.messageId }] },
        },
      }),
      201,
    );
    const widget = dashboard.widgets_config.widgets[0];
    const alias = answers.categories.chart.xAxis[0];
    const value = answers.categories.rows[0][alias] as string;
    const period = { from: "2025-01-01", to: "2025-04-01" };
    const source = { dashboardId: dashboard.id, widgetId: widget.id, period };
    const result = await drill(owner, { source, point: { [alias]: value }, action: "rows" });
    const [{ n }] = await sql(
      `SELECT COUNT(*) AS n FROM ${LINES} WHERE c.name = '${value.replace(/'/g, "''")}'
        AND o.order_date >= '2025-01-01' AND o.order_date < '2025-04-01'`,
    );
    expect(result.drill.total).toBe(Number(n));
  });
});

describe("who may drill, and what", () => {
  it("lets a viewer see rows kept nowhere, never in a chat; an outsider sees nothing", async () => {
    const alias = answers.categories.chart.xAxis[0];
    const value = answers.categories.rows[1][alias];
    const body = { source: { messageId: answers.categories.messageId }, point: { [alias]: value }, action: "rows" };
    const before = (await ok(owner.api(`/api/chats/sessions/${chatId}`))).messages.length;
    const seen = await drill(viewer, body);
    expect(seen.drill.filters).toEqual([`Category is ${value}`]);
    expect(seen.messageId).toBeNull();
    const refused = await viewer.api("/api/drill", { method: "POST", body: { ...body, chatSessionId: chatId } });
    expect(refused.status).toBe(403);
    expect((await ok(owner.api(`/api/chats/sessions/${chatId}`))).messages.length).toBe(before);
    const hidden = await outsider.api("/api/drill/options", {
      method: "POST",
      body: { source: body.source, point: body.point },
    });
    expect(hidden.status).toBe(404);
  });

  it("offers nothing for SQL a person typed, and refuses a drill on it", async () => {
    const edited = await ok(
      owner.api(`/api/chats/messages/${answers.categories.messageId}/sql`, {
        method: "POST",
        body: { sql: "SELECT c.name AS category, COUNT(*) AS n FROM ecommerce.categories c GROUP BY c.name" },
      }),
      201,
    );
    const body = { source: { messageId: edited.messageId }, point: { category: "Books" } };
    expect(await ok(owner.api("/api/drill/options", { method: "POST", body }))).toEqual({
      filters: [],
      rows: false,
      breakdowns: [],
    });
    const refused = await owner.api("/api/drill", { method: "POST", body: { ...body, action: "rows" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("VALIDATION_ERROR");
  });
});

describe.skipIf(!(await mysqlAvailable()))("drill-through on MariaDB", () => {
  let maria: Awaited<ReturnType<typeof createMysqlUserDatabase>>;
  let mariaId: string;
  let mariaChat: string;

  beforeAll(async () => {
    maria = await createMysqlUserDatabase(
      "askdata_drill",
      (
        db,
      ) => `CREATE TABLE ${db}.stores (id INT PRIMARY KEY, store_name VARCHAR(40) NOT NULL, region VARCHAR(20) NOT NULL);
        CREATE TABLE ${db}.sales (id INT PRIMARY KEY, store_id INT NOT NULL, sold_on DATE NOT NULL, channel VARCHAR(20) NOT NULL,
          amount DECIMAL(10,2) NOT NULL, FOREIGN KEY (store_id) REFERENCES ${db}.stores(id));
        INSERT INTO ${db}.stores VALUES (1, 'Harbour', 'North'), (2, 'Mill Lane', 'North'), (3, 'Quayside', 'South'), (4, 'Old Town', 'East');
        INSERT INTO ${db}.sales (id, store_id, sold_on, channel, amount)
          SELECT n, 1 + MOD(n, 4), DATE_ADD('2025-01-01', INTERVAL MOD(n * 7, 180) DAY), ELT(1 + MOD(n, 3), 'web', 'shop', 'phone'), 10 + MOD(n * 13, 90)
          FROM (SELECT a.d + 10 * b.d + 1 AS n FROM (SELECT 0 d UNION SELECT 1 UNION SELECT 2 UNION SELECT 3 UNION SELECT 4 UNION SELECT 5 UNION SELECT 6 UNION SELECT 7 UNION SELECT 8 UNION SELECT 9) a,
            (SELECT 0 d UNION SELECT 1 UNION SELECT 2 UNION SELECT 3 UNION SELECT 4 UNION SELECT 5 UNION SELECT 6 UNION SELECT 7 UNION SELECT 8 UNION SELECT 9 UNION SELECT 10 UNION SELECT 11) b) numbers;`,
    );
    mariaId = (
      await ok(
        owner.api("/api/connections", {
          method: "POST",
          body: { name: "Maria shops", type: "mysql", credentials: maria.credentials, project_id: projectId },
        }),
        201,
      )
    ).id;
    mariaChat = (
      await ok(
        owner.api("/api/chats/sessions", {
          method: "POST",
          body: { title: "Maria", project_id: projectId, connectionIds: [mariaId] },
        }),
        201,
      )
    ).id;
  }, 120_000);

  afterAll(async () => {
    await maria?.drop();
  });

  it("lists a region's sales and breaks them down by channel as hand-written SQL does", async () => {
    const answer = await ask("total amount by region", mariaId, mariaChat);
    const alias = answer.chart.xAxis[0];
    expect(answer.rows.map((row: Record<string, unknown>) => row[alias])).toContain("North");
    const source = { messageId: answer.messageId };
    const point = { [alias]: "North" };
    const rows = await drill(owner, { source, point, action: "rows", chatSessionId: mariaChat });
    const gold = await sql(
      `SELECT s.id FROM sales s JOIN stores t ON t.id = s.store_id WHERE t.region = 'North' ORDER BY s.sold_on DESC, s.id ASC LIMIT 50`,
      mariaId,
    );
    expect(rows.drill.filters).toEqual(["Region is North"]);
    expect(rows.drill.total).toBe(60);
    expect(rows.rows.map((row: { id: number }) => row.id)).toEqual(gold.map((row) => row.id));
    const next = await drill(owner, { source, point, action: "rows", page: 2 });
    expect(next.rows.map((row: { id: number }) => row.id)).toEqual(
      (
        await sql(
          `SELECT s.id FROM sales s JOIN stores t ON t.id = s.store_id WHERE t.region = 'North' ORDER BY s.sold_on DESC, s.id ASC LIMIT 50 OFFSET 50`,
          mariaId,
        )
      ).map((row) => row.id),
    );

    const broken = await drill(owner, { source, point, action: "breakdown", by: "sales.channel" });
    const byChannel = await sql(
      `SELECT s.channel, SUM(s.amount) AS amount FROM sales s JOIN stores t ON t.id = s.store_id WHERE t.region = 'North' GROUP BY s.channel`,
      mariaId,
    );
    const measure = broken.columns.find((c: { name: string }) => c.name !== "channel").name;
    const shown = (list: Record<string, unknown>[], m: string) =>
      Object.fromEntries(list.map((row) => [row.channel, money(row[m])]));
    expect(shown(broken.rows, measure)).toEqual(shown(byChannel, "amount"));
  });
});
