// Who a request says it is, checked in the same statement that reads what it asks for (issue 38): the hot question
// routes authenticate and authorise in one round trip instead of a user, a session, a resource and a membership read.
// Request plumbing (app/utils/auth.server.ts) reaches users and sessions only through this module (ADR 062).
import { User } from "~db/models";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";
import { isFamilyActive, verifyAccessToken } from "./tokens.server";

/** A caller whose credentials were read from the request; what they claim is still to be checked in the database. */
export interface Caller {
  userId: string;
  via: "bearer" | "cookie";
  /** Bearer: the token's version, which must still be the user's (no logout since). */
  tokenVersion?: number;
  /** Cookie: the session's refresh-token family, which must still be live. */
  familyId?: string;
  /** A cookie write from another site: refused once the user is known to exist, as requireUser does. */
  crossSite?: AppError;
}

/** A user id already checked by requireUser, or a caller to check. */
export type Who = string | Caller;

/**
 * SQL true when the caller's user exists and its credentials still hold, for a `users` row aliased `u`. Appends its
 * values to `bind` and refers to them by position.
 */
export function callerCondition(who: Who, bind: unknown[]): string {
  const at = (value: unknown) => `$${bind.push(value)}`;
  const caller = typeof who === "string" ? { userId: who } : who;
  const user = `u.id = ${at(caller.userId)}`;
  if ("tokenVersion" in caller && caller.tokenVersion !== undefined)
    return `${user} AND u.token_version = ${at(caller.tokenVersion)}`;
  if ("familyId" in caller && caller.familyId !== undefined)
    return `${user} AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.user_id = u.id AND t.family_id = ${at(caller.familyId)}
                                  AND t.revoked_at IS NULL AND t.expires_at > ${at(new Date())})`;
  return user;
}

/** requireUser's answers when the caller's user is gone or its credentials no longer hold; then the cross-site check. */
export function assertCallerChecked(who: Who, found: boolean): void {
  if (typeof who === "string") {
    if (!found) throw new AppError("AUTHENTICATION_ERROR", "User not authenticated");
    return;
  }
  if (!found)
    throw who.via === "bearer"
      ? new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.")
      : new AppError("AUTHENTICATION_ERROR", "User not authenticated");
  if (who.crossSite) throw who.crossSite;
}

export const userIdOf = (who: Who): string => (typeof who === "string" ? who : who.userId);

/** The signed-in user, as the routes see them. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** How the caller authenticated; cookie callers are checked for same-origin writes. */
  via: "bearer" | "cookie";
}

/** The caller a bearer access token names, verified without the database; an expired or forged token is refused. */
export async function callerOfToken(token: string): Promise<Caller> {
  const claims = await verifyAccessToken(token);
  return { userId: claims.userId, via: "bearer", tokenVersion: claims.tokenVersion };
}

/** The caller's user while its credentials hold (the token's version, the session's live family), else null. */
export async function findCallerUser(caller: Caller): Promise<AuthUser | null> {
  if (caller.familyId !== undefined && !(await isFamilyActive(caller.userId, caller.familyId))) return null;
  db();
  const user = await User.findByPk(caller.userId, {
    attributes: ["id", "email", "name", "email_verified", "token_version"],
  });
  if (!user || (caller.tokenVersion !== undefined && user.token_version !== caller.tokenVersion)) return null;
  return { id: user.id, email: user.email, name: user.name, emailVerified: user.email_verified, via: caller.via };
}
