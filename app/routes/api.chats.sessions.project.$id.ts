import { apiRoute, ok } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { listSessions } from "~/services/chats.server";
import { requireProjectPermission } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const access = await requireProjectPermission(user?.id ?? null, params.id!, "read", "chat");
    return ok(await listSessions(access.project.id));
  },
});
