// Switch Project modal actions (spec §2): switch to a project, or create one and switch to it.
import { data, redirect } from "@remix-run/node";
import { isAppError, userMessage } from "~/lib/errors";
import { CONNECTION_COOKIE, PROJECT_COOKIE } from "~/lib/selection-cookies";
import { projectInputSchema } from "~/lib/validation";
import { validationError } from "~/utils/api.server";
import { createProject, listProjects } from "~/services/projects.server";
import { requirePageUser, safeRedirect, selectionCookie } from "~/utils/workspace.server";
import { readPageForm } from "~/utils/request-body.server";
import type { ProjectActionData } from "~/lib/page-actions";

function switchedTo(projectId: string, target: string) {
  const headers = new Headers();
  headers.append("Set-Cookie", selectionCookie(PROJECT_COOKIE, projectId));
  // The previous project's connection does not belong to the new one.
  headers.append("Set-Cookie", `${CONNECTION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  return redirect(target, { headers });
}

export async function projectAction(request: Request) {
  const user = await requirePageUser(request);
  const form = await readPageForm(request);
  if (form.get("intent") === "switch") {
    const projectId = String(form.get("projectId") ?? "");
    const projects = await listProjects(user.id);
    if (!projects.some((project) => project.id === projectId))
      return data<ProjectActionData>({ intent: "switch", formError: "Failed to switch project" }, { status: 404 });
    return switchedTo(projectId, safeRedirect(form.get("redirectTo")));
  }
  const values = {
    name: String(form.get("name") ?? ""),
    description: String(form.get("description") ?? ""),
    is_public: form.get("is_public") === "on",
  };
  try {
    const parsed = projectInputSchema.safeParse({
      name: values.name,
      description: values.description || null,
      is_public: values.is_public,
    });
    if (!parsed.success) throw validationError(parsed.error);
    const project = await createProject(user.id, parsed.data);
    return switchedTo(project.id, "/");
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fieldErrors = error.details?.fields as Record<string, string> | undefined;
    return data<ProjectActionData>(
      {
        intent: "create",
        values,
        fieldErrors,
        formError: fieldErrors ? undefined : `Failed to create project: ${userMessage(error)}`,
      },
      { status: error.status },
    );
  }
}
