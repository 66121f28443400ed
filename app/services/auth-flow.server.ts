// What every sign-in path shares: rate limits, and answering with tokens plus the session cookie.
import { ok } from "./api.server";
import { clientIp, hitRateLimit } from "./rate-limit.server";
import { commitSession } from "./session.server";
import type { TokenPair } from "./tokens.server";
import type { UserJson } from "./users.server";

export async function limitAuthAttempt(request: Request, kind: "signin" | "signup", email: string): Promise<void> {
  const ip = clientIp(request);
  if (kind === "signin") {
    await hitRateLimit({ key: `signin:ip:${ip}`, max: 30, windowSeconds: 600 });
    await hitRateLimit({ key: `signin:email:${email}`, max: 10, windowSeconds: 900 });
  } else {
    await hitRateLimit({ key: `signup:ip:${ip}`, max: 10, windowSeconds: 3600 });
    await hitRateLimit({ key: `signup:email:${email}`, max: 5, windowSeconds: 3600 });
  }
}

export async function signedIn(result: { user: UserJson; tokens: TokenPair; familyId: string }, status = 200): Promise<Response> {
  const cookie = await commitSession({ userId: result.user.id, familyId: result.familyId });
  return ok({ user: result.user, tokens: result.tokens }, { status, headers: { "Set-Cookie": cookie } });
}
