// Money as money and titles that say what is shown (issue 36 items 1, 2 and 6), in a real browser on the bundled
// E-commerce sample: a money answer as chart, table and KPI card; a filtered answer's title; the chart exported as a
// PNG; a dashboard widget titled once.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { SCREENSHOTS, screenshotOf } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;

beforeAll(async () => {
  ({ app } = await startJourney());
  owner = await signUpOnboarded(app, "Mona");
  await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: owner.projectId } });
  ({ page, pageErrors } = await openPage({
    as: owner,
    context: { viewport: { width: 1280, height: 900 }, locale: "en-US" },
  }));
  await page.getByRole("heading", { name: "No Dashboard Available" }).waitFor();
});

afterAll(stopJourney);

async function askInChat(question: string, nth: number, ready: (card: Locator) => Locator): Promise<Locator> {
  const input = page.getByLabel("Ask a question about your data");
  await input.fill(question);
  await input.press("Enter");
  const card = page.getByTestId("answer-card").nth(nth);
  await ready(card).first().waitFor({ timeout: 45_000 });
  return card;
}

describe("formats and titles", { timeout: 120_000 }, () => {
  it("shows a money answer as money: title with its unit, axis in short dollars, table in dollars and months", async () => {
    await page.getByLabel("Ask a question", { exact: true }).fill("revenue by month in 2025");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    const card = page.getByTestId("answer-card").first();
    await card.getByTestId("answer-chart").locator(".highcharts-series").first().waitFor({ timeout: 45_000 });
    await expect(card.getByTestId("answer-title").textContent()).resolves.toBe("Revenue (USD) by month — 2025");
    // one title: the chart does not repeat the card's
    await expect(card.locator(".highcharts-title").allTextContents()).resolves.toEqual([""]);
    const axis = await card.locator(".highcharts-yaxis-labels text").allTextContents();
    expect(axis.filter(Boolean).every((label) => /^\$[\d.]+[KM]?$/.test(label))).toBe(true);
    const months = await card.locator(".highcharts-xaxis-labels text").allTextContents();
    expect(months[0]).toBe("Jan 2025");
    await screenshotOf(card, "36a-money-chart");

    await card
      .locator("label")
      .filter({ hasText: /^Table$/ })
      .click();
    const table = card.getByTestId("answer-table");
    await table.getByRole("cell", { name: "Jan 2025" }).waitFor();
    const amounts = await table.locator("tbody tr td:nth-child(2)").allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.every((cell) => /^\$\d{1,3}(,\d{3})*(\.\d\d)?$/.test(cell))).toBe(true);
    await screenshotOf(card, "36b-money-table");

    const [raw] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Raw values" }).click(),
    ]);
    const text = readFileSync(await raw.path(), "utf8");
    const [header, first] = text.split("\r\n");
    expect(header).toBe("month,total_revenue");
    // ISO month, money to the cent at most: no float noise
    expect(first).toMatch(/^2025-01-01,\d+(\.\d{1,2})?$/);
  });

  it("shows a single amount as a KPI card in dollars under its business name", async () => {
    const card = await askInChat("average order value", 1, (c) => c.getByTestId("kpi-card"));
    const kpi = card.getByTestId("kpi-card");
    await expect(kpi.textContent()).resolves.toMatch(/^Average order value \(USD\)\$\d{1,3}(,\d{3})*\.\d\d/);
    await screenshotOf(card, "36c-money-kpi");
  });

  it("titles a filtered answer with what it was narrowed to", async () => {
    const card = await askInChat("revenue by month for Electronics in 2025", 2, (c) => c.getByTestId("answer-title"));
    await expect(card.getByTestId("answer-title").textContent()).resolves.toBe(
      "Revenue (USD) by month — Electronics, 2025",
    );
    await card.getByTestId("answer-chart").locator(".highcharts-series").first().waitFor();
    await screenshotOf(card, "36d-filtered-title");

    const [png] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "PNG" }).click()]);
    const file = path.join(SCREENSHOTS, "36e-exported-chart.png");
    await png.saveAs(file);
    const bytes = readFileSync(file);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("saves the filtered answer to a dashboard, where the widget shows its title once", async () => {
    const card = page.getByTestId("answer-card").nth(2);
    await card.getByRole("button", { name: "Add to dashboard" }).click();
    const add = page.getByRole("dialog", { name: "Add to dashboard" });
    await add.getByLabel("Dashboard name").fill("Electronics");
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("link", { name: "Open dashboard" }).click();
    const widget = page.getByRole("region", { name: "Revenue (USD) by month — Electronics, 2025" });
    await widget.locator(".highcharts-series").first().waitFor({ timeout: 30_000 });
    await screenshotOf(widget, "36f-dashboard-widget");
    await expect(widget.getByText("Revenue (USD) by month — Electronics, 2025", { exact: true }).count()).resolves.toBe(
      1,
    );
    await expect(widget.locator(".highcharts-title").allTextContents()).resolves.toEqual([""]);
    // the PNG/SVG row stays inside the card, above anything under it
    const box = await widget.boundingBox();
    const svg = await widget.getByRole("button", { name: "SVG" }).boundingBox();
    expect(svg!.y + svg!.height).toBeLessThanOrEqual(box!.y + box!.height);
    await screenshotOf(widget, "36f-dashboard-widget");
    expect(pageErrors).toEqual([]);
  });
});
