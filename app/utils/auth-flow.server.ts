// What every sign-in path shares: throttling, and answering with tokens plus the session cookie.
import { isAppError } from "~/lib/errors";
import { ok } from "./api.server";
import {
  assertSigninAllowed,
  clearSigninFailures,
  consumeSignupAttempt,
  recordSigninFailure,
} from "~/services/rate-limit.server";
import { commitSession, type SessionAuth } from "./session.server";
import {
  bumpTokenVersion,
  revokeFamily,
  revokeRefreshToken,
  verifyAccessToken,
  type TokenPair,
} from "~/services/tokens.server";
import { signin, signup, type UserJson } from "~/services/users.server";

/**
 * Sign-in throttled per account and client address (failures from one address never lock the owner
 * out elsewhere) and per address across accounts. A locked pair is refused before the password is checked.
 */
export async function throttledSignin(input: { email: string; password: string }, address: string) {
  await assertSigninAllowed(input.email, address);
  try {
    const result = await signin(input);
    await clearSigninFailures(input.email, address);
    return result;
  } catch (error) {
    if (isAppError(error) && error.code === "AUTHENTICATION_ERROR") await recordSigninFailure(input.email, address);
    throw error;
  }
}

/** `linkBase`: where the verification link points (mail.server linkBase). */
export async function throttledSignup(
  input: { email: string; name: string; password: string },
  address: string,
  linkBase?: string,
) {
  await consumeSignupAttempt(input.email, address);
  return signup({ ...input, linkBase });
}

export async function signedIn(
  result: { user: UserJson; tokens: TokenPair; familyId: string },
  status = 200,
): Promise<Response> {
  const cookie = await commitSession({ userId: result.user.id, familyId: result.familyId });
  return ok({ user: result.user, tokens: result.tokens }, { status, headers: { "Set-Cookie": cookie } });
}

/**
 * Logout ends the session's refresh-token family and, by bumping the user's token version, every
 * access token already issued to the user (other devices refresh theirs with their own refresh token).
 */
export async function logout(input: {
  session: SessionAuth | null;
  refreshToken?: string;
  accessToken?: string;
}): Promise<void> {
  const users = new Set<string>();
  if (input.session) {
    await revokeFamily(input.session.familyId);
    users.add(input.session.userId);
  }
  const owner = input.refreshToken ? await revokeRefreshToken(input.refreshToken) : null;
  if (owner) users.add(owner);
  const claims = input.accessToken ? await verifyAccessToken(input.accessToken).catch(() => null) : null;
  if (claims) users.add(claims.userId);
  for (const userId of users) await bumpTokenVersion(userId);
}
