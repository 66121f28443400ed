// Google sign-in (ADR 044) through the real HTTP API: the OAuth2 flow against a loopback Google, landing signed in on
// /auth/callback with the account Google vouches for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { startFakeGoogle } from "../../tests/fakes/google-oauth";

let app: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  google = await startFakeGoogle({
    sub: "google-123",
    email: "Gina@Example.com",
    name: "Gina Google",
    email_verified: true,
  });
  app = await startApp({ worker: false, env: google.env });
});

afterAll(async () => {
  await app?.stop();
  await google?.stop();
});

describe("Google sign-in", () => {
  it("runs the real OAuth2 flow against a loopback Google and lands on /auth/callback", async () => {
    const start = await fetch(`${app.url}/auth/google`, { redirect: "manual" });
    expect(start.status).toBe(302);
    const authorize = start.headers.get("location")!;
    expect(authorize).toContain("/authorize?");
    const oauthCookie = start.headers.get("set-cookie")!.split(";")[0];
    const consent = await fetch(authorize, { redirect: "manual" });
    const callback = consent.headers.get("location")!;
    const landed = await fetch(callback, { redirect: "manual", headers: { Cookie: oauthCookie } });
    expect(landed.status).toBe(302);
    const target = new URL(landed.headers.get("location")!, app.url);
    expect(target.pathname).toBe("/auth/callback");
    const user = JSON.parse(target.searchParams.get("user")!);
    expect(user).toEqual(
      expect.objectContaining({ email: "gina@example.com", email_verified: true, subscription_tier: "free" }),
    );
    const token = target.searchParams.get("token")!;
    const profile = await app.json("/auth/profile", { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.body.data.email).toBe("gina@example.com");
    expect(google.calls).toEqual(expect.arrayContaining(["/authorize", "/token", "/userinfo"]));
  });
});
