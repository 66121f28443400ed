import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { createUserDatabase } from "../../../../harness/databases";
import { createPgPool, inReadOnlyTransaction } from "../../postgres-run.server";
import type { SessionPool } from "../../session-pool.server";
import { postgresqlConnector, runReadOnly } from "./connector.server";
import { SqlConnector } from "../../sql-connector.server";
import type { ConnectionCredentials, Connector } from "../../types";

const FIXTURE = `
CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, country text, tier varchar(10));
COMMENT ON TABLE customers IS 'People who buy things';
COMMENT ON COLUMN customers.tier IS 'Loyalty tier';
CREATE TABLE products (id serial PRIMARY KEY, title text, price_text text, category text);
CREATE TYPE order_status AS ENUM ('new', 'shipped', 'returned');
CREATE TABLE orders (
  id bigserial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), product_id int,
  status order_status, total numeric(10,2), quantity bigint, ordered_at timestamp, ordered_on date,
  placed_at timestamptz, paid boolean
);
CREATE VIEW order_totals AS SELECT customer_id, sum(total) AS total FROM orders GROUP BY customer_id;
CREATE SCHEMA other;
CREATE TABLE other.notes (id int PRIMARY KEY, body text);
INSERT INTO customers (name, country, tier)
  SELECT 'Customer ' || i, (ARRAY['France','Peru','Japan','Kenya','Chile'])[1 + i % 5], (ARRAY['gold','silver','bronze'])[1 + i % 3]
  FROM generate_series(1, 120) i;
INSERT INTO products (title, price_text, category)
  SELECT 'Product ' || i, (ARRAY['$1,200','7,169','12 (3)','$1.2m','45%'])[1 + i % 5], (ARRAY['toys','books'])[1 + i % 2]
  FROM generate_series(1, 30) i;
INSERT INTO orders (customer_id, product_id, status, total, quantity, ordered_at, ordered_on, placed_at, paid)
  SELECT 1 + i % 120, 1 + i % 30, (ARRAY['new','shipped','returned'])[1 + i % 3]::order_status, (i % 97) + 0.5, i * 3,
    timestamp '2024-01-15 10:30:00' + i * interval '1 hour', date '2024-01-15' + i % 30,
    timestamptz '2024-01-15 10:30:00+00' + i * interval '1 minute', i % 2 = 0
  FROM generate_series(1, 1000) i;
`;

function credentialsFrom(url: string, extra: Partial<ConnectionCredentials> = {}): ConnectionCredentials {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port),
    database: parsed.pathname.slice(1),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    ...extra,
  };
}

let db: Awaited<ReturnType<typeof createUserDatabase>>;
let credentials: ConnectionCredentials;
let connector: Connector;

beforeAll(async () => {
  db = await createUserDatabase("conn");
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(FIXTURE);
  await client.end();
  credentials = credentialsFrom(db.url);
  connector = new SqlConnector(postgresqlConnector, credentials);
});

afterAll(async () => {
  await connector?.close();
  await db?.drop();
});

describe("PostgreSQL connector: test", () => {
  it("reports a valid connection with its table count and time", async () => {
    const result = await connector.test();
    expect(result).toMatchObject({ isValid: true, error: null, tableCount: 5 });
    expect(result.connectionTime).toBeGreaterThan(0);
  });

  it("counts only the chosen schema when one is set", async () => {
    const result = await new SqlConnector(postgresqlConnector, { ...credentials, schema: "other" }).test();
    expect(result).toMatchObject({ isValid: true, tableCount: 1 });
  });

  it("explains a wrong password", async () => {
    const result = await new SqlConnector(postgresqlConnector, { ...credentials, password: "nope" }).test();
    expect(result.isValid).toBe(false);
    expect(result.error).toContain(`password authentication failed for user "${credentials.username}"`);
    expect(result.failedField).toBe("credentials");
  });

  it("explains a refused port quickly", async () => {
    const result = await new SqlConnector(postgresqlConnector, { ...credentials, port: 1 }).test();
    // 127.0.0.1 is internal: no hint of which ports are open there (ADR 012).
    expect(result).toMatchObject({
      isValid: false,
      error: `no database server answered at ${credentials.host}:1`,
      failedField: "host",
    });
  });

  it("explains an unknown database", async () => {
    const result = await new SqlConnector(postgresqlConnector, { ...credentials, database: "no_such_db" }).test();
    expect(result).toMatchObject({
      isValid: false,
      error: 'database "no_such_db" does not exist',
      failedField: "database",
    });
  });

  it("refuses cloud metadata addresses without connecting", async () => {
    const result = await new SqlConnector(postgresqlConnector, { ...credentials, host: "169.254.169.254" }).test();
    expect(result).toMatchObject({ isValid: false, error: "Connections to this host are not allowed" });
  });
});

