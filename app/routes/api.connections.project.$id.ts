import { apiRoute, ok } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { listConnections } from "~/services/connections.server";
import { requireProjectPermission } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const access = await requireProjectPermission(user?.id ?? null, params.id!, "read", "connection");
    return ok(await listConnections(access.project.id, access.role));
  },
});
