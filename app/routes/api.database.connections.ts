import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { listConnectionsForUser } from "~/services/connections.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) => ok(await listConnectionsForUser((await requireUser(request)).id)),
});
