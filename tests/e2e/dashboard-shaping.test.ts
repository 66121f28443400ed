// Shaping a dashboard in a real browser (issue 17): rename a widget, resize and reorder widgets on the grid,
// add a text card — all still there after a reload — the "Added to dashboard" link, and sharing from a phone.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;
let dashboardId: string;

type StoredWidget = {
  id: string;
  title: string;
  type: string;
  text?: string;
  position: { width: number; height: number; x?: number; y?: number };
};
const stored = async (): Promise<StoredWidget[]> =>
  (await owner.api(`/api/dashboards/${dashboardId}`)).body.data.widgets_config.widgets;
const card = (id: string) => page.locator(`[data-widget-id="${id}"]`);

beforeAll(async () => {
  ({ app } = await startJourney());
  owner = await signUpOnboarded(app, "Shaper");
  const connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", {
      method: "POST",
      body: { project_id: owner.projectId },
    })
  ).body.data.connectionId;
  const { jobId } = (await owner.api("/api/simple-dashboard/generate", { method: "POST", body: { connectionId } })).body
    .data;
  let status: { status: string; dashboardId?: string } = { status: "generating" };
  for (let i = 0; i < 240 && status.status === "generating"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await owner.api(`/api/simple-dashboard/status/${jobId}`)).body.data;
  }
  expect(status.status).toBe("completed");
  dashboardId = status.dashboardId!;
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1400, height: 900 } } }));
}, 120_000);

afterAll(stopJourney);

