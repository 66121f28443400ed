import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { requireConnection, updateConnection } from "~/services/connections.server";

// Disconnect keeps the connection but marks it inactive (red dot); deleting is DELETE /connections/{id}.
export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "edit");
    return ok(await updateConnection(connection, user.id, { is_active: false }));
  },
});
