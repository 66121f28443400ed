// Who is calling: a Bearer access token (API clients) or the session cookie (pages).
import { User } from "~db/models";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";
import { CROSS_SITE_MESSAGE, isCrossSiteForm } from "./cross-site.server";
import { readSession } from "./session.server";
import type { Caller } from "~/services/caller.server";
import { isFamilyActive, verifyAccessToken } from "~/services/tokens.server";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** How the caller authenticated; cookie callers are checked for same-origin writes. */
  via: "bearer" | "cookie";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Cookie-authenticated writes must come from our own origin (CSRF defence on top of SameSite=Lax). */
function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (isCrossSiteForm(request)) throw new AppError("AUTHORIZATION_ERROR", CROSS_SITE_MESSAGE);
  const source = request.headers.get("Origin") ?? request.headers.get("Referer");
  const own = new URL(request.url);
  const allowed = new Set([own.host, process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).host : own.host]);
  const host = (() => {
    try {
      return source ? new URL(source).host : null;
    } catch {
      return null;
    }
  })();
  if (!host || !allowed.has(host)) throw new AppError("AUTHORIZATION_ERROR", "Cross-site request refused");
}

/** The user, or null; with `tokenVersion`, only while the user's version still matches (no logout since). */
async function loadUser(id: string, via: AuthUser["via"], tokenVersion?: number): Promise<AuthUser | null> {
  db();
  const user = await User.findByPk(id, { attributes: ["id", "email", "name", "email_verified", "token_version"] });
  if (!user || (tokenVersion !== undefined && user.token_version !== tokenVersion)) return null;
  return { id: user.id, email: user.email, name: user.name, emailVerified: user.email_verified, via };
}

export async function getOptionalUser(request: Request): Promise<AuthUser | null> {
  const header = request.headers.get("Authorization");
  if (header?.startsWith("Bearer ")) {
    const claims = await verifyAccessToken(header.slice(7).trim());
    const user = await loadUser(claims.userId, "bearer", claims.tokenVersion);
    if (!user) throw new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.");
    return user;
  }
  const session = await readSession(request);
  if (!session) return null;
  if (!(await isFamilyActive(session.userId, session.familyId))) return null;
  const user = await loadUser(session.userId, "cookie");
  if (user) assertSameOrigin(request);
  return user;
}

export async function requireUser(request: Request): Promise<AuthUser> {
  const user = await getOptionalUser(request);
  if (!user) throw new AppError("AUTHENTICATION_ERROR", "User not authenticated");
  return user;
}

/**
 * The caller a request names, read without the database: the service's statement that reads what the request asks
 * for also checks the user, its token version or session, and the project role (issue 38). Same errors as requireUser.
 */
export async function readCaller(request: Request): Promise<Caller> {
  const header = request.headers.get("Authorization");
  if (header?.startsWith("Bearer ")) {
    const claims = await verifyAccessToken(header.slice(7).trim());
    return { userId: claims.userId, via: "bearer", tokenVersion: claims.tokenVersion };
  }
  const session = await readSession(request);
  if (!session) throw new AppError("AUTHENTICATION_ERROR", "User not authenticated");
  const caller: Caller = { userId: session.userId, via: "cookie", familyId: session.familyId };
  try {
    assertSameOrigin(request);
  } catch (error) {
    caller.crossSite = error as AppError;
  }
  return caller;
}
