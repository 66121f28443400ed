// Two plain cookies tell the server which project and connection the browser selected, so pages render the
// same selection with or without JavaScript. The browser writes them (app/browser/session-storage.ts).

export const PROJECT_COOKIE = "askdata_project";
export const CONNECTION_COOKIE = "askdata_connection";
export const SELECTION_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Reads one of our plain cookies from a Cookie header (server) or document.cookie (browser). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = decodeURIComponent(rest.join("="));
      return value || null;
    }
  }
  return null;
}
