// Definitions (issue 18, ADR 030) in a real browser: opened from the data-model view, a metric and a segment added
// (bad SQL first, refused on its field in the database's words), one edited, a suggestion accepted, one deleted after
// a confirmation; a viewer sees the list without controls; the sidebar's database row leads there too.
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import type { Client } from "../../harness/clients";
import { createUserDatabase, credentialsOf } from "../../harness/databases";
import { addMember, markVerified } from "../support/members";
import { screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;
let viewer: Client;
let connectionId: string;
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;

beforeAll(async () => {
  [{ app }, userDb] = await Promise.all([startJourney({ worker: false }), createUserDatabase("e2e_defs")]);
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  await client.query(`
    CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, country text);
    CREATE TABLE orders (id serial PRIMARY KEY, customer_id int REFERENCES customers(id), status text NOT NULL, total numeric(10,2), created_at timestamp);
    CREATE TABLE order_items (id serial PRIMARY KEY, order_id int, quantity int, unit_price numeric(8,2), discount numeric(4,2));
    INSERT INTO customers (name, country) VALUES ('Ada Lovelace', 'Germany'), ('Bo Diddley', 'France');
    INSERT INTO orders (customer_id, status, total, created_at) SELECT 1 + (g % 2), CASE WHEN g % 5 = 0 THEN 'cancelled' ELSE 'paid' END, g * 1.5, timestamp '2026-01-01' + g * interval '1 day' FROM generate_series(1, 30) g;
    INSERT INTO order_items (order_id, quantity, unit_price, discount) SELECT 1 + (g % 30), 1 + g % 4, 9.99, 0.1 FROM generate_series(1, 60) g;`);
  await client.end();
  [owner, viewer] = await Promise.all([signUpOnboarded(app, "Nora"), signUpOnboarded(app, "Vik")]);
  await markVerified(app, [viewer.user.id]);
  await addMember(owner.api, owner.projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
  const created = await owner.api("/api/connections", {
    method: "POST",
    body: { name: "Shop DB", type: "postgresql", credentials: credentialsOf(userDb), project_id: owner.projectId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  connectionId = created.body.data.id;
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 900 } } }));
});

afterAll(async () => {
  await stopJourney();
  await userDb?.drop();
});

const row = (table: string, name: string) =>
  page.getByRole("table", { name: table }).getByRole("row").filter({ hasText: name });

