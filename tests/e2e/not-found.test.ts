// Issue 19 item 4: a chat or dashboard that is not there (deleted, another project's, a mistyped address) is a
// 404 the route's error boundary draws inside the workspace — its own words and a way back — not a blank view.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  ({ app } = await startJourney({ worker: false }));
  ({ page, pageErrors } = await openPage({ as: await signUpOnboarded(app, "Nora") }));
});

afterAll(stopJourney);

describe("not found", { timeout: 60_000 }, () => {
  it("shows a missing chat as a Not found page in the workspace, with a way back", async () => {
    const response = await page.goto(`${app.url}/chat/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Chat not found" }).waitFor();
    await page.getByText("It may have been deleted, or it belongs to another project.").waitFor();
    await page.getByRole("button", { name: "Collapse sidebar" }).waitFor(); // the sidebar stays
    await screenshot(page, "71-not-found");
    await page.getByRole("link", { name: "Back to the workspace" }).click();
    await page.waitForURL((url) => url.pathname !== new URL(response!.url()).pathname);
    // the workspace replaces the error screen (client navigation may land a moment after the address changes)
    await page.getByRole("heading", { name: "Chat not found" }).waitFor({ state: "detached" });
  });

  it("says the same for a dashboard", async () => {
    const response = await page.goto(`${app.url}/dashboard/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Dashboard Not Found" }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("answers an address that is no page at all with the same screen", async () => {
    const response = await page.goto(`${app.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.getByRole("link", { name: "Back to the workspace" }).waitFor();
  });
});
