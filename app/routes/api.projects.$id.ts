import { projectInputSchema } from "~/lib/validation";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { deleteProject, getProject, requireProjectPermission, updateProject } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  // Public projects are readable without signing in (spec §1).
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    return ok(await getProject(await requireProjectPermission(user?.id ?? null, params.id!, "read", "project")));
  },
  PUT: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "edit", "project");
    return ok(await updateProject(access, user.id, await readJson(request, projectInputSchema.partial())));
  },
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "delete", "project");
    await deleteProject(access);
    return ok({ deleted: true, id: access.project.id });
  },
});
