// Edit SQL (issue 18, ADR 029): an answer's SQL, fixed by a person, runs through the guard read-only on PostgreSQL and
// MariaDB, becomes the chat's next answer, and can go on a dashboard; SQL that writes is refused and the data stays.
// Only those who may query may run it.
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

/** Asks in a new chat through the queue and the worker; returns the stored answer. */
async function ask(connectionId: string, query: string) {
  const chat = await ok(
    owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: query, project_id: projectId, connectionIds: [connectionId] },
    }),
    201,
  );
  const { jobId } = await ok(
    owner.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId, query, chatSessionId: chat.id },
    }),
    202,
  );
  for (let i = 0; i < 120; i++) {
    const job = await ok(owner.api(`/api/query/job/${jobId}`));
    if (job.status === "completed") return { chatId: chat.id as string, answer: job.result };
    if (job.status === "failed") throw new Error(JSON.stringify(job.error));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("question did not finish");
}

const edit = (client: Client, messageId: string, sql: string) =>
  client.api(`/api/chats/messages/${messageId}/sql`, { method: "POST", body: { sql } });

beforeAll(async () => {
  app = await startApp();
  [owner, viewer, outsider] = await Promise.all(["Erin", "Vic", "Otto"].map((name) => signUp(app, name)));
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Fixes" } }), 201)).id;
  await markVerified(app, [viewer.user.id]);
  await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("Edit SQL on PostgreSQL", () => {
  let connectionId: string;
  let asked: Awaited<ReturnType<typeof ask>>;

  beforeAll(async () => {
    connectionId = (
      await ok(
        owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } }),
        201,
      )
    ).connectionId;
    asked = await ask(connectionId, "number of orders per channel");
  });

  it("runs the edited SQL, stores it as the chat's next answer with a chart, and it can go on a dashboard", async () => {
    const sql =
      "SELECT channel, COUNT(*) AS paid_orders FROM orders WHERE status = 'delivered' GROUP BY channel ORDER BY channel";
    const edited = await ok(edit(owner, asked.answer.messageId, sql), 201);
    expect(edited).toEqual(
      expect.objectContaining({
        provider: "user",
        editedFrom: asked.answer.messageId,
        sql,
        question: "number of orders per channel",
      }),
    );
    const direct = await ok(owner.api("/api/query/execute", { method: "POST", body: { connectionId, sql } }));
    expect(edited.rows).toEqual(direct.rows);
    expect(edited.rows.length).toBeGreaterThan(1);
    expect(edited.chart.chartType).not.toBe("table");

    const chat = await ok(owner.api(`/api/chats/sessions/${asked.chatId}`));
    expect(chat.messages.at(-1)).toEqual(expect.objectContaining({ id: edited.messageId, generated_sql: sql }));

    const dashboard = await ok(
      owner.api("/api/dashboards", {
        method: "POST",
        body: { project_id: projectId, title: "Paid", widget: { messageId: edited.messageId } },
      }),
      201,
    );
    expect(dashboard.widgets_config.widgets[0].sql).toBe(sql);
  });

  it("refuses SQL that writes, and the data stays", async () => {
    const before = await ok(
      owner.api("/api/query/execute", {
        method: "POST",
        body: { connectionId, sql: "SELECT COUNT(*) AS n FROM orders" },
      }),
    );
    const refused = await edit(owner, asked.answer.messageId, "DELETE FROM orders");
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("QUERY_EXECUTION_ERROR");
    const stacked = await edit(owner, asked.answer.messageId, "SELECT 1; DELETE FROM orders");
    expect(stacked.status).toBe(400);
    const after = await ok(
      owner.api("/api/query/execute", {
        method: "POST",
        body: { connectionId, sql: "SELECT COUNT(*) AS n FROM orders" },
      }),
    );
    expect(after.rows).toEqual(before.rows);
  });

  it("lets only those who may query run it: viewers are refused, strangers see nothing", async () => {
    expect((await edit(viewer, asked.answer.messageId, "SELECT 1 AS one")).status).toBe(403);
    expect((await edit(outsider, asked.answer.messageId, "SELECT 1 AS one")).status).toBe(404);
    expect((await edit(owner, "00000000-0000-4000-8000-000000000000", "SELECT 1 AS one")).status).toBe(404);
  });
});

describe.skipIf(!(await mysqlAvailable()))("Edit SQL on MariaDB", () => {
  let maria: Awaited<ReturnType<typeof createMysqlUserDatabase>>;

  beforeAll(async () => {
    maria = await createMysqlUserDatabase(
      "askdata_edit",
      (db) => `
      CREATE TABLE ${db}.products (id int PRIMARY KEY, name varchar(50), category varchar(20), price decimal(8,2));
      INSERT INTO ${db}.products VALUES (1, 'Lamp', 'Light', 20.5), (2, 'Desk', 'Office', 120), (3, 'Chair', 'Office', 45), (4, 'Bulb', 'Light', 3);`,
    );
  });

  afterAll(() => maria?.drop());

  it("answers with the edited SQL in MariaDB's dialect", async () => {
    const connectionId = (
      await ok(
        owner.api("/api/connections", {
          method: "POST",
          body: { name: "Maria", type: "mysql", credentials: maria.credentials, project_id: projectId },
        }),
        201,
      )
    ).id;
    const asked = await ask(connectionId, "number of products per category");
    const sql =
      "SELECT category, ROUND(AVG(price), 2) AS `average price` FROM products GROUP BY category ORDER BY category";
    const edited = await ok(edit(owner, asked.answer.messageId, sql), 201);
    expect(edited.rows.map((row: Record<string, unknown>) => [row.category, Number(row["average price"])])).toEqual([
      ["Light", 11.75],
      ["Office", 82.5],
    ]);
    expect((await edit(owner, asked.answer.messageId, "SELECT * FROM products INTO OUTFILE '/tmp/x'")).status).toBe(
      400,
    );
  });
});
