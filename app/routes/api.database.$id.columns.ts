// /api/database/{id}/columns: a CSV connection's type editor (ADR 050). GET lists the columns with the values left
// empty and the spellings to merge, or with `index` and `type` previews a change; POST makes the changes.
import { apiRoute, ok, readJson, readQuery } from "~/utils/api.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import {
  changeCsvColumns,
  columnEditsInput,
  getCsvColumns,
  previewCsvColumn,
  previewInput,
} from "~/services/csv-columns.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { connection } = await requireConnection(user?.id ?? null, params.id!, "read");
    if (new URL(request.url).searchParams.has("index"))
      return ok(await previewCsvColumn(connection, readQuery(request, previewInput)));
    return ok(await getCsvColumns(connection));
  },
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "edit");
    return ok({ connection: await changeCsvColumns(connection, user.id, await readJson(request, columnEditsInput)) });
  },
});
