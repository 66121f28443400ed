import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { explainQuery } from "~/services/explain.server";

export const body = z.object({
  connectionId: z.string().min(1, "connectionId is required"),
  query: z.string().trim().min(1, "query is required").max(100_000),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    const { connection } = await requireConnection(user.id, input.connectionId, "create", "query");
    return ok(await explainQuery(connection, input.query));
  },
});
