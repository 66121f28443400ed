// Definitions (issue 18, ADR 030) through the real HTTP API on PostgreSQL and MariaDB: each kind is stored, checked
// against the catalog and, where it holds SQL, run through the guard with LIMIT 0 — bad SQL is refused in the
// database's words, hostile SQL in the guard's, unknown names by field. Viewers read, editors write, strangers see
// nothing; the engine's suggestions can be accepted; the project export carries them.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { createMysqlUserDatabase, createUserDatabase, credentialsOf, mysqlAvailable } from "../../harness/databases";
import { addMember, markVerified } from "../../tests/support/members";

let app: TestApp;
let owner: Client;
let editor: Client;
let viewer: Client;
let outsider: Client;
let projectId: string;

type Answer = { status: number; body: any };

async function ok<T = any>(answer: Promise<Answer>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

/** The error of a refused save: its code, message and the field it names. */
async function refused(answer: Promise<Answer>, status = 400) {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return {
    code: body.error.code as string,
    message: body.error.message as string,
    fields: (body.error.details?.fields ?? {}) as Record<string, string>,
  };
}

const path = (connectionId: string, id = "") => `/api/connections/${connectionId}/definitions${id ? `/${id}` : ""}`;
const post = (client: Client, connectionId: string, body: unknown) =>
  client.api(path(connectionId), { method: "POST", body });
const put = (client: Client, connectionId: string, id: string, body: unknown) =>
  client.api(path(connectionId, id), { method: "PUT", body });

beforeAll(async () => {
  app = await startApp({ worker: false });
  [owner, editor, viewer, outsider] = await Promise.all(
    ["Dee", "Eddie", "Vera", "Ozzy"].map((name) => signUp(app, name)),
  );
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Business words" } }), 201)).id;
  await markVerified(app, [editor.user.id, viewer.user.id]);
  await addMember(owner.api, projectId, { email: editor.user.email, api: editor.api }, "editor");
  await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const connect = async (name: string, type: "postgresql" | "mysql", credentials: unknown) =>
  (
    await ok(
      owner.api("/api/connections", { method: "POST", body: { name, type, credentials, project_id: projectId } }),
      201,
    )
  ).id as string;

/** What both dialects must do; `unknownColumn` is the database's own error for an unknown column, `hostile` what its guard refuses. */
function definitionCases(
  dialect: string,
  setup: () => Promise<{
    connectionId: string;
    unknownColumn: RegExp;
    hostile: string[];
    count: () => Promise<number>;
  }>,
) {
  let connectionId: string;
  let unknownColumn: RegExp;
  let hostile: string[];
  let count: () => Promise<number>;

  beforeAll(async () => {
    ({ connectionId, unknownColumn, hostile, count } = await setup());
  });

  it(`stores each kind, spelled as the catalog spells it, and lists them for viewers (${dialect})`, async () => {
    const metric = await ok(
      post(owner, connectionId, {
        kind: "metric",
        name: "Net sales",
        synonyms: ["sales", "Net sales", "turnover"],
        table: "ORDER_ITEMS",
        sql: "SUM(order_items.quantity * order_items.unit_price * (1 - order_items.discount))",
      }),
      201,
    );
    expect(metric).toEqual(
      expect.objectContaining({
        kind: "metric",
        name: "Net sales",
        synonyms: ["sales", "turnover"],
        table: "order_items",
        connection_id: connectionId,
        created_by: owner.user.id,
      }),
    );
    const segment = await ok(
      post(editor, connectionId, {
        kind: "segment",
        name: "Cancelled",
        synonyms: ["cancelled orders"],
        table: "orders",
        sql: "orders.status = 'cancelled'",
      }),
      201,
    );
    await ok(post(editor, connectionId, { kind: "term", name: "Week", description: "A week starts on Monday." }), 201);
    await ok(
      post(editor, connectionId, { kind: "table", name: "Purchases", synonyms: ["buys"], table: "orders" }),
      201,
    );
    const column = await ok(
      post(editor, connectionId, {
        kind: "column",
        name: "Order state",
        table: "orders",
        column: "STATUS",
        hidden: true,
        description: "p = paid, cancelled = cancelled",
      }),
      201,
    );
    expect(column).toEqual(expect.objectContaining({ column: "status", hidden: true }));
    const relationship = await ok(
      post(editor, connectionId, {
        kind: "relationship",
        name: "Items of an order",
        table: "order_items",
        column: "order_ref",
        ref_table: "orders",
        ref_column: "id",
      }),
      201,
    );
    expect(relationship).toEqual(expect.objectContaining({ ref_table: "orders", ref_column: "id" }));

    const listed = await ok(viewer.api(path(connectionId)));
    expect(listed.definitions.map((d: { kind: string; name: string }) => `${d.kind}:${d.name}`).sort()).toEqual(
      [
        "column:Order state",
        "metric:Net sales",
        "relationship:Items of an order",
        "segment:Cancelled",
        "table:Purchases",
        "term:Week",
      ].sort(),
    );
    expect(await ok(viewer.api(path(connectionId, segment.id)))).toEqual(segment);
  });

  it(`refuses bad SQL in the database's words, on the sql field (${dialect})`, async () => {
    const error = await refused(
      post(owner, connectionId, { kind: "metric", name: "Broken", table: "orders", sql: "SUM(nope)" }),
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toMatch(unknownColumn);
    expect(error.fields.sql).toBe(error.message);
    const segment = await refused(
      post(owner, connectionId, { kind: "segment", name: "Broken", table: "orders", sql: "orders.nope = 1" }),
    );
    expect(segment.fields.sql).toMatch(unknownColumn);
  });

  it(`refuses hostile SQL in the guard's words, and nothing is written (${dialect})`, async () => {
    const before = await count();
    for (const sql of ["1; DROP TABLE orders", ...hostile]) {
      const error = await refused(post(owner, connectionId, { kind: "metric", name: "Hostile", table: "orders", sql }));
      expect(error.code, sql).toBe("VALIDATION_ERROR");
      expect(error.fields.sql, sql).toMatch(/^Refused: /);
    }
    const escaped = await refused(
      post(owner, connectionId, { kind: "segment", name: "Escape", table: "orders", sql: "1 = 1) UNION SELECT (1" }),
    );
    expect(escaped.fields.sql).toMatch(/parenthesis/);
    const stacked = await refused(
      post(owner, connectionId, {
        kind: "segment",
        name: "Stacked",
        table: "orders",
        sql: "1 = 1; DELETE FROM orders",
      }),
    );
    expect(stacked.fields.sql).toMatch(/^Refused: more than one statement/);
    expect(await count()).toBe(before);
  });

  it(`names the field of an unknown table or column, and of a duplicate (${dialect})`, async () => {
    expect(
      (await refused(post(owner, connectionId, { kind: "table", name: "Ghosts", table: "ghosts" }))).fields,
    ).toEqual({ table: "No table “ghosts” in this connection" });
    expect(
      (await refused(post(owner, connectionId, { kind: "column", name: "Ghost", table: "orders", column: "ghost" })))
        .fields,
    ).toEqual({ column: "No column “ghost” in table orders" });
    expect(
      (
        await refused(
          post(owner, connectionId, {
            kind: "metric",
            name: "Dated",
            table: "orders",
            sql: "COUNT(*)",
            time_column: "when",
          }),
        )
      ).fields,
    ).toHaveProperty("time_column");
    expect(
      (
        await refused(
          post(owner, connectionId, {
            kind: "relationship",
            name: "To ghosts",
            table: "orders",
            column: "id",
            ref_table: "ghosts",
            ref_column: "id",
          }),
        )
      ).fields,
    ).toHaveProperty("ref_table");
    expect(
      (await refused(post(owner, connectionId, { kind: "metric", name: "Nameless", table: "orders" }))).fields,
    ).toHaveProperty("sql");
    const duplicate = await refused(
      post(owner, connectionId, { kind: "metric", name: "NET SALES", table: "orders", sql: "COUNT(*)" }),
      409,
    );
    expect(duplicate).toEqual({
      code: "CONFLICT",
      message: "A metric named “NET SALES” already exists",
      fields: { name: "A metric named “NET SALES” already exists" },
    });
    expect(
      (
        await refused(
          post(owner, connectionId, { kind: "column", name: "Other name", table: "orders", column: "status" }),
          409,
        )
      ).fields,
    ).toHaveProperty("column");
  });

  it(`replaces and deletes for editors; viewers read only, strangers see nothing (${dialect})`, async () => {
    const created = await ok(
      post(editor, connectionId, { kind: "segment", name: "Paid", table: "orders", sql: "orders.status = 'paid'" }),
      201,
    );
    const stamp = (await ok(owner.api(`/api/connections/${connectionId}`))).updated_at;
    const replaced = await ok(
      put(editor, connectionId, created.id, {
        kind: "segment",
        name: "Paid orders",
        synonyms: ["settled"],
        table: "orders",
        sql: "orders.status IN ('paid')",
      }),
    );
    expect(replaced).toEqual(
      expect.objectContaining({
        id: created.id,
        name: "Paid orders",
        synonyms: ["settled"],
        sql: "orders.status IN ('paid')",
      }),
    );
    // cached answers are keyed by the connection's updated_at (spec §4): a saved definition retires them
    expect((await ok(owner.api(`/api/connections/${connectionId}`))).updated_at).not.toBe(stamp);
    expect(
      (
        await refused(
          put(editor, connectionId, created.id, {
            kind: "segment",
            name: "Paid orders",
            table: "orders",
            sql: "nope(",
          }),
        )
      ).fields,
    ).toHaveProperty("sql");

    expect((await post(viewer, connectionId, { kind: "term", name: "Viewer's", description: "no" })).status).toBe(403);
    expect(
      (await put(viewer, connectionId, created.id, { kind: "term", name: "Viewer's", description: "no" })).status,
    ).toBe(403);
    expect((await viewer.api(path(connectionId, created.id), { method: "DELETE" })).status).toBe(403);
    expect((await outsider.api(path(connectionId))).status).toBe(404);
    expect((await outsider.api(path(connectionId, created.id))).status).toBe(404);
    expect((await post(outsider, connectionId, { kind: "term", name: "Outsider's", description: "no" })).status).toBe(
      404,
    );

    expect(await ok(editor.api(path(connectionId, created.id), { method: "DELETE" }))).toEqual({
      deleted: true,
      id: created.id,
    });
    expect((await owner.api(path(connectionId, created.id))).status).toBe(404);
    expect(
      (await owner.api(path(connectionId, "00000000-0000-4000-8000-000000000000"), { method: "DELETE" })).status,
    ).toBe(404);
  });

  it(`suggests what the engine derives, until it is accepted (${dialect})`, async () => {
    const { suggested } = await ok(viewer.api(path(connectionId)));
    const revenue = suggested.find((s: { kind: string }) => s.kind === "metric");
    expect(revenue, JSON.stringify(suggested)).toEqual(
      expect.objectContaining({ kind: "metric", table: "order_items", sql: expect.stringMatching(/^SUM\(/) }),
    );
    const accepted = await ok(post(editor, connectionId, revenue), 201);
    expect(accepted).toEqual(
      expect.objectContaining({ ...revenue, synonyms: expect.any(Array), id: expect.any(String) }),
    );
    const after = await ok(viewer.api(path(connectionId)));
    expect(after.suggested.some((s: { name: string }) => s.name === revenue.name)).toBe(false);
    expect(after.definitions.some((d: { id: string }) => d.id === accepted.id)).toBe(true);
  });

  it(`exports the definitions and verified answers with their connection (${dialect})`, async () => {
    await ok(
      owner.api(`/api/connections/${connectionId}/verified-answers`, {
        method: "POST",
        body: { question: "how many orders", sql: "SELECT COUNT(*) AS n FROM orders" },
      }),
      201,
    );
    const { body } = await owner.api(`/api/projects/${projectId}/export`);
    const exported = body.connections.find((c: { id: string }) => c.id === connectionId);
    const listed = await ok(owner.api(path(connectionId)));
    expect(exported.definitions.map((d: { id: string }) => d.id).sort()).toEqual(
      listed.definitions.map((d: { id: string }) => d.id).sort(),
    );
    expect(exported.definitions.find((d: { name: string }) => d.name === "Net sales")).toEqual(
      expect.objectContaining({ kind: "metric", sql: expect.stringContaining("SUM(") }),
    );
    expect(exported.verified_answers).toEqual([expect.objectContaining({ question: "how many orders" })]);
  });
}

const ORDERS = `
  CREATE TABLE orders (id int PRIMARY KEY, status varchar(20) NOT NULL, created_at date NOT NULL);
  CREATE TABLE order_items (id int PRIMARY KEY, order_ref int NOT NULL, quantity int NOT NULL, unit_price decimal(8,2) NOT NULL, discount decimal(4,2) NOT NULL);
  INSERT INTO orders VALUES (1, 'paid', '2026-01-05'), (2, 'cancelled', '2026-02-01'), (3, 'paid', '2026-02-11');
  INSERT INTO order_items VALUES (1, 1, 2, 10, 0), (2, 1, 1, 5, 0.1), (3, 2, 3, 7, 0), (4, 3, 1, 20, 0.25);`;

describe("definitions on PostgreSQL", () => {
  let shop: Awaited<ReturnType<typeof createUserDatabase>>;

  afterAll(() => shop?.drop());

  definitionCases("PostgreSQL", async () => {
    shop = await createUserDatabase("defs");
    const client = new pg.Client({ connectionString: shop.url });
    await client.connect();
    await client.query(`${ORDERS}
      CREATE SCHEMA support; CREATE TABLE support.tickets (id int PRIMARY KEY, opened_on date NOT NULL, priority text NOT NULL);
      INSERT INTO support.tickets VALUES (1, '2026-01-02', 'high'), (2, '2026-01-09', 'low');`);
    await client.end();
    const count = async () => {
      const reader = new pg.Client({ connectionString: shop.url });
      await reader.connect();
      const { rows } = await reader.query(
        "SELECT (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM order_items) AS n",
      );
      await reader.end();
      return Number(rows[0].n);
    };
    return {
      connectionId: await connect("Shop", "postgresql", credentialsOf(shop)),
      unknownColumn: /^column "nope" does not exist$|^column orders\.nope does not exist$/,
      hostile: ["MAX(pg_sleep(5)::text)", "MAX(pg_read_file('/etc/passwd'))", "MAX(nextval('orders_seq'))"],
      count,
    };
  });

  it("checks a table outside the public schema under its schema's name", async () => {
    const connectionId = (await ok(owner.api(`/api/connections/project/${projectId}`))).find(
      (c: { name: string }) => c.name === "Shop",
    ).id;
    await ok(
      post(owner, connectionId, {
        kind: "segment",
        name: "Urgent",
        table: "tickets",
        sql: "tickets.priority = 'high'",
      }),
      201,
    );
    await ok(
      post(owner, connectionId, {
        kind: "metric",
        name: "Tickets opened",
        table: "tickets",
        sql: "COUNT(*)",
        time_column: "opened_on",
      }),
      201,
    );
  });
});

describe.skipIf(!(await mysqlAvailable()))("definitions on MariaDB", () => {
  let maria: Awaited<ReturnType<typeof createMysqlUserDatabase>>;

  afterAll(() => maria?.drop());

  definitionCases("MariaDB", async () => {
    maria = await createMysqlUserDatabase("askdata_defs", (db) =>
      ORDERS.replaceAll("TABLE orders", `TABLE ${db}.orders`)
        .replaceAll("TABLE order_items", `TABLE ${db}.order_items`)
        .replaceAll("INTO orders", `INTO ${db}.orders`)
        .replaceAll("INTO order_items", `INTO ${db}.order_items`),
    );
    const count = async () => {
      const mysql = await import("mysql2/promise");
      const connection = await mysql.createConnection({
        uri: process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test",
      });
      const [rows] = await connection.query(
        `SELECT (SELECT COUNT(*) FROM ${maria.database}.orders) + (SELECT COUNT(*) FROM ${maria.database}.order_items) AS n`,
      );
      await connection.end();
      return Number((rows as { n: number }[])[0].n);
    };
    return {
      connectionId: await connect("Maria shop", "mysql", maria.credentials),
      unknownColumn: /^Unknown column '(orders\.)?nope' in '/,
      hostile: ["SUM(SLEEP(5))", "MAX(LOAD_FILE('/etc/passwd'))", "GET_LOCK('x', 10)"],
      count,
    };
  });
});
