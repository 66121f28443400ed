// Follow-up chips on a narrow KPI card (a review of issue 36's chips): a card showing one number in a small grid cell,
// and the same card on a phone, keeps its two follow-up questions inside it — each chip wraps its words or ends in an
// ellipsis, and nothing runs past the card's right edge.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { screenshot, screenshotOf } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let owner: OnboardedClient;
let dashboardId: string;
let kpiId: string;

const FOLLOW_UPS = [
  "How did the average order value of returning corporate customers change over the last twelve months?",
  "Which_product_categories_drove_the_largest_share_of_revenue_growth_in_the_fourth_quarter?",
];

beforeAll(async () => {
  ({ app } = await startJourney({ worker: false }));
  owner = await signUpOnboarded(app, "Kim");
  const connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", {
      method: "POST",
      body: { project_id: owner.projectId },
    })
  ).body.data.connectionId;
  const kpi = {
    title: "Average order value",
    chartType: "table",
    data: { columns: [{ name: "average_order_value", kind: "number" }], rows: [{ average_order_value: 1234.5 }] },
    followUpQuestions: FOLLOW_UPS,
    position: { x: 0, y: 0, width: 2, height: 1 },
  };
  const table = {
    title: "Orders by status",
    chartType: "table",
    data: { columns: ["status", "orders"], rows: [{ status: "delivered", orders: 10 }] },
    position: { x: 2, y: 0, width: 10, height: 1 },
  };
  const created = await owner.api("/api/dashboards", {
    method: "POST",
    body: {
      project_id: owner.projectId,
      connection_id: connectionId,
      title: "Narrow cards",
      widgets_config: { layout: "grid", widgets: [kpi, table] },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  dashboardId = created.body.data.id;
  kpiId = created.body.data.widgets_config.widgets[0].id;
}, 120_000);

afterAll(stopJourney);

/** The card's and its chips' widths, as the browser laid them out. */
async function overflowOf(card: Locator) {
  return card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const chips = [...element.querySelectorAll("button.ad-chip")].map((chip) => {
      const label = chip.querySelector(".mantine-Button-label") as HTMLElement;
      const rect = chip.getBoundingClientRect();
      return {
        right: rect.right,
        left: rect.left,
        scrollWidth: label.scrollWidth,
        clientWidth: label.clientWidth,
        ellipsis: getComputedStyle(label).textOverflow === "ellipsis",
      };
    });
    return {
      left: box.left,
      right: box.right,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      chips,
    };
  });
}

async function expectChipsInside(page: Page, layout: "grid" | "column", shot: string) {
  await page.goto(`${app.url}/dashboard/${dashboardId}`);
  await page.locator(`[data-layout="${layout}"]`).waitFor();
  await page.waitForLoadState("networkidle");
  const card = page.locator(`[data-widget-id="${kpiId}"] section`);
  await card.getByText("Average order value").first().waitFor();
  await card.locator("button.ad-chip").first().waitFor();
  await screenshotOf(card, shot);
  const measured = await overflowOf(card);
  expect(measured.chips).toHaveLength(2);
  expect(measured.scrollWidth, JSON.stringify(measured)).toBeLessThanOrEqual(measured.clientWidth);
  for (const chip of measured.chips) {
    expect(chip.left, JSON.stringify(measured)).toBeGreaterThanOrEqual(measured.left);
    expect(chip.right, JSON.stringify(measured)).toBeLessThanOrEqual(measured.right);
    // a word longer than the chip is cut with an ellipsis, not clipped mid-letter
    if (chip.scrollWidth > chip.clientWidth) expect(chip.ellipsis, JSON.stringify(chip)).toBe(true);
  }
}

describe("a KPI card's follow-up chips", { timeout: 120_000 }, () => {
  it("stay inside a card two columns wide", async () => {
    const { page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 900 } } });
    await expectChipsInside(page, "grid", "kpi-chips-1-grid-cell");
    await screenshot(page, "kpi-chips-1-dashboard");
    expect(pageErrors).toEqual([]);
  });

  it("stay inside the card on a 375 px phone", async () => {
    const { page, pageErrors } = await openPage({
      as: owner,
      context: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    });
    await expectChipsInside(page, "column", "kpi-chips-2-phone");
    expect(pageErrors).toEqual([]);
  });
});
