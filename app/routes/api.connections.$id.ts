import { z } from "zod";
import { connectionNameSchema } from "~/lib/validation";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { connectionJson, deleteConnection, requireConnection, updateConnection } from "~/services/connections.server";

const body = z.object({
  name: connectionNameSchema.optional(),
  is_active: z.boolean().optional(),
  credentials: z
    .object({
      host: z.string().trim().min(1, "Host is required").optional(),
      port: z.coerce.number({ error: "Port must be a valid number" }).int().positive("Port must be a valid number").max(65535).optional(),
      database: z.string().trim().min(1, "Database name is required").optional(),
      username: z.string().trim().min(1, "Username is required").optional(),
      password: z.string().optional(),
      ssl: z.boolean().optional(),
    })
    .optional(),
});

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    return ok(connectionJson((await requireConnection(user?.id ?? null, params.id!, "read")).connection));
  },
  PUT: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "edit");
    return ok(await updateConnection(connection, user.id, await readJson(request, body)));
  },
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "delete");
    await deleteConnection(connection, user.id);
    return ok({ deleted: true, id: connection.id });
  },
});
