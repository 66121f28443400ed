// Ask first (issue 17), in a real browser: a question typed on the welcome screen, or a follow-up chip of a dashboard
// widget, opens a chat titled after it and answers it there — no "Start New Chat" dialog on the way.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;
let projectId: string;

beforeAll(async () => {
  ({ app } = await startJourney());
  owner = await signUpOnboarded(app, "Ada");
  projectId = owner.projectId;
  await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } });
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 900 } } }));
  await page.getByRole("heading", { name: "No Dashboard Available" }).waitFor();
});

afterAll(stopJourney);

const noDialog = () => expect(page.getByRole("dialog", { name: "Start New Chat" }).count()).resolves.toBe(0);

describe("ask first", { timeout: 90_000 }, () => {
  it("answers a question typed on the welcome screen in a new chat, with no dialog", async () => {
    const box = page.getByLabel("Ask a question", { exact: true });
    await box.fill("total revenue by channel");
    await screenshot(page, "07a-welcome-ask");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await noDialog();
    await page.getByRole("heading", { name: "Chat about: total revenue by channel" }).waitFor();
    await page
      .getByTestId("answer-card")
      .first()
      .locator("[data-testid=answer-chart], [data-testid=answer-table]")
      .first()
      .waitFor({ timeout: 45_000 });
    await screenshot(page, "07b-welcome-asked");
  });

  it("asks a widget's follow-up chip in a new chat, with no dialog", async () => {
    const connections = (await owner.api(`/api/connections/project/${projectId}`)).body.data;
    const { jobId } = (
      await owner.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId: connections[0].id } })
    ).body.data;
    let status: { status: string; dashboardId?: string } = { status: "generating" };
    for (let i = 0; i < 120 && status.status === "generating"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await owner.api(`/api/simple-dashboard/status/${jobId}`)).body.data;
    }
    expect(status.status).toBe("completed");
    await page.goto(`${app.url}/dashboard/${status.dashboardId}`);
    const chip = page.getByRole("region").nth(2).locator("button.ad-chip").first();
    await chip.waitFor();
    const question = (await chip.textContent())!.trim();
    await chip.click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await noDialog();
    await page.getByTestId("user-message").filter({ hasText: question }).waitFor();
    await page.getByTestId("answer-card").first().waitFor({ timeout: 45_000 });
    expect(pageErrors).toEqual([]);
  });
});
