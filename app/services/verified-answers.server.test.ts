// Verified answers and definitions (issue 18, ADR 030): a fixed answer marked as correct answers the same question and
// one of its shape with another value, on PostgreSQL and MariaDB; a team's metric and segment are used by the next
// answers; a verified answer is added through the API only with SQL the guard lets through.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { createMysqlUserDatabase, createUserDatabase, credentialsOf, mysqlAvailable } from "../../harness/databases";
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

/** Orders in three countries, some cancelled: the business means revenue without the cancelled ones. */
const ORDERS = [
  ["Germany", 100, "paid"],
  ["Germany", 40, "cancelled"],
  ["Germany", 60, "paid"],
  ["France", 80, "paid"],
  ["France", 500, "cancelled"],
  ["Spain", 30, "paid"],
] as const;
const revenueOf = (country: string) =>
  ORDERS.filter(([c, , s]) => c === country && s !== "cancelled").reduce((sum, [, amount]) => sum + amount, 0);
const ordersSql = (
  table: string,
) => `CREATE TABLE ${table} (id int PRIMARY KEY, country varchar(40) NOT NULL, amount decimal(10,2) NOT NULL, status varchar(20) NOT NULL);
  INSERT INTO ${table} VALUES ${ORDERS.map(([country, amount, status], i) => `(${i + 1}, '${country}', ${amount}, '${status}')`).join(", ")};`;

/**
 * The team says once what revenue is (amounts of orders not cancelled) and which orders are "big"; the next answers
 * use both, say so, and a viewer cannot change them. Through HTTP, the queue and the worker.
 */
async function definitionsFlow(connectionId: string) {
  const before = (await ask(connectionId, "revenue by country")).answer;
  // Before the team says what revenue is, France's total holds its cancelled order too.
  const france = before.rows.find((row: Record<string, unknown>) => row.country === "France");
  expect(Object.values(france).map(Number)).toContain(80 + 500);
  const metric = {
    kind: "metric",
    name: "Revenue",
    synonyms: ["sales"],
    table: "orders",
    sql: "SUM(CASE WHEN orders.status <> 'cancelled' THEN orders.amount ELSE 0 END)",
  };
  expect(
    (await viewer.api(`/api/connections/${connectionId}/definitions`, { method: "POST", body: metric })).status,
  ).toBe(403);
  await ok(owner.api(`/api/connections/${connectionId}/definitions`, { method: "POST", body: metric }), 201);
  await ok(
    owner.api(`/api/connections/${connectionId}/definitions`, {
      method: "POST",
      body: { kind: "segment", name: "Big orders", synonyms: [], table: "orders", sql: "orders.amount >= 80" },
    }),
    201,
  );

  const revenue = (await ask(connectionId, "revenue by country")).answer;
  expect(revenue.explanation).toMatch(/Revenue \(definition\)/);
  expect(revenue.definitions).toEqual(["Revenue"]);
  const byCountry = Object.fromEntries(
    revenue.rows.map((row: Record<string, unknown>) => [row.country, Number(row.revenue)]),
  );
  expect(byCountry).toEqual({ Germany: revenueOf("Germany"), France: revenueOf("France"), Spain: revenueOf("Spain") });
  const big = (await ask(connectionId, "how many big orders")).answer;
  expect(big.explanation).toMatch(/Big orders \(definition\)/);
  expect(Number(Object.values(big.rows[0])[0])).toBe(ORDERS.filter(([, amount]) => amount >= 80).length);
}

/** Asks, fixes the answer with SQL that leaves cancelled orders out, marks it as correct; then asks again. */
async function verifyFlow(connectionId: string) {
  const asked = await ask(connectionId, "total amount in Germany");
  expect(Number(Object.values(asked.answer.rows[0])[0])).toBe(200); // the engine's reading counts cancelled orders too
  const fixed = await ok(
    edit(
      owner,
      asked.answer.messageId,
      "SELECT SUM(amount) AS revenue FROM orders WHERE country = 'Germany' AND status <> 'cancelled'",
    ),
    201,
  );
  expect(Number(fixed.rows[0].revenue)).toBe(revenueOf("Germany"));
  expect((await viewer.api(`/api/chats/messages/${fixed.messageId}/verify`, { method: "POST" })).status).toBe(403);
  const verified = await ok(owner.api(`/api/chats/messages/${fixed.messageId}/verify`, { method: "POST" }), 201);
  expect(verified).toEqual(
    expect.objectContaining({ question: "total amount in Germany", connection_id: connectionId }),
  );

  const again = (await ask(connectionId, "Total amount in Germany?")).answer;
  expect(again.verified).toEqual({ id: verified.id, question: "total amount in Germany" });
  expect(Number(again.rows[0].revenue)).toBe(revenueOf("Germany"));
  const france = (await ask(connectionId, "total amount in France")).answer;
  expect(france.verified?.id).toBe(verified.id);
  expect(france.sql).toContain("'France'");
  expect(france.explanation).toMatch(/verified answer/);
  expect(Number(france.rows[0].revenue)).toBe(revenueOf("France"));
  // another shape is the engine's again
  const total = (await ask(connectionId, "total amount")).answer;
  expect(total.verified).toBeUndefined();
  return verified;
}