describe("shaping a dashboard", { timeout: 120_000 }, () => {
  it("renames a widget in place and keeps the name after a reload", async () => {
    await page.goto(`${app.url}/dashboard/${dashboardId}`);
    await page.locator('[data-layout="grid"]').waitFor();
    const [first] = await stored();
    await card(first.id)
      .getByRole("button", { name: `Rename widget ${first.title}` })
      .click();
    const input = card(first.id).getByLabel("Widget title");
    await input.fill("Monthly revenue, all stores");
    await input.press("Enter");
    await card(first.id).getByText("Monthly revenue, all stores").waitFor();
    await expect.poll(async () => (await stored())[0].title).toBe("Monthly revenue, all stores");
    await page.reload();
    await card(first.id).getByText("Monthly revenue, all stores").waitFor();
  });

  it("resizes a widget from its corner and moves another above it; the grid is the same after a reload", async () => {
    const [first] = await stored();
    await page.locator('[data-layout="grid"]').waitFor();
    await card(first.id).locator(".react-resizable-handle").waitFor();
    const before = (await card(first.id).boundingBox())!;
    // wider if it has room to grow, else narrower; taller either way
    const grow = first.position.width <= 6;
    const handle = card(first.id).locator(".react-resizable-handle");
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + (grow ? before.width / 2 : -before.width / 3), grip.y + 250, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => (await stored()).find((w) => w.id === first.id)!.position.width)
      .not.toBe(first.position.width);
    const resized = (await stored()).find((w) => w.id === first.id)!.position;
    expect(grow ? resized.width > first.position.width : resized.width < first.position.width).toBe(true);
    expect(resized.height).toBeGreaterThan(first.position.height);
    // the grid animates a resize: read the card once two reads a moment apart agree
    const settled = async (id: string) => {
      let last = "";
      await expect
        .poll(
          async () => {
            const box = JSON.stringify(await card(id).boundingBox());
            const same = box === last;
            last = box;
            return same;
          },
          { interval: 300 },
        )
        .toBe(true);
      return JSON.parse(last) as { x: number; y: number; width: number; height: number };
    };
    const resizedBox = await settled(first.id);

    // The last widget, dragged by its header to the top left of the grid, comes first in reading order.
    const last = (await stored()).filter((w) => w.type !== "text").at(-1)!;
    const header = card(last.id).getByText(last.title, { exact: true });
    await header.scrollIntoViewIfNeeded();
    const from = (await header.boundingBox())!;
    const grid = (await page.locator('[data-layout="grid"]').boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(grid.x + 30, grid.y + 10, { steps: 25 });
    await page.mouse.up();
    await expect.poll(async () => (await stored())[0].id).toBe(last.id);

    const saved = await stored();
    await page.reload();
    await page.locator('[data-layout="grid"]').waitFor();
    // Stored where it was dropped, at the grid's top left; the resized one keeps its new size.
    expect(saved[0].position).toMatchObject({ x: 0, y: 0 });
    expect(saved.find((w) => w.id === first.id)!.position).toMatchObject({
      width: resized.width,
      height: resized.height,
    });
    const firstBox = await settled(first.id);
    // before it in reading order: above it, or beside it on its left when packing gave the first one a gap (ADR 053)
    const lastBox = await settled(last.id);
    expect(lastBox.y < firstBox.y - 4 || (Math.abs(lastBox.y - firstBox.y) < 4 && lastBox.x < firstBox.x)).toBe(true);
    expect(Math.abs(firstBox.width - resizedBox.width)).toBeLessThan(4);
    expect(Math.abs(firstBox.height - resizedBox.height)).toBeLessThan(4);
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
    await page.locator('[data-layout="grid"]').waitFor();
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
    await page
      .getByRole("region", { name: /orders/i })
      .first()
      .waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("limits every widget with a date to the period chosen, in the address, and says which kept all time", async () => {
    await page.goto(`${app.url}/dashboard/${dashboardId}`);
    await page.locator('[data-layout="grid"]').waitFor();
    const widgets = await stored();
    const kpi = widgets.find(
      (w: any) => w.type !== "text" && w.data?.rows?.length === 1 && w.data.columns.length === 1,
    )!;
    const before = (await card(kpi.id).innerText()).replace(/\s+/g, " ");
    await page.getByLabel("Period").selectOption({ label: "Last year" });
    await page.waitForURL(/\?period=last-year$/);
    await page.getByTestId("date-filter-summary").waitFor();
    const filtered = (await owner.api(`/api/dashboards/${dashboardId}/filtered?period=last-year`)).body.data;
    const applied = filtered.widgets.filter((w: any) => w.dateFilter.applied).length;
    expect(applied).toBeGreaterThan(2);
    await expect(page.getByTestId("date-filter-summary").textContent()).resolves.toMatch(
      new RegExp(`^Last year: ${applied} widgets filtered`),
    );
    await expect.poll(async () => (await card(kpi.id).innerText()).replace(/\s+/g, " ")).not.toBe(before);
    // a hand-written widget cannot be limited: it says so
    const sql = await owner.api(`/api/dashboards/${dashboardId}/widgets`, {
      method: "PATCH",
      body: {
        widget: {
          title: "Typed SQL",
          sql: "SELECT 1 AS one",
          chartType: "table",
          data: { columns: ["one"], rows: [{ one: 1 }] },
        },
      },
    });
    expect(sql.status).toBe(200);
    await page.reload();
    await page.locator('[data-layout="grid"]').waitFor();
    await card(sql.body.data.widget.id).getByText("All time").waitFor();
    await page.locator(".highcharts-root").first().waitFor();
    await screenshot(page, "58b-dashboard-date-filter");

    await page.getByLabel("Period").selectOption({ label: "Custom range…" });
    await page.getByRole("textbox", { name: "From" }).fill("2025-01-01");
    await page.getByRole("textbox", { name: "To" }).fill("2025-03-31");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/from=2025-01-01&to=2025-03-31/);
    await page.getByTestId("date-filter-summary").getByText("1 Jan 2025 – 31 Mar 2025", { exact: false }).waitFor();
    await page.getByLabel("Period").selectOption({ label: "All time" });
    await page.waitForURL(new RegExp(`/dashboard/${dashboardId}$`));
    await expect.poll(async () => (await card(kpi.id).innerText()).replace(/\s+/g, " ")).toBe(before);
  });

  it("shares and exports from a 375 px phone screen", async () => {
    const { page: phone, pageErrors: errors } = await openPage({
      as: owner,
      context: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    });
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
    const [download] = await Promise.all([
      phone.waitForEvent("download"),
      phone.getByRole("menuitem", { name: "Export Data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    expect(errors).toEqual([]);
    await phone.context().close();
  });
});
