// The browser's persisted items (spec §3): accessToken, refreshToken, user, currentProjectId in
// localStorage, plus two plain cookies that tell the server which project and connection are selected
// so pages render the same selection with or without JavaScript (app/lib/selection-cookies.ts).
import { CONNECTION_COOKIE, PROJECT_COOKIE, SELECTION_COOKIE_MAX_AGE_S } from "~/lib/selection-cookies";

export { CONNECTION_COOKIE, PROJECT_COOKIE, readCookie } from "~/lib/selection-cookies";

export interface StoredUser {
  id: string;
  email: string;
  name: string;
  email_verified?: boolean;
  subscription_tier?: string;
  niche?: string | null;
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

const KEYS = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  user: "user",
  currentProjectId: "currentProjectId",
} as const;

function store(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getTokens(): StoredTokens | null {
  const accessToken = store()?.getItem(KEYS.accessToken);
  const refreshToken = store()?.getItem(KEYS.refreshToken);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export function getAccessToken(): string | null {
  return store()?.getItem(KEYS.accessToken) ?? null;
}

export function setTokens(tokens: StoredTokens): void {
  store()?.setItem(KEYS.accessToken, tokens.accessToken);
  store()?.setItem(KEYS.refreshToken, tokens.refreshToken);
}

export function getStoredUser(): StoredUser | null {
  const raw = store()?.getItem(KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}

export function setStoredUser(user: StoredUser): void {
  store()?.setItem(KEYS.user, JSON.stringify(user));
}

export function getCurrentProjectId(): string | null {
  return store()?.getItem(KEYS.currentProjectId) ?? null;
}

export function setCurrentProjectId(projectId: string): void {
  store()?.setItem(KEYS.currentProjectId, projectId);
  writeCookie(PROJECT_COOKIE, projectId);
}

export function setActiveConnectionCookie(connectionId: string | null): void {
  writeCookie(CONNECTION_COOKIE, connectionId);
}

/** Sign-out and authentication expiry (spec §4) forget everything the browser kept. */
export function clearSession(): void {
  for (const key of Object.values(KEYS)) store()?.removeItem(key);
  writeCookie(PROJECT_COOKIE, null);
  writeCookie(CONNECTION_COOKIE, null);
}

/** Saves what a sign-in answered (spec §4 "Sign-in saves the user and tokens"). */
export function saveSignIn(result: { user: StoredUser; tokens?: StoredTokens | null }): void {
  const previous = getStoredUser();
  if (previous && previous.id !== result.user.id) clearSession();
  setStoredUser(result.user);
  if (result.tokens) setTokens(result.tokens);
}

/** The claims of the sign-in token (spec §3: userId, email, name); null when it cannot be read. */
export function decodeTokenUser(token: string): StoredUser | null {
  try {
    const payload = token.split(".")[1];
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    if (typeof json.userId !== "string") return null;
    return {
      id: json.userId,
      email: String(json.email ?? ""),
      name: String(json.name ?? ""),
      subscription_tier: "free",
    };
  } catch (error) {
    // spec §8: a failed sign-in token parse is only logged.
    console.warn("Could not read the sign-in token", error);
    return null;
  }
}

function writeCookie(name: string, value: string | null): void {
  if (typeof document === "undefined") return;
  const attributes = `; Path=/; SameSite=Lax${value ? `; Max-Age=${SELECTION_COOKIE_MAX_AGE_S}` : "; Max-Age=0"}`;
  document.cookie = `${name}=${value ? encodeURIComponent(value) : ""}${attributes}`;
}

/**
 * The return of the third-party sign-in (spec §2): token, refreshToken and user in the query string.
 * Returns whether a sign-in was found and stored.
 */
export function acceptSignInParams(params: URLSearchParams): boolean {
  const accessToken = params.get("token");
  if (!accessToken) return false;
  const refreshToken = params.get("refreshToken");
  let user: StoredUser | null = null;
  try {
    user = params.get("user") ? (JSON.parse(params.get("user")!) as StoredUser) : null;
  } catch (error) {
    console.warn("Could not read the signed-in user", error);
  }
  user ??= decodeTokenUser(accessToken);
  if (!user) return false;
  saveSignIn({ user, tokens: refreshToken ? { accessToken, refreshToken } : null });
  if (!refreshToken) store()?.setItem(KEYS.accessToken, accessToken);
  return true;
}
