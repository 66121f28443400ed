// Issue 36 item 5 in a real browser on the E-commerce sample: generating the dashboard twice gives the same widgets
// with the same titles, each naming its measure (a money KPI and its trend among them), and the progress screen
// shows the steps the generation went through. Screenshots: each generation and both side by side.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { screenshot } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let page: Page;
let pageErrors: string[];
let owner: OnboardedClient;

beforeAll(async () => {
  ({ app } = await startJourney());
  owner = await signUpOnboarded(app, "Gene");
  await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: owner.projectId } });
  ({ page, pageErrors } = await openPage({ as: owner, context: { viewport: { width: 1400, height: 900 } } }));
  await page.getByRole("heading", { name: "No Dashboard Available" }).waitFor();
});

afterAll(stopJourney);

/** The widget titles of the generation result, in order, once it is shown. */
async function resultTitles(): Promise<string[]> {
  await page.getByRole("link", { name: "Open dashboard" }).waitFor({ timeout: 90_000 });
  const cards = page.getByRole("main").locator("section[aria-label]");
  await cards.first().waitFor();
  return cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));
}

describe("generated dashboards", { timeout: 180_000 }, () => {
  it("come out the same twice, titled by what each widget computes", async () => {
    await page.getByRole("button", { name: "Create New Dashboard" }).click();
    await page.getByLabel("Dashboard name").fill("Shop twice");
    await page.getByRole("button", { name: "Generate Dashboard" }).click();
    const first = await resultTitles();
    const firstShot = await screenshot(page, "issue36-generation-1");

    await page.getByRole("button", { name: "Regenerate" }).click();
    await page.getByText("Generating your dashboard").waitFor();
    const second = await resultTitles();
    const secondShot = await screenshot(page, "issue36-generation-2");

    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(second).toEqual(first);
    // the mis-titles are gone: the money is named as money, counts as numbers
    expect(first).toEqual(
      expect.arrayContaining(["Number of orders", "Total order value (USD)", "Total order value (USD) by month"]),
    );
    expect(first.filter((title) => /Order Total/i.test(title))).toEqual([]);
    // the steps the generation went through, with their times
    const steps = page.getByRole("list", { name: "Generation steps" });
    await expect(steps.textContent()).resolves.toMatch(
      /Identified the E-commerce domain.*Running query \d of \d+: .*Built \d+ widgets, quality \d+\/100/s,
    );

    // both generations side by side in one picture
    const image = (file: string) => `data:image/png;base64,${readFileSync(file).toString("base64")}`;
    await page.setViewportSize({ width: 2400, height: 900 });
    await page.setContent(
      `<body style="margin:0;display:flex;gap:16px;background:#ddd;align-items:flex-start"><img src="${image(firstShot)}" style="width:50%"><img src="${image(secondShot)}" style="width:50%"></body>`,
    );
    await screenshot(page, "issue36-generations-side-by-side");
    expect(pageErrors).toEqual([]);
  });
});
