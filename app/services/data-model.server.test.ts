// "See your data" through the real HTTP API: the data model of a PostgreSQL, a MariaDB and a CSV connection, and a
// CSV re-imported with a column's type and name changed — including a value that does not convert, which keeps the
// previous import.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { createUserDatabase, credentialsOf, createMysqlUserDatabase, mysqlAvailable } from "../../harness/databases";

let app: TestApp;
let owner: Client;
let projectId: string;
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;

beforeAll(async () => {
  app = await startApp({ worker: false });
  owner = await signUp(app, "Mona");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
  userDb = await createUserDatabase("model");
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  // orders → customers is declared; order_items.order_id is not, and the data confirms it (ADR 016).
  await client.query(`
    CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, country text);
    CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), total numeric(10,2), created_at timestamp);
    CREATE TABLE order_items (id serial PRIMARY KEY, order_id int, quantity int, unit_price numeric(8,2));
    CREATE TABLE ReturnLines (returnLineId serial PRIMARY KEY, quantityReturned int, refundAmt numeric(8,2));
    INSERT INTO customers (name, country) VALUES ('Ada', 'Germany'), ('Bo', 'France'), ('Cy', 'Germany');
    INSERT INTO orders (customer_id, total, created_at) SELECT 1 + (g % 3), g * 1.5, now() - g * interval '1 day' FROM generate_series(1, 50) g;
    INSERT INTO order_items (order_id, quantity, unit_price) SELECT 1 + (g % 50), 1 + g % 4, 9.99 FROM generate_series(1, 120) g;
    CREATE VIEW orders_by_customer AS SELECT c.name AS customer, SUM(o.total) AS total_spent FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.name;
    CREATE VIEW big_spenders AS SELECT c.name, SUM(o.total) AS spent FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.name HAVING SUM(o.total) > 500;`);
  await client.end();
});

afterAll(async () => {
  await app?.stop();
  await userDb?.drop();
});

type Model = {
  tables: {
    name: string;
    rowCount: number;
    rowCountExact: boolean;
    primaryKey: string[];
    columns: { name: string; type: string; primaryKey: boolean; references?: { table: string; inferred: boolean } }[];
    engine: {
      labelColumn?: string;
      valueColumn?: string;
      measures: string[];
      derived: { name: string; formula: string }[];
      readAs?: string;
      columnsReadAs: Record<string, string>;
      view?: "served" | "read";
    };
  }[];
  relationships: {
    from: { table: string; columns: string[] };
    to: { table: string };
    inferred: boolean;
    evidence?: string;
  }[];
};

const tableOf = (model: Model, name: string) => model.tables.find((t) => t.name === name)!;

