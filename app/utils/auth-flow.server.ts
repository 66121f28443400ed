// A sign-in's answer: tokens plus the session cookie. Throttling and logout are operations (~/services/auth-flow.server).
import type { TokenPair } from "~/services/tokens.server";
import type { UserJson } from "~/services/users.server";
import { ok } from "./api.server";
import { commitSession } from "./session.server";

export async function signedIn(
  result: { user: UserJson; tokens: TokenPair; familyId: string },
  status = 200,
): Promise<Response> {
  const cookie = await commitSession({ userId: result.user.id, familyId: result.familyId });
  return ok({ user: result.user, tokens: result.tokens }, { status, headers: { "Set-Cookie": cookie } });
}
