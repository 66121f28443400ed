import { z } from "zod";
import { apiRoute, ok, readQuery } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { getConnectionTables } from "~/services/connection-catalogs.server";
import { connectionJson, requireConnection } from "~/services/connections.server";

export const query = z.object({ refresh: z.enum(["true", "false"]).optional() });

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { connection, access } = await requireConnection(user?.id ?? null, params.id!, "read");
    const tables = await getConnectionTables(connection, { refresh: readQuery(request, query).refresh === "true" });
    return ok({
      connection: connectionJson(connection, access.role),
      tables,
      tableCount: tables.length,
      totalRows: tables.reduce((sum, t) => sum + t.rowCount, 0),
    });
  },
});
