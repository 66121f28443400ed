// Connections and SQL execution through the real HTTP API, against real PostgreSQL and MariaDB servers: testing
// credentials, validating the form, saving with the password masked, listing tables and running a guarded SELECT.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { createUserDatabase, credentialsOf, createMysqlUserDatabase, mysqlAvailable } from "../../harness/databases";

let app: TestApp;
let owner: Client;
let projectId: string;
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;
let pgCredentials: { host: string; port: number; database: string; username: string; password: string };

beforeAll(async () => {
  app = await startApp({ worker: false });
  owner = await signUp(app, "Olga");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
  userDb = await createUserDatabase("userdb");
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  await client.query(`
    CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, country text);
    CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), total numeric(10,2), created_at timestamp);
    INSERT INTO customers (name, country) VALUES ('Ada', 'Germany'), ('Bo', 'France'), ('Cy', 'Germany');
    INSERT INTO orders (customer_id, total, created_at) SELECT 1 + (g % 3), g * 1.5, now() - g * interval '1 day' FROM generate_series(1, 50) g;`);
  await client.end();
  pgCredentials = credentialsOf(userDb);
});

afterAll(async () => {
  await app?.stop();
  await userDb?.drop();
});

async function connectPostgres(client: Client = owner, project = projectId) {
  const { status, body } = await client.api("/api/connections", {
    method: "POST",
    body: { name: "Shop DB", type: "postgresql", credentials: pgCredentials, project_id: project },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

describe("PostgreSQL connections", () => {
  it("tests credentials and reports the table count and time", async () => {
    const started = performance.now();
    const { body } = await owner.api("/api/connections/test", {
      method: "POST",
      body: { type: "postgresql", credentials: pgCredentials },
    });
    const roundTrip = performance.now() - started;
    expect(body.data).toEqual(expect.objectContaining({ isValid: true, error: null, tableCount: 2 }));
    // Whole milliseconds spent connecting and counting: some, and no more than the request this test waited for.
    expect(Number.isInteger(body.data.connectionTime)).toBe(true);
    expect(body.data.connectionTime).toBeGreaterThan(0);
    expect(body.data.connectionTime).toBeLessThanOrEqual(Math.ceil(roundTrip));
  });

  it("reports a wrong password and a dead port with a clear reason, fast", async () => {
    const wrong = await owner.api("/api/database/test-connection", {
      method: "POST",
      body: { type: "postgresql", config: { ...pgCredentials, password: "nope" } },
    });
    expect(wrong.body.data.isValid).toBe(false);
    expect(wrong.body.data.error).toMatch(/password/i);
    const started = Date.now();
    const dead = await owner.api("/api/connections/test", {
      method: "POST",
      body: { type: "postgresql", credentials: { ...pgCredentials, port: 1 } },
    });
    expect(dead.body.data.isValid).toBe(false);
    expect(dead.body.data.error).toBe(`no database server answered at ${pgCredentials.host}:1`);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("validates the form on the server with the texts of spec §5", async () => {
    const { status, body } = await owner.api("/api/connections", {
      method: "POST",
      body: {
        name: " ",
        type: "postgresql",
        credentials: { host: "", port: "abc", database: "", username: "", password: "" },
        project_id: projectId,
      },
    });
    expect(status).toBe(400);
    expect(body.error.details.fields).toEqual(
      expect.objectContaining({
        name: "Connection name is required",
        "credentials.host": "Host is required",
        "credentials.port": "Port must be a valid number",
        "credentials.database": "Database name is required",
        "credentials.username": "Username is required",
        "credentials.password": "Password is required",
      }),
    );
  });

  it("refuses link-local and cloud metadata addresses", async () => {
    const { body } = await owner.api("/api/connections/test", {
      method: "POST",
      body: { type: "postgresql", credentials: { ...pgCredentials, host: "169.254.169.254" } },
    });
    expect(body.data.isValid).toBe(false);
    expect(body.data.error).toBe("Connections to this host are not allowed");
  });

  it("saves a connection with metadata, masks the password, and keeps it when edited without re-typing", async () => {
    const connection = await connectPostgres();
    expect(connection.credentials.password).toBe("********");
    expect(connection.metadata).toEqual(
      expect.objectContaining({
        tableCount: 2,
        totalTables: 2,
        host: pgCredentials.host,
        database: pgCredentials.database,
      }),
    );
    expect(connection.last_test_status).toBe("success");
    const edited = await owner.api(`/api/connections/${connection.id}`, {
      method: "PUT",
      body: { name: "Renamed", credentials: { password: "********" } },
    });
    expect(edited.body.data.name).toBe("Renamed");
    const retest = await owner.api(`/api/connections/${connection.id}/test`, { method: "POST" });
    expect(retest.body.data.isValid).toBe(true);
    const listed = await owner.api(`/api/connections/project/${projectId}`);
    expect(listed.body.data.map((c: { id: string }) => c.id)).toContain(connection.id);
  });

  it("never saves a connection that fails its test", async () => {
    const { status, body } = await owner.api("/api/database/connect", {
      method: "POST",
      body: { type: "postgresql", name: "Bad", config: { ...pgCredentials, password: "nope" }, project_id: projectId },
    });
    expect(status).toBe(502);
    expect(body.error.code).toBe("CONNECTION_FAILED");
    expect(body.error.message).toMatch(/^Connection failed: /);
  });

  it("lists tables with columns and foreign keys", async () => {
    const connection = await connectPostgres();
    const { body } = await owner.api(`/api/database/${connection.id}/tables`);
    const orders = body.data.find((table: { name: string }) => table.name === "orders");
    expect(orders.rowCount).toBe(50);
    expect(orders.foreignKeys[0]).toEqual(
      expect.objectContaining({ columns: ["customer_id"], referencedTable: "customers" }),
    );
  });

  it("executes a SELECT and refuses anything else, naming what it refused", async () => {
    const connection = await connectPostgres();
    const good = await owner.api("/api/query/execute", {
      method: "POST",
      body: {
        connectionId: connection.id,
        sql: "SELECT country, count(*) AS n FROM customers GROUP BY country ORDER BY n DESC",
      },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.rows[0]).toEqual({ country: "Germany", n: 2 });
    for (const sql of ["DROP TABLE customers", "SELECT 1; DELETE FROM orders", "UPDATE orders SET total = 0"]) {
      const bad = await owner.api("/api/query/execute", { method: "POST", body: { connectionId: connection.id, sql } });
      expect(bad.body.error.code).toBe("QUERY_EXECUTION_ERROR");
    }
    const count = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: connection.id, sql: "SELECT count(*) AS n FROM orders" },
    });
    expect(count.body.data.rows[0].n).toBe(50);
  });
});

describe.skipIf(!(await mysqlAvailable()))("MySQL connections", () => {
  let maria: Awaited<ReturnType<typeof createMysqlUserDatabase>>;

  beforeAll(async () => {
    maria = await createMysqlUserDatabase(
      "askdata_src",
      (db) => `
      CREATE TABLE ${db}.products (id int PRIMARY KEY, name varchar(50), price decimal(8,2));
      INSERT INTO ${db}.products VALUES (1, 'Lamp', 20.5), (2, 'Desk', 120), (3, 'Chair', 45);`,
    );
  });

  afterAll(() => maria?.drop());

  it("connects, lists tables and runs a guarded SELECT", async () => {
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Maria", type: "mysql", credentials: maria.credentials, project_id: projectId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const tables = await owner.api(`/api/database/${created.body.data.id}/tables`);
    expect(tables.body.data.map((t: { name: string }) => t.name)).toEqual(["products"]);
    const result = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: created.body.data.id, sql: "SELECT name FROM products WHERE price > 40 ORDER BY price" },
    });
    expect(result.body.data.rows).toEqual([{ name: "Chair" }, { name: "Desk" }]);
    const hostile = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: created.body.data.id, sql: "SELECT * FROM products INTO OUTFILE '/tmp/x'" },
    });
    expect(hostile.body.error.code).toBe("QUERY_EXECUTION_ERROR");
  });
});
