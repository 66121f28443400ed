// Limits that hold (docs/decisions/014-limits.md), against the real web process: client address,
// sign-in throttling, share passwords, body sizes, NUL bytes and token lifetime.
import { request as httpRequest } from "node:http";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { SignJWT } from "jose";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../harness/app";
import { PASSWORD, signUp, type Client } from "../harness/clients";

let app: TestApp;
let proxied: TestApp;
let owner: Client;
let projectId: string;

beforeAll(async () => {
  [app, proxied] = await Promise.all([
    startApp({ worker: false }),
    startApp({ worker: false, env: { TRUST_PROXY: "x-forwarded-for" } }),
  ]);
  owner = await signUp(app, "Owner");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.stop(), proxied?.stop()]);
});

const signin = (target: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  target.json("/auth/signin", { method: "POST", body: { email, password }, headers });

/** A sign-in whose socket comes from another loopback address than the tests' usual 127.0.0.1. */
function signinFrom(localAddress: string, email: string, password: string): Promise<number> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: new URL(app.url).port,
        path: "/auth/signin",
        method: "POST",
        localAddress,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("client address and sign-in throttling", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY: a new header does not reset the limit", async () => {
    const victim = await signUp(app, "Victim");
    for (let i = 1; i <= 5; i++)
      expect((await signin(app, victim.user.email, "Wrong!Pass1", { "X-Forwarded-For": `10.0.0.${i}` })).status).toBe(
        401,
      );
    const refused = await signin(app, victim.user.email, PASSWORD, {
      "X-Forwarded-For": "10.0.0.99",
      "Fly-Client-IP": "10.0.0.98",
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("RATE_LIMITED");
    expect(refused.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("lets the owner sign in from another address while the attacker's address is throttled", async () => {
    const victim = await signUp(app, "Locked");
    for (let i = 0; i < 6; i++) await signin(app, victim.user.email, "Wrong!Pass1");
    expect((await signin(app, victim.user.email, PASSWORD)).status).toBe(429);
    expect(await signinFrom("127.0.0.2", victim.user.email, PASSWORD)).toBe(200);
  });

  it("takes the right-most X-Forwarded-For entry as the address with TRUST_PROXY=x-forwarded-for", async () => {
    const victim = await signUp(proxied, "Proxied");
    const attacker = { "X-Forwarded-For": "203.0.113.5" };
    for (let i = 0; i < 5; i++)
      expect((await signin(proxied, victim.user.email, "Wrong!Pass1", attacker)).status).toBe(401);
    expect((await signin(proxied, victim.user.email, PASSWORD, attacker)).status).toBe(429);
    // A client-chosen entry in front of the proxy's own does not move the attacker elsewhere.
    expect(
      (await signin(proxied, victim.user.email, PASSWORD, { "X-Forwarded-For": "198.51.100.1, 203.0.113.5" })).status,
    ).toBe(429);
    expect(
      (await signin(proxied, victim.user.email, PASSWORD, { "X-Forwarded-For": "203.0.113.5, 198.51.100.7" })).status,
    ).toBe(200);
  });
});

describe("share passwords", () => {
  let shareToken: string;
  const open = (target: TestApp, token: string, init: RequestInit = {}) =>
    target.json(`/api/dashboards/public/${token}`, init as never);

  async function passwordShare(target: TestApp, client: Client, password: string) {
    const personal = (await client.api("/api/projects/personal")).body.data.id;
    const dashboard = await client.api("/api/dashboards", {
      method: "POST",
      body: { project_id: personal, title: "Board" },
    });
    return client.api(`/api/dashboards/${dashboard.body.data.id}/shares`, { method: "POST", body: { password } });
  }

  beforeAll(async () => {
    const created = await passwordShare(app, owner, "long-enough-1");
    expect(created.status).toBe(201);
    shareToken = created.body.data.token;
  });

  it("refuses a share password shorter than 8 characters", async () => {
    const short = await passwordShare(app, owner, "abc1234");
    expect(short.status).toBe(400);
    expect(short.body.error).toEqual(
      expect.objectContaining({ code: "VALIDATION_ERROR", message: "The password needs at least 8 characters" }),
    );
  });

  it("takes the password from X-Share-Password or a POST body, never from the query string", async () => {
    const inUrl = await open(app, `${shareToken}?password=long-enough-1`);
    expect(inUrl.status).toBe(400);
    expect(inUrl.body.error.message).toMatch(/X-Share-Password header or a POST body, not in the URL/);
    expect((await open(app, shareToken, { headers: { "X-Share-Password": "long-enough-1" } })).status).toBe(200);
    const posted = await app.json(`/api/dashboards/public/${shareToken}`, {
      method: "POST",
      body: { password: "long-enough-1" },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data.dashboard.title).toBe("Board");
  });

  it("limits wrong guesses per share and client: a guesser locks out itself, not the share's other viewers (issue 35)", async () => {
    const client = await signUp(proxied, "Sharer");
    const token = (await passwordShare(proxied, client, "right-password")).body.data.token;
    const from = (address: string, password: string) =>
      open(proxied, token, { headers: { "X-Share-Password": password, "X-Forwarded-For": address } });
    // one client: five wrong guesses, then refused, even with the right password
    for (let i = 0; i < 5; i++) expect((await from("198.51.100.7", `guess-${i}`)).status).toBe(401);
    const locked = await from("198.51.100.7", "right-password");
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe("RATE_LIMITED");
    // a guesser on many addresses (each one a client behind the trusted proxy) adds up to no lock on the share
    for (let i = 0; i < 25; i++) expect((await from(`192.0.2.${i + 1}`, `guess-${i}`)).status).toBe(401);
    expect((await from("203.0.113.9", "right-password")).status).toBe(200);
    expect((await from("203.0.113.10", "wrong-once")).status).toBe(401);
    // the right password forgets a client's earlier wrong guesses at the share
    for (let i = 0; i < 4; i++) await from("203.0.113.11", `typo-${i}`);
    expect((await from("203.0.113.11", "right-password")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await from("203.0.113.11", `typo-again-${i}`)).status).toBe(401);
  });
});

/** Submits a question and follows its job to the end (or 60 s). */
async function askToEnd(client: Client, connectionId: string, query: string) {
  const submitted = await client.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query },
  });
  if (submitted.status !== 202) return { submitted, job: null };
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const { body } = await client.api(`/api/query/job/${submitted.body.data.jobId}`);
    if (body?.data?.status === "completed" || body?.data?.status === "failed") return { submitted, job: body.data };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { submitted, job: null };
}

/** The resident memory of a process, in MB. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** A chunked body of `total` bytes, made as it is pulled; `sent()` tells how far the server read. */
function lazyBody(total: number, chunk = new Uint8Array(64 * 1024).fill(0x61)) {
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= total) return controller.close();
      produced += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => produced };
}

