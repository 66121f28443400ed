import { z } from "zod";
import { dialectSchema } from "~/connectors/dialects";
import { connectionNameSchema, credentialsSchema } from "~/lib/validation";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { createConnection } from "~/services/connections.server";
import { requireProjectPermission } from "~/services/projects.server";

export const body = z.object({
  type: dialectSchema,
  name: connectionNameSchema,
  config: credentialsSchema,
  project_id: z.string({ error: "No project selected" }).min(1, "No project selected"),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    const access = await requireProjectPermission(user.id, input.project_id, "create", "connection");
    const connection = await createConnection(access, user.id, {
      name: input.name,
      type: input.type,
      credentials: input.config,
    });
    return ok({ connectionId: connection.id, connection }, { status: 201 });
  },
});
