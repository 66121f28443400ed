// Honest answers (issue 33) in a real browser, on the E-commerce sample: a question with a word nothing in the database
// explains names it and offers to define it; a question the engine is not sure of shows its reading and its result
// only after Run anyway; and in a longer chat, a new question after a doubtful answer is read on its own.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { addMember, markVerified } from "../support/members";
import { screenshot, screenshotOf } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;
let connectionId: string;
let marginsChat: string;

beforeAll(async () => {
  ({ app } = await startJourney());
  owner = await signUpOnboarded(app, "Hana");
  connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", {
      method: "POST",
      body: { project_id: owner.projectId },
    })
  ).body.data.connectionId;
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1280, height: 900 } } }));
});

afterAll(stopJourney);

async function openChat(title: string): Promise<string> {
  const chatId: string = (
    await owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title, project_id: owner.projectId, connectionIds: [connectionId] },
    })
  ).body.data.id;
  await page.goto(`${app.url}/chat/${chatId}`);
  await page.getByRole("heading", { name: title }).waitFor();
  return chatId;
}

/** Asks a question in the open chat and waits for its reply (the n-th: an answer card or an error), returned. */
async function ask(question: string): Promise<Locator> {
  const replies = page.locator("[data-testid=answer-card], [data-testid=error-message]");
  const before = await replies.count();
  const input = page.getByLabel("Ask a question about your data");
  await input.fill(question);
  await input.press("Enter");
  await page.getByTestId("user-message").filter({ hasText: question }).last().waitFor();
  await expect.poll(() => replies.count(), { timeout: 45_000 }).toBe(before + 1);
  return replies.nth(before);
}

const RESULT =
  "[data-testid=answer-table], [data-testid=answer-chart], [data-testid=kpi-card], [data-testid=answer-empty-reason]";
const explanationOf = (card: Locator) =>
  card.locator("[data-testid=answer-explanation], [data-testid=answer-reading]").first().textContent();

/** The whole chat in one picture: the page grows to the message list's full height, then goes back. */
async function screenshotChat(name: string) {
  const height = await page.getByRole("log", { name: "Messages" }).evaluate((log) => log.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.max(900, height + 320) });
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A card that does not stand behind its answer keeps the result and what reuses it back. */
async function expectResultWithheld(card: Locator) {
  await expect(card.locator(RESULT).count()).resolves.toBe(0);
  for (const name of ["Download CSV", "Add to dashboard", "Mark as correct"])
    await expect(card.getByRole("button", { name }).count()).resolves.toBe(0);
  await expect(card.getByText(/^\d+ rows? · /).count()).resolves.toBe(0);
  await card.getByText(/^Confidence \d+%$/).waitFor();
}

describe("honest answers", { timeout: 180_000 }, () => {
  it("names the word it does not know and opens the Definitions form to define it", async () => {
    marginsChat = await openChat("Margins");
    const card = await ask("profit margin by product category");
    const notice = card.getByTestId("answer-not-understood");
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toMatch(
      /^I don't know what .*“(profit|margin)”.* means? in this database\./,
    );
    await expectResultWithheld(card);
    await screenshotOf(card, "80a-not-understood");

    const define = notice.getByRole("link", { name: /^Define “(profit|margin)”$/ }).first();
    const word = (await define.textContent())!.match(/“(.+)”/)![1];
    await define.click();
    await page.waitForURL(new RegExp(`/data/${connectionId}/definitions\\?add=term&name=${word}$`));
    await page.getByRole("heading", { name: "New term" }).waitFor();
    await expect(page.getByLabel(/^Name/).inputValue()).resolves.toBe(word);
    await screenshot(page, "80b-define-prefilled");
  });

  it("names every word of a question nothing in the database explains, each to be defined", async () => {
    await openChat("Suppliers");
    const reply = await ask("profit margin by supplier");
    await expect(reply.getAttribute("data-testid")).resolves.toBe("error-message");
    await expect(reply.textContent()).resolves.toMatch(
      /^I don't know what “profit”, “margin” and “supplier” mean in this database\./,
    );
    const define = reply.getByTestId("error-define");
    await expect(define.getByRole("link").allTextContents()).resolves.toEqual([
      "Define “profit”",
      "Define “margin”",
      "Define “supplier”",
    ]);
    await screenshotOf(reply, "80e-nothing-understood");
  });

  it("offers a viewer no Define button: definitions are for those who may edit the connection", async () => {
    const viewer = await signUpOnboarded(app, "Vera");
    await markVerified(app, [viewer.user.id]);
    await addMember(owner.api, owner.projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
    const { page: viewerPage } = await openPage({ as: viewer, context: { viewport: { width: 1280, height: 900 } } });
    await viewerPage.goto(`${app.url}/chat/${marginsChat}`);
    const notice = viewerPage.getByTestId("answer-not-understood");
    await notice.waitFor();
    await expect(notice.getByRole("link", { name: /^Define / }).count()).resolves.toBe(0);
    await viewerPage.context().close();
  });

  it("says it is not sure, with its reading in words, and shows the result on Run anyway", async () => {
    await openChat("Vague");
    const card = await ask("stuff about orders and reviews");
    const notice = card.getByTestId("answer-unsure");
    await notice.waitFor();
    await notice.getByText("I'm not sure I understood this question.").waitFor();
    await expect(notice.getByTestId("answer-reading").textContent()).resolves.toMatch(/^I read it as: \S/);
    await notice.getByRole("button", { name: "Edit SQL" }).waitFor();
    await expectResultWithheld(card);

    await card.getByTestId("answer-run-anyway").click();
    await card.locator(RESULT).first().waitFor();
    await card.getByText(/^\d+ rows? · /).waitFor();
    await card.getByRole("button", { name: "Download CSV" }).waitFor();
    await expect(card.getByTestId("answer-run-anyway").count()).resolves.toBe(0);
    await screenshotChat("80c-unsure-run-anyway");
  });

  it("reads a new question after a doubtful answer on its own, in one chat of six questions", async () => {
    await openChat("Mixed questions");
    await ask("number of orders by status");
    const channel = await ask("average order value by channel");
    await expect(explanationOf(channel)).resolves.toMatch(/channel/i);
    const doubtful = await ask("profit margin by product category");
    await doubtful.locator("[data-testid=answer-not-understood], [data-testid=answer-unsure]").waitFor();
    const fresh = await ask("share of revenue by category");
    const explanation = (await explanationOf(fresh)) ?? "";
    // the categories are named by their "name" column; the chat's earlier grouping (channel) is not carried over
    expect(explanation).toMatch(/revenue/i);
    expect(explanation).toMatch(/grouped by/i);
    expect(explanation).not.toMatch(/channel|supplier/i);
    await ask("how many customers signed up each month");
    await ask("average review rating by product category");

    await screenshotChat("80d-mixed-chat");
    expect(pageErrors).toEqual([]);
  });
});
