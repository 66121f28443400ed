// The start every browser test shares: the app and Chromium side by side, accounts that skip onboarding, a page
// (signed in) whose errors are collected, and one `afterAll(stopJourney)`. One journey per test file: Vitest gives
// each file its own modules.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { startApp, type AppOptions, type TestApp } from "../../../harness/app";
import { PASSWORD, signUp, type Client } from "../../../harness/clients";
import { launchChromium, newContext, signIn, trackPageErrors } from "./browser";

let started: { app?: TestApp; browser?: Browser } = {};

/** Starts the app and Chromium; each is stopped by stopJourney even when the other failed to start. */
export async function startJourney(options: AppOptions = {}): Promise<{ app: TestApp; browser: Browser }> {
  const [app, browser] = await Promise.all([
    startApp(options).then((app) => (started.app = app)),
    launchChromium().then((browser) => (started.browser = browser)),
  ]);
  return { app, browser };
}

export async function stopJourney(): Promise<void> {
  await started.browser?.close();
  await started.app?.stop();
  started = {};
}

export interface OnboardedClient extends Client {
  /** The account's personal project. */
  projectId: string;
}

/** An account made through the API with its profile saved, so signing in skips onboarding. */
export async function signUpOnboarded(app: TestApp, name: string): Promise<OnboardedClient> {
  const client = await signUp(app, name);
  const projectId: string = (await client.api("/api/projects/personal")).body.data.id;
  await client.api("/auth/profile", { method: "PUT", body: { niche: "Retail" } });
  return { ...client, projectId };
}

/** A page in a new context (these options over 1280×800) or the one given, signed in as `as` when given. */
export async function openPage(
  options: { as?: Client; context?: BrowserContextOptions | BrowserContext } = {},
): Promise<{ page: Page; pageErrors: string[] }> {
  const { app, browser } = started;
  if (!app || !browser) throw new Error("openPage() needs startJourney() first");
  const given = options.context;
  const context = given && "newPage" in given ? given : await newContext(browser, given);
  const page = await context.newPage();
  const pageErrors = trackPageErrors(page);
  if (options.as) await signIn(page, app, { email: options.as.user.email, password: PASSWORD }, { onboarded: true });
  return { page, pageErrors };
}
