// /api/connections/{id}/definitions/{definitionId} (issue 18, ADR 030): read by anyone who may read the connection;
// replaced or deleted by editors and above — definitions describe the connection, which editors may edit.
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { deleteDefinition, getDefinition, updateDefinition } from "~/services/definitions.server";
import { definitionInput } from "~/lib/definitions";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { connection } = await requireConnection(user?.id ?? null, params.id!, "read");
    return ok(await getDefinition(connection, params.definitionId!));
  },
  PUT: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "edit");
    return ok(await updateDefinition(connection, params.definitionId!, await readJson(request, definitionInput)));
  },
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "edit");
    await deleteDefinition(connection, params.definitionId!);
    return ok({ deleted: true, id: params.definitionId });
  },
});
