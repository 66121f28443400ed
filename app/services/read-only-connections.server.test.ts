// Through the real HTTP API: a login that can do more than read is flagged on test and connect, the product's own
// connections come out clean, and SQL calling into the job queue's schema is refused by the guard.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { createUserDatabase, credentialsOf } from "../../harness/databases";

let app: TestApp;
let owner: Client;
let projectId: string;
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;
let superuser: { host: string; port: number; database: string; username: string; password: string };
const reader = `reader_${randomBytes(4).toString("hex")}`;

beforeAll(async () => {
  app = await startApp({ worker: false });
  owner = await signUp(app, "Priya");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
  userDb = await createUserDatabase("safety");
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  await client.query(`
    CREATE TABLE orders (id int PRIMARY KEY, total numeric);
    INSERT INTO orders VALUES (1, 10), (2, 20);
    REVOKE CREATE ON SCHEMA public FROM PUBLIC;
    CREATE ROLE ${reader} LOGIN PASSWORD 'Reader-pass-1';
    GRANT SELECT ON orders TO ${reader};`);
  await client.end();
  superuser = credentialsOf(userDb);
});

afterAll(async () => {
  await app?.stop();
  await userDb?.drop();
  const admin = new pg.Client({ connectionString: userDb.url.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  await admin.query(`DROP ROLE IF EXISTS ${reader}`);
  await admin.end();
});

const risks = (warnings: { risk: string }[] | undefined) => (warnings ?? []).map((warning) => warning.risk).sort();

describe("login privilege warnings", () => {
  it("answers a test with a superuser login as valid, with a warning and the SQL for a read-only role", async () => {
    const { status, body } = await owner.api("/api/connections/test", {
      method: "POST",
      body: { type: "postgresql", credentials: superuser },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual(expect.objectContaining({ isValid: true, error: null, tableCount: 1 }));
    expect(risks(body.data.warnings)).toEqual(["superuser", "write"]);
    const warning = body.data.warnings.find((item: { risk: string }) => item.risk === "superuser");
    expect(warning.message).toBe(
      "This login is a superuser: it can run programs on the server and change anything (SUPERUSER) — connect with a read-only user.",
    );
    expect(warning.readOnlySql).toContain(`GRANT CONNECT ON DATABASE "${userDb.name}" TO askdata_reader;`);
    const write = body.data.warnings.find((item: { risk: string }) => item.risk === "write");
    expect(write.message).toBe(
      "This login can write to the database (INSERT, UPDATE, DELETE, TRUNCATE on 1 table) — connect with a read-only user.",
    );
  });

  it("stores the warnings in the connection's metadata on connect and on a later test", async () => {
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "As superuser", type: "postgresql", credentials: superuser, project_id: projectId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(risks(created.body.data.metadata.privileges.warnings)).toEqual(["superuser", "write"]);
    const tested = await owner.api(`/api/connections/${created.body.data.id}/test`, { method: "POST", body: {} });
    expect(risks(tested.body.data.warnings)).toEqual(["superuser", "write"]);
    const stored = await owner.api(`/api/connections/${created.body.data.id}`);
    expect(Date.parse(stored.body.data.metadata.privileges.checkedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.body.data.metadata.privileges.checkedAt),
    );
  });

  it("finds nothing to warn about for a read-only role", async () => {
    const credentials = { ...superuser, username: reader, password: "Reader-pass-1" };
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Reader", type: "postgresql", credentials, project_id: projectId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.metadata.privileges.warnings).toEqual([]);
  });

  it("keeps sample and CSV connections clean: their roles can only read", async () => {
    const sample = await owner.api("/api/database/samples/ecommerce/connect", {
      method: "POST",
      body: { project_id: projectId },
    });
    expect(sample.status, JSON.stringify(sample.body)).toBe(201);
    expect(sample.body.data.connection.metadata.privileges.warnings).toEqual([]);
    const form = new FormData();
    form.append("project_id", projectId);
    form.append("csvFile", new Blob(["city,visits\nLima,3\nOslo,5\n"], { type: "text/csv" }), "visits.csv");
    const csv = await owner.api("/api/database/connect/csv", { method: "POST", body: form });
    expect(csv.status, JSON.stringify(csv.body)).toBe(201);
    expect(csv.body.data.connection.metadata.privileges.warnings).toEqual([]);
  });
});

describe("the guard through POST /api/query/execute", () => {
  it("refuses a call into the job queue's schema, saying why", async () => {
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Guarded", type: "postgresql", credentials: superuser, project_id: projectId },
    });
    const { status, body } = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: created.body.data.id, sql: "SELECT pgboss.job_table_run('select 1','x')" },
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe("QUERY_EXECUTION_ERROR");
    expect(body.error.message).toBe(
      "Refused: function pgboss.job_table_run() (pgboss is Askdata's own schema). Only a single read-only SELECT statement can run.",
    );
  });

  it("runs the engine's top-with-ties query that the old parser refused", async () => {
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Ties", type: "postgresql", credentials: superuser, project_id: projectId },
    });
    const sql = "SELECT id, total FROM orders ORDER BY total DESC FETCH FIRST 1 ROWS WITH TIES";
    const { status, body } = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: created.body.data.id, sql },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.rows).toEqual([{ id: 2, total: 20 }]);
  });
});
