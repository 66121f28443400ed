import { z } from "zod";
import { connectionNameSchema } from "~/lib/validation";
import { connectionJson, deleteConnection, requireConnection, updateConnection } from "~/services/connections.server";
import { resourceRoute } from "~/utils/resource-route.server";

export const body = z.object({
  name: connectionNameSchema.optional(),
  is_active: z.boolean().optional(),
  credentials: z
    .object({
      host: z.string().trim().min(1, "Host is required").optional(),
      port: z.coerce
        .number({ error: "Port must be a valid number" })
        .int()
        .positive("Port must be a valid number")
        .max(65535)
        .optional(),
      database: z.string().trim().min(1, "Database name is required").optional(),
      username: z.string().trim().min(1, "Username is required").optional(),
      password: z.string().optional(),
      ssl: z.boolean().optional(),
    })
    .optional(),
});

export const { loader, action } = resourceRoute({
  find: async (userId, id, action) => {
    const { connection, access } = await requireConnection(userId, id, action);
    return { id: connection.id, connection, role: access.role };
  },
  show: ({ connection, role }) => connectionJson(connection, role),
  body,
  update: ({ connection }, userId, input) => updateConnection(connection, userId, input),
  remove: ({ connection }, userId) => deleteConnection(connection, userId),
});
