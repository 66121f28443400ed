// Insights and follow-ups worth reading (issue 36 items 3 and 4, ADR 047), in a real browser on the E-commerce
// sample: answers of five shapes, the chips under each, the insights of a yearly series whose first and last years are
// partial, and starter questions that change once asked.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { screenshot, screenshotOf } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  ({ app } = await startJourney());
  const owner = await signUpOnboarded(app, "Ada");
  await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: owner.projectId } });
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 900 } } }));
  await page.getByRole("heading", { name: "No Dashboard Available" }).waitFor();
});

afterAll(stopJourney);

/** Follow-ups nobody would click (issue 36): a top 5 of five statuses, a person's first name, an average row, "2025s". */
const BAD_FOLLOW_UP = /top 5 statuses|bottom 5 statuses|first names?|average (row|total)\b|the total by|\d{4}s\b|_/i;

// follow-up chips, not the outlined "Or did you mean" readings
const chipsOf = (card: Locator) => card.locator(`button.ad-chip:not([data-variant="outline"])`);

async function askInChat(question: string, nth: number): Promise<Locator> {
  const input = page.getByLabel("Ask a question about your data");
  await input.fill(question);
  await input.press("Enter");
  const card = page.getByTestId("answer-card").nth(nth);
  await chipsOf(card).first().waitFor({ timeout: 45_000 });
  return card;
}

async function followUps(card: Locator): Promise<string[]> {
  return (await chipsOf(card).allTextContents()).map((text) => text.trim());
}

async function expectWorthClicking(card: Locator, shape: string): Promise<void> {
  const chips = await followUps(card);
  await screenshotOf(card, `36-follow-ups-${shape}`);
  expect(chips.length).toBeGreaterThan(0);
  for (const chip of chips) expect(chip).not.toMatch(BAD_FOLLOW_UP);
  for (const chip of chips) expect(chip).toMatch(/^(What|How|Which) .+\?$/);
}

describe("insights and follow-ups", { timeout: 120_000 }, () => {
  let starters: string[] = [];

  it("offers starter questions drawn from the sample's revenue, entities and dimensions", async () => {
    const chips = page.locator("button.ad-chip");
    await chips.first().waitFor();
    starters = (await chips.allTextContents()).map((text) => text.trim());
    await screenshot(page, "36-follow-ups-0-starters");
    expect(starters).toHaveLength(4);
    expect(starters.join(" | ")).not.toMatch(/Show me all data|What tables are available/);
    for (const question of starters) expect(question).not.toMatch(BAD_FOLLOW_UP);
  });

  it("asks the first starter in a new chat; it is not offered again", async () => {
    await page.locator("button.ad-chip").first().click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    await chipsOf(page.getByTestId("answer-card").first()).first().waitFor({ timeout: 45_000 });
    const quick = page.getByRole("group", { name: "Quick queries" }).getByRole("button");
    await quick.first().waitFor();
    await expect
      .poll(async () => (await quick.allTextContents()).map((text) => text.trim()), { timeout: 15_000 })
      .not.toContain(starters[0]);
  });

  // four shapes in this chat; the list in a chat of its own, or the engine reads it as narrowing the answer before
  const shapes: [shape: string, question: string][] = [
    ["number", "how many orders"],
    ["ranking", "top 5 countries by revenue"],
    ["trend", "total revenue by month"],
    ["share", "share of orders by status"],
  ];
  it.each(shapes)("shows follow-ups worth clicking under a %s (“%s”)", async (shape, question) => {
    const card = await askInChat(question, shapes.findIndex(([s]) => s === shape) + 1);
    await expectWorthClicking(card, shape);
    if (shape === "number") await expect(card.textContent()).resolves.not.toMatch(/Found a single matching record/);
  });

  it("marks the sample's partial first and last years and reads the change over the whole ones", async () => {
    // the orders run from 1 Nov 2023 to 31 Oct 2026: 2023 holds two months, 2026 ten
    const card = await askInChat("total revenue by year", shapes.length + 1);
    const text = (await card.textContent()) ?? "";
    await screenshotOf(card, "36-insights-partial-years");
    expect(text).toMatch(/2023 is partial \(data from 1 Nov 2023/);
    expect(text).toMatch(/From 2024 to 2025, (total )?revenue (rose|fell)/);
  });

  it("shows follow-ups worth clicking under a list (“orders from Germany”, in a new chat)", async () => {
    await page.goto(`${app.url}/`);
    await page.getByLabel("Ask a question", { exact: true }).fill("orders from Germany");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
    const card = page.getByTestId("answer-card").first();
    await chipsOf(card).first().waitFor({ timeout: 45_000 });
    await card.getByTestId("answer-table").waitFor();
    await expectWorthClicking(card, "list");
    expect(pageErrors).toEqual([]);
  });
});
