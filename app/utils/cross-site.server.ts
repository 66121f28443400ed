// Any site can make a browser post a form here — urlencoded, multipart or text/plain, the content types a browser
// sends cross-site without asking (CORS preflights the rest, and we allow none). Such a post from another site is
// refused with 403 before anything reads or acts on it, signed in or not (CSRF, login CSRF; issue 35).
//
// Remix refuses a page action whose Origin is not the Host itself, but with a bare 500 before any of our code runs.
// So, as client-address.server.ts does for the socket's address, the web process looks at each request as Node's
// HTTP server announces it: a cross-site form write is stamped (a client's own value of the stamp is dropped) and its
// Origin removed, so it reaches the route, whose body reader or user check answers 403 in the route's own form.
import { subscribe } from "node:diagnostics_channel";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { AppError } from "~/lib/errors";

export const CROSS_SITE_HEADER = "x-askdata-cross-site";
export const CROSS_SITE_MESSAGE = "Cross-site request refused";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i;

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Our own hosts: the one the request was sent to, and PUBLIC_URL's behind a proxy. */
function ownHosts(requestHost: string | null): Set<string> {
  const publicHost = process.env.PUBLIC_URL ? hostOf(process.env.PUBLIC_URL) : null;
  return new Set([requestHost, publicHost].filter((host): host is string => Boolean(host)));
}

/**
 * Whether a browser says a write comes from another site, in a form's content type: Sec-Fetch-Site when it sends
 * one, else an Origin that is not ours ("null" included: a sandboxed frame hides where it came from). A client that
 * sends neither (curl, a server) is no browser acting for a victim.
 */
function crossSiteForm(
  method: string,
  header: (name: string) => string | null | undefined,
  requestHost: string | null,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) || !FORM_TYPES.test(header("content-type") ?? "")) return false;
  const site = header("sec-fetch-site")?.trim().toLowerCase();
  if (site) return site !== "same-origin" && site !== "none";
  const origin = header("origin");
  if (origin === null || origin === undefined) return false;
  const host = hostOf(origin);
  return !host || !ownHosts(requestHost).has(host);
}

function stampCrossSite(message: unknown): void {
  const { request } = message as { request: IncomingMessage };
  const headers: IncomingHttpHeaders = request.headers;
  delete headers[CROSS_SITE_HEADER];
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const host = one("x-forwarded-host")?.split(",")[0]?.trim() || one("host") || null;
  if (!crossSiteForm(request.method ?? "GET", one, host)) return;
  headers[CROSS_SITE_HEADER] = "1";
  delete headers.origin;
}

const installed = Symbol.for("askdata.cross-site-stamp");
/** Idempotent: the dev server re-imports the build. Runs when the server build is loaded. */
export function installCrossSiteStamp(): void {
  const registry = globalThis as { [installed]?: boolean };
  if (registry[installed]) return;
  registry[installed] = true;
  subscribe("http.server.request.start", stampCrossSite);
}
installCrossSiteStamp();

/** A form (or text/plain) write from another site: stamped by the web process, or told by the request's headers. */
export function isCrossSiteForm(request: Request): boolean {
  if (request.headers.get(CROSS_SITE_HEADER) === "1") return true;
  return crossSiteForm(request.method, (name) => request.headers.get(name), hostOf(request.url));
}

export function assertNotCrossSiteForm(request: Request): void {
  if (isCrossSiteForm(request)) throw new AppError("AUTHORIZATION_ERROR", CROSS_SITE_MESSAGE);
}
