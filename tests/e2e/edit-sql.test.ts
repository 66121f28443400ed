// Edit SQL in a real browser (issue 18): the answer's SQL opens in an editor that completes the connection's
// tables, a query that writes is refused with the reason, a fixed query joins the chat as a new answer, and
// once marked as correct it answers the question when asked again.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { screenshot, screenshotOf } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let chatId: string;

beforeAll(async () => {
  ({ app } = await startJourney());
  const owner = await signUpOnboarded(app, "Sam");
  const connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", {
      method: "POST",
      body: { project_id: owner.projectId },
    })
  ).body.data.connectionId;
  chatId = (
    await owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Channels", project_id: owner.projectId, connectionIds: [connectionId] },
    })
  ).body.data.id;
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 900 } } }));
});

afterAll(stopJourney);

/** Replaces the editor's text, typed as a person would. */
async function typeSql(sql: string) {
  const box = (await page.locator(".cm-editor").boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 20);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(sql);
}

describe("Edit SQL", { timeout: 90_000 }, () => {
  it("opens the answer's SQL, completes table names, refuses a write and adds the fixed answer to the chat", async () => {
    await page.goto(`${app.url}/chat/${chatId}`);
    const input = page.getByLabel("Ask a question about your data");
    await input.fill("number of orders per channel");
    await input.press("Enter");
    const first = page.getByTestId("answer-card").first();
    await first.waitFor({ timeout: 45_000 });
    const originalSql = await (async () => {
      await first.getByRole("button", { name: "Show SQL" }).click();
      return (await first.getByTestId("answer-sql").textContent())!.trim();
    })();

    await first.getByRole("button", { name: "Edit SQL" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit SQL" });
    await dialog.locator(".cm-content").waitFor();
    await expect
      .poll(async () => (await dialog.locator(".cm-content").innerText()).replace(/\s+/g, " ").trim())
      .toBe(originalSql.replace(/\s+/g, " "));

    // completion of the connection's own tables
    await typeSql("SELECT * FROM order_it");
    await page.keyboard.press("Control+Space");
    await page.locator(".cm-tooltip-autocomplete").getByText("order_items", { exact: true }).waitFor();
    await screenshot(page, "60a-edit-sql-completion");
    await page.keyboard.press("Escape");

    await typeSql("DELETE FROM orders");
    await dialog.getByRole("button", { name: "Run" }).click();
    await dialog.getByRole("alert").waitFor();
    await expect(dialog.getByRole("alert").textContent()).resolves.toMatch(/SELECT|read-only|not allowed/i);
    await typeSql(
      "SELECT channel, COUNT(*) AS delivered_orders FROM orders WHERE status = 'delivered' GROUP BY channel ORDER BY 2 DESC",
    );
    await page.keyboard.press("Control+Enter");
    await dialog.waitFor({ state: "detached" });
    const edited = page.getByTestId("answer-card").nth(1);
    await edited.getByText("Your SQL").waitFor();
    await edited.getByText("Answered with SQL you edited").waitFor();
    await edited.locator(".highcharts-root").waitFor();
    await screenshotOf(edited, "60b-edit-sql-answer");

    // the edited answer is stored: it is there after a reload
    await page.reload();
    await page.getByText("Your SQL").waitFor();
    expect(await page.getByTestId("answer-card").count()).toBe(2);
    // charts draw only once the page has hydrated: the buttons work from then on
    await page.getByTestId("answer-card").nth(1).locator(".highcharts-root").waitFor();

    // marked as correct, it answers the question when it is asked again
    await page.getByTestId("answer-card").nth(1).getByRole("button", { name: "Mark as correct" }).click();
    await page.getByText("Marked as correct:", { exact: false }).waitFor();
    await input.fill("Number of orders per channel?");
    await input.press("Enter");
    const again = page.getByTestId("answer-card").nth(2);
    await again.waitFor({ timeout: 45_000 });
    await again.getByText("Verified answer", { exact: true }).waitFor();
    await again.getByText("Based on a verified answer", { exact: false }).waitFor();
    await again.locator(".highcharts-root").waitFor();
    await screenshotOf(again, "60c-verified-answer");
    expect(pageErrors).toEqual([]);
  });
});
