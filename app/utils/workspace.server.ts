// What every workspace page needs on the server: the signed-in user (session cookie) and the selection cookies, handed
// to the one service that assembles the workspace (app/services/workspace.server.ts, ADR 062).
import { redirect } from "@remix-run/node";
import { CONNECTION_COOKIE, PROJECT_COOKIE, SELECTION_COOKIE_MAX_AGE_S, readCookie } from "~/lib/selection-cookies";
import { getOptionalUser } from "~/utils/auth.server";
import { AppError } from "~/lib/errors";
import { CROSS_SITE_MESSAGE, isCrossSiteForm } from "~/utils/cross-site.server";
import { asPageResponse } from "~/utils/request-body.server";
import type { AuthUser } from "~/services/caller.server";
import { getSelectedProject, getWorkspace, type Selection } from "~/services/workspace.server";

/** The project and connection the request's cookies select (spec §4). */
function selectionOf(request: Request): Selection {
  const cookie = request.headers.get("Cookie");
  return { projectId: readCookie(cookie, PROJECT_COOKIE), connectionId: readCookie(cookie, CONNECTION_COOKIE) };
}

export async function loadWorkspace(request: Request) {
  const sessionUser = await getOptionalUser(request);
  return getWorkspace(sessionUser?.id ?? null, selectionOf(request));
}

export type WorkspaceLoaderData = Awaited<ReturnType<typeof loadWorkspace>>;

/**
 * Page actions: the signed-in user, or back to the workspace root where the sign-in dialog opens. A refused caller
 * (a form from another site) is a 403, not a 500.
 */
export async function requirePageUser(request: Request): Promise<AuthUser> {
  if (isCrossSiteForm(request)) asPageResponse(new AppError("AUTHORIZATION_ERROR", CROSS_SITE_MESSAGE));
  const user = await getOptionalUser(request).catch(asPageResponse);
  if (!user) throw redirect("/");
  return user;
}

/** The selected project of a page action: the cookie's, else the personal project. */
export async function requireCurrentProject(request: Request, userId: string) {
  const project = await getSelectedProject(userId, selectionOf(request).projectId);
  if (!project) throw new Response("No project available. Please create a project first.", { status: 404 });
  return project;
}

export function selectionCookie(name: typeof PROJECT_COOKIE | typeof CONNECTION_COOKIE, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Max-Age=${SELECTION_COOKIE_MAX_AGE_S}`;
}

/** Only our own paths: a redirect target from a form must not leave the site. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return fallback;
  return target;
}

/** spec §2: the connection view is shown while the selected project has no connections. */
export async function redirectWithoutConnections(request: Request): Promise<void> {
  const user = await getOptionalUser(request);
  if (!user) return;
  const project = await getSelectedProject(user.id, selectionOf(request).projectId);
  if (project && project.usage?.connections === 0) throw redirect("/connection");
}