describe("PostgreSQL connector: introspect", () => {
  it("reads tables, comments, keys, declared and inferred foreign keys", async () => {
    const started = performance.now();
    const catalog = await connector.introspect();
    const elapsed = performance.now() - started;
    console.info(`postgres introspect: ${Math.round(elapsed)} ms for ${catalog.tables.length} relations`);
    expect(catalog.dialect).toBe("postgresql");
    expect(catalog.tables.map((t) => `${t.schema}.${t.name}`)).toEqual([
      "other.notes",
      "public.customers",
      "public.order_totals",
      "public.orders",
      "public.products",
    ]);
    const customers = catalog.tables.find((t) => t.name === "customers")!;
    expect(customers).toMatchObject({ description: "People who buy things", primaryKey: ["id"], rowEstimate: 120 });
    expect(customers.columns.find((c) => c.name === "tier")).toMatchObject({
      description: "Loyalty tier",
      kind: "text",
      nullable: true,
    });
    const orders = catalog.tables.find((t) => t.name === "orders")!;
    expect(orders.rowEstimate).toBe(1000);
    expect(orders.foreignKeys).toEqual([
      { columns: ["customer_id"], referencedTable: "customers", referencedColumns: ["id"], inferred: false },
      {
        columns: ["product_id"],
        referencedTable: "products",
        referencedColumns: ["id"],
        inferred: true,
        evidence: "data",
      },
    ]);
    const kinds = Object.fromEntries(orders.columns.map((c) => [c.name, c.kind]));
    expect(kinds).toEqual({
      id: "integer",
      customer_id: "integer",
      product_id: "integer",
      status: "text",
      total: "decimal",
      quantity: "integer",
      ordered_at: "timestamp",
      ordered_on: "date",
      placed_at: "timestamp",
      paid: "boolean",
    });
    expect(orders.columns[0]).toMatchObject({ name: "id", isPrimaryKey: true, nullable: false, dataType: "bigint" });
  });

  it("samples low-cardinality text values and flags numbers written as text", async () => {
    const catalog = await connector.introspect();
    const column = (table: string, name: string) =>
      catalog.tables.find((t) => t.name === table)!.columns.find((c) => c.name === name)!;
    expect(column("customers", "country").sampleValues?.sort()).toEqual(["Chile", "France", "Japan", "Kenya", "Peru"]);
    expect(column("customers", "country").distinctCount).toBe(5);
    expect(column("orders", "status").sampleValues?.sort()).toEqual(["new", "returned", "shipped"]);
    // a small table keeps every name, so questions can mention any of them
    expect(column("customers", "name").sampleValues).toHaveLength(120);
    expect(column("customers", "name").distinctCount).toBe(120);
    expect(column("products", "price_text").numericText).toBe(true);
    expect(column("products", "category").numericText).toBeUndefined();
  });

  it("reads a category whole when a table is bigger than its sample, so rare values link too", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    // 6,000 tickets, the first 5,000 (the sampled rows) all closed; a few open ones come last
    await client.query(`CREATE SCHEMA helpdesk;
      CREATE TABLE helpdesk.tickets (id int PRIMARY KEY, status text, subject text, escalated int, priority smallint);
      INSERT INTO helpdesk.tickets SELECT i, CASE WHEN i > 5990 THEN 'open' WHEN i > 5000 THEN 'pending' ELSE 'closed' END, 'Ticket ' || i,
        CASE WHEN i % 7 = 0 THEN 1 ELSE 0 END, 1 + i % 3 FROM generate_series(1, 6000) i;
      ANALYZE helpdesk.tickets;`);
    await client.end();
    const scoped = new SqlConnector(postgresqlConnector, { ...credentials, schema: "helpdesk" });
    const catalog = await scoped.introspect();
    await scoped.close();
    const column = (name: string) => catalog.tables[0].columns.find((c) => c.name === name)!;
    expect(column("status").sampleValues?.sort()).toEqual(["closed", "open", "pending"]);
    // a column of names is no category: the whole read is not made for it
    expect(column("subject").sampleValues).toBeUndefined();
    // a whole number holding only 0 and 1 is a yes/no flag; one with a third value is not, and neither keeps values
    expect(column("escalated").zeroOne).toBe(true);
    expect(column("priority").zeroOne).toBeUndefined();
    expect(column("escalated").sampleValues).toBeUndefined();
    expect(column("id").zeroOne).toBeUndefined();
  });

  it("restricts introspection to one schema", async () => {
    const scoped = new SqlConnector(postgresqlConnector, { ...credentials, schema: "other" });
    const catalog = await scoped.introspect();
    await scoped.close();
    expect(catalog.tables.map((t) => t.name)).toEqual(["notes"]);
  });
});

