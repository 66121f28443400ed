// Drill-through in a real browser (issue 37 item 2, ADR 057): a bar of a chat's chart opens a menu of buttons; "See
// these rows" adds the rows behind the bar as the chat's next answer, 50 to a page with its filter shown; "Break down
// by…" groups the bar's revenue by another field; on a dashboard a viewer sees the rows in a view that keeps
// nothing and gets no follow-up; a public share's bars open nothing.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { PASSWORD } from "../../harness/clients";
import { addMember, markVerified } from "../support/members";
import { screenshot, signIn } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let owner: OnboardedClient;
let viewer: OnboardedClient;
let projectId: string;
let connectionId: string;
let chatId: string;
let answer: any;
let page: Page;
let pageErrors: string[];

async function ask(query: string): Promise<any> {
  const submitted = await owner.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query, chatSessionId: chatId },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  for (let i = 0; i < 240; i++) {
    const { body } = await owner.api(`/api/query/job/${submitted.body.data.jobId}`);
    if (body.data.status === "completed") return body.data.result;
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the question did not finish");
}

async function teamPage(who: OnboardedClient): Promise<{ page: Page; pageErrors: string[] }> {
  const opened = await openPage({ context: { viewport: { width: 1400, height: 900 } } });
  await opened.page.context().addCookies([{ name: "askdata_project", value: projectId, url: app.url }]);
  await signIn(opened.page, app, { email: who.user.email, password: PASSWORD }, { onboarded: true });
  return opened;
}

/** The first bar of the last chart on the page, clicked where it is drawn. */
async function clickFirstBar(scope: Page): Promise<void> {
  const bar = scope.getByTestId("answer-chart").last().locator("path.highcharts-point").first();
  await bar.waitFor();
  await bar.click();
  await scope.getByTestId("drill-menu").waitFor();
}

const top = () => ({ alias: answer.chart.xAxis[0] as string, value: String(answer.rows[0][answer.chart.xAxis[0]]) });

beforeAll(async () => {
  ({ app } = await startJourney());
  [owner, viewer] = await Promise.all([signUpOnboarded(app, "Drew"), signUpOnboarded(app, "Vida")]);
  await markVerified(app, [viewer.user.id]);
  projectId = (await owner.api("/api/projects", { method: "POST", body: { name: "Team Drill" } })).body.data.id;
  connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } })
  ).body.data.connectionId;
  chatId = (
    await owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Revenue by category", project_id: projectId, connectionIds: [connectionId] },
    })
  ).body.data.id;
  answer = await ask("revenue by category");
  await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
  ({ page, pageErrors } = await teamPage(owner));
}, 180_000);

afterAll(stopJourney);

describe("drill-through from a chat's bar", { timeout: 120_000 }, () => {
  it("opens a menu of buttons naming the clicked category", async () => {
    await page.goto(`${app.url}/chat/${chatId}`);
    await clickFirstBar(page);
    const menu = page.getByTestId("drill-menu");
    await menu.getByTestId("drill-heading").getByText(`Category is ${top().value}`).waitFor();
    for (const name of ["See these rows", "Break down by…", "Ask a follow-up"])
      await menu.getByRole("button", { name }).waitFor();
    // the keyboard starts on the first choice
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("See these rows");
    await screenshot(page, "57-drill-menu");
    // Escape closes it without a drill
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("drill-menu").count()).resolves.toBe(0);
  });

  it("See these rows: the bar's order lines as the chat's next answer, 50 to a page, with the filter shown", async () => {
    const { value } = top();
    await clickFirstBar(page);
    await page.getByTestId("drill-menu").getByRole("button", { name: "See these rows" }).click();
    await page.getByTestId("user-message").getByText(`See the rows where Category is ${value}`).waitFor();
    const card = page.getByTestId("answer-card").last();
    await card.getByTestId("drill-filters").getByText(`Category is ${value}`).waitFor({ timeout: 60_000 });
    await card
      .getByTestId("drill-pager")
      .getByText(/^Rows 1–50 of [\d,]+$/)
      .waitFor();
    await expect(card.locator("tbody tr").count()).resolves.toBe(50);
    await expect(card.getByTestId("answer-explanation").textContent()).resolves.toMatch(
      new RegExp(`^Category is ${value}: the order items behind`),
    );
    await card.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await screenshot(page, "57-drill-rows");
    const firstRow = await card.locator("tbody tr").first().textContent();
    await card.getByRole("button", { name: "Next page" }).click();
    await card
      .getByTestId("drill-pager")
      .getByText(/^Rows 51–100 of [\d,]+$/)
      .waitFor({ timeout: 60_000 });
    await expect(card.locator("tbody tr").first().textContent()).resolves.not.toBe(firstRow);
    await screenshot(page, "57-drill-rows-page-2");
  });

  it("Break down by…: the bar's revenue by order status, charted", async () => {
    const { value } = top();
    await page.getByTestId("answer-chart").first().scrollIntoViewIfNeeded();
    const bar = page.getByTestId("answer-chart").first().locator("path.highcharts-point").first();
    await bar.click();
    const menu = page.getByTestId("drill-menu");
    await menu.getByRole("button", { name: "Break down by…" }).click();
    await menu.getByRole("button", { name: "Status", exact: true }).click();
    await page.getByTestId("user-message").getByText(`Break down by Status: Category is ${value}`).waitFor();
    const card = page.getByTestId("answer-card").last();
    await card.getByTestId("drill-filters").getByText(`Category is ${value}`).waitFor({ timeout: 60_000 });
    await card.getByTestId("answer-chart").locator("path.highcharts-point").first().waitFor();
    await card.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await screenshot(page, "57-drill-breakdown");
  });

  it("Ask a follow-up fills the question box, narrowed to the category, without asking", async () => {
    const { value } = top();
    await page.getByTestId("answer-chart").first().scrollIntoViewIfNeeded();
    await page.getByTestId("answer-chart").first().locator("path.highcharts-point").first().click();
    const answers = await page.getByTestId("answer-card").count();
    await page.getByTestId("drill-menu").getByRole("button", { name: "Ask a follow-up" }).click();
    const box = page.getByRole("textbox", { name: "Ask a question about your data" });
    await expect(box.inputValue()).resolves.toBe(`revenue by category for ${value}`);
    await expect(page.getByTestId("answer-card").count()).resolves.toBe(answers);
    expect(pageErrors).toEqual([]);
  });
});

