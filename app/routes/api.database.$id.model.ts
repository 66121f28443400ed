// The data model of a connection (tables, columns, keys, relationships, what the engine derived); with `table`,
// a few sample values per column of that table. Anyone who may read the connection may read its model.
import { z } from "zod";
import { apiRoute, ok, readQuery } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { getDataModel, getTableSamples } from "~/services/data-model.server";

export const query = z.object({
  refresh: z.enum(["true", "false"]).optional(),
  table: z.string().min(1).max(200).optional(),
  schema: z.string().max(200).optional(),
});

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { connection } = await requireConnection(user?.id ?? null, params.id!, "read");
    const { refresh, table, schema } = readQuery(request, query);
    if (table) return ok(await getTableSamples(connection, table, schema));
    return ok(await getDataModel(connection, { refresh: refresh === "true" }));
  },
});
