// Shaping a dashboard in a real browser (issue 17): rename a widget, resize and reorder widgets on the grid,
// add a text card — all still there after a reload — the "Added to dashboard" link, and sharing from a phone.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app";
import { PASSWORD, signUp } from "../support/clients";
import { launchChromium, newContext, screenshot, signIn, trackPageErrors } from "./support/browser";

let app: TestApp;
let browser: Browser;
let page: Page;
let pageErrors: string[];
let owner: Awaited<ReturnType<typeof signUp>>;
let dashboardId: string;

type StoredWidget = { id: string; title: string; type: string; text?: string; position: { width: number; height: number; x?: number; y?: number } };
const stored = async (): Promise<StoredWidget[]> => (await owner.api(`/api/dashboards/${dashboardId}`)).body.data.widgets_config.widgets;
const card = (id: string) => page.locator(`[data-widget-id="${id}"]`);

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchChromium()]);
  owner = await signUp(app, "Shaper");
  const project = (await owner.api("/api/projects/personal")).body.data;
  await owner.api("/auth/profile", { method: "PUT", body: { niche: "Retail" } });
  const connectionId = (await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: project.id } })).body.data.connectionId;
  const { jobId } = (await owner.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId } })).body.data;
  let status: { status: string; dashboardId?: string } = { status: "generating" };
  for (let i = 0; i < 240 && status.status === "generating"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await owner.api(`/api/simple-dashboard/status/${jobId}`)).body.data;
  }
  expect(status.status).toBe("completed");
  dashboardId = status.dashboardId!;
  page = await (await newContext(browser, { viewport: { width: 1400, height: 900 } })).newPage();
  pageErrors = trackPageErrors(page);
  await signIn(page, app, { email: owner.user.email, password: PASSWORD }, { onboarded: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe("shaping a dashboard", { timeout: 120_000 }, () => {
  it("renames a widget in place and keeps the name after a reload", async () => {
    await page.goto(`${app.url}/dashboard/${dashboardId}`);
    await page.locator('[data-layout="grid"]').waitFor();
    const [first] = await stored();
    await card(first.id).getByRole("button", { name: `Rename widget ${first.title}` }).click();
    const input = card(first.id).getByLabel("Widget title");
    await input.fill("Monthly revenue, all stores");
    await input.press("Enter");
    await card(first.id).getByText("Monthly revenue, all stores").waitFor();
    await expect.poll(async () => (await stored())[0].title).toBe("Monthly revenue, all stores");
    await page.reload();
    await card(first.id).getByText("Monthly revenue, all stores").waitFor();
  });

  it("resizes a widget from its corner and moves another above it; the grid is the same after a reload", async () => {
    const [first, second] = await stored();
    const before = (await card(first.id).boundingBox())!;
    const handle = card(first.id).locator(".react-resizable-handle");
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + before.width / 2, grip.y + 250, { steps: 12 });
    await page.mouse.up();
    await expect.poll(async () => (await stored()).find((w) => w.id === first.id)!.position.width).toBeGreaterThan(first.position.width);
    const resized = (await stored()).find((w) => w.id === first.id)!.position;
    expect(resized.height).toBeGreaterThan(first.position.height);

    // The second widget, dragged by its header to the top left, comes first in reading order.
    const header = card(second.id).getByText(second.title, { exact: true });
    const from = (await header.boundingBox())!;
    const target = (await card(first.id).boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(target.x + 20, target.y - 40, { steps: 15 });
    await page.mouse.up();
    await expect.poll(async () => (await stored())[0].id).toBe(second.id);

    const saved = await stored();
    await page.reload();
    await page.locator('[data-layout="grid"]').waitFor();
    for (const widget of saved.slice(0, 2)) expect(widget.position.x).toBeDefined();
    const firstBox = (await card(first.id).boundingBox())!;
    const secondBox = (await card(second.id).boundingBox())!;
    expect(secondBox.y).toBeLessThan(firstBox.y);
    expect(firstBox.width).toBeGreaterThan(before.width + 50);
    await page.locator(".highcharts-root").first().waitFor();
    await screenshot(page, "56-dashboard-shaped");
  });

  it("adds a text card that stays after a reload", async () => {
    await page.getByRole("button", { name: "Add text" }).click();
    const dialog = page.getByRole("dialog", { name: "Add text" });
    await dialog.getByLabel("Heading").fill("How the store is doing");
    await dialog.getByLabel("Text").fill("Revenue is net of discounts.\nUpdated every night.");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("heading", { name: "How the store is doing" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "How the store is doing" }).waitFor();
    await page.getByText("Updated every night.", { exact: false }).waitFor();
    const text = (await stored()).find((w) => w.type === "text")!;
    expect(text.text).toBe("Revenue is net of discounts.\nUpdated every night.");
    await page.locator(".highcharts-root").first().waitFor();
    await screenshot(page, "57-dashboard-text-card");
  });

  it("links 'Added to dashboard' to the dashboard", async () => {
    const box = page.getByLabel("Ask a question", { exact: true });
    await box.fill("number of orders per channel");
    await box.press("Enter");
    await page.waitForURL(/\/chat\//);
    const answer = page.getByTestId("answer-card").first();
    await answer.waitFor({ timeout: 45_000 });
    await answer.getByRole("button", { name: "Add to dashboard" }).click();
    const add = page.getByRole("dialog", { name: "Add to dashboard" });
    await add.getByRole("radio").first().check();
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("Added to dashboard").waitFor();
    await screenshot(page, "58-added-to-dashboard-link");
    await page.getByRole("link", { name: "Open dashboard" }).click();
    await page.waitForURL(new RegExp(`/dashboard/${dashboardId}$`));
    await page.getByRole("region", { name: /orders/i }).first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("shares and exports from a 375 px phone screen", async () => {
    const phone = await (await newContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })).newPage();
    const errors = trackPageErrors(phone);
    await signIn(phone, app, { email: owner.user.email, password: PASSWORD }, { onboarded: true });
    await phone.goto(`${app.url}/dashboard/${dashboardId}`);
    await phone.locator('[data-layout="column"]').waitFor();
    await phone.getByRole("heading", { name: "How the store is doing" }).waitFor();
    await screenshot(phone, "59a-dashboard-phone");
    await phone.getByRole("banner").getByRole("button", { name: "Share" }).click();
    const dialog = phone.getByRole("dialog", { name: "Share dashboard" });
    await dialog.getByRole("button", { name: "Create link" }).click();
    expect(await dialog.getByLabel("Share link", { exact: true }).inputValue()).toMatch(/\/share\/[A-Za-z0-9_-]{20,}$/);
    await screenshot(phone, "59b-dashboard-share-phone");
    await phone.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await phone.getByRole("banner").getByRole("button", { name: "Settings" }).click();
    const [download] = await Promise.all([phone.waitForEvent("download"), phone.getByRole("menuitem", { name: "Export Data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    expect(errors).toEqual([]);
    await phone.context().close();
  });
});
