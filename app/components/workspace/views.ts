// The views of spec §2, addressed by URL, with the data model and Members pages (issue 17) and Definitions (issue 18).
export type View = "welcome" | "connection" | "data" | "definitions" | "query" | "chat" | "dashboard" | "members";

export const VIEW_LABELS: Record<View, string> = {
  welcome: "Welcome",
  connection: "Connect Database",
  data: "Data Model",
  definitions: "Definitions",
  query: "Query",
  chat: "Chat",
  dashboard: "Dashboard",
  members: "Members",
};

export function viewOf(pathname: string): View {
  if (pathname.startsWith("/connection")) return "connection";
  if (/^\/data\/[^/]+\/definitions/.test(pathname)) return "definitions";
  if (pathname.startsWith("/data/")) return "data";
  if (pathname.startsWith("/query")) return "query";
  if (pathname.startsWith("/chat/")) return "chat";
  if (pathname.startsWith("/dashboard/")) return "dashboard";
  if (pathname.startsWith("/members")) return "members";
  return "welcome";
}

/** spec §2: Dashboard is active for welcome and dashboard views, Query for query and chat views. */
export function sectionOf(view: View): "dashboard" | "query" | null {
  if (view === "welcome" || view === "dashboard") return "dashboard";
  if (view === "query" || view === "chat") return "query";
  return null;
}