describe("data model of a PostgreSQL connection", () => {
  let connectionId: string;

  beforeAll(async () => {
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Shop", type: "postgresql", credentials: credentialsOf(userDb), project_id: projectId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    connectionId = created.body.data.id;
  });

  it("lists tables with exact row counts, columns with types and keys", async () => {
    const { status, body } = await owner.api(`/api/database/${connectionId}/model`);
    expect(status, JSON.stringify(body)).toBe(200);
    const model: Model = body.data;
    expect(model.tables.map((t) => t.name).sort()).toEqual([
      "big_spenders",
      "customers",
      "order_items",
      "orders",
      "orders_by_customer",
      "returnlines",
    ]);
    expect(tableOf(model, "order_items")).toEqual(
      expect.objectContaining({ rowCount: 120, rowCountExact: true, primaryKey: ["id"] }),
    );
    const orders = tableOf(model, "orders");
    expect(orders.rowCount).toBe(50);
    expect(orders.columns.find((c) => c.name === "total")).toEqual(
      expect.objectContaining({ type: "numeric(10,2)", primaryKey: false }),
    );
    expect(orders.columns.find((c) => c.name === "customer_id")?.references).toEqual({
      table: "customers",
      column: "id",
      inferred: false,
    });
  });

  it("marks declared and inferred relationships and shows what the engine derived", async () => {
    const model: Model = (await owner.api(`/api/database/${connectionId}/model`)).body.data;
    expect(model.relationships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          from: { table: "orders", columns: ["customer_id"] },
          to: expect.objectContaining({ table: "customers" }),
          inferred: false,
        }),
        expect.objectContaining({
          from: { table: "order_items", columns: ["order_id"] },
          to: expect.objectContaining({ table: "orders" }),
          inferred: true,
          evidence: "data",
        }),
      ]),
    );
    expect(tableOf(model, "customers").engine.labelColumn).toBe("name");
    expect(tableOf(model, "orders").engine).toEqual(
      expect.objectContaining({ valueColumn: "total", measures: ["total"] }),
    );
    expect(tableOf(model, "order_items").engine.derived).toEqual([
      expect.objectContaining({ name: "revenue", formula: "quantity × unit_price" }),
    ]);
  });

  it("shows the words it reads in names PostgreSQL folded to one run, and in abbreviations", async () => {
    const model: Model = (await owner.api(`/api/database/${connectionId}/model`)).body.data;
    const returns = tableOf(model, "returnlines").engine;
    expect(returns.readAs).toBe("return lines");
    expect(returns.columnsReadAs).toEqual({
      returnlineid: "return line id",
      quantityreturned: "quantity returned",
      refundamt: "refund amount",
    });
    expect(returns.measures).toEqual(["quantityreturned", "refundamt"]);
    expect(tableOf(model, "orders").engine.columnsReadAs).toEqual({});
  });

  it("shows views as views: one whose subject the tables hold is answered from them, another read like a table", async () => {
    const model: Model = (await owner.api(`/api/database/${connectionId}/model`)).body.data;
    expect(tableOf(model, "orders_by_customer").engine.view).toBe("served");
    expect(tableOf(model, "big_spenders").engine.view).toBe("read");
    expect(tableOf(model, "orders").engine.view).toBeUndefined();
  });

  it("reads up to three distinct sample values per column of one table", async () => {
    const { body } = await owner.api(`/api/database/${connectionId}/model?table=customers`);
    expect(body.data.samples.name).toEqual(["Ada", "Bo", "Cy"]);
    expect(body.data.samples.country).toEqual(["Germany", "France"]);
    const missing = await owner.api(
      `/api/database/${connectionId}/model?table=${encodeURIComponent('customers" ; DROP TABLE customers; --')}`,
    );
    expect(missing.status).toBe(404);
  });

  it("is not visible outside the project", async () => {
    const stranger = await signUp(app, "Stan");
    expect((await stranger.api(`/api/database/${connectionId}/model`)).status).toBe(404);
    expect((await stranger.api(`/api/database/${connectionId}/model?table=customers`)).status).toBe(404);
  });
});

