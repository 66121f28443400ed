// Dashboard field filters in a real browser (issue 37 item 1, ADR 056): an owner adds a Category filter from the data
// model, picks two categories in a searchable multi-select, the widgets that reach Category are narrowed (the values
// ride in the address and survive a reload), the monthly revenue chart says why it was not; a public link that allows
// filtering shows the same filter bar to a visitor.
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
const Q = { categories: "revenue by category", brands: "number of products by brand", trend: "revenue by month" };
const ids: Record<keyof typeof Q, string> = { categories: "", brands: "", trend: "" };

async function data<T = any>(answer: Promise<{ status: number; body: any }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body).slice(0, 300)).toBeLessThan(300);
  return body.data as T;
}

async function ask(connectionId: string, query: string, chatSessionId: string): Promise<string> {
  const { jobId } = await data(
    owner.api("/api/query/translate-and-visualize", { method: "POST", body: { connectionId, query, chatSessionId } }),
  );
  for (let i = 0; i < 60; i++) {
    const job = await data(owner.api(`/api/query/job/${jobId}`));
    if (job.status === "completed") return job.result.messageId;
    if (job.status === "failed") throw new Error(JSON.stringify(job.error));
  }
  throw new Error("question did not finish");
}

const card = (id: string) => page.locator(`[data-widget-id="${id}"]`);

beforeAll(async () => {
  ({ app } = await startJourney());
  owner = await signUpOnboarded(app, "Filterer");
  const { connectionId } = await data(
    owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: owner.projectId } }),
  );
  const chat = await data(
    owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Store", project_id: owner.projectId, connectionIds: [connectionId] },
    }),
  );
  const widgets = [];
  for (const question of Object.values(Q)) widgets.push({ messageId: await ask(connectionId, question, chat.id) });
  const dashboard = await data(
    owner.api("/api/dashboards", {
      method: "POST",
      body: {
        project_id: owner.projectId,
        title: "Store by category",
        connection_id: connectionId,
        widgets_config: { widgets },
      },
    }),
  );
  dashboardId = dashboard.id;
  for (const [key, question] of Object.entries(Q))
    ids[key as keyof typeof Q] = dashboard.widgets_config.widgets.find((w: any) => w.question === question).id;
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1400, height: 1000 } } }));
}, 180_000);

afterAll(stopJourney);

describe("field filters", { timeout: 120_000 }, () => {
  it("adds a Category filter, narrows the widgets that reach it, and the monthly chart says why it is not", async () => {
    await page.goto(`${app.url}/dashboard/${dashboardId}`);
    await page.locator('[data-layout="grid"]').waitFor();
    await page.getByRole("button", { name: "Add filter" }).click();
    const dialog = page.getByRole("dialog", { name: "Add filter" });
    const field = dialog.getByRole("textbox", { name: "Field" });
    await field.click();
    await field.fill("Category");
    await dialog.getByRole("option", { name: /^Category \(categories\.name\)/ }).click();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });

    const select = page.getByRole("search", { name: "Field filters" }).getByRole("textbox", { name: "Category" });
    await select.click();
    await select.fill("book");
    await page.getByRole("option", { name: "Books", exact: true }).click();
    await page.waitForURL(/f\.category=Books/);
    // the navigation re-renders the bar: let it settle before opening the list again, or the option detaches mid-click
    const summary = page.getByTestId("field-filter-summary");
    await expect.poll(() => summary.textContent()).toMatch(/^Category: Books — /);
    await select.click();
    await select.fill("toys");
    await page.getByRole("option", { name: "Toys & Games", exact: true }).click();
    await page.waitForURL(/f\.category=Books&f\.category=Toys(\+|%20)%26(\+|%20)Games/);
    await expect
      .poll(() => summary.textContent())
      .toMatch(/^Category: Books, Toys & Games — 2 widgets filtered, 1 not/);

    // the monthly chart adds up orders, which hold lines of many categories: it keeps its numbers and says so
    await expect(card(ids.trend).getByTestId("field-filter-note").textContent()).resolves.toBe(
      "Not filtered: filtering by Category would count rows twice",
    );
    for (const key of ["categories", "brands"] as const)
      await expect(card(ids[key]).getByTestId("field-filter-note").count()).resolves.toBe(0);
    // the category chart now draws the two categories chosen
    await card(ids.categories).locator(".highcharts-root").waitFor();
    await expect
      .poll(() => card(ids.categories).locator(".highcharts-xaxis-labels text").allTextContents())
      .toEqual(expect.arrayContaining(["Books", "Toys & Games"]));
    expect(await card(ids.categories).locator(".highcharts-xaxis-labels text").count()).toBe(2);
    await page.locator(".highcharts-root").nth(1).waitFor();
    await screenshot(page, "field-filters-1-dashboard");

    await page.reload();
    await page.locator('[data-layout="grid"]').waitFor();
    await expect.poll(() => summary.textContent()).toMatch(/^Category: Books, Toys & Games/);
    expect(pageErrors).toEqual([]);
  });

  it("shows a public link's visitor the filter bar only when the link allows filtering", async () => {
    const closed = await data(owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: {} }));
    const open = await data(
      owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body: { allow_filters: true } }),
    );
    const { page: visitor } = await openPage();
    await visitor.goto(`${app.url}/share/${closed.token}`);
    await visitor.locator('[data-layout="grid"]').waitFor();
    await expect(visitor.getByRole("search", { name: "Field filters" }).count()).resolves.toBe(0);

    await visitor.goto(`${app.url}/share/${open.token}?f.category=Books`);
    await visitor.locator('[data-layout="grid"]').waitFor();
    const bar = visitor.getByRole("search", { name: "Field filters" });
    await expect(bar.getByRole("button", { name: "Add filter" }).count()).resolves.toBe(0);
    await expect.poll(() => visitor.getByTestId("field-filter-summary").textContent()).toMatch(/^Category: Books — 2/);
    await visitor.getByText("Not filtered: filtering by Category would count rows twice").waitFor();
    await visitor.locator(".highcharts-root").nth(1).waitFor();
    await screenshot(visitor, "field-filters-2-public-link");
  });
});
