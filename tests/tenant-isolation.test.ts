// A hostile tenant against the real app (issue #13, ADR 012): the product's own databases are out of
// reach by any spelling, results are bounded in bytes, and a stored password never follows a new host.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../harness/app";
import { signUp, type Client } from "../harness/clients";
import { createMysqlUserDatabase, createUserDatabase, mysqlAvailable } from "../harness/databases";
import { TEMPLATE_DB } from "../harness/test-env";

const NOT_ALLOWED = "Connections to this host are not allowed";

let app: TestApp;
let owner: Client;
let projectId: string;
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;
let userCredentials: { host: string; port: number; database: string; username: string; password: string };

function credentialsOf(url: string, database?: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port),
    database: database ?? decodeURIComponent(parsed.pathname.slice(1)),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

/** Resident memory of a process in MB: its peak (VmHWM) or what it holds now (VmRSS). */
function memoryMb(pid: number, field: "VmHWM" | "VmRSS" = "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`))!;
  return Number(line.replace(/\D+/g, "")) / 1024;
}
const peakRssMb = (pid: number) => memoryMb(pid);

/** Starts the process's peak afresh from what it holds now (Linux ≥ 4.0); returns that, in MB. */
function resetPeak(pid: number): number {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  return memoryMb(pid, "VmRSS");
}

beforeAll(async () => {
  app = await startApp({ worker: false });
  owner = await signUp(app, "Tess");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
  userDb = await createUserDatabase("tenant");
  userCredentials = credentialsOf(userDb.url, userDb.name);
});

afterAll(async () => {
  await app?.stop();
  await userDb?.drop();
});

describe("the product's own databases", () => {
  const spellings = ["127.0.0.1", "localhost", "::1", "0.0.0.0", os.hostname()];
  const own = () => {
    const metadata = credentialsOf(app.databaseUrl);
    return [
      { what: "metadata", ...metadata },
      { what: "uploads", ...credentialsOf(app.env.UPLOADS_DATABASE_URL) },
      { what: "samples", ...credentialsOf(app.env.SAMPLES_DATABASE_URL) },
    ];
  };

  it("are refused by every spelling of the host, before any login, with one message", async () => {
    for (const target of own()) {
      for (const host of spellings) {
        const { what: _what, ...credentials } = target;
        const tested = await owner.api("/api/connections/test", {
          method: "POST",
          body: { type: "postgresql", credentials: { ...credentials, host } },
        });
        expect(tested.body.data, `${target.what} via ${host}`).toMatchObject({ isValid: false, error: NOT_ALLOWED });
        // A wrong password gives the same answer: no login was tried.
        const wrong = await owner.api("/api/connections/test", {
          method: "POST",
          body: { type: "postgresql", credentials: { ...credentials, host, password: "wrong" } },
        });
        expect(wrong.body.data.error).toBe(NOT_ALLOWED);
      }
    }
  });

  it("cannot be saved as a connection, so their functions (pgboss.*, COPY TO PROGRAM) cannot be called", async () => {
    const { what: _what, ...metadata } = own()[0];
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Sneaky", type: "postgresql", credentials: metadata, project_id: projectId },
    });
    expect(created.status).toBe(502);
    expect(created.body.error).toMatchObject({ code: "CONNECTION_FAILED" });
    expect(created.body.error.message).toContain(NOT_ALLOWED);
    const listed = await owner.api(`/api/connections/project/${projectId}`);
    expect(listed.body.data.map((c: { name: string }) => c.name)).not.toContain("Sneaky");
  });

  it("cannot be reached by editing a saved connection either", async () => {
    const saved = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Mine", type: "postgresql", credentials: userCredentials, project_id: projectId },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const { what: _what, ...metadata } = own()[0];
    const edited = await owner.api(`/api/connections/${saved.body.data.id}`, {
      method: "PUT",
      body: { credentials: metadata },
    });
    expect(edited.body.error).toMatchObject({ code: "CONNECTION_FAILED", message: NOT_ALLOWED });
  });

  it("are closed to the product's own sample role, which may read only the samples", async () => {
    const { sampleReaderPassword } = await import("~/services/crypto.server");
    const { SAMPLE_READER_ROLE } = await import("~db/sample-reader");
    const metadata = credentialsOf(app.databaseUrl);
    // Setup ran on the template (a clone does not copy database privileges).
    const client = new pg.Client({
      host: metadata.host,
      port: metadata.port,
      database: TEMPLATE_DB,
      user: SAMPLE_READER_ROLE,
      password: sampleReaderPassword(),
    });
    client.on("error", () => undefined);
    await expect(client.connect()).rejects.toThrow(/permission denied for database/);
  });

  it("answers internal addresses without telling open ports from closed ones", async () => {
    const closed = await owner.api("/api/connections/test", {
      method: "POST",
      body: { type: "postgresql", credentials: { ...userCredentials, port: 1 } },
    });
    const notADatabase = await owner.api("/api/connections/test", {
      method: "POST",
      body: { type: "postgresql", credentials: { ...userCredentials, port: Number(new URL(app.url).port) } },
    });
    expect(closed.body.data.error).toBe(`no database server answered at ${userCredentials.host}:1`);
    expect(notADatabase.body.data.error).toBe(
      `no database server answered at ${userCredentials.host}:${new URL(app.url).port}`,
    );
  });

  it("CSV connections do not show where the uploads database is", async () => {
    const form = new FormData();
    form.append("project_id", projectId);
    form.append("csvFile", new Blob(["a,b\n1,2\n"], { type: "text/csv" }), "t.csv");
    const { status, body } = await owner.api("/api/database/connect/csv", { method: "POST", body: form });
    expect(status, JSON.stringify(body)).toBe(201);
    const uploads = credentialsOf(app.env.UPLOADS_DATABASE_URL);
    for (const answer of [
      body.data.connection,
      (await owner.api(`/api/connections/${body.data.connectionId}`)).body.data,
    ]) {
      expect(answer.credentials).toBeNull();
      expect(answer.metadata.host).toBeUndefined();
      expect(answer.metadata.port).toBeUndefined();
      expect(JSON.stringify(answer)).not.toContain(uploads.database);
    }
  });
});

