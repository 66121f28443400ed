// The Content-Security-Policy in a real browser (issue 35): the pages run under it with no violation — signed out,
// the workspace, a chat answer with its chart, a dashboard, a share with and without its password — and a share is
// framed by another site only when it allows embedding.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../harness/app";
import { newContext } from "./support/browser";
import { openPage, signUpOnboarded, startJourney, stopJourney, type OnboardedClient } from "./support/journey";

let app: TestApp;
let browser: Browser;
let owner: OnboardedClient;
let chatId: string;
let dashboardId: string;
const shares: Record<"plain" | "password" | "embeddable", string> = { plain: "", password: "", embeddable: "" };
let elsewhere: Server;
let elsewhereUrl: string;

/** What the browser refused under the policy, from its console and the page's own violation events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Refused to ${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return refused;
}

async function ask(query: string): Promise<{ messageId: string }> {
  const submitted = await owner.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId: await sampleConnection(), query, chatSessionId: chatId },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  for (let i = 0; i < 120; i++) {
    const { body } = await owner.api(`/api/query/job/${submitted.body.data.jobId}`);
    if (body.data.status === "completed") return { messageId: body.data.result.messageId };
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
  }
  throw new Error("the question did not finish");
}

let connectionId = "";
async function sampleConnection(): Promise<string> {
  if (!connectionId)
    connectionId = (
      await owner.api("/api/database/samples/ecommerce/connect", {
        method: "POST",
        body: { project_id: owner.projectId },
      })
    ).body.data.connectionId;
  return connectionId;
}

beforeAll(async () => {
  ({ app, browser } = await startJourney());
  owner = await signUpOnboarded(app, "Cecil");
  const chat = await owner.api("/api/chats/sessions", {
    method: "POST",
    body: { title: "Countries", project_id: owner.projectId, connectionIds: [await sampleConnection()] },
  });
  chatId = chat.body.data.id;
  const { messageId } = await ask("How many customers per country?");
  const dashboard = await owner.api("/api/dashboards", {
    method: "POST",
    body: { project_id: owner.projectId, title: "Customer map", connection_id: connectionId, widget: { messageId } },
  });
  dashboardId = dashboard.body.data.id;
  const share = async (body: Record<string, unknown>) =>
    (await owner.api(`/api/dashboards/${dashboardId}/shares`, { method: "POST", body })).body.data.token as string;
  shares.plain = await share({});
  shares.password = await share({ password: "open-sesame" });
  shares.embeddable = await share({ allow_embedding: true });
  // another site, on another origin, that frames a share
  elsewhere = createServer((request, response) => {
    const token = new URL(request.url!, "http://x").searchParams.get("token");
    response.setHeader("Content-Type", "text/html");
    response.end(
      `<!doctype html><title>Elsewhere</title><iframe name="share" src="${app.url}/share/${token}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => elsewhere?.close(resolve));
  await stopJourney();
});

describe("Content-Security-Policy in the browser", { timeout: 120_000 }, () => {
  it("runs the signed-out page, the workspace, a chart, a dashboard and shares with no violation", async () => {
    const visitor = await (await newContext(browser)).newPage();
    const refusedSignedOut = await watchPolicy(visitor);
    const first = await visitor.goto(`${app.url}/`);
    const policy = first?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'.*frame-ancestors 'self'/);
    // every inline script of the document carries this response's nonce
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    const scripts = [...(await first!.text()).matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1])
      .filter((attributes) => !/\bsrc=/.test(attributes));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    await visitor.getByRole("dialog", { name: "Sign in to Askdata" }).waitFor();
    // the shares, as an anonymous visitor: a chart drawn in the browser, and a password form submitted
    await visitor.goto(`${app.url}/share/${shares.plain}`);
    await visitor.getByText("Customer map").first().waitFor();
    await visitor.locator(".highcharts-root").first().waitFor();
    await visitor.goto(`${app.url}/share/${shares.password}`);
    await visitor.getByLabel("Password").fill("open-sesame");
    await visitor.getByRole("button", { name: "View dashboard" }).click();
    await visitor.getByText("Customer map").first().waitFor();
    expect(refusedSignedOut).toEqual([]);
    await visitor.context().close();

    const { page, pageErrors } = await openPage({ as: owner });
    const refused = await watchPolicy(page);
    await page.goto(`${app.url}/dashboard/${dashboardId}`);
    await page.getByRole("heading", { name: "Customer map" }).waitFor();
    await page.locator(".highcharts-root").first().waitFor();
    // a client-side navigation loads the next route's modules and data under the policy too
    await page.evaluate(
      (path) =>
        (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
          path,
        ),
      `/chat/${chatId}`,
    );
    await page.waitForURL(/\/chat\//);
    await page.getByTestId("answer-card").first().waitFor();
    await page.locator(".highcharts-root").first().waitFor();
    expect(refused).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it("lets another site frame a share only when the share allows embedding", async () => {
    const page = await (await newContext(browser)).newPage();
    const refused = await watchPolicy(page);
    await page.goto(`${elsewhereUrl}/?token=${shares.embeddable}`);
    await page.frameLocator("iframe[name=share]").getByText("Customer map").first().waitFor();
    expect(refused).toEqual([]);

    await page.goto(`${elsewhereUrl}/?token=${shares.plain}`);
    await expect.poll(() => refused.some((text) => /frame-ancestors/.test(text)), { timeout: 10_000 }).toBe(true);
    await expect(page.frameLocator("iframe[name=share]").getByText("Customer map").count()).resolves.toBe(0);
    await page.context().close();
  });
});
