import { apiRoute, ok } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { listDashboards } from "~/services/dashboards.server";
import { requireProjectPermission } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const access = await requireProjectPermission(user?.id ?? null, params.id!, "read", "dashboard");
    return ok(await listDashboards(access.project.id));
  },
});