describe.skipIf(!(await mysqlAvailable()))("data model of a MariaDB connection", () => {
  let maria: Awaited<ReturnType<typeof createMysqlUserDatabase>>;

  beforeAll(async () => {
    maria = await createMysqlUserDatabase(
      "askdata_model",
      (db) => `
      CREATE TABLE ${db}.brands (id int PRIMARY KEY, name varchar(50));
      CREATE TABLE ${db}.products (id int PRIMARY KEY, name varchar(50), price decimal(8,2), brand_id int, FOREIGN KEY (brand_id) REFERENCES ${db}.brands(id));
      INSERT INTO ${db}.brands VALUES (1, 'Acme'), (2, 'Globex');
      INSERT INTO ${db}.products VALUES (1, 'Lamp', 20.5, 1), (2, 'Desk', 120, 2), (3, 'Chair', 45, 1), (4, 'Shelf', 80, 2);
      CREATE VIEW ${db}.product_list AS SELECT p.name, b.name AS brand, p.price FROM ${db}.products p JOIN ${db}.brands b ON b.id = p.brand_id;`,
    );
  });

  afterAll(() => maria?.drop());

  it("lists tables, counts, keys, the declared relationship and samples", async () => {
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Maria", type: "mysql", credentials: maria.credentials, project_id: projectId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const model: Model = (await owner.api(`/api/database/${created.body.data.id}/model`)).body.data;
    expect(tableOf(model, "products")).toEqual(
      expect.objectContaining({ rowCount: 4, rowCountExact: true, primaryKey: ["id"] }),
    );
    expect(tableOf(model, "products").columns.find((c) => c.name === "price")?.type).toMatch(/^decimal\(8,2\)/);
    expect(model.relationships).toEqual([
      expect.objectContaining({
        from: { table: "products", columns: ["brand_id"] },
        to: expect.objectContaining({ table: "brands" }),
        inferred: false,
      }),
    ]);
    expect(tableOf(model, "products").engine).toEqual(
      expect.objectContaining({ labelColumn: "name", measures: ["price"] }),
    );
    const samples = (await owner.api(`/api/database/${created.body.data.id}/model?table=products`)).body.data.samples;
    expect(samples.name).toEqual(["Lamp", "Desk", "Chair"]);
    expect(tableOf(model, "product_list").engine.view).toBe("served");
  });
});

// A file name of its own: the uploads database is shared by the suite's files, and its table is looked up by name.
const STORES_FILE = `stores_${Math.random().toString(36).slice(2, 8)}.csv`;

function csvForm(content: string, fields: Record<string, string>, fileName = STORES_FILE) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("csvFile", new Blob([content], { type: "text/csv" }), fileName);
  return form;
}

