import { apiRoute, ok } from "~/services/api.server";
import { requireUser } from "~/services/auth.server";
import { requireConnection, testSavedConnection } from "~/services/connections.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "read");
    return ok(await testSavedConnection(connection));
  },
});