describe("PostgreSQL connector: execute", () => {
  const options = { timeoutMs: 5000, maxRows: 1000 };

  it("returns typed columns and JSON-friendly values", async () => {
    const result = await connector.execute(
      "SELECT id, status, total, quantity, ordered_at, ordered_on, placed_at, paid FROM orders ORDER BY id LIMIT 2",
      options,
    );
    expect(result.columns.map((c) => [c.name, c.kind, c.dataType])).toEqual([
      ["id", "integer", "int8"],
      ["status", "text", "order_status"],
      ["total", "decimal", "numeric"],
      ["quantity", "integer", "int8"],
      ["ordered_at", "timestamp", "timestamp"],
      ["ordered_on", "date", "date"],
      ["placed_at", "timestamp", "timestamptz"],
      ["paid", "boolean", "bool"],
    ]);
    expect(result.rows[0]).toEqual({
      id: 1,
      status: "shipped",
      total: 1.5,
      quantity: 3,
      ordered_at: "2024-01-15T11:30:00",
      ordered_on: "2024-01-16",
      placed_at: "2024-01-15T10:31:00.000Z",
      paid: false,
    });
    expect(result).toMatchObject({ rowCount: 2, truncated: false });
  });

  it("keeps integers beyond 2^53 as exact strings", async () => {
    const result = await connector.execute("SELECT 9007199254740993::bigint AS big, 12::bigint AS small", options);
    expect(result.rows[0]).toEqual({ big: "9007199254740993", small: 12 });
  });

  it("gives duplicate column names distinct keys", async () => {
    const result = await connector.execute(
      "SELECT o.id, c.id FROM orders o JOIN customers c ON c.id = o.customer_id LIMIT 1",
      options,
    );
    expect(result.columns.map((c) => c.name)).toEqual(["id", "id_2"]);
  });

  it("stops at maxRows and reports truncation without reading everything", async () => {
    const result = await connector.execute("SELECT g AS n FROM generate_series(1, 50000) g", {
      timeoutMs: 5000,
      maxRows: 100,
    });
    console.info(`postgres execute (50k-row series, cap 100): ${result.executionTime} ms`);
    expect(result).toMatchObject({ rowCount: 100, truncated: true });
    expect(result.rows.at(-1)).toEqual({ n: 100 });
  });

  it("reads exactly maxRows without calling it truncated", async () => {
    const result = await connector.execute("SELECT g AS n FROM generate_series(1, 100) g", {
      timeoutMs: 5000,
      maxRows: 100,
    });
    expect(result).toMatchObject({ rowCount: 100, truncated: false });
  });

  it("bounds a result in bytes: long cells clipped, the whole capped, the pool still usable", async () => {
    const result = await connector.execute("SELECT repeat('x', 1000000) AS blob FROM generate_series(1, 10000)", {
      timeoutMs: 10_000,
      maxRows: 10_000,
    });
    expect(result).toMatchObject({ truncated: true, truncatedBy: "bytes", cellsClipped: true });
    expect(result.rowCount).toBeGreaterThan(0);
    expect(result.rowCount).toBeLessThan(100);
    expect(String(result.rows[0].blob)).toHaveLength(10_001);
    const after = await connector.execute("SELECT 2 AS two", { timeoutMs: 5000, maxRows: 10 });
    expect(after.rows).toEqual([{ two: 2 }]);
  });

  it("maps a statement timeout to TIMEOUT_ERROR", async () => {
    const started = performance.now();
    const error = await connector
      .execute("SELECT count(*) FROM generate_series(1, 1000000000)", { timeoutMs: 300, maxRows: 10 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "TIMEOUT_ERROR", message: "Query exceeded the 0.3 s time limit" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("maps an SQL error to QUERY_EXECUTION_ERROR with the database's message", async () => {
    const error = await connector.execute("SELECT nope FROM orders", options).catch((e) => e);
    expect(error).toMatchObject({ code: "QUERY_EXECUTION_ERROR", message: 'column "nope" does not exist' });
  });

  it("refuses a write in the guard before reaching the database", async () => {
    const unreachable = new SqlConnector(postgresqlConnector, { ...credentials, port: 1 });
    const error = await unreachable.execute("DELETE FROM orders", options).catch((e) => e);
    expect(error).toMatchObject({ code: "QUERY_EXECUTION_ERROR", message: expect.stringMatching(/^Refused/) });
    await expect(unreachable.explain("DROP TABLE orders", options)).rejects.toMatchObject({
      code: "QUERY_EXECUTION_ERROR",
    });
  });

  it("maps an unreachable server to CONNECTION_FAILED", async () => {
    const down = new SqlConnector(postgresqlConnector, { ...credentials, port: 1 });
    const error = await down.execute("SELECT 1", options).catch((e) => e);
    await down.close();
    expect(error).toMatchObject({
      code: "CONNECTION_FAILED",
      message: `no database server answered at ${credentials.host}:1`,
    });
  });

  it("uses the schema as the search path", async () => {
    const scoped = new SqlConnector(postgresqlConnector, { ...credentials, schema: "other" });
    const result = await scoped.execute("SELECT count(*) AS n FROM notes", options);
    await scoped.close();
    expect(result.rows[0]).toEqual({ n: 0 });
  });

  it("explains a query as plan text", async () => {
    const plan = await connector.explain("SELECT * FROM orders WHERE id = 5", options);
    expect(plan).toMatch(/Scan.* on orders/);
  });
});

describe("runReadOnly (below the guard)", () => {
  let pool: SessionPool;
  const options = { timeoutMs: 5000, maxRows: 10 };
  beforeAll(() => {
    pool = createPgPool(credentials);
  });
  afterAll(() => pool.end());

  it.each([
    ["INSERT INTO customers (name) VALUES ('intruder')"],
    ["UPDATE orders SET total = 0"],
    ["DELETE FROM orders"],
    ["CREATE TABLE intruder (id int)"],
    ["SELECT set_config('transaction_read_only', 'off', false)"],
  ])("the database refuses %s", async (sql) => {
    const error = await runReadOnly(pool, sql, options).catch((e) => e);
    expect(error).toMatchObject({ code: expect.stringMatching(/^(25006|25001)$/) });
  });

  it("left everything as it was", async () => {
    const { rows } = await inReadOnlyTransaction(pool, { timeoutMs: 5000 }, (client) =>
      client.query(
        "SELECT (SELECT count(*) FROM customers)::int AS customers, (SELECT sum(total) FROM orders)::float8 > 0 AS totals, to_regclass('intruder') AS intruder",
      ),
    );
    expect(rows[0]).toEqual({ customers: 120, totals: true, intruder: null });
  });

  it("refuses a second statement even without the guard", async () => {
    const error = await runReadOnly(pool, "SELECT 1; DROP TABLE orders", options).catch((e) => e);
    expect(error).toMatchObject({ code: "42601" });
  });
});
