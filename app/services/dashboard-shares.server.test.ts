// Public shares of a dashboard through the real API (spec §3, §6): a link opens without sign-in and carries no SQL,
// connection, project or member data; a password is asked for and guesses are limited per link and address; a
// revoked or expired link is gone; a link's filter values are listed at a visitor's pace, per link and address.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { addMember, markVerified } from "../../tests/support/members";
import { SHARE_FILTER_VALUES_LIMIT } from "./rate-limit.server";

let app: TestApp;
let owner: Client;
let editor: Client;
let projectId: string;
let connectionId: string;
let chatMessageId: string;

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

async function ask(connectionId: string, query: string, chatSessionId: string) {
  const submitted = await ok(
    owner.api("/api/query/translate-and-visualize", { method: "POST", body: { connectionId, query, chatSessionId } }),
    202,
  );
  for (let i = 0; i < 60; i++) {
    const { body } = await owner.api(`/api/query/job/${submitted.jobId}`);
    if (body.data.status === "completed") return body.data.result;
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
  }
  throw new Error("question did not finish");
}

beforeAll(async () => {
  // Behind a proxy that appends X-Forwarded-For, so tests can speak from several addresses.
  app = await startApp({ env: { TRUST_PROXY: "x-forwarded-for" } });
  [owner, editor] = await Promise.all(["Olga", "Edith"].map((name) => signUp(app, name)));
  projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Analytics team" } }), 201)).id;
  await markVerified(app, [editor.user.id]);
  await addMember(owner.api, projectId, { email: editor.user.email, api: editor.api }, "editor");
  connectionId = (
    await ok(
      owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } }),
      201,
    )
  ).connectionId;
  const chat = await ok(
    owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Orders", project_id: projectId, connectionIds: [connectionId] },
    }),
    201,
  );
  chatMessageId = (await ask(connectionId, "How many orders per status do we have?", chat.id)).messageId;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const create = (client: Client, body: Record<string, unknown>) =>
  client.api("/api/dashboards", { method: "POST", body: { project_id: projectId, ...body } });

/** Every key and string of a JSON value, with its path. */
function walk(value: unknown, path = "$"): { path: string; key?: string; text?: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => walk(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [
      { path: `${path}.${key}`, key },
      ...walk(inner, `${path}.${key}`),
    ]);
  return typeof value === "string" ? [{ path, text: value }] : [];
}

