// Dashboards in a real browser: the welcome view's AI generation (progress, result), a manual empty
// dashboard, saving a chat answer to a dashboard, and removing a widget with confirmation.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { newContext, screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let browser: Browser;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;
let projectId: string;

beforeAll(async () => {
  ({ app, browser } = await startJourney());
  // The account, its profile and a sample connection come through the API; the browser does the rest.
  owner = await signUpOnboarded(app, "Dora");
  projectId = owner.projectId;
  await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } });
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1400, height: 900 } } }));
  await page.getByRole("heading", { name: "No Dashboard Available" }).waitFor();
});

afterAll(stopJourney);

describe("dashboards", { timeout: 120_000 }, () => {
  it("asks for a name, then generates a dashboard with AI showing progress and the result", async () => {
    await page.getByRole("button", { name: "Create New Dashboard" }).click();
    await expect(page.getByRole("button", { name: "Generate Dashboard" }).isDisabled()).resolves.toBe(true);
    await page.getByLabel("Dashboard name").fill("Store overview");
    await expect(page.getByLabel(/Generate dashboard with AI/).isChecked()).resolves.toBe(true);
    await screenshot(page, "50-dashboard-form");
    await page.getByRole("button", { name: "Generate Dashboard" }).click();
    await page.getByText("Generating your dashboard").waitFor();
    await expect(page.getByTestId("generation-step").textContent()).resolves.toBeTruthy();

    await page.getByRole("link", { name: "Open dashboard" }).waitFor({ timeout: 90_000 });
    await page.getByRole("heading", { name: "Store overview" }).waitFor();
    await expect(page.getByTestId("quality-score").textContent()).resolves.toMatch(/^Quality \d+\/100$/);
    await page.getByText(/^Iterations \d\/2$/).waitFor();
    await page.getByRole("heading", { name: "Next steps" }).waitFor();
    await screenshot(page, "51-dashboard-generated");
    await page
      .getByRole("navigation")
      .getByRole("link", { name: /Store overview/ })
      .waitFor();
  });

  it("opens the generated dashboard and removes a widget after confirming", async () => {
    await page.getByRole("link", { name: "Open dashboard" }).click();
    await page.waitForURL(/\/dashboard\/[0-9a-f-]{36}$/);
    const removes = page.getByRole("button", { name: /^Remove widget / });
    await removes.first().waitFor();
    const before = await removes.count();
    await screenshot(page, "52-dashboard-view");
    await removes.first().click();
    const confirm = page.getByRole("dialog", { name: "Remove widget" });
    await confirm.getByText("Are you sure you want to remove this widget from the dashboard?").waitFor();
    // the card goes at once (spec §4: optimistic removal); the reload must come after the server has answered
    const removed = page.waitForResponse(
      (r) =>
        r.request().method() === "DELETE" &&
        /\/api\/dashboards\/[^/]+\/widgets\/[^/]+$/.test(new URL(r.url()).pathname),
    );
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expect.poll(() => removes.count()).toBe(before - 1);
    expect((await removed).status()).toBe(200);
    await page.reload();
    await removes.first().waitFor();
    await expect(removes.count()).resolves.toBe(before - 1);
  });

  it("shares the dashboard by a password-protected link", async () => {
    await page.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share dashboard" });
    await dialog.getByText("No links yet", { exact: false }).waitFor();
    await dialog.getByLabel("Password").fill("open-sesame");
    await dialog.getByRole("button", { name: "Create link" }).click();
    const link = await dialog.getByLabel("Share link", { exact: true }).inputValue();
    expect(link).toMatch(new RegExp(`^${app.url}/share/[A-Za-z0-9_-]{20,}$`));
    await screenshot(page, "55-dashboard-share");
    await page.keyboard.press("Escape");
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(link);
    await visitor.getByLabel("Password").fill("open-sesame");
    await visitor.getByRole("button", { name: "View dashboard" }).click();
    await visitor.getByText("Store overview").first().waitFor();
    await visitor.context().close();
  });

  it("creates a manual dashboard: the Empty Dashboard screen, with Settings back to the form", async () => {
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.getByRole("button", { name: "Create New Dashboard" }).click();
    await page.getByLabel("Dashboard name").fill("Answers");
    await page.getByLabel(/Generate dashboard with AI/).uncheck();
    await page.getByRole("button", { name: "Create Dashboard" }).click();
    await page.getByRole("heading", { name: "Empty Dashboard" }).waitFor();
    await screenshot(page, "53-dashboard-empty");
    await page.getByRole("main").getByRole("button", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Create New Dashboard" }).waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
  });

  it("adds a chat answer to an existing dashboard", async () => {
    await page.getByRole("banner").getByRole("button", { name: "New chat" }).click();
    const dialog = page.getByRole("dialog", { name: "Start New Chat" });
    await dialog.getByLabel("Chat title").fill("Channels");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Create Chat" }).click();
    await page.waitForURL(/\/chat\//);
    const input = page.getByLabel("Ask a question about your data");
    await input.fill("number of orders per channel");
    await input.press("Enter");
    const answer = page.getByTestId("answer-card").first();
    await answer.waitFor({ timeout: 45_000 });
    await answer.getByRole("button", { name: "Add to dashboard" }).click();
    const add = page.getByRole("dialog", { name: "Add to dashboard" });
    await add.getByRole("radio", { name: "Answers" }).check();
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("Added to dashboard").waitFor();

    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await page
      .getByRole("navigation")
      .getByRole("link", { name: /Answers/ })
      .click();
    const widget = page.getByRole("region", { name: /orders/i }).first();
    await widget.waitFor();
    await screenshot(page, "54-dashboard-with-chat-widget");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      widget.getByRole("button", { name: "CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe("number-of-orders-by-channel.csv");
    const text = await new Promise<string>((resolve, reject) =>
      csv.createReadStream().then((stream) => {
        let body = "";
        stream
          .on("data", (chunk) => (body += chunk))
          .on("end", () => resolve(body))
          .on("error", reject);
      }, reject),
    );
    expect(text.split("\r\n")[0]).toBe("Channel,Number of orders");
    expect(pageErrors).toEqual([]);
  });

  it.each(["media", "saas", "logistics"])("shows the dashboard generated for the %s sample", async (sample) => {
    const connected = await owner.api(`/api/database/samples/${sample}/connect`, {
      method: "POST",
      body: { project_id: projectId },
    });
    const { jobId } = (
      await owner.api("/api/simple-dashboard/generate", {
        method: "POST",
        body: { connectionId: connected.body.data.connectionId },
      })
    ).body.data;
    let status: { status: string; dashboardId?: string } = { status: "generating" };
    for (let i = 0; i < 120 && status.status === "generating"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await owner.api(`/api/simple-dashboard/status/${jobId}`)).body.data;
    }
    expect(status.status).toBe("completed");
    await page.goto(`${app.url}/dashboard/${status.dashboardId}`);
    await page.getByRole("region").first().waitFor();
    await page.waitForLoadState("networkidle");
    await screenshot(page, `55-generated-${sample}`);
  });
});
