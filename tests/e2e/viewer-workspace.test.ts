// A viewer's workspace in a real browser (issue 37 item 5, ADR 052): a viewer reads the team's chats and
// dashboards and filters a dashboard by period, but is shown no question box and no chip — the Query page lists
// the chats to read, a chat shows its answers without follow-ups, a dashboard without follow-up chips — while the
// owner still sees them; the server still refuses the viewer's questions.
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
let dashboardId: string;
let page: Page;
let pageErrors: string[];
const CHAT_TITLE = "Customers by country";

async function ask(query: string): Promise<void> {
  const submitted = await owner.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query, chatSessionId: chatId },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  for (let i = 0; i < 240; i++) {
    const { body } = await owner.api(`/api/query/job/${submitted.body.data.jobId}`);
    if (body.data.status === "completed") return;
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the question did not finish");
}

async function generateDashboard(): Promise<string> {
  const { jobId } = (await owner.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId } })).body
    .data;
  for (let i = 0; i < 480; i++) {
    const status = (await owner.api(`/api/simple-dashboard/status/${jobId}`)).body.data;
    if (status.status === "completed") return status.dashboardId;
    if (status.status === "failed") throw new Error(JSON.stringify(status));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the dashboard was not generated");
}

/** A page signed in as `who` with the team project selected (the cookie the project switcher sets). */
async function teamPage(who: OnboardedClient): Promise<{ page: Page; pageErrors: string[] }> {
  const opened = await openPage({ context: { viewport: { width: 1400, height: 900 } } });
  await opened.page.context().addCookies([{ name: "askdata_project", value: projectId, url: app.url }]);
  await signIn(opened.page, app, { email: who.user.email, password: PASSWORD }, { onboarded: true });
  return opened;
}

const chips = (scope: Page) => scope.locator(".ad-chip");

beforeAll(async () => {
  ({ app } = await startJourney());
  [owner, viewer] = await Promise.all([signUpOnboarded(app, "Olga"), signUpOnboarded(app, "Vera")]);
  await markVerified(app, [viewer.user.id]);
  projectId = (await owner.api("/api/projects", { method: "POST", body: { name: "Team Orbit" } })).body.data.id;
  connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } })
  ).body.data.connectionId;
  chatId = (
    await owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: CHAT_TITLE, project_id: projectId, connectionIds: [connectionId] },
    })
  ).body.data.id;
  await ask("How many customers per country?");
  dashboardId = await generateDashboard();
  await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
  ({ page, pageErrors } = await teamPage(viewer));
}, 180_000);

afterAll(stopJourney);

describe("a viewer's workspace", { timeout: 120_000 }, () => {
  it("the Query page lists the chats to read instead of inviting a question it would refuse", async () => {
    await page.goto(`${app.url}/query`);
    await page.getByTestId("viewer-query").getByText("You are a viewer in this project").waitFor();
    await expect(page.getByRole("textbox", { name: /Ask a question/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "New chat" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "New Chat" }).count()).resolves.toBe(0);
    await screenshot(page, "37-viewer-query");
    await page.getByRole("navigation", { name: "Recent chats" }).getByRole("link", { name: CHAT_TITLE }).click();
    await page.waitForURL(`${app.url}/chat/${chatId}`);
  });

  it("a chat shows its answer with results to download, and no question box, quick query or follow-up chip", async () => {
    await page.getByTestId("answer-card").first().waitFor();
    await page.getByTestId("read-only-chat").getByText("you can read this chat").waitFor();
    await page.getByRole("button", { name: "Download CSV" }).first().waitFor();
    await expect(page.getByRole("textbox", { name: /Ask a question/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("group", { name: "Quick queries" }).count()).resolves.toBe(0);
    await expect(chips(page).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Try again" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Edit SQL" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Add to dashboard" }).count()).resolves.toBe(0);
    await screenshot(page, "37-viewer-chat");
  });

  it("a dashboard has no follow-up chips or question box, and the viewer filters it by period", async () => {
    await page.goto(`${app.url}/dashboard/${dashboardId}`);
    await page.locator('[data-layout="grid"]').waitFor();
    await page.locator("[data-widget-id]").first().waitFor();
    await expect(chips(page).count()).resolves.toBe(0);
    await expect(page.getByRole("textbox", { name: /Ask a question/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: /^Remove widget / }).count()).resolves.toBe(0);
    // the generated dashboard's next steps say to ask in chat and to share: not for a viewer
    await page.getByRole("heading", { name: "Performance" }).waitFor();
    await expect(page.getByRole("heading", { name: "Next steps" }).count()).resolves.toBe(0);
    await screenshot(page, "37-viewer-dashboard");
    await page.getByLabel("Period").selectOption("12m");
    await page.getByTestId("date-filter-summary").waitFor();
    await expect(chips(page).count()).resolves.toBe(0);
    await screenshot(page, "37-viewer-dashboard-filtered");
  });

  it("the home page lists the dashboards without an invitation to ask", async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole("heading", { name: "Dashboards" }).waitFor();
    await expect(page.getByRole("textbox", { name: /Ask a question/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Create New Dashboard" }).count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("the owner still gets the chips and the box, and the server still refuses the viewer's questions", async () => {
    const { page: ownerPage } = await teamPage(owner);
    await ownerPage.goto(`${app.url}/dashboard/${dashboardId}`);
    await ownerPage.locator("[data-widget-id]").first().waitFor();
    await expect.poll(() => chips(ownerPage).count()).toBeGreaterThan(0);
    await ownerPage.getByRole("heading", { name: "Next steps" }).waitFor();
    await ownerPage.getByRole("textbox", { name: /Ask a question/ }).waitFor();
    await ownerPage.context().close();

    const chat = await viewer.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Mine", project_id: projectId, connectionIds: [connectionId] },
    });
    expect(chat.status).toBe(403);
    const question = await viewer.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId, query: "How many orders?", chatSessionId: chatId },
    });
    expect(question.status).toBe(403);
  });
});
