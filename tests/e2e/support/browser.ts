// Debian's Chromium driven by playwright-core, for the browser tests of the workspace UI.
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import type { TestApp } from "../../../harness/app";
import { PASSWORD } from "../../../harness/clients";

const ROOT = path.resolve(import.meta.dirname, "../../..");
export const SCREENSHOTS = path.join(ROOT, "test-results/screenshots");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
    ...options,
  });
  context.setDefaultTimeout(20_000);
  return context;
}

/** Saves a screenshot under test-results/screenshots/<name>.png: the whole page, or the viewport while a dialog is open. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  // Let modal and collapse transitions settle first.
  await page.waitForTimeout(350);
  const dialogOpen = (await page.getByRole("dialog").count()) > 0;
  await page.screenshot({ path: file, fullPage: !dialogOpen });
  return file;
}

/** Saves a screenshot of one element (an answer card, a dialog). */
export async function screenshotOf(locator: Locator, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await locator.screenshot({ path: file });
  return file;
}

/** Collects uncaught page errors, so a test can assert the UI ran clean. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** An account made through the API (the fastest way to a user the browser then signs in as). */
export async function createAccount(app: TestApp, name: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(name.toLowerCase());
  const { status, body } = await app.json("/auth/signup", {
    method: "POST",
    body: { email, name, password: PASSWORD },
  });
  if (status !== 201) throw new Error(`signup failed: ${status} ${JSON.stringify(body)}`);
  return { email, password: PASSWORD };
}

/** Signs in through the dialog and skips onboarding when it shows. */
/** Signs in through the form; a new account skips onboarding, an `onboarded` one (profile saved) has none. */
export async function signIn(
  page: Page,
  app: TestApp,
  account: { email: string; password: string },
  options: { onboarded?: boolean } = {},
): Promise<void> {
  await page.goto(`${app.url}/`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (options.onboarded) return page.getByRole("dialog", { name: "Sign in to Askdata" }).waitFor({ state: "detached" });
  const skip = page.getByRole("button", { name: "Skip for now" });
  await skip.click();
  await skip.waitFor({ state: "detached" });
}
