import { apiRoute, ok } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { getUsage, requireProjectPermission } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const access = await requireProjectPermission(user?.id ?? null, params.id!, "read", "project");
    return ok(await getUsage(access.project.id));
  },
});
