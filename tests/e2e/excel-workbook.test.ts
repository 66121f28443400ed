// Excel workbooks in a real browser (issue 37 items 7 and 6, ADR 051): a two-sheet workbook dropped on the upload
// tab becomes one connection with a table per sheet, its summary shows each sheet's columns and the relationship
// between the sheets checked on the data, and a question needing both sheets is answered with a join whose numbers
// equal the workbook's. A question over a column of dates written as text carries a warning that says so.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { shopSheets, shopTotalsByRegion, workbookBytes } from "../support/workbooks";
import { screenshot, screenshotOf } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;
let connectionId: string;
const files = mkdtempSync(path.join(tmpdir(), "askdata-e2e-xlsx-"));

/** The shop's sheets, the orders with the day each shipped typed in as text (03/02/2024), as people do. */
function sheetsWithTextDates() {
  const [customers, orders] = shopSheets();
  const rows = orders!.rows.map((row, i) => {
    if (i === 0) return [...row, "Shipped on"];
    const day = new Date(Date.UTC(2024, i % 12, (i % 27) + 3));
    const text = `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/2024`;
    return [...row, text];
  });
  return [customers!, { ...orders!, rows }];
}

beforeAll(async () => {
  ({ app } = await startJourney());
  owner = await signUpOnboarded(app, "Xenia");
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 1100 } } }));
});

afterAll(stopJourney);

async function ask(question: string) {
  const before = await page.getByTestId("answer-card").count();
  const input = page.getByLabel("Ask a question about your data");
  await input.fill(question);
  await input.press("Enter");
  const card = page.getByTestId("answer-card").nth(before);
  await card.getByTestId("answer-explanation").waitFor({ timeout: 45_000 });
  return card;
}

describe("an Excel workbook", { timeout: 120_000 }, () => {
  it("uploads two sheets as two tables and shows each with the relationship between them", async () => {
    const file = path.join(files, "shop.xlsx");
    writeFileSync(file, await workbookBytes(sheetsWithTextDates()));
    await page.goto(`${app.url}/connection?tab=csv`);
    await page.getByLabel("CSV file").setInputFiles(file);
    await page.getByLabel("Connection name").fill("Shop workbook");
    await page.getByRole("button", { name: "Upload and Connect" }).click();
    await page.getByRole("heading", { name: "Imported “Shop workbook”" }).waitFor();
    const summary = page.getByLabel("Import summary");
    await summary.getByText("2 sheets of shop.xlsx became tables", { exact: false }).waitFor();
    await summary.getByLabel("Sheet Customers").getByText("8 rows · 3 columns", { exact: false }).waitFor();
    await summary.getByLabel("Sheet Orders").getByText("60 rows · 6 columns", { exact: false }).waitFor();
    const orders = summary.getByRole("table", { name: "Columns of Orders" });
    await expect(orders.getByRole("row", { name: /Order date/ }).textContent()).resolves.toContain("Date");
    await expect(orders.getByRole("row", { name: /Shipped on/ }).textContent()).resolves.toContain("Text");
    const relationships = summary.getByLabel("Relationships between sheets");
    await relationships.getByText("Orders.customer_id → Customers.customer_id").waitFor();
    await relationships.getByText("checked on the data").waitFor();
    await orders.getByText("2024-02-02", { exact: false }).waitFor(); // sample values have arrived
    await screenshot(page, "excel-1-summary");
    const href = await summary.getByRole("link", { name: "View data model" }).getAttribute("href");
    connectionId = href!.split("/").pop()!;
  });

  it("answers a question across both sheets with a join, its totals those of the workbook", async () => {
    const chat = await owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Workbook", project_id: owner.projectId, connectionIds: [connectionId] },
    });
    await page.goto(`${app.url}/chat/${chat.body.data.id}`);
    const card = await ask("total amount by region");
    await card.getByRole("button", { name: "Show SQL" }).click();
    const sql = (await card.getByTestId("answer-sql").textContent())!;
    expect(sql).toMatch(/JOIN\s+\S*customers/i);
    await card.locator("label", { hasText: /^Table$/ }).click();
    const shown: Record<string, number> = {};
    for (const region of Object.keys(shopTotalsByRegion())) {
      const text = (await card.getByRole("row").filter({ hasText: region }).textContent())!;
      shown[region] = Number(text.replace(region, "").replace(/[^0-9.]/g, ""));
    }
    expect(shown).toEqual(shopTotalsByRegion());
    await card.locator("label", { hasText: /^Chart$/ }).click();
    await screenshotOf(card, "excel-2-join-answer");
  });

  it("warns, on an answer that uses it, that a column of dates is stored as text", async () => {
    const card = await ask("number of orders by shipped on");
    await card.getByRole("button", { name: "Show SQL" }).click();
    expect(await card.getByTestId("answer-sql").textContent()).toContain("shipped_on");
    await card
      .getByRole("note", { name: "Data warning" })
      .getByText("Shipped on is stored as text; dates in it are compared and sorted as text, not as dates.")
      .waitFor();
    await screenshotOf(card, "excel-3-text-dates-warning");
  });

  it("shows the workbook's sheets from the data model", async () => {
    await page.goto(`${app.url}/data/${connectionId}`);
    await page.getByRole("button", { name: "Sheets and column types" }).click();
    await page.getByLabel("Sheet Orders").getByText("60 rows · 6 columns", { exact: false }).waitFor();
    await page.getByLabel("Relationships between sheets").getByText("checked on the data").waitFor();
    expect(pageErrors).toEqual([]);
  });
});
