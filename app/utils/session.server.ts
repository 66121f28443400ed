// Browser sessions: an httpOnly, SameSite=Lax cookie naming the user and the refresh-token family.
import { createCookieSessionStorage } from "@remix-run/node";
import { REFRESH_TOKEN_TTL_MS, sessionCookieSecret } from "~/services/tokens.server";

type SessionData = { userId: string; familyId: string };
let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;

function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__askdata_session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.NODE_ENV === "production" && !(process.env.PUBLIC_URL ?? "").startsWith("http://"),
      secrets: [sessionCookieSecret()],
      maxAge: REFRESH_TOKEN_TTL_MS / 1000,
    },
  });
  return storage;
}

export interface SessionAuth {
  userId: string;
  familyId: string;
}

export async function readSession(request: Request): Promise<SessionAuth | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__askdata_session")) return null;
  const session = await sessionStorage().getSession(cookie);
  const userId = session.get("userId");
  const familyId = session.get("familyId");
  return typeof userId === "string" && typeof familyId === "string" ? { userId, familyId } : null;
}

/** The Set-Cookie header that signs a browser in. */
export async function commitSession(auth: SessionAuth): Promise<string> {
  const session = await sessionStorage().getSession();
  session.set("userId", auth.userId);
  session.set("familyId", auth.familyId);
  return sessionStorage().commitSession(session);
}

export async function destroySession(request: Request): Promise<string> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  return sessionStorage().destroySession(session);
}
