import { apiRoute, ok } from "~/services/api.server";
import { requireUser } from "~/services/auth.server";
import { listConnectionsForUser } from "~/services/connections.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) => ok(await listConnectionsForUser((await requireUser(request)).id)),
});
