// What every sign-in path shares (ADR 014, 062): throttled sign-in and sign-up, and the end of a session at logout.
// The routes answer with tokens and the session cookie (~/utils/auth-flow.server).
import { isAppError } from "~/lib/errors";
import {
  assertSigninAllowed,
  clearSigninFailures,
  consumeSignupAttempt,
  recordSigninFailure,
} from "./rate-limit.server";
import { bumpTokenVersion, revokeFamily, revokeRefreshToken, verifyAccessToken } from "./tokens.server";
import { signin, signup } from "./users.server";

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

/**
 * Logout ends the session's refresh-token family and, by bumping the user's token version, every
 * access token already issued to the user (other devices refresh theirs with their own refresh token).
 */
export async function logout(input: {
  session: { userId: string; familyId: string } | null;
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
