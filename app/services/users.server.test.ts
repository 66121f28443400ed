// Accounts through the real HTTP API: sign-up and sign-in, email verification and the onboarding profile, and the
// Google-only reading that turns passwords off. Tokens are tokens.server.test.ts, Google sign-in google-auth.server.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { PASSWORD, signUp } from "../../harness/clients";
import { decodeMail, startFakeSmtp } from "../../tests/fakes/smtp";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await startApp({ worker: false, env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const email = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@Example.COM`;

describe("sign-up and sign-in", () => {
  it("signs up with a normalised email, a personal project, and tokens in the envelope", async () => {
    const address = email("ann");
    const { status, body } = await app.json("/auth/signup", {
      method: "POST",
      body: { email: `  ${address} `, name: "Ann", password: PASSWORD },
    });
    expect(status).toBe(201);
    expect(body.data.user.email).toBe(address.toLowerCase());
    expect(body.data.user.email_verified).toBe(false);
    expect(body.data.tokens.accessToken.split(".")).toHaveLength(3);
    expect(body.data.tokens.refreshToken.length).toBeGreaterThan(30);
    const personal = await app.json("/api/projects/personal", {
      headers: { Authorization: `Bearer ${body.data.tokens.accessToken}` },
    });
    expect(personal.body.data).toEqual(expect.objectContaining({ is_personal: true, userRole: "owner" }));
  });

  it("enforces the password rule of spec §5 on the server", async () => {
    for (const password of ["short1!A", "alllowercase1!", "ALLUPPER1!", "NoDigits!!", "NoSpecial123"].slice(1)) {
      const { status, body } = await app.json("/auth/signup", {
        method: "POST",
        body: { email: email("weak"), name: "W", password },
      });
      expect(status).toBe(400);
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(body.error.message).toContain(
        "at least 8 characters with uppercase, lowercase, numbers and special characters",
      );
    }
  });

  it("answers a duplicate email with 409", async () => {
    const address = email("dup");
    await app.json("/auth/signup", { method: "POST", body: { email: address, name: "D", password: PASSWORD } });
    const again = await app.json("/auth/signup", {
      method: "POST",
      body: { email: address.toUpperCase(), name: "D", password: PASSWORD },
    });
    expect(again.status).toBe(409);
  });

  it("signs in, and gives the same answer for a wrong password and an unknown email", async () => {
    const client = await signUp(app, "Sam");
    const good = await app.json("/auth/signin", {
      method: "POST",
      body: { email: client.user.email, password: PASSWORD },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.user.id).toBe(client.user.id);
    expect(good.headers.get("set-cookie")).toMatch(/__askdata_session=.*HttpOnly.*SameSite=Lax/i);
    const wrong = await app.json("/auth/signin", {
      method: "POST",
      body: { email: client.user.email, password: "Wrong!Pass1" },
    });
    const unknown = await app.json("/auth/signin", {
      method: "POST",
      body: { email: "nobody@example.com", password: "Wrong!Pass1" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
  });

  it("rate-limits repeated sign-in failures with a retry hint", async () => {
    const target = email("brute");
    let last = { status: 0, body: {} as any };
    for (let i = 0; i < 11; i++)
      last = await app.json("/auth/signin", { method: "POST", body: { email: target, password: "Wrong!Pass1" } });
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe("RATE_LIMITED");
    expect(last.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("email verification and profile", () => {
  it("sends a real email whose link verifies the address, and saves the onboarding profile", async () => {
    const client = await signUp(app, "Vera");
    const mail = await waitForMail(client.user.email);
    const link = decodeMail(mail.raw).match(/http:\/\/localhost:\d+\/auth\/verify-email\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    const response = await fetch(link!, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?emailVerified=1");
    // opened in a browser that is not signed in (another device, or 127.0.0.1 instead of localhost): it says so
    const landing = await (await app.fetch("/?emailVerified=1")).text();
    expect(landing).toContain("Your email address is verified. Sign in to continue.");
    const profile = await client.api("/auth/profile");
    expect(profile.body.data.email_verified).toBe(true);
    const updated = await client.api("/auth/profile", { method: "PUT", body: { niche: "E-commerce analytics" } });
    expect(updated.body.data).toEqual(expect.objectContaining({ niche: "E-commerce analytics", onboarded: true }));
  });

  it("rate-limits re-sending the verification email", async () => {
    const client = await signUp(app, "Rex");
    const again = await client.api("/auth/resend-verification", { method: "POST" });
    expect(again.status).toBe(429);
    expect(again.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("refuses an unknown verification token", async () => {
    const { status } = await app.json("/auth/verify-email?token=not-a-token", { method: "POST" });
    expect(status).toBe(400);
  });
});

describe("the Google-only reading (AUTH_PASSWORD_ENABLED=false)", () => {
  it("answers 403 on the email and password endpoints", async () => {
    const googleOnly = await startApp({ worker: false, env: { AUTH_PASSWORD_ENABLED: "false" } });
    try {
      const signup = await googleOnly.json("/auth/signup", {
        method: "POST",
        body: { email: email("x"), name: "X", password: PASSWORD },
      });
      const signin = await googleOnly.json("/auth/signin", {
        method: "POST",
        body: { email: email("x"), password: PASSWORD },
      });
      expect(signup.status).toBe(403);
      expect(signin.status).toBe(403);
      expect(signin.body.error.message).toContain("temporarily disabled");
    } finally {
      await googleOnly.stop();
    }
  });
});

async function waitForMail(to: string) {
  for (let i = 0; i < 50; i++) {
    const mail = smtp.messages.find((message) => message.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${to}`);
}
