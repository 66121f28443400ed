// Subscriptions and alerts in a real browser (issue 37 item 3, ADR 058): an owner subscribes two members to a
// dashboard and sets an alert on its KPI from the dashboard's menu; two workers take the same minute's ticks and the
// SMTP fake receives each e-mail once (the received e-mail is rendered and screenshotted); the menu then shows the
// deliveries, a failure while the mail server is down is shown as retrying, and a viewer sees no create controls.
import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoss } from "~/jobs/boss.server";
import { QUEUES } from "~/jobs/queues";
import type { TestApp } from "../../harness/app";
import { PASSWORD } from "../../harness/clients";
import { addMember, markVerified } from "../support/members";
import { decodeMail, startFakeSmtp } from "../fakes/smtp";
import { screenshot, signIn } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let owner: OnboardedClient;
let editor: OnboardedClient;
let viewer: OnboardedClient;
let dashboardId: string;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  ({ app } = await startJourney({ workers: 2, env: { SMTP_URL: smtp.url } }));
  owner = await signUpOnboarded(app, "Owner");
  [editor, viewer] = await Promise.all([signUpOnboarded(app, "Edith"), signUpOnboarded(app, "Victor")]);
  await markVerified(app, [editor.user.id, viewer.user.id]);
  await addMember(owner.api, owner.projectId, { email: editor.user.email, api: editor.api }, "editor");
  await addMember(owner.api, owner.projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
  const connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", {
      method: "POST",
      body: { project_id: owner.projectId },
    })
  ).body.data.connectionId;
  const created = await owner.api("/api/dashboards", {
    method: "POST",
    body: {
      project_id: owner.projectId,
      title: "Shop pulse",
      connection_id: connectionId,
      widgets_config: {
        layout: "grid",
        widgets: [
          {
            title: "Orders",
            sql: "SELECT COUNT(*) AS orders FROM ecommerce.orders",
            chartType: "table",
            data: { columns: ["orders"], rows: [{ orders: 1 }] },
          },
          {
            title: "Orders by status",
            sql: "SELECT status, COUNT(*) AS orders FROM ecommerce.orders GROUP BY status ORDER BY status",
            chartType: "bar",
            data: { columns: ["status", "orders"], rows: [{ status: "paid", orders: 1 }] },
          },
        ],
      },
    },
  });
  dashboardId = created.body.data.id;
  ({ page, pageErrors } = await openPage({
    as: owner,
    context: { viewport: { width: 1400, height: 900 }, timezoneId: "Europe/Paris" },
  }));
}, 180_000);

afterAll(async () => {
  await stopJourney();
  await smtp?.stop();
});

const dialog = () => page.getByRole("dialog", { name: "Subscriptions and alerts" });

async function openMenu(on: Page = page): Promise<void> {
  await on.goto(`${app.url}/dashboard/${dashboardId}`);
  await on.getByRole("button", { name: "Subscriptions and alerts" }).click();
  await on
    .getByRole("dialog", { name: "Subscriptions and alerts" })
    .getByText("Subscriptions", { exact: true })
    .waitFor();
}

