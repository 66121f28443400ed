// What every workspace page shows (spec §4): the user, the projects, the selected project (the cookie's, else the
// personal one, else the first) and its connections, chats and dashboards. The request plumbing that reads the
// cookies (app/utils/workspace.server.ts) reaches services only through this module (ADR 062).
import { listSessions } from "./chats.server";
import { listConnections } from "./connections.server";
import { listDashboards } from "./dashboards.server";
import { googleEnabled } from "./google-auth.server";
import { listProjects } from "./projects.server";
import { getUser, passwordAuthEnabled } from "./users.server";

/** What the request's cookies name; either may be stale (a project left, a connection deleted). */
export interface Selection {
  projectId: string | null;
  connectionId: string | null;
}

type ProjectItem = Awaited<ReturnType<typeof listProjects>>[number];

/** The selected project (spec §4): the saved one, else the personal one, else the first. */
function selectedProject(projects: ProjectItem[], projectId: string | null): ProjectItem | null {
  return projects.find((p) => p.id === projectId) ?? projects.find((p) => p.is_personal) ?? projects[0] ?? null;
}

/** How people may sign in (spec §1): Google when configured, e-mail and password unless switched off. */
export function signInOptions() {
  return { googleEnabled: googleEnabled(), passwordEnabled: passwordAuthEnabled() };
}

/** The workspace of a signed-in user, or only the sign-in options for a visitor (userId null). */
export async function getWorkspace(userId: string | null, selection: Selection) {
  const auth = signInOptions();
  if (!userId) return { auth, user: null, workspace: null } as const;
  const user = await getUser(userId);
  const projects = await listProjects(user.id);
  const project = selectedProject(projects, selection.projectId);
  const [connections, chats, dashboards] = project
    ? await Promise.all([
        listConnections(project.id, project.userRole),
        listSessions(project.id),
        listDashboards(project.id),
      ])
    : [[], [], []];
  // spec §4: the first connection is selected when none is.
  const activeConnectionId = connections.find((c) => c.id === selection.connectionId)?.id ?? connections[0]?.id ?? null;
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

/** The user's selected project alone (page actions, the connection view's redirect). */
export async function getSelectedProject(userId: string, projectId: string | null): Promise<ProjectItem | null> {
  return selectedProject(await listProjects(userId), projectId);
}