describe("definitions", { timeout: 90_000 }, () => {
  it("opens from the data-model view, with the engine's suggestions", async () => {
    await page.goto(`${app.url}/data/${connectionId}`);
    await page.getByRole("heading", { name: "Shop DB" }).waitFor();
    await page.getByRole("link", { name: "Definitions", exact: true }).click();
    await page.waitForURL(`${app.url}/data/${connectionId}/definitions`);
    await page.getByRole("heading", { name: "Definitions", exact: true }).waitFor();
    await page.getByText("No definitions yet.", { exact: false }).waitFor();
    await expect(page.getByTestId("suggestion-row").count()).resolves.toBeGreaterThan(0);
    await screenshot(page, "70-definitions-1-empty");
  });

  it("adds a metric on a table chosen from the catalog", async () => {
    await page.getByRole("link", { name: "Metric", exact: true }).click();
    await page.getByRole("heading", { name: "New metric" }).waitFor();
    await page.getByLabel(/^Name/).fill("Paid revenue");
    await page.getByLabel("Synonyms").fill("takings, income");
    await page.getByLabel(/^Table/).selectOption("orders");
    await page.getByLabel("Default time column").selectOption("created_at");
    await page.getByLabel("SQL expression").fill("SUM(CASE WHEN orders.status = 'paid' THEN orders.total END)");
    await screenshot(page, "70-definitions-2-metric-form");
    await page.getByRole("button", { name: "Add metric" }).click();
    await page.getByRole("status").filter({ hasText: "“Paid revenue” saved" }).waitFor();
    await expect(row("Metrics", "Paid revenue").textContent()).resolves.toMatch(
      /takings.*income.*SUM\(CASE.*on orders · by created_at/,
    );
  });

  it("refuses a segment with bad SQL on its field, in the database's words, then saves it fixed", async () => {
    await page.getByRole("link", { name: "Segment", exact: true }).click();
    await page.getByLabel(/^Name/).fill("Cancelled");
    await page.getByLabel(/^Table/).selectOption("orders");
    await page.getByLabel("Condition (SQL)").fill("orders.state = 'cancelled'");
    await page.getByRole("button", { name: "Add segment" }).click();
    await page.getByText("column orders.state does not exist").waitFor();
    // the form keeps what was typed
    await expect(page.getByLabel(/^Name/).inputValue()).resolves.toBe("Cancelled");
    await screenshot(page, "70-definitions-3-sql-error");
    await page.getByLabel("Condition (SQL)").fill("orders.status = 'cancelled'");
    await page.getByRole("button", { name: "Add segment" }).click();
    await page.getByRole("status").filter({ hasText: "“Cancelled” saved" }).waitFor();
    await row("Segments", "Cancelled").waitFor();
  });

  it("edits the segment", async () => {
    await page.getByRole("link", { name: "Edit Cancelled" }).click();
    await page.getByRole("heading", { name: "Edit segment “Cancelled”" }).waitFor();
    await expect(page.getByLabel(/^Table/).inputValue()).resolves.toBe("orders");
    await page.getByLabel(/^Name/).fill("Cancelled orders");
    await page.getByLabel("Synonyms").fill("cancellations, refused");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("status").filter({ hasText: "“Cancelled orders” saved" }).waitFor();
    await expect(row("Segments", "Cancelled orders").textContent()).resolves.toContain("cancellations");
  });

  it("accepts a suggestion, which leaves the suggestions", async () => {
    const suggestion = page.getByTestId("suggestion-row").first();
    const name = (await suggestion.getAttribute("data-name"))!;
    await suggestion.getByRole("button", { name: `Accept ${name}` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `“${name}” accepted` })
      .waitFor();
    await page.getByTestId("definition-row").filter({ hasText: name }).first().waitFor();
    await expect(page.locator(`[data-testid="suggestion-row"][data-name="${name}"]`).count()).resolves.toBe(0);
    await screenshot(page, "70-definitions-4-list");
  });

  it("deletes a definition after a confirmation", async () => {
    await page.getByRole("button", { name: "Delete Paid revenue" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete definition" });
    await dialog.getByText("“Paid revenue” is removed for everyone", { exact: false }).waitFor();
    await screenshot(page, "70-definitions-5-delete");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("status").filter({ hasText: "“Paid revenue” deleted" }).waitFor();
    await expect(page.getByTestId("definition-row").filter({ hasText: "Paid revenue" }).count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("is reached from the sidebar's database row", async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole("list", { name: "Databases" }).getByRole("link", { name: "Definitions of Shop DB" }).click();
    await page.waitForURL(`${app.url}/data/${connectionId}/definitions`);
    await row("Segments", "Cancelled orders").waitFor();
  });

  it("adds and deletes a definition without JavaScript", async () => {
    const { page: plain } = await openPage({
      as: owner,
      context: { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } },
    });
    await plain.goto(`${app.url}/data/${connectionId}/definitions`);
    await plain.getByRole("link", { name: "Column", exact: true }).click();
    await plain.waitForURL(/\?add=column$/);
    await plain.getByLabel(/^Name/).fill("Order state");
    await plain.getByLabel(/^Table/).selectOption("orders");
    // every column is offered, grouped by table, until JavaScript narrows the list
    await expect(
      plain
        .getByLabel(/^Column/)
        .locator('optgroup[label="customers"] option')
        .count(),
    ).resolves.toBe(3);
    await plain.getByLabel(/^Column/).selectOption("status");
    await plain.getByLabel("Hidden: answers do not use this column").check();
    await plain.getByRole("button", { name: "Add column" }).click();
    await plain.getByRole("status").filter({ hasText: "“Order state” saved" }).waitFor();
    await expect(
      plain.getByRole("table", { name: "Columns" }).getByRole("row").filter({ hasText: "Order state" }).textContent(),
    ).resolves.toMatch(/orders\.status.*Hidden from answers/);
    await screenshot(plain, "70-definitions-7-no-javascript");
    await plain.getByRole("button", { name: "Delete Order state" }).click();
    await plain.getByRole("status").filter({ hasText: "“Order state” deleted" }).waitFor();
    await plain.context().close();
  });

  it("shows a viewer the list without controls", async () => {
    const { page: viewerPage } = await openPage({ as: viewer, context: { viewport: { width: 1280, height: 900 } } });
    await viewerPage.goto(`${app.url}/data/${connectionId}/definitions`);
    await viewerPage
      .getByRole("table", { name: "Segments" })
      .getByRole("row")
      .filter({ hasText: "Cancelled orders" })
      .waitFor();
    await viewerPage.getByText("Your role may read definitions", { exact: false }).waitFor();
    await expect(viewerPage.getByRole("button", { name: /^(Delete|Accept) / }).count()).resolves.toBe(0);
    await expect(viewerPage.getByRole("link", { name: /^Edit / }).count()).resolves.toBe(0);
    await screenshot(viewerPage, "70-definitions-6-viewer");
    await viewerPage.context().close();
  });
});
