// Subscriptions and alerts through the running product (issue 37 item 3, ADR 058): two worker processes take the
// same minute's ticks at once and each schedule's e-mail reaches the SMTP fake once; with the mail server down the
// failure is shown with its reason and retried until it comes back, once; members only, editors only.
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoss } from "~/jobs/boss.server";
import { QUEUES } from "~/jobs/queues";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { decodeMail, startFakeSmtp } from "../../tests/fakes/smtp";
import { addMember, markVerified } from "../../tests/support/members";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let owner: Client;
let editor: Client;
let viewer: Client;
let projectId: string;
let dashboardId: string;
let kpiId: string;

const ORDERS = "SELECT COUNT(*) AS orders FROM ecommerce.orders";

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await startApp({ workers: 2, env: { SMTP_URL: smtp.url } });
  [owner, editor, viewer] = await Promise.all([signUp(app, "Owner"), signUp(app, "Editor"), signUp(app, "Viewer")]);
  await markVerified(app, [editor.user.id, viewer.user.id]);
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
  await addMember(owner.api, projectId, { email: editor.user.email, api: editor.api }, "editor");
  await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
  const connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } })
  ).body.data.connectionId;
  const created = await owner.api("/api/dashboards", {
    method: "POST",
    body: {
      project_id: projectId,
      title: "Shop pulse",
      connection_id: connectionId,
      widgets_config: {
        layout: "grid",
        widgets: [
          { title: "Orders", sql: ORDERS, chartType: "table", data: { columns: ["orders"], rows: [{ orders: 1 }] } },
          {
            title: "Orders by status",
            sql: "SELECT status, COUNT(*) AS orders FROM ecommerce.orders GROUP BY status ORDER BY status",
            chartType: "bar",
            data: {
              columns: ["status", "orders"],
              rows: [
                { status: "paid", orders: 1 },
                { status: "new", orders: 2 },
              ],
            },
          },
        ],
      },
    },
  });
  expect(created.status).toBe(201);
  dashboardId = created.body.data.id;
  kpiId = created.body.data.widgets_config.widgets[0].id;
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

/** The number of orders the sample holds, as the KPI reads it. */
async function orderCount(): Promise<number> {
  const result = await owner.api("/api/query/execute", {
    method: "POST",
    body: { connectionId: (await owner.api(`/api/dashboards/${dashboardId}`)).body.data.connection_id, sql: ORDERS },
  });
  return Number(result.body.data.rows[0].orders);
}

const list = async () => (await owner.api(`/api/dashboards/${dashboardId}/schedules`)).body.data;

