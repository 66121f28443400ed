// The security headers of every page (app/entry.server.tsx). Scripts run only from our origin or inline with this
// response's nonce; styles may be inline (Mantine and Highcharts set style attributes); nothing is framed by another
// site unless a route widens frame-ancestors for its own page (a share that allows embedding, issue 35).

export interface PolicyOptions {
  nonce: string;
  /** `'self'`, or what a route allowed for its page. */
  frameAncestors: string;
  /** `remix dev` serves live reload from another port of localhost. */
  development?: boolean;
}

export const FRAME_ANCESTORS_SELF = "'self'";

export function contentSecurityPolicy({ nonce, frameAncestors, development = false }: PolicyOptions): string {
  const devServer = development ? " http://localhost:* ws://localhost:*" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " http://localhost:*" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${devServer}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/**
 * The frame-ancestors a route set for its page (a Content-Security-Policy header of that directive alone, from its
 * `headers`), or 'self'.
 */
export function frameAncestorsOf(routePolicy: string | null): string {
  const directive = routePolicy
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith("frame-ancestors "));
  return directive ? directive.slice("frame-ancestors ".length).trim() : FRAME_ANCESTORS_SELF;
}

/** Sets the page's policy and the headers that go with it, replacing a route's frame-ancestors-only policy. */
export function setSecurityHeaders(
  headers: Headers,
  nonce: string,
  development = process.env.NODE_ENV === "development",
): void {
  const frameAncestors = frameAncestorsOf(headers.get("Content-Security-Policy"));
  headers.set("Content-Security-Policy", contentSecurityPolicy({ nonce, frameAncestors, development }));
  if (frameAncestors === FRAME_ANCESTORS_SELF) headers.set("X-Frame-Options", "SAMEORIGIN");
  else headers.delete("X-Frame-Options");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
}
