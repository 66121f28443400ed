// A question whose generated query fails, in a real browser: the chat says so in plain words and offers questions
// the data can answer as buttons; one click asks it (issue 16, "errors in plain words").
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { createUserDatabase, credentialsOf } from "../../harness/databases";
import { screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let shop: Awaited<ReturnType<typeof createUserDatabase>>;
let client: pg.Client;
let chatId: string;

beforeAll(async () => {
  [{ app }, shop] = await Promise.all([startJourney(), createUserDatabase("e2e_plain")]);
  client = new pg.Client({ connectionString: shop.url });
  await client.connect();
  await client.query(`CREATE TABLE orders (id serial PRIMARY KEY, city text NOT NULL, amount numeric(10,2) NOT NULL);
    INSERT INTO orders (city, amount) SELECT (ARRAY['Ghent','Porto','Lyon'])[1 + g % 3], g * 2.5 FROM generate_series(1, 30) g`);
  // The account, its project, the connection and the chat come through the API; the browser asks.
  const owner = await signUpOnboarded(app, "Pia");
  const connection = await owner.api("/api/connections", {
    method: "POST",
    body: { name: "Shop", type: "postgresql", credentials: credentialsOf(shop), project_id: owner.projectId },
  });
  expect(connection.status, JSON.stringify(connection.body)).toBe(201);
  const chat = await owner.api("/api/chats/sessions", {
    method: "POST",
    body: { title: "Cities", project_id: owner.projectId, connectionIds: [connection.body.data.id] },
  });
  chatId = chat.body.data.id;
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 900 } } }));
});

afterAll(async () => {
  await client?.end();
  await stopJourney();
  await shop?.drop();
});

async function ask(question: string) {
  const input = page.getByLabel("Ask a question about your data");
  await input.fill(question);
  await input.press("Enter");
}

describe("a question whose query fails", { timeout: 90_000 }, () => {
  it("says what it could not answer in plain words and asks a suggested question on a click", async () => {
    await page.goto(`${app.url}/chat/${chatId}`);
    await page.getByRole("heading", { name: "Cities" }).waitFor({ timeout: 45_000 });
    await ask("total amount by city");
    await page.getByTestId("answer-card").first().waitFor({ timeout: 45_000 });
    // the schema changes under the catalog the product read: the next query names a table that is gone
    await client.query("ALTER TABLE orders RENAME TO sales");
    await ask("average amount by city");
    const error = page.getByTestId("error-message");
    await error.waitFor({ timeout: 45_000 });
    await expect(error.textContent()).resolves.toMatch(
      /^I couldn't answer “average amount by city” from this data: the query I wrote for it failed\./,
    );
    await expect(error.textContent()).resolves.not.toMatch(/SQL syntax|does not exist|relation/);
    const suggestions = error.getByTestId("error-suggestions").getByRole("button");
    expect(await suggestions.count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, "09h-answer-failed-plain-words");

    const offered = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    await page.getByTestId("user-message").filter({ hasText: offered }).waitFor();
    await page.getByTestId("answer-card").nth(1).waitFor({ timeout: 45_000 });
    expect(pageErrors).toEqual([]);
  });
});
