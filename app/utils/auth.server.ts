// Who is calling: a Bearer access token (API clients) or the session cookie (pages).
import { AppError } from "~/lib/errors";
import { CROSS_SITE_MESSAGE, isCrossSiteForm } from "./cross-site.server";
import { readSession } from "./session.server";
import { callerOfToken, findCallerUser, type AuthUser, type Caller } from "~/services/caller.server";

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

/** Who the request says it is (a bearer token, verified, or the session cookie), not yet checked in the database. */
async function callerOf(request: Request): Promise<Caller | null> {
  const header = request.headers.get("Authorization");
  if (header?.startsWith("Bearer ")) return callerOfToken(header.slice(7).trim());
  const session = await readSession(request);
  return session ? { userId: session.userId, via: "cookie", familyId: session.familyId } : null;
}

export async function getOptionalUser(request: Request): Promise<AuthUser | null> {
  const caller = await callerOf(request);
  if (!caller) return null;
  const user = await findCallerUser(caller);
  if (caller.via === "bearer") {
    if (!user) throw new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.");
    return user;
  }
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
  const caller = await callerOf(request);
  if (!caller) throw new AppError("AUTHENTICATION_ERROR", "User not authenticated");
  if (caller.via === "cookie") {
    try {
      assertSameOrigin(request);
    } catch (error) {
      caller.crossSite = error as AppError;
    }
  }
  return caller;
}
