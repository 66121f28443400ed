import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { testSavedConnection } from "~/services/connection-checks.server";
import { requireConnection } from "~/services/connections.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    // a test reaches the customer's database and records its status: an editor's action, like running SQL
    const { connection } = await requireConnection(user.id, params.id!, "edit");
    return ok(await testSavedConnection(connection));
  },
});
