// Signed-in API clients for tests: each holds its own Bearer token.
import { randomBytes } from "node:crypto";
import type { TestApp } from "./app";

export interface Client {
  user: { id: string; email: string; name: string };
  tokens: { accessToken: string; refreshToken: string };
  api: <T = any>(
    pathname: string,
    init?: Omit<RequestInit, "body"> & { body?: unknown },
  ) => Promise<{ status: number; body: T; headers: Headers }>;
}

export const PASSWORD = "Str0ng!Passw0rd";

export async function signUp(app: TestApp, name = "Tester"): Promise<Client> {
  const email = `${name.toLowerCase().replace(/\W/g, "")}-${randomBytes(4).toString("hex")}@example.com`;
  const { status, body } = await app.json("/auth/signup", {
    method: "POST",
    body: { email, name, password: PASSWORD },
  });
  if (status !== 201) throw new Error(`signup failed: ${status} ${JSON.stringify(body)}`);
  const tokens = body.data.tokens;
  return {
    user: body.data.user,
    tokens,
    api: (pathname, init = {}) =>
      app.json(pathname, {
        ...init,
        headers: { Authorization: `Bearer ${tokens.accessToken}`, ...(init.headers ?? {}) },
      }),
  };
}