describe("CSV data model and re-import with changes", () => {
  // zip looks like a number (no leading zeros here); code has leading zeros, so it stays text.
  const csv =
    "Store,Zip,Code,Opened\nNorth,10115,007,2024-01-05\nSouth,80331,012,2024-02-11\nEast,20095,003,2024-03-20\n";
  let connectionId: string;
  let table: string;

  beforeAll(async () => {
    const { status, body } = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm(csv, { project_id: projectId, name: "Stores" }),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    connectionId = body.data.connectionId;
    table = body.data.connection.metadata.csv.table;
    expect(body.data.connection.metadata.csv.columns.map((c: { type: string }) => c.type)).toEqual([
      "bigint",
      "text",
      "bigint",
      "text",
      "date",
    ]);
  });

  const run = async (sql: string) =>
    (await owner.api("/api/query/execute", { method: "POST", body: { connectionId, sql } })).body;

  it("shows the CSV's table with its exact row count, labels and samples", async () => {
    const model: Model = (await owner.api(`/api/database/${connectionId}/model`)).body.data;
    expect(model.tables).toHaveLength(1);
    expect(model.tables[0]).toEqual(expect.objectContaining({ name: table, rowCount: 3, rowCountExact: true }));
    expect(model.tables[0].columns.map((c) => c.name)).toEqual(["store", "zip", "code", "opened"]);
    const samples = (await owner.api(`/api/database/${connectionId}/model?table=${table}`)).body.data.samples;
    expect(samples.code).toEqual(["007", "012", "003"]);
  });

  const uploadSchemas = async (): Promise<string[]> => {
    const uploads = new pg.Client({ connectionString: app.env.UPLOADS_DATABASE_URL });
    await uploads.connect();
    try {
      return (
        await uploads.query<{ schema: string }>(
          "SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = $1",
          [table],
        )
      ).rows.map((r) => r.schema);
    } finally {
      await uploads.end();
    }
  };

  it("re-imports with a type and a name changed: same connection, chats kept, new types in the data", async () => {
    const before = await uploadSchemas();
    expect(before).toHaveLength(1);
    const chat = await owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Stores chat", project_id: projectId, connectionIds: [connectionId] },
    });
    expect(chat.status).toBe(201);
    const changes = [
      { index: 1, type: "text" },
      { index: 2, type: "bigint", name: "Store number" },
    ];
    const { status, body } = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm(csv, { project_id: projectId, replace: connectionId, columns: JSON.stringify(changes) }),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.connectionId).toBe(connectionId);
    expect(body.data.connection.name).toBe("Stores");
    expect(
      body.data.connection.metadata.csv.columns.map((c: { name: string; label: string; type: string }) => [
        c.name,
        c.label,
        c.type,
      ]),
    ).toEqual([
      ["__row", "Row", "bigint"],
      ["store", "Store", "text"],
      ["zip", "Zip", "text"],
      ["store_number", "Store number", "bigint"],
      ["opened", "Opened", "date"],
    ]);
    const rows = await run(`SELECT zip, store_number FROM "${table}" ORDER BY "__row"`);
    expect(rows.data.rows).toEqual([
      { zip: "10115", store_number: 7 },
      { zip: "80331", store_number: 12 },
      { zip: "20095", store_number: 3 },
    ]);
    const model: Model = (await owner.api(`/api/database/${connectionId}/model`)).body.data;
    expect(model.tables[0].columns.find((c) => c.name === "zip")?.type).toBe("text");
    const chats = (await owner.api(`/api/chats/sessions/project/${projectId}`)).body.data;
    expect(JSON.stringify(chats)).toContain("Stores chat");
    const connections = (await owner.api(`/api/connections/project/${projectId}`)).body.data.filter(
      (c: { name: string }) => c.name === "Stores",
    );
    expect(connections).toHaveLength(1);
    // the previous import's schema is gone, the new one is the only one left
    const after = await uploadSchemas();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });

  it("refuses a value that does not convert, naming column, row and value, and keeps the previous import", async () => {
    const changes = [{ index: 0, type: "bigint" }];
    const { status, body } = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm(csv, { project_id: projectId, replace: connectionId, columns: JSON.stringify(changes) }),
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe(
      "Column “Store”, row 1: “North” is not a whole number. Nothing was changed: choose to leave such values empty, or keep the column as text.",
    );
    expect(body.error.details).toEqual(expect.objectContaining({ column: "store", row: 1, value: "North" }));
    const rows = await run(`SELECT store, store_number FROM "${table}" ORDER BY "__row" LIMIT 1`);
    expect(rows.data.rows).toEqual([{ store: "North", store_number: 7 }]);
    expect(await uploadSchemas()).toHaveLength(1); // the failed import left nothing behind
  });

  it("names the row of the first bad value further down the file", async () => {
    const bad = "id,amount\n1,10\n2,12.5\n3,n/a\n";
    const created = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm(bad, { project_id: projectId }, "amounts.csv"),
    });
    expect(created.body.data.connection.metadata.csv.columns[2].type).toBe("text");
    const { body } = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm(
        bad,
        {
          project_id: projectId,
          replace: created.body.data.connectionId,
          columns: JSON.stringify([{ index: 1, type: "numeric" }]),
        },
        "amounts.csv",
      ),
    });
    expect(body.error.message).toBe(
      "Column “amount”, row 3: “n/a” is not a number. Nothing was changed: choose to leave such values empty, or keep the column as text.",
    );
  });

  it("refuses to replace a connection of another kind or project", async () => {
    const pgConnection = (await owner.api(`/api/connections/project/${projectId}`)).body.data.find(
      (c: { type: string }) => c.type === "postgresql",
    );
    const wrongKind = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm(csv, { project_id: projectId, replace: pgConnection.id }),
    });
    expect(wrongKind.status).toBe(400);
    const stranger = await signUp(app, "Sly");
    const strangerProject = (await stranger.api("/api/projects/personal")).body.data.id;
    const foreign = await stranger.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm(csv, { project_id: strangerProject, replace: connectionId }),
    });
    expect(foreign.status).toBe(404);
  });
});
