// /api/connections/{id}/definitions: what a team says once about a connection's data (issue 18, ADR 030).
// Anyone who may read the connection lists them and the engine's suggestions; editors and above add them.
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { createDefinition, listDefinitions, suggestedDefinitions } from "~/services/definitions.server";
import { definitionInput } from "~/lib/definitions";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { connection } = await requireConnection(user?.id ?? null, params.id!, "read");
    const [definitions, suggested] = await Promise.all([listDefinitions(connection), suggestedDefinitions(connection)]);
    return ok({ definitions, suggested });
  },
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "edit");
    return ok(await createDefinition(connection, user.id, await readJson(request, definitionInput)), { status: 201 });
  },
});
