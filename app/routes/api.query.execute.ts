import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { runSql } from "~/services/queries.server";

export const body = z.object({
  connectionId: z.string().min(1, "connectionId is required"),
  sql: z.string().trim().min(1, "sql is required").max(100_000),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    const { connection } = await requireConnection(user.id, input.connectionId, "create", "query");
    return ok(await runSql(connection, input.sql));
  },
});
