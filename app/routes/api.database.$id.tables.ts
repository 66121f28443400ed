import { apiRoute, ok } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { getConnectionTables } from "~/services/connection-catalogs.server";
import { requireConnection } from "~/services/connections.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { connection } = await requireConnection(user?.id ?? null, params.id!, "read");
    return ok(await getConnectionTables(connection));
  },
});
