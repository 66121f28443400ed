// Accounts, tokens, sessions, verification, Google sign-in and projects, through the real HTTP API.
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../tests/support/app";
import { PASSWORD, signUp } from "../../tests/support/clients";
import { decodeMail, startFakeSmtp } from "../../tests/fakes/smtp";
import { startFakeGoogle } from "../../tests/fakes/google-oauth";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  google = await startFakeGoogle({
    sub: "google-123",
    email: "Gina@Example.com",
    name: "Gina Google",
    email_verified: true,
  });
  app = await startApp({ worker: false, env: { SMTP_URL: smtp.url, ...google.env } });
});

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await google?.stop();
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

describe("tokens", () => {
  it("rotates the refresh token, and revokes the family when a used one is presented again", async () => {
    const client = await signUp(app, "Rita");
    const first = await app.json("/auth/refresh", {
      method: "POST",
      body: { refreshToken: client.tokens.refreshToken },
    });
    expect(first.status).toBe(200);
    const rotated = first.body.data.tokens.refreshToken;
    expect(rotated).not.toBe(client.tokens.refreshToken);
    const replay = await app.json("/auth/refresh", {
      method: "POST",
      body: { refreshToken: client.tokens.refreshToken },
    });
    expect(replay.status).toBe(401);
    // theft detection: the legitimately rotated token of the same family is now dead too
    const afterTheft = await app.json("/auth/refresh", { method: "POST", body: { refreshToken: rotated } });
    expect(afterTheft.status).toBe(401);
  });

  it("rejects an expired access token with AUTHENTICATION_ERROR", async () => {
    const { deriveSecret } = await import("~/services/crypto.server");
    const expired = await new SignJWT({ userId: "x", email: "x@example.com", name: "X" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("askdata")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new Uint8Array(deriveSecret("jwt-access")));
    const { status, body } = await app.json("/auth/profile", { headers: { Authorization: `Bearer ${expired}` } });
    expect(status).toBe(401);
    expect(body.error.code).toBe("AUTHENTICATION_ERROR");
  });

  it("logout revokes the refresh token and the browser session", async () => {
    const client = await signUp(app, "Leo");
    const signin = await app.json("/auth/signin", {
      method: "POST",
      body: { email: client.user.email, password: PASSWORD },
    });
    const cookie = signin.headers.get("set-cookie")!.split(";")[0];
    expect((await app.json("/auth/profile", { headers: { Cookie: cookie } })).status).toBe(200);
    const out = await app.json("/auth/logout", {
      method: "POST",
      headers: { Cookie: cookie, Origin: app.url },
      body: { refreshToken: signin.body.data.tokens.refreshToken },
    });
    expect(out.status).toBe(200);
    expect((await app.json("/auth/profile", { headers: { Cookie: cookie } })).status).toBe(401);
    expect(
      (
        await app.json("/auth/refresh", {
          method: "POST",
          body: { refreshToken: signin.body.data.tokens.refreshToken },
        })
      ).status,
    ).toBe(401);
  });

  it("refuses a cookie-authenticated write from another origin", async () => {
    const client = await signUp(app, "Cora");
    const signin = await app.json("/auth/signin", {
      method: "POST",
      body: { email: client.user.email, password: PASSWORD },
    });
    const cookie = signin.headers.get("set-cookie")!.split(";")[0];
    const evil = await app.json("/api/projects", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example" },
      body: { name: "X" },
    });
    expect(evil.status).toBe(403);
    const same = await app.json("/api/projects", {
      method: "POST",
      headers: { Cookie: cookie, Origin: app.url },
      body: { name: "Mine" },
    });
    expect(same.status).toBe(201);
  });

  it("refuses cross-site form posts with 403, not 500, signed in or not, and acts on none (issue 35)", async () => {
    const client = await signUp(app, "Sid");
    const signin = await app.json("/auth/signin", {
      method: "POST",
      body: { email: client.user.email, password: PASSWORD },
    });
    const cookie = signin.headers.get("set-cookie")!.split(";")[0];
    const forged = `Forged ${Math.random().toString(36).slice(2, 8)}`;
    const postForm = (headers: Record<string, string>, name = forged) =>
      app.fetch("/projects", {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ intent: "create", name }),
      });
    // another site's form, posted by the signed-in victim's browser to a page: told by Origin, or by Sec-Fetch-Site alone
    expect((await postForm({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await postForm({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    // and to the API, multipart
    const multipart = new FormData();
    multipart.append("name", forged);
    const api = await app.fetch("/api/projects", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example" },
      body: multipart,
    });
    expect(api.status).toBe(403);
    expect((await api.json()).error).toEqual(
      expect.objectContaining({ code: "AUTHORIZATION_ERROR", message: "Cross-site request refused" }),
    );
    // signed out: the sign-in page's form (login CSRF), a share's password form, a page action
    for (const page of ["/signin", "/share/some-token", "/projects"]) {
      const anonymous = await app.fetch(page, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: new URLSearchParams({ intent: "signin", email: client.user.email, password: PASSWORD, name: forged }),
      });
      expect(anonymous.status, page).toBe(403);
      expect(anonymous.headers.get("set-cookie"), page).toBeNull();
    }
    // login CSRF: a text/plain form carrying JSON to the API signs no one in
    const login = await app.fetch("/auth/signin", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ email: client.user.email, password: PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie")).toBeNull();
    const projects = await app.json("/api/projects", {
      headers: { Authorization: `Bearer ${client.tokens.accessToken}` },
    });
    expect(JSON.stringify(projects.body)).not.toContain(forged);
    // our own page's form still works
    expect((await postForm({ Origin: app.url, "Sec-Fetch-Site": "same-origin" }, `${forged} own`)).status).toBe(302);
    expect(
      JSON.stringify(
        (await app.json("/api/projects", { headers: { Authorization: `Bearer ${client.tokens.accessToken}` } })).body,
      ),
    ).toContain(`${forged} own`);
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
