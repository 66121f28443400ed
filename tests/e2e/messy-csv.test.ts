// Messy CSVs (issue 37 item 6, ADR 050) in a real browser: a file where about 1 % of the dates and amounts are
// written otherwise imports with those columns typed and the bad values left empty (counted, with examples); from
// the data model, a column with more bad values is changed to a date after seeing which values would be left empty,
// and two spellings of a region are merged.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let page: Page;
const files = mkdtempSync(path.join(tmpdir(), "askdata-e2e-messy-"));

/** 200 orders: rows 65 and 165 have a day written 03/02/2024 and an amount n/a; one shipping day in ten is "soon". */
function messyOrders(): string {
  const lines = ["Order date,Amount,Region,Shipped"];
  for (let i = 0; i < 200; i++) {
    const bad = i % 100 === 64;
    const day = `2024-01-${String((i % 28) + 1).padStart(2, "0")}`;
    const region = i % 50 === 7 ? "west" : ["West", "East", "North"][i % 3];
    lines.push(
      `${bad ? "03/02/2024" : day},${bad ? "n/a" : (10 + i * 1.5).toFixed(2)},${region},${i % 10 === 0 ? "soon" : day}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

beforeAll(async () => {
  ({ app } = await startJourney({ worker: false }));
  const owner = await signUpOnboarded(app, "Mia");
  ({ page } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 1000 } } }));
});

afterAll(async () => {
  await stopJourney();
});

const typeOf = (label: string) => page.getByLabel(`Type of ${label}`, { exact: true });

describe("a messy CSV", { timeout: 90_000 }, () => {
  it("imports a date and an amount with 1 % bad values typed, the bad values left empty and shown", async () => {
    const csv = path.join(files, "orders.csv");
    writeFileSync(csv, messyOrders());
    await page.goto(`${app.url}/connection?tab=csv`);
    await page.getByLabel("CSV file").setInputFiles(csv);
    await page.getByLabel("Connection name").fill("Messy orders");
    await page.getByRole("button", { name: "Upload and Connect" }).click();
    await page.getByRole("heading", { name: "Imported “Messy orders”" }).waitFor();
    await expect(typeOf("Order date").inputValue()).resolves.toBe("date");
    await expect(typeOf("Amount").inputValue()).resolves.toBe("numeric");
    await expect(typeOf("Shipped").inputValue()).resolves.toBe("text");
    await page.getByText("2 values left empty (not a date): row 65 “03/02/2024”, row 165 “03/02/2024”").waitFor();
    await page.getByText("2 values left empty (not a decimal): row 65 “n/a”, row 165 “n/a”").waitFor();
    await page
      .getByRole("note")
      .filter({ hasText: "Values written in several ways" })
      .getByText("“West” (66), “west” (4)")
      .waitFor();
    await screenshot(page, "messy-csv-1-summary");
  });

  it("changes a text column to a date from the data model, leaving the values that do not convert empty", async () => {
    await page.getByRole("link", { name: "View data model" }).click();
    await page.waitForURL(/\/data\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Column types and values" }).click();
    await typeOf("Shipped").selectOption("date");
    await page.getByText("20 values do not convert: row 1 “soon”, row 11 “soon”", { exact: false }).waitFor();
    await page.getByLabel("Leave them empty").check();
    await screenshot(page, "messy-csv-2-preview");
    await page.getByRole("button", { name: "Re-import with changes" }).click();
    await page.getByText("Re-imported 200 rows with your changes.").waitFor();
    await expect(typeOf("Shipped").inputValue()).resolves.toBe("date");
    await page.getByText("20 values left empty (not a date): row 1 “soon”", { exact: false }).waitFor();
  });

  it("merges two spellings of a region in one click", async () => {
    await page.getByRole("button", { name: "Merge into “West”" }).click();
    await page.getByText("Merged the spellings of “West”", { exact: false }).waitFor();
    await page.getByRole("note").filter({ hasText: "Values written in several ways" }).waitFor({ state: "detached" });
    await screenshot(page, "messy-csv-3-merged");
  });
});
