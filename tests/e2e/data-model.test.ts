// "See your data" (issue 17) in a real browser: the summary after a CSV upload, a column's type and name changed and
// re-imported (and a change that does not convert, which keeps the data), the data model of that CSV and of a
// PostgreSQL database, reached from the connections list.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { createUserDatabase, credentialsOf } from "../../harness/databases";
import { screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;
let projectId: string;
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;
const files = mkdtempSync(path.join(tmpdir(), "askdata-e2e-model-"));

beforeAll(async () => {
  [{ app }, userDb] = await Promise.all([startJourney({ worker: false }), createUserDatabase("e2e_model")]);
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  await client.query(`
    CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, country text);
    CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), total numeric(10,2), created_at timestamp);
    CREATE TABLE order_items (id serial PRIMARY KEY, order_id int, quantity int, unit_price numeric(8,2));
    CREATE TABLE ReturnLines (returnLineId serial PRIMARY KEY, quantityReturned int, refundAmt numeric(8,2));
    INSERT INTO ReturnLines (quantityReturned, refundAmt) VALUES (1, 9.99), (2, 19.98);
    INSERT INTO customers (name, country) VALUES ('Ada Lovelace', 'Germany'), ('Bo Diddley', 'France'), ('Cy Twombly', 'Germany');
    INSERT INTO orders (customer_id, total, created_at) SELECT 1 + (g % 3), g * 1.5, timestamp '2026-01-01' + g * interval '1 day' FROM generate_series(1, 50) g;
    INSERT INTO order_items (order_id, quantity, unit_price) SELECT 1 + (g % 50), 1 + g % 4, 9.99 FROM generate_series(1, 120) g;
    CREATE VIEW orders_by_customer AS SELECT c.name AS customer, SUM(o.total) AS total_spent FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.name;`);
  await client.end();
  owner = await signUpOnboarded(app, "Dora");
  projectId = owner.projectId;
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 900 } } }));
});

afterAll(async () => {
  await stopJourney();
  await userDb?.drop();
});

const typeOf = (label: string) => page.getByLabel(`Type of ${label}`, { exact: true });

