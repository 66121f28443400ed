// What every workspace page needs on the server: the signed-in user (session cookie), the projects,
// the selected project (cookie, else the personal one, spec §4) and its connections.
import { redirect } from "@remix-run/node";
import { CONNECTION_COOKIE, PROJECT_COOKIE, SELECTION_COOKIE_MAX_AGE_S, readCookie } from "~/lib/selection-cookies";
import { getOptionalUser, type AuthUser } from "~/utils/auth.server";
import { AppError } from "~/lib/errors";
import { CROSS_SITE_MESSAGE, isCrossSiteForm } from "~/utils/cross-site.server";
import { asPageResponse } from "~/utils/request-body.server";
import { listSessions } from "~/services/chats.server";
import { listConnections } from "~/services/connections.server";
import { listDashboards } from "~/services/dashboards.server";
import { googleEnabled } from "~/services/google-auth.server";
import { listProjects } from "~/services/projects.server";
import { assertPasswordAuthEnabled, getUser } from "~/services/users.server";

/** The selected project (spec §4): the cookie's, else the personal one, else the first. */
export function selectedProject<P extends { id: string; is_personal: boolean }>(
  projects: P[],
  request: Request,
): P | null {
  const saved = readCookie(request.headers.get("Cookie"), PROJECT_COOKIE);
  return projects.find((p) => p.id === saved) ?? projects.find((p) => p.is_personal) ?? projects[0] ?? null;
}

export function authOptions() {
  let passwordEnabled = true;
  try {
    assertPasswordAuthEnabled();
  } catch {
    passwordEnabled = false;
  }
  return { googleEnabled: googleEnabled(), passwordEnabled };
}

export async function loadWorkspace(request: Request) {
  const auth = authOptions();
  const sessionUser = await getOptionalUser(request);
  if (!sessionUser) return { auth, user: null, workspace: null } as const;
  const user = await getUser(sessionUser.id);
  const projects = await listProjects(user.id);
  const project = selectedProject(projects, request);
  const [connections, chats, dashboards] = project
    ? await Promise.all([
        listConnections(project.id, project.userRole),
        listSessions(project.id),
        listDashboards(project.id),
      ])
    : [[], [], []];
  const savedConnection = readCookie(request.headers.get("Cookie"), CONNECTION_COOKIE);
  // spec §4: the first connection is selected when none is.
  const activeConnectionId = connections.find((c) => c.id === savedConnection)?.id ?? connections[0]?.id ?? null;
  return {
    auth,
    user,
    workspace: {
      projects,
      project,
      role: project?.userRole ?? null,
      connections,
      chats,
      dashboards,
      activeConnectionId,
    },
  } as const;
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
  const project = selectedProject(await listProjects(userId), request);
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
  const project = selectedProject(await listProjects(user.id), request);
  if (project && project.usage?.connections === 0) throw redirect("/connection");
}