describe("public shares", () => {
  let dashboardId: string;
  const open = (token: string, password?: string, ip = "203.0.113.1") =>
    app.json(`/api/dashboards/public/${token}`, {
      headers: { "X-Forwarded-For": ip, ...(password !== undefined ? { "X-Share-Password": password } : {}) },
    });

  beforeAll(async () => {
    dashboardId = (
      await ok(
        create(owner, {
          title: "Shared board",
          connection_id: connectionId,
          widget: { messageId: chatMessageId },
        }),
        201,
      )
    ).id;
  });

  it("opens without sign-in and carries no SQL, connection, project or member data", async () => {
    const share = await ok(owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: {} }), 201);
    expect(share).toEqual(
      expect.objectContaining({
        token: expect.any(String),
        has_password: false,
        status: "active",
        url: `/share/${share.token}`,
      }),
    );
    const answer = await open(share.token);
    expect(answer.status).toBe(200);
    const { dashboard } = answer.body.data;
    expect(dashboard.title).toBe("Shared board");
    expect(dashboard.widgets[0]).toEqual(
      expect.objectContaining({
        title: "Number of orders by status",
        chartType: expect.any(String),
        chartConfig: expect.any(Object),
      }),
    );
    expect(dashboard.widgets[0].data.rows.length).toBeGreaterThan(1);
    const forbiddenKeys =
      /^(sql|generated_sql|connectionId|connection_id|project_id|projectId|created_by|credentials|password|password_hash|email|members|user_id|messageId|question)$/i;
    const secrets = [projectId, connectionId, owner.user.id, owner.user.email, editor.user.email, chatMessageId];
    for (const entry of walk(answer.body)) {
      expect(entry.key ?? "", entry.path).not.toMatch(forbiddenKeys);
      if (entry.text) {
        expect(entry.text, entry.path).not.toMatch(/\bselect\b[\s\S]*\bfrom\b/i);
        for (const secret of secrets) expect(entry.text, entry.path).not.toContain(secret);
      }
    }
    const page = await app.fetch(`/share/${share.token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Shared board");
    expect(html).toContain("Number of orders by status");
    expect(html).not.toMatch(/SELECT\s/);
    expect(html).not.toContain(connectionId);
  });

  it("asks for a password, refuses a wrong one, and rate-limits repeated failures per token and address", async () => {
    const share = await ok(
      owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: { password: "open-sesame" } }),
      201,
    );
    expect(share.has_password).toBe(true);
    const missing = await open(share.token);
    expect(missing.status).toBe(401);
    expect(missing.body.error.message).toMatch(/password/i);
    expect(missing.body.error.details).toEqual({ passwordRequired: true });
    const wrong = await open(share.token, "guess", "203.0.113.7");
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toMatch(/incorrect/i);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await open(share.token, `guess-${i}`, "203.0.113.7")).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect((await open(share.token, "open-sesame", "203.0.113.7")).status).toBe(429);
    expect((await open(share.token, "open-sesame", "198.51.100.9")).status).toBe(200);

    const page = await app.fetch(`/share/${share.token}`);
    expect(await page.text()).toContain("Password");
    const refusedForm = await app.fetch(`/share/${share.token}`, {
      method: "POST",
      body: new URLSearchParams({ password: "nope" }),
      headers: { "X-Forwarded-For": "198.51.100.10" },
    });
    expect(await refusedForm.text()).toContain("The password is incorrect");
    const unlocked = await app.fetch(`/share/${share.token}`, {
      method: "POST",
      body: new URLSearchParams({ password: "open-sesame" }),
      headers: { "X-Forwarded-For": "198.51.100.10" },
    });
    expect(unlocked.status).toBe(200);
    expect(await unlocked.text()).toContain("Shared board");
  });

  it("answers 404 once revoked or expired, and refuses an expiry in the past", async () => {
    const revoked = await ok(owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: {} }), 201);
    expect((await open(revoked.token)).status).toBe(200);
    expect((await ok(owner.api(`/api/dashboards/shares/${revoked.id}`, { method: "DELETE" }))).status).toBe("revoked");
    expect((await open(revoked.token)).status).toBe(404);
    expect((await app.fetch(`/share/${revoked.token}`)).status).toBe(404);

    const expiring = await ok(
      owner.api(`/api/dashboards/${dashboardId}/shares`, {
        method: "POST",
        body: { expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      }),
      201,
    );
    expect((await open(expiring.token)).status).toBe(200);
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    await db.query("UPDATE dashboard_shares SET expires_at = now() - interval '1 minute' WHERE id = $1", [expiring.id]);
    await db.end();
    expect((await open(expiring.token)).status).toBe(404);
    const list = await ok(owner.api(`/api/dashboards/${dashboardId}/shares`));
    expect(list.find((s: { id: string }) => s.id === expiring.id).status).toBe("expired");

    const past = await owner.api(`/api/dashboards/${dashboardId}/shares`, {
      method: "POST",
      body: { expires_at: "2020-01-01T00:00:00Z" },
    });
    expect(past.status).toBe(400);
  });

  it("limits a link's filter values per link and address, with the product's error, leaving other visitors alone", async () => {
    await ok(
      owner.api(`/api/dashboards/${dashboardId}/field-filters`, {
        method: "POST",
        body: { table: "orders", column: "status" },
      }),
      201,
    );
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        ok(owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: { allow_filters: true } }), 201),
      ),
    );
    const values = (token: string, ip: string) =>
      app.json(`/api/dashboards/public/${token}/field-filters/status/values`, { headers: { "X-Forwarded-For": ip } });
    const statuses: number[] = [];
    for (let i = 0; i < SHARE_FILTER_VALUES_LIMIT.points; i++)
      statuses.push((await values(first.token, "203.0.113.40")).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await values(first.token, "203.0.113.40");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(refused.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.body.error.details.retryAfterSeconds).toBeLessThanOrEqual(SHARE_FILTER_VALUES_LIMIT.duration);
    // another visitor of the same link, the same visitor on another link, and the dashboard itself are unaffected
    const other = await values(first.token, "198.51.100.40");
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual(expect.arrayContaining(["delivered"]));
    expect((await values(second.token, "203.0.113.40")).status).toBe(200);
    expect((await open(first.token, undefined, "203.0.113.40")).status).toBe(200);
  });
});
