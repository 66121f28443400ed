// Tokens and the browser session through the real HTTP API: refresh tokens rotate and a reused one revokes its family,
// an expired access token is refused, logout ends both, and a cookie-authenticated write from another site is refused.
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { PASSWORD, signUp } from "../../harness/clients";

let app: TestApp;

beforeAll(async () => {
  app = await startApp({ worker: false });
});

afterAll(async () => {
  await app?.stop();
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

  it("refuses a token once it expires, though this process verified it before (ADR 065's cache)", async () => {
    const { signAccessToken, verifyAccessToken } = await import("~/services/tokens.server");
    const claims = { userId: "u1", email: "u@example.com", name: "U", tokenVersion: 0 };
    const token = await signAccessToken(claims);
    expect(await verifyAccessToken(token)).toEqual(claims);
    const at = token.length - 10; // a character inside the signature
    const forged = `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
    await expect(verifyAccessToken(forged)).rejects.toMatchObject({ code: "AUTHENTICATION_ERROR" });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60 * 1000 });
    try {
      await expect(verifyAccessToken(token)).rejects.toMatchObject({ code: "AUTHENTICATION_ERROR" });
    } finally {
      vi.useRealTimers();
    }
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