describe("verified answers on PostgreSQL", () => {
  let shop: Awaited<ReturnType<typeof createUserDatabase>>;
  let connectionId: string;

  beforeAll(async () => {
    shop = await createUserDatabase("verified");
    const client = new pg.Client({ connectionString: shop.url });
    await client.connect();
    await client.query(ordersSql("orders"));
    await client.end();
    connectionId = (
      await ok(
        owner.api("/api/connections", {
          method: "POST",
          body: { name: "Shop", type: "postgresql", credentials: credentialsOf(shop), project_id: projectId },
        }),
        201,
      )
    ).id;
  });

  afterAll(() => shop?.drop());

  it("answers a re-ask and the same question for another country from the SQL a person fixed and marked correct", async () => {
    const verified = await verifyFlow(connectionId);
    const listed = await ok(viewer.api(`/api/connections/${connectionId}/verified-answers`));
    expect(listed.map((v: { id: string }) => v.id)).toEqual([verified.id]);
    expect((await outsider.api(`/api/connections/${connectionId}/verified-answers`)).status).toBe(404);
    expect(
      (await viewer.api(`/api/connections/${connectionId}/verified-answers/${verified.id}`, { method: "DELETE" }))
        .status,
    ).toBe(403);
    await ok(owner.api(`/api/connections/${connectionId}/verified-answers/${verified.id}`, { method: "DELETE" }));
    expect((await ask(connectionId, "total amount in Germany")).answer.verified).toBeUndefined();
  });

  it("answers with the metric and segment a team defined", async () => {
    const other = await createUserDatabase("defined");
    try {
      const client = new pg.Client({ connectionString: other.url });
      await client.connect();
      await client.query(ordersSql("orders"));
      await client.end();
      await definitionsFlow(
        (
          await ok(
            owner.api("/api/connections", {
              method: "POST",
              body: {
                name: "Defined shop",
                type: "postgresql",
                credentials: credentialsOf(other),
                project_id: projectId,
              },
            }),
            201,
          )
        ).id,
      );
    } finally {
      await other.drop();
    }
  });

  it("adds one through the API only with SQL the guard lets through", async () => {
    const refused = await owner.api(`/api/connections/${connectionId}/verified-answers`, {
      method: "POST",
      body: { question: "wipe", sql: "DELETE FROM orders" },
    });
    expect(refused.status).toBe(400);
    const saved = await ok(
      owner.api(`/api/connections/${connectionId}/verified-answers`, {
        method: "POST",
        body: {
          question: "How many paid orders?",
          sql: "SELECT COUNT(*) AS paid_orders FROM orders WHERE status = 'paid'",
        },
      }),
      201,
    );
    expect(
      (
        await viewer.api(`/api/connections/${connectionId}/verified-answers`, {
          method: "POST",
          body: { question: "x", sql: "SELECT 1" },
        })
      ).status,
    ).toBe(403);
    const answer = (await ask(connectionId, "how many paid orders")).answer;
    expect(answer.verified?.id).toBe(saved.id);
    expect(Number(answer.rows[0].paid_orders)).toBe(4);
  });
});

describe.skipIf(!(await mysqlAvailable()))("verified answers on MariaDB", () => {
  let maria: Awaited<ReturnType<typeof createMysqlUserDatabase>>;

  beforeAll(async () => {
    maria = await createMysqlUserDatabase("askdata_verified", (db) => ordersSql(`${db}.orders`));
  });

  afterAll(() => maria?.drop());

  it("answers the re-ask and another country from the verified SQL", async () => {
    const connectionId = (
      await ok(
        owner.api("/api/connections", {
          method: "POST",
          body: { name: "Maria shop", type: "mysql", credentials: maria.credentials, project_id: projectId },
        }),
        201,
      )
    ).id;
    await verifyFlow(connectionId);
  });

  it("answers with the metric and segment a team defined", async () => {
    const defined = await createMysqlUserDatabase("askdata_defined", (db) => ordersSql(`${db}.orders`));
    try {
      await definitionsFlow(
        (
          await ok(
            owner.api("/api/connections", {
              method: "POST",
              body: { name: "Maria defined", type: "mysql", credentials: defined.credentials, project_id: projectId },
            }),
            201,
          )
        ).id,
      );
    } finally {
      await defined.drop();
    }
  });
});
