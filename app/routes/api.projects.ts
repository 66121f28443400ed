import { projectInputSchema } from "~/lib/validation";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { createProject, listProjects } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) => ok(await listProjects((await requireUser(request)).id)),
  POST: async ({ request }) => {
    const user = await requireUser(request);
    return ok(await createProject(user.id, await readJson(request, projectInputSchema)), { status: 201 });
  },
});
