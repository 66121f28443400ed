import { apiRoute, ok } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { getSuggestions } from "~/services/suggestions.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { connection } = await requireConnection(user?.id ?? null, params.connectionId!, "read");
    return ok({ suggestions: await getSuggestions(connection) });
  },
});
