// Browsers and tools ask for /favicon.ico whatever the page links: send them to the icon, not into a 404 (issue 17).
import { redirect } from "@remix-run/node";

export const loader = () =>
  redirect("/favicon.svg", { status: 301, headers: { "Cache-Control": "public, max-age=86400" } });