describe("see your data", { timeout: 90_000 }, () => {
  it("summarises a CSV upload: rows, columns, inferred types and sample values", async () => {
    const csv = path.join(files, "stores.csv");
    writeFileSync(
      csv,
      "Store,Zip,Code,Opened\nNorth,10115,007,2024-01-05\nSouth,80331,012,2024-02-11\nEast,20095,003,2024-03-20\nWest,50667,021,2024-04-02\n",
    );
    await page.goto(`${app.url}/connection?tab=csv`);
    await page.getByLabel("CSV file").setInputFiles(csv);
    await page.getByLabel("Connection name").fill("Stores");
    await page.getByRole("button", { name: "Upload and Connect" }).click();
    await page.getByRole("heading", { name: "Imported “Stores”" }).waitFor();
    await page.getByText("4 rows and 4 columns from stores.csv", { exact: false }).waitFor();
    await expect(typeOf("Zip").inputValue()).resolves.toBe("bigint");
    await expect(typeOf("Code").inputValue()).resolves.toBe("text");
    await page.getByText("007 · 012 · 003").waitFor();
    await screenshot(page, "data-model-1-csv-summary");
  });

  it("keeps the previous import when a chosen type does not fit a value, naming column, row and value", async () => {
    await typeOf("Store").selectOption("bigint");
    await page.getByRole("button", { name: "Re-import with changes" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Re-import failed" });
    await expect(alert.textContent()).resolves.toContain(
      "Column “Store”, row 1: “North” is not a whole number. Nothing was changed: choose to leave such values empty, or keep the column as text.",
    );
    await page.getByText("North · South · East").waitFor();
    await screenshot(page, "data-model-2-csv-reimport-refused");
    await typeOf("Store").selectOption("text");
  });

  it("changes a zip code to text and a number written as text to an integer with a new name, and re-imports", async () => {
    await typeOf("Zip").selectOption("text");
    await typeOf("Code").selectOption("bigint");
    await page.getByLabel("Name of column 3").fill("Store number");
    await screenshot(page, "data-model-3-csv-changes");
    await page.getByRole("button", { name: "Re-import with changes" }).click();
    await page.getByText("Re-imported 4 rows with your changes.").waitFor();
    await expect(typeOf("Zip").inputValue()).resolves.toBe("text");
    await expect(typeOf("Store number").inputValue()).resolves.toBe("bigint");
    await page.getByText("7 · 12 · 3").waitFor();
    await page.getByText("store_number", { exact: true }).waitFor();
    await screenshot(page, "data-model-4-csv-reimported");
  });

  it("shows the CSV's data model with exact row count, types and samples", async () => {
    await page.getByRole("link", { name: "View data model" }).click();
    await page.waitForURL(/\/data\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Stores" }).waitFor();
    const table = page.getByRole("table", { name: "Columns of stores" });
    await table.getByText("Store number").waitFor();
    await expect(page.getByRole("button", { name: "Table stores" }).textContent()).resolves.toContain(
      "4 rows · 4 columns",
    );
    const zip = table.getByRole("row").filter({ hasText: "zip" });
    // the samples arrive after the columns (read when the table opens): wait for them before reading the row
    await zip.getByText("10115").first().waitFor();
    await expect(zip.textContent()).resolves.toMatch(/Text.*10115/);
    await zip.getByText("Number in text").waitFor();
    // unique, never empty and named after the table: the engine takes it for the stores' key (ADR 016)
    const number = table.getByRole("row").filter({ hasText: "store_number" });
    await number.getByText("Key (inferred)").waitFor();
    await number.getByText("12", { exact: true }).waitFor();
    await screenshot(page, "data-model-5-csv");
  });

  it("shows a PostgreSQL database: counts, keys, declared and inferred relationships, entities and derived measures", async () => {
    const created = await owner.api("/api/connections", {
      method: "POST",
      body: { name: "Shop DB", type: "postgresql", credentials: credentialsOf(userDb), project_id: projectId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`${app.url}/`);
    await page.getByRole("button", { name: "Manage database connections" }).click();
    await page
      .getByRole("dialog", { name: "Database Connections" })
      .getByRole("link", { name: "Data model of Shop DB" })
      .click();
    await page.waitForURL(`${app.url}/data/${created.body.data.id}`);
    await page.getByRole("heading", { name: "Shop DB" }).waitFor();
    const customers = page.getByRole("button", { name: "Table customers" });
    await expect(customers.textContent()).resolves.toContain("Entity · named by name");
    // five tables and a view: none is open until asked for
    for (const name of ["customers", "order_items", "orders"])
      await page.getByRole("button", { name: `Table ${name}`, exact: true }).click();
    await expect(page.getByRole("button", { name: "Table order_items" }).textContent()).resolves.toContain(
      "120 rows · 4 columns",
    );
    await page.getByText("Ada Lovelace").waitFor();
    await page.getByText("quantity × unit_price", { exact: false }).waitFor();
    await page.getByText("2026-01-02 00:00:00").waitFor();
    const relationships = page.getByRole("table", { name: "Relationships" });
    await expect(
      relationships.getByRole("row").filter({ hasText: "orders.customer_id" }).textContent(),
    ).resolves.toContain("Declared");
    await expect(
      relationships.getByRole("row").filter({ hasText: "order_items.order_id" }).textContent(),
    ).resolves.toContain("Inferred · checked on the data");
    await screenshot(page, "data-model-6-postgres");
  });

  it("shows the words it reads in names PostgreSQL folded from camelCase and in abbreviations", async () => {
    const returns = page.getByRole("button", { name: "Table returnlines" });
    await expect(returns.textContent()).resolves.toContain("Read as “return lines”");
    await returns.click();
    const columns = page.getByRole("table", { name: "Columns of returnlines" });
    // the columns render after the click: allTextContents reads what is there, without waiting
    await columns.getByTestId("column-read-as").nth(2).waitFor();
    await expect(columns.getByTestId("column-read-as").allTextContents()).resolves.toEqual([
      "read as “return line id”",
      "read as “quantity returned”",
      "read as “refund amount”",
    ]);
    await columns.scrollIntoViewIfNeeded();
    await screenshot(page, "data-model-7-folded-names");
  });

  it("shows a view as a view, answered from the tables it reads", async () => {
    const view = page.getByRole("button", { name: "Table orders_by_customer" });
    await expect(view.textContent()).resolves.toContain("View · answered from its tables");
    await view.scrollIntoViewIfNeeded();
    await screenshot(page, "data-model-8-view");
  });

  it("filters tables and columns", async () => {
    await page.getByLabel("Filter tables and columns").fill("country");
    await page.getByText("1 of 5 tables").waitFor();
    await expect(page.getByRole("button", { name: /^Table / }).count()).resolves.toBe(1);
    await page.getByLabel("Filter tables and columns").fill("nothing-like-this");
    await page.getByText("No table or column matches “nothing-like-this”.").waitFor();
    await page.getByLabel("Filter tables and columns").fill("");
    expect(pageErrors).toEqual([]);
  });

  it("opens a database's data model from the sidebar's database list", async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole("list", { name: "Databases" }).getByRole("link", { name: "Data model of Stores" }).click();
    await page.waitForURL(/\/data\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Stores" }).waitFor();
  });
});
