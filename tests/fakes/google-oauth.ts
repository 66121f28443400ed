// A loopback stand-in for Google's OAuth 2.0 endpoints: authorize (auto-consents), token, userinfo.
import http from "node:http";
import { randomBytes, createHash } from "node:crypto";

export interface FakeGoogleUser {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}

export async function startFakeGoogle(user: FakeGoogleUser) {
  const codes = new Map<string, { challenge: string | null; redirectUri: string }>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    calls.push(url.pathname);
    if (url.pathname === "/authorize") {
      const code = randomBytes(8).toString("hex");
      codes.set(code, {
        challenge: url.searchParams.get("code_challenge"),
        redirectUri: url.searchParams.get("redirect_uri")!,
      });
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state")!);
      res.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const grant = codes.get(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (!grant || (grant.challenge && grant.challenge !== challenge)) {
        res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: "invalid_grant" }));
        return;
      }
      const token = randomBytes(16).toString("hex");
      tokens.add(token);
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ access_token: token, token_type: "Bearer", expires_in: 3600 }));
      return;
    }
    if (url.pathname === "/userinfo") {
      const auth = req.headers.authorization?.replace("Bearer ", "") ?? "";
      if (!tokens.has(auth)) return void res.writeHead(401).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(user));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    env: {
      GOOGLE_CLIENT_ID: "test-client",
      GOOGLE_CLIENT_SECRET: "test-secret",
      GOOGLE_AUTHORIZATION_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