describe("drill-through on a dashboard", { timeout: 120_000 }, () => {
  let dashboardId: string;

  beforeAll(async () => {
    dashboardId = (
      await owner.api("/api/dashboards", {
        method: "POST",
        body: {
          project_id: projectId,
          title: "Revenue",
          connection_id: connectionId,
          widgets_config: { layout: "grid", widgets: [{ messageId: answer.messageId, chartType: "bar" }] },
        },
      })
    ).body.data.id;
  });

  it("a viewer sees the rows in a view that keeps nothing, and is offered no follow-up", async () => {
    const seen = await teamPage(viewer);
    await seen.page.goto(`${app.url}/dashboard/${dashboardId}`);
    await clickFirstBar(seen.page);
    const menu = seen.page.getByTestId("drill-menu");
    await menu.getByRole("button", { name: "See these rows" }).waitFor();
    await expect(menu.getByRole("button", { name: "Ask a follow-up" }).count()).resolves.toBe(0);
    await menu.getByRole("button", { name: "See these rows" }).click();
    const dialog = seen.page.getByRole("dialog");
    await dialog
      .getByTestId("drill-pager")
      .getByText(/^Rows 1–50 of [\d,]+$/)
      .waitFor({ timeout: 60_000 });
    await dialog.getByTestId("drill-filters").getByText(`Category is ${top().value}`).waitFor();
    await screenshot(seen.page, "57-drill-viewer-dashboard");
    const chat = (await owner.api(`/api/chats/sessions/${chatId}`)).body.data;
    expect(chat.messages.every((m: { user_id?: string }) => m.user_id !== viewer.user.id)).toBe(true);
    expect(seen.pageErrors).toEqual([]);
  });

  it("an editor's drill starts a new chat with the rows as its first answer", async () => {
    await page.goto(`${app.url}/dashboard/${dashboardId}`);
    await clickFirstBar(page);
    await page.getByTestId("drill-menu").getByRole("button", { name: "See these rows" }).click();
    await page.waitForURL(/\/chat\//);
    expect(page.url()).not.toContain(chatId);
    await page
      .getByTestId("answer-card")
      .getByTestId("drill-pager")
      .getByText(/^Rows 1–50 of/)
      .waitFor({ timeout: 60_000 });
    await page.getByRole("heading", { name: `See the rows where Category is ${top().value}` }).waitFor();
    await screenshot(page, "57-drill-dashboard-new-chat");
  });

  it("a public share's bars open no menu", async () => {
    const share = (await owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: {} })).body.data;
    const visitor = await openPage();
    await visitor.page.goto(`${app.url}/share/${share.token}`);
    const bar = visitor.page.locator("path.highcharts-point").first();
    await bar.waitFor();
    await bar.click();
    await visitor.page.waitForTimeout(500);
    await expect(visitor.page.getByTestId("drill-menu").count()).resolves.toBe(0);
  });
});