describe("request bodies", () => {
  it("answers a 2 MB JSON body with the 413 envelope at once", async () => {
    const started = Date.now();
    const { status, body } = await app.json("/auth/signin", {
      method: "POST",
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(status).toBe(413);
    expect(body).toEqual({
      success: false,
      data: null,
      error: expect.objectContaining({ code: "PAYLOAD_TOO_LARGE", message: "The request body is larger than 1 MB" }),
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("stops reading a 200 MB chunked body early and keeps the web process's memory flat", async () => {
    const before = rssMb(app.webPid);
    const body = lazyBody(200 * 1024 * 1024);
    const response = await fetch(`${app.url}/auth/signin`, {
      method: "POST",
      body: body.stream,
      headers: { "Content-Type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.sent()).toBeLessThan(40 * 1024 * 1024);
    expect(rssMb(app.webPid) - before).toBeLessThan(60);
  });

  const csvForm = (parts: Array<[string, string | Blob, string?]>) => {
    const form = new FormData();
    for (const [name, value, fileName] of parts)
      fileName ? form.append(name, value as Blob, fileName) : form.append(name, value as string);
    return form;
  };

  it("answers a 51 MB CSV upload with the 413 envelope, not a reset", async () => {
    const big = new Blob([new Uint8Array(51 * 1024 * 1024).fill(0x61)], { type: "text/csv" });
    const { status, body } = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm([
        ["project_id", projectId],
        ["csvFile", big, "big.csv"],
      ]),
    });
    expect(status).toBe(413);
    expect(body.error).toEqual(
      expect.objectContaining({ code: "PAYLOAD_TOO_LARGE", message: "The CSV file is larger than 50 MB" }),
    );
  });

  it("answers a chunked 51 MB CSV upload with the 413 envelope once the count passes 50 MB", async () => {
    const boundary = "----limits" + randomBytes(6).toString("hex");
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${projectId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\nname,value\n`,
    );
    const rows = lazyBody(51 * 1024 * 1024, new TextEncoder().encode("abcdefghij,1234567890\n".repeat(3000)));
    const reader = rows.stream.getReader();
    let headSent = false;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!headSent) return ((headSent = true), controller.enqueue(head));
        const next = await reader.read();
        if (next.done)
          return (controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`)), controller.close());
        controller.enqueue(next.value);
      },
    });
    const response = await fetch(`${app.url}/api/database/connect/csv`, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: {
        Authorization: `Bearer ${owner.tokens.accessToken}`,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    const answer = await response.json();
    expect(answer.error).toEqual(
      expect.objectContaining({ code: "PAYLOAD_TOO_LARGE", message: "The CSV file is larger than 50 MB" }),
    );
    expect(response.status).toBe(413);
  });

  it("survives oversized, truncated and aborted CSV uploads — the same web process answers on and another tenant's question completes meanwhile (issue 35)", async () => {
    // another tenant asks a question on a sample while the uploads go wrong
    app.startWorker();
    const other = await signUp(app, "Other tenant");
    const otherProject = (await other.api("/api/projects/personal")).body.data.id;
    const sample = await other.api("/api/database/samples/ecommerce/connect", {
      method: "POST",
      body: { project_id: otherProject },
    });
    expect(sample.status, JSON.stringify(sample.body)).toBeLessThan(300);
    const asked = askToEnd(other, sample.body.data.connectionId, "How many customers per country?");
    const boundary = "----cut" + randomBytes(6).toString("hex");
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${projectId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="cut.csv"\r\nContent-Type: text/csv\r\n\r\nname,value\n`,
    );
    const rows = new TextEncoder().encode("abcdefghij,1234567890\n".repeat(3000));
    const post = (body: ReadableStream<Uint8Array>, signal?: AbortSignal) =>
      fetch(`${app.url}/api/database/connect/csv`, {
        method: "POST",
        body,
        duplex: "half",
        signal,
        headers: {
          Authorization: `Bearer ${owner.tokens.accessToken}`,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
        },
      } as RequestInit);
    // the client goes away after about 8 MB, while the rows stream into the import and onto the copy
    const abort = new AbortController();
    let sent = 0;
    const aborted = post(
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!sent) controller.enqueue(head);
          sent += rows.byteLength;
          if (sent > 8 * 1024 * 1024) return abort.abort();
          controller.enqueue(rows);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
      }),
      abort.signal,
    ).catch((error: unknown) => error);
    // the body ends in the middle of the file: no closing boundary
    let parts = 0;
    const truncated = post(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (parts++ === 0) return controller.enqueue(head);
          if (parts < 40) return controller.enqueue(rows);
          controller.close();
        },
      }),
    );
    const big = new Blob([new Uint8Array(51 * 1024 * 1024).fill(0x61)], { type: "text/csv" });
    const oversized = owner.api("/api/database/connect/csv", {
      method: "POST",
      body: csvForm([
        ["project_id", projectId],
        ["csvFile", big, "big.csv"],
      ]),
    });
    await expect(aborted).resolves.toBeInstanceOf(Error);
    const cut = await truncated;
    expect(cut.status, JSON.stringify(await cut.clone().json())).toBeGreaterThanOrEqual(400);
    expect(cut.status).toBeLessThan(500);
    expect((await oversized).status).toBe(413);
    // the other tenant's question completed, and the web process that answers is the one that started
    const { submitted, job } = await asked;
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    expect(job?.status, JSON.stringify(job)).toBe("completed");
    const health = await app.json("/api/health/detailed");
    expect(health.body.data.escapedErrors.processes[0]).toEqual(
      expect.objectContaining({ process: "web", pid: app.webPid, count: 0 }),
    );
    expect(app.crashes).toEqual([]);
  });

  it.each([
    [
      "first, as curl -F sends the spec's order",
      (file: Blob) =>
        csvForm([
          ["csvFile", file, "first.csv"],
          ["name", "File first"],
          ["hasHeaders", "false"],
          ["project_id", projectId],
        ]),
    ],
    [
      "last",
      (file: Blob) =>
        csvForm([
          ["name", "File last"],
          ["hasHeaders", "false"],
          ["project_id", projectId],
          ["csvFile", file, "last.csv"],
        ]),
    ],
    // streamed into the import as the project is known, then read again from its copy when hasHeaders follows
    [
      "between, with hasHeaders after it",
      (file: Blob) =>
        csvForm([
          ["project_id", projectId],
          ["csvFile", file, "between.csv"],
          ["name", "File between"],
          ["hasHeaders", "false"],
        ]),
    ],
  ])("takes the CSV file part %s, with every field applied (issue 17)", async (_, form) => {
    const { status, body } = await owner.api("/api/database/connect/csv", {
      method: "POST",
      body: form(new Blob(["a,b\n1,2\n"], { type: "text/csv" })),
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.connection.name).toMatch(/^File (first|last|between)$/);
    // hasHeaders=false came after the file in one of the two: the first line is a row either way
    expect(body.data.connection.metadata.csv.rowCount).toBe(2);
  });

  it("refuses two csvFile parts without leaving a connection, schema or role behind", async () => {
    const table = `twofiles_${randomBytes(4).toString("hex")}`;
    const file = (text: string) => new Blob([text], { type: "text/csv" });
    const form = csvForm([
      ["project_id", projectId],
      ["csvFile", file("a,b\n1,2\n"), `${table}.csv`],
      ["csvFile", file("c\n3\n"), "second.csv"],
    ]);
    const { status, body } = await owner.api("/api/database/connect/csv", { method: "POST", body: form });
    expect(status).toBe(400);
    expect(body.error).toEqual(
      expect.objectContaining({ code: "VALIDATION_ERROR", message: "Upload one CSV file at a time" }),
    );
    const connections = await owner.api(`/api/connections/project/${projectId}`);
    expect(JSON.stringify(connections.body.data ?? [])).not.toContain(table);
    const uploads = new pg.Client({ connectionString: app.env.UPLOADS_DATABASE_URL });
    await uploads.connect();
    try {
      const tables = await uploads.query("SELECT 1 FROM information_schema.tables WHERE table_name = $1", [table]);
      expect(tables.rowCount).toBe(0);
      // Roles are the cluster's: an upload role that holds nothing in any database (its schema's grant would be
      // recorded in pg_shdepend), so not the uploads of files running beside this one in databases of their own.
      const orphans = await uploads.query(
        "SELECT rolname FROM pg_roles r WHERE rolname LIKE 'upload\\_%' AND NOT EXISTS (SELECT 1 FROM pg_shdepend d WHERE d.refclassid = 'pg_authid'::regclass AND d.refobjid = r.oid)",
      );
      expect(orphans.rows).toEqual([]);
    } finally {
      await uploads.end();
    }
  });
});

describe("NUL characters", () => {
  it("refuses a NUL in a project name or a question with 400 and stores nothing", async () => {
    const named = `Nul ${randomBytes(3).toString("hex")}`;
    const project = await owner.api("/api/projects", { method: "POST", body: { name: `${named}\u0000x` } });
    expect(project.status).toBe(400);
    expect(project.body.error).toEqual(
      expect.objectContaining({ code: "VALIDATION_ERROR", message: "Text must not contain NUL characters (\\u0000)" }),
    );
    expect(JSON.stringify((await owner.api("/api/projects")).body)).not.toContain(named);
    const question = await owner.api("/api/query/natural-language", {
      method: "POST",
      body: { query: "how many\u0000", project_id: projectId },
    });
    expect(question.status).toBe(400);
    expect(question.body.error.code).toBe("VALIDATION_ERROR");
  });
});

describe("malformed bodies", () => {
  it("answers JSON nested 100,000 deep with 400 INVALID_REQUEST, not a 500 (issue 35)", async () => {
    const { status, body } = await app.json("/auth/signin", {
      method: "POST",
      body: "[".repeat(100_000) + "]".repeat(100_000),
    });
    expect(status).toBe(400);
    expect(body.error).toEqual(
      expect.objectContaining({
        code: "INVALID_REQUEST",
        message: "The request body nests arrays or objects more than 64 levels deep",
      }),
    );
  });

  it("answers a body that is not UTF-8 with 400 INVALID_REQUEST and stores nothing (issue 35)", async () => {
    const named = `Latin1 ${randomBytes(3).toString("hex")}`;
    const body = Buffer.concat([Buffer.from(`{"name":"${named} caf`), Buffer.from([0xe9]), Buffer.from('"}')]);
    const response = await app.fetch("/api/projects", {
      method: "POST",
      body,
      headers: { Authorization: `Bearer ${owner.tokens.accessToken}`, "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual(
      expect.objectContaining({ code: "INVALID_REQUEST", message: "The request body is not valid UTF-8" }),
    );
    expect(JSON.stringify((await owner.api("/api/projects")).body)).not.toContain(named);
  });
});

describe("access tokens", () => {
  const key = async () => new Uint8Array((await import("~/services/crypto.server")).deriveSecret("jwt-access"));

  it("refuses a validly signed token without exp", async () => {
    const forever = await new SignJWT({ userId: owner.user.id, email: owner.user.email, name: "Owner", tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("askdata")
      .setIssuedAt()
      .sign(await key());
    const { status, body } = await app.json("/auth/profile", { headers: { Authorization: `Bearer ${forever}` } });
    expect(status).toBe(401);
    expect(body.error.code).toBe("AUTHENTICATION_ERROR");
  });

  it("refuses an access token once its user has logged out", async () => {
    const leaving = await signUp(app, "Leaving");
    expect((await leaving.api("/auth/profile")).status).toBe(200);
    const out = await leaving.api("/auth/logout", {
      method: "POST",
      body: { refreshToken: leaving.tokens.refreshToken },
    });
    expect(out.status).toBe(200);
    const after = await leaving.api("/auth/profile");
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("AUTHENTICATION_ERROR");
    const again = await signin(app, leaving.user.email, PASSWORD);
    expect(
      (await app.json("/auth/profile", { headers: { Authorization: `Bearer ${again.body.data.tokens.accessToken}` } }))
        .status,
    ).toBe(200);
  });
});

// Last in this file: everything above must have crashed nothing and let no error escape (issue 35).
describe("after every test above", () => {
  it("no error escaped a request or a job in any process, and no process exited", async () => {
    for (const target of [app, proxied]) {
      const { body } = await target.json("/api/health/detailed");
      const escaped = body.data.escapedErrors;
      expect(escaped.total, JSON.stringify(escaped)).toBe(0);
      expect(escaped.processes).toEqual(
        expect.arrayContaining([expect.objectContaining({ process: "web", pid: target.webPid, count: 0 })]),
      );
      expect(escaped.processes.filter((entry: { process: string }) => entry.process === "worker")).toHaveLength(
        target.workerPids().length,
      );
      expect(target.crashes).toEqual([]);
    }
  });
});
