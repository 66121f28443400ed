// The sign-in dialog's two readings of spec §1: email/password disabled ("temporarily disabled") with
// Google offered (a loopback fake of Google), the /auth/callback landing, and the dialog's reset.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGoogle } from "../fakes/google-oauth";
import type { TestApp } from "../../harness/app";
import { screenshot } from "./support/browser";
import { openPage, startJourney, stopJourney } from "./support/journey";

let app: TestApp;
let page: Page;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  google = await startFakeGoogle({
    sub: "google-e2e",
    email: "gus@example.com",
    name: "Gus Google",
    email_verified: true,
  });
  ({ app } = await startJourney({ worker: false, env: { AUTH_PASSWORD_ENABLED: "false", ...google.env } }));
  ({ page } = await openPage());
});

afterAll(async () => {
  await stopJourney();
  await google?.stop();
});

describe("auth dialog options", { timeout: 60_000 }, () => {
  it("shows the email form disabled with a notice, and the Google button", async () => {
    await page.goto(`${app.url}/`);
    await page.getByText("temporarily disabled").waitFor();
    await expect(page.getByLabel("Email").isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Sign In" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Continue with Google" }).getAttribute("href")).resolves.toBe(
      "/auth/google",
    );
    await screenshot(page, "40-sign-in-password-disabled");
  });

  it("goes back to sign-in with empty fields when closed", async () => {
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog", { name: "Sign in to Askdata" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("");
  });

  it("signs in with Google through /auth/callback, keeping the tokens and the user", async () => {
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.getByRole("dialog", { name: "Complete Your Profile" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/connection");
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("accessToken"),
      refresh: localStorage.getItem("refreshToken"),
      user: JSON.parse(localStorage.getItem("user") ?? "null"),
    }));
    expect(stored.token?.split(".")).toHaveLength(3);
    expect(stored.refresh).toBeTruthy();
    expect(stored.user).toEqual(expect.objectContaining({ email: "gus@example.com", name: "Gus Google" }));
    await page.getByRole("button", { name: "Skip for now" }).click();
    await page.getByRole("link", { name: /Switch project \(current: Gus Google's Workspace\)/ }).waitFor();
    await screenshot(page, "41-google-signed-in");
  });
});