describe("results are bounded in bytes", () => {
  it("returns a truncated result for a query of 10 GB while the web process stays under 1 GB", async () => {
    const connection = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Big", type: "postgresql", credentials: userCredentials, project_id: projectId },
    });
    const started = Date.now();
    const response = await owner.api("/api/query/execute", {
      method: "POST",
      body: {
        connectionId: connection.body.data.id,
        sql: "SELECT repeat('x', 1000000) AS blob FROM generate_series(1, 10000)",
      },
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
    const result = response.body.data;
    expect(result.truncated).toBe(true);
    expect(result.truncatedBy).toBe("bytes");
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows.length).toBeLessThan(10_000);
    expect(result.rows[0].blob.length).toBeLessThanOrEqual(10_001);
    expect(JSON.stringify(result).length).toBeLessThan(21 * 1024 * 1024);
    expect(peakRssMb(app.webPid)).toBeLessThan(1024);
    expect(Date.now() - started).toBeLessThan(15_000);
    // The process is still there for the next request.
    const next = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: connection.body.data.id, sql: "SELECT 1 AS one" },
    });
    expect(next.body.data.rows).toEqual([{ one: 1 }]);
  });

  it("refuses a single row too large to read, with a clear message, at little cost to the web", async () => {
    const connection = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Huge", type: "postgresql", credentials: userCredentials, project_id: projectId },
    });
    const run = (sql: string) =>
      owner.api("/api/query/execute", { method: "POST", body: { connectionId: connection.body.data.id, sql } });
    const before = resetPeak(app.webPid);
    // two at once, as a hostile tenant would send them
    const responses = await Promise.all([1, 2].map(() => run("SELECT repeat('y', 80000000) AS blob")));
    for (const response of responses)
      expect(response.body.error).toMatchObject({
        code: "QUERY_EXECUTION_ERROR",
        message: "The result is too large to read: a single row is over 64 MB",
      });
    // cut at the row's header: measured +1 to +33 MB for the two; +287 MB when cut after 64 MB had arrived
    expect(peakRssMb(app.webPid) - before).toBeLessThan(100);
  });
});

describe.skipIf(!(await mysqlAvailable()))("results are bounded in bytes on MariaDB", () => {
  it("refuses a single row too large to read, with the same message", async () => {
    // The server's max_allowed_packet (16 MB) caps one value, not a row: five values of 16 MB make 80 MB.
    const maria = await createMysqlUserDatabase("askdata_huge", () => "DO 1");
    try {
      const connection = await owner.api("/api/connections", {
        method: "POST",
        body: { name: "Huge Maria", type: "mysql", credentials: maria.credentials, project_id: projectId },
      });
      const sql = `SELECT ${[1, 2, 3, 4, 5].map((i) => `REPEAT('y', 16000000) AS c${i}`).join(", ")}`;
      const before = resetPeak(app.webPid);
      const started = Date.now();
      const response = await owner.api("/api/query/execute", {
        method: "POST",
        body: { connectionId: connection.body.data.id, sql },
      });
      expect(response.body.error).toMatchObject({
        code: "QUERY_EXECUTION_ERROR",
        message: "The result is too large to read: a single row is over 64 MB",
      });
      expect(Date.now() - started).toBeLessThan(10_000); // it waited for the time limit (15 s) before
      expect(peakRssMb(app.webPid) - before).toBeLessThan(150); // measured +75 to +82 MB
    } finally {
      await maria.drop();
    }
  });
});

describe("a stored password follows its server and login only", () => {
  it("needs the password again when host, port, database or username change", async () => {
    const saved = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Keep", type: "postgresql", credentials: userCredentials, project_id: projectId },
    });
    const id = saved.body.data.id;
    for (const change of [
      { host: "attacker.example" },
      { port: 6543 },
      { database: "other" },
      { username: "someone" },
    ]) {
      const edited = await owner.api(`/api/connections/${id}`, {
        method: "PUT",
        body: { credentials: { ...change, password: "********" } },
      });
      expect(edited.status, JSON.stringify(change)).toBe(400);
      expect(edited.body.error).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Enter the password again when you change the host, port, database or username",
      });
    }
    // Nothing changed: the saved connection still tests against its own server.
    const tested = await owner.api(`/api/connections/${id}/test`, {
      method: "POST",
      body: { credentials: { host: "attacker.example" } },
    });
    expect(tested.body.data.isValid).toBe(true);
    const renamed = await owner.api(`/api/connections/${id}`, {
      method: "PUT",
      body: { name: "Kept", credentials: { ssl: false } },
    });
    expect(renamed.status).toBe(200);
  });

  it("takes a new host together with its password", async () => {
    const saved = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Move", type: "postgresql", credentials: userCredentials, project_id: projectId },
    });
    const moved = await owner.api(`/api/connections/${saved.body.data.id}`, {
      method: "PUT",
      body: { credentials: { host: "localhost", password: userCredentials.password } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.credentials.host).toBe("localhost");
    const tested = await owner.api(`/api/connections/${saved.body.data.id}/test`, { method: "POST" });
    expect(tested.body.data.isValid).toBe(true);
  });
});

it("the user server used here is not the product's", async () => {
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'app_%'");
  await client.end();
  expect(rows).toEqual([]);
});