/** Ticks sent at once as pg-boss's cron would, all as of `at`; the two workers share them out. */
async function tick(at: Date, count: number): Promise<string[]> {
  const boss = createBoss(app.databaseUrl, "sender");
  await boss.start();
  try {
    const ids = await Promise.all(
      Array.from({ length: count }, () => boss.send(QUEUES.scheduleTick, { at: at.toISOString() })),
    );
    return ids.filter((id): id is string => !!id);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) value = (await sleep(250), await probe());
  return value;
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe("subscriptions and alerts", { timeout: 150_000 }, () => {
  it("lets editors create them for project members only; viewers read them", async () => {
    const outsider = await signUp(app, "Outsider");
    const body = { kind: "subscription", frequency: "daily", hour: 9, time_zone: "UTC" };
    const foreign = await editor.api(`/api/dashboards/${dashboardId}/schedules`, {
      method: "POST",
      body: { ...body, recipients: [outsider.user.id] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details.fields.recipients).toBe(
      "Only members of this project can receive its dashboards",
    );
    const byViewer = await viewer.api(`/api/dashboards/${dashboardId}/schedules`, {
      method: "POST",
      body: { ...body, recipients: [viewer.user.id] },
    });
    expect(byViewer.status).toBe(403);
    const notKpi = await editor.api(`/api/dashboards/${dashboardId}/schedules`, {
      method: "POST",
      body: {
        ...body,
        kind: "alert",
        widget_id: "no-such-widget",
        condition: { type: "above", value: 1 },
        recipients: [editor.user.id],
      },
    });
    expect(notKpi.status).toBe(400);
    expect((await outsider.api(`/api/dashboards/${dashboardId}/schedules`)).status).toBe(404);
    const read = await viewer.api(`/api/dashboards/${dashboardId}/schedules`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(expect.objectContaining({ may_edit: false, members: [], kpis: [] }));
  });

  it("sends each due subscription and alert once with two workers taking the same ticks", async () => {
    const recipients = [owner.user.id, editor.user.id];
    const subscription = await owner.api(`/api/dashboards/${dashboardId}/schedules`, {
      method: "POST",
      body: { kind: "subscription", frequency: "daily", hour: 9, time_zone: "Europe/Paris", recipients },
    });
    expect(subscription.status).toBe(201);
    const alert = await editor.api(`/api/dashboards/${dashboardId}/schedules`, {
      method: "POST",
      body: {
        kind: "alert",
        frequency: "daily",
        hour: 9,
        time_zone: "Europe/Paris",
        widget_id: kpiId,
        condition: { type: "above", value: 10 },
        recipients,
      },
    });
    expect(alert.status).toBe(201);
    const nextRun = new Date(subscription.body.data.next_run_at);
    expect(new Date(alert.body.data.next_run_at)).toEqual(nextRun);

    smtp.messages.length = 0; // sign-up and invitation e-mails
    const ticks = await tick(new Date(nextRun.getTime() + 30_000), 8);
    const sent = await until(list, (data) =>
      [...data.subscriptions, ...data.alerts].every((s: any) => s.last_delivery?.status === "sent"),
    );
    expect(sent.subscriptions[0].last_delivery).toEqual(expect.objectContaining({ status: "sent", sent_to: 2 }));
    expect(sent.alerts[0].last_delivery).toEqual(expect.objectContaining({ status: "sent", sent_to: 2 }));
    await sleep(1500); // a second delivery, had one been queued, would have arrived by now
    expect(smtp.messages).toHaveLength(2);
    for (const message of smtp.messages)
      expect(message.to.sort()).toEqual([owner.user.email, editor.user.email].sort());

    const [digest, alarm] = ["You receive this because", "went above"].map((words) =>
      decodeMail(smtp.messages.find((message) => decodeMail(message.raw).includes(words))!.raw),
    );
    const orders = (await orderCount()).toLocaleString("en-US");
    expect(digest).toContain("Shop pulse");
    expect(digest).toContain(`${app.url}/dashboard/${dashboardId}`);
    expect(digest).toContain(orders); // the KPI refreshed, not the stored 1
    expect(digest).toContain("<th"); // the breakdown as a table
    expect(alarm).toContain(`Orders went above 10: now ${orders}`);
    expect(alarm).toContain("Previous check: none yet");

    // every tick ran (the two workers share them out) and together they enqueued the two deliveries once
    const jobs = await sql<{ output: { enqueued?: number } }>(
      "SELECT output FROM pgboss.job WHERE id = ANY($1::uuid[])",
      [ticks],
    );
    expect(jobs).toHaveLength(8);
    expect(jobs.reduce((sum, job) => sum + (job.output?.enqueued ?? 0), 0)).toBe(2);
    const deliveries = await sql("SELECT id FROM pgboss.job WHERE name = $1", [QUEUES.scheduleDeliver]);
    expect(deliveries).toHaveLength(2);
  });

  it("shows a failed delivery with its reason, retries it, and sends it once when the mail server is back", async () => {
    const before = await list();
    const nextRun = new Date(before.subscriptions[0].next_run_at);
    const port = smtp.port;
    await smtp.stop();
    await tick(new Date(nextRun.getTime() + 30_000), 4);
    // the alert is checked by its own job: wait for it to leave the queue too, then say how it ended
    const failing = await until(
      list,
      (data) =>
        data.subscriptions[0].last_delivery?.status === "failed" && data.alerts[0].last_delivery?.status !== "queued",
    );
    expect(failing.subscriptions[0].last_delivery).toEqual(
      expect.objectContaining({ status: "failed", error: "connection refused", retrying: true }),
    );
    // the alert's condition still holds: checked, not sent again
    expect(failing.alerts[0].last_delivery).toEqual(expect.objectContaining({ status: "checked" }));

    smtp = await startFakeSmtp(port);
    const delivered = await until(list, (data) => data.subscriptions[0].last_delivery?.status === "sent");
    expect(delivered.subscriptions[0].last_delivery).toEqual(
      expect.objectContaining({ status: "sent", error: null, retrying: false }),
    );
    expect(delivered.subscriptions[0].last_delivery.attempts).toBeGreaterThanOrEqual(2);
    await sleep(1500);
    expect(smtp.messages).toHaveLength(1);
    expect(decodeMail(smtp.messages[0].raw)).toContain("You receive this because");
  });

  it("pauses, resumes and deletes; a viewer may do none of it", async () => {
    const [subscription] = (await list()).subscriptions;
    expect(
      (await viewer.api(`/api/schedules/${subscription.id}`, { method: "PATCH", body: { active: false } })).status,
    ).toBe(403);
    const paused = await editor.api(`/api/schedules/${subscription.id}`, { method: "PATCH", body: { active: false } });
    expect(paused.body.data).toEqual(expect.objectContaining({ active: false, next_run_at: null }));
    const resumed = await editor.api(`/api/schedules/${subscription.id}`, { method: "PATCH", body: { active: true } });
    expect(new Date(resumed.body.data.next_run_at).getTime()).toBeGreaterThan(Date.now());
    expect((await editor.api(`/api/schedules/${subscription.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await list()).subscriptions).toEqual([]);
  });
});