async function pick(label: string, option: string): Promise<void> {
  await dialog().getByRole("textbox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

/** Ticks of one minute as pg-boss's cron sends them, as of `at`; the two workers share them out. */
async function tick(at: Date, count = 6): Promise<void> {
  const boss = createBoss(app.databaseUrl, "sender");
  await boss.start();
  try {
    await Promise.all(Array.from({ length: count }, () => boss.send(QUEUES.scheduleTick, { at: at.toISOString() })));
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

const schedules = async () => (await owner.api(`/api/dashboards/${dashboardId}/schedules`)).body.data;

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) value = (await sleep(250), await probe());
  return value;
}

/** The HTML part of a received message, quoted-printable decoded. */
function htmlOf(raw: string): string {
  const part = raw.split(/Content-Type: text\/html[^\n]*\n/i)[1] ?? "";
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n")
    .split(/\r?\n--/)[0];
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

describe("subscriptions and alerts", { timeout: 150_000 }, () => {
  it("subscribes two members and sets an alert on the KPI from the dashboard's menu", async () => {
    await openMenu();
    await dialog().getByText("Nobody receives this dashboard by e-mail.").waitFor();
    await pick("Recipients", editor.user.name);
    await page.keyboard.press("Escape"); // closes the option list, not the dialog
    await dialog().getByRole("button", { name: "Subscribe" }).click();
    await dialog().getByRole("listitem", { name: "Daily at 09:00 (Europe/Paris)" }).waitFor();

    await dialog().getByText("Alert on a KPI").click();
    await pick("When it", "goes above");
    await dialog().getByRole("textbox", { name: "Value" }).fill("10");
    // the recipients chosen for the subscription are kept
    await dialog().getByRole("button", { name: "Create alert" }).click();
    await dialog().getByRole("listitem", { name: "When Orders goes above 10" }).waitFor();
    await screenshot(page, "58-subscriptions-created");

    const data = await schedules();
    expect(data.subscriptions).toHaveLength(1);
    expect(data.alerts).toHaveLength(1);
    for (const schedule of [...data.subscriptions, ...data.alerts])
      expect(schedule.recipients.map((r: { user_id: string }) => r.user_id).sort()).toEqual(
        [owner.user.id, editor.user.id].sort(),
      );
  });

  it("delivers each e-mail once to the SMTP fake with two workers, and shows it in the menu", async () => {
    smtp.messages.length = 0; // sign-up and invitation e-mails
    const nextRun = new Date((await schedules()).subscriptions[0].next_run_at);
    await tick(new Date(nextRun.getTime() + 30_000));
    await until(
      async () => smtp.messages.length,
      (count) => count >= 2,
    );
    await sleep(1500); // a duplicate, had one been queued, would have arrived by now
    expect(smtp.messages).toHaveLength(2);

    const digest = smtp.messages.find((message) => decodeMail(message.raw).includes("You receive this because"))!;
    const alert = smtp.messages.find((message) => decodeMail(message.raw).includes("went above 10"))!;
    expect(digest.to.sort()).toEqual([owner.user.email, editor.user.email].sort());
    expect(alert.to.sort()).toEqual([owner.user.email, editor.user.email].sort());
    const mail = await page.context().newPage();
    await mail.setContent(htmlOf(digest.raw));
    await mail.getByText("Orders by status").waitFor();
    await screenshot(mail, "58-subscription-email");
    await mail.setContent(htmlOf(alert.raw));
    await mail.getByText("Previous check: none yet").waitFor();
    await screenshot(mail, "58-alert-email");
    await mail.close();

    await openMenu();
    await expect
      .poll(() => dialog().getByTestId("last-delivery").allTextContents())
      .toEqual([expect.stringMatching(/^Sent .* to 2 people$/), expect.stringMatching(/^Sent .* to 2 people$/)]);
    await screenshot(page, "58-subscriptions-delivered");
  });

  it("shows a failed delivery as retrying while the mail server is down", async () => {
    const nextRun = new Date((await schedules()).subscriptions[0].next_run_at);
    const port = smtp.port;
    await smtp.stop();
    await tick(new Date(nextRun.getTime() + 30_000));
    await until(schedules, (data) => data.subscriptions[0].last_delivery?.status === "failed");
    await openMenu();
    await dialog()
      .getByText(/^Last delivery failed .*: connection refused — retrying$/)
      .waitFor();
    await screenshot(page, "58-subscription-failed");
    smtp = await startFakeSmtp(port);
    await until(schedules, (data) => data.subscriptions[0].last_delivery?.status === "sent");
    expect(smtp.messages).toHaveLength(1);
  });

  it("shows a viewer the list without the controls to create, pause or delete", async () => {
    const opened = await openPage({ context: { viewport: { width: 1400, height: 900 } } });
    await opened.page.context().addCookies([{ name: "askdata_project", value: owner.projectId, url: app.url }]);
    await signIn(opened.page, app, { email: viewer.user.email, password: PASSWORD }, { onboarded: true });
    await openMenu(opened.page);
    const viewerDialog = opened.page.getByRole("dialog", { name: "Subscriptions and alerts" });
    await viewerDialog.getByRole("listitem", { name: "When Orders goes above 10" }).waitFor();
    expect(await viewerDialog.getByRole("button", { name: /Subscribe|Create alert|Pause|Resume/ }).count()).toBe(0);
    expect(await viewerDialog.getByRole("button", { name: /Delete/ }).count()).toBe(0);
    await screenshot(opened.page, "58-subscriptions-viewer");
    expect(opened.pageErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
