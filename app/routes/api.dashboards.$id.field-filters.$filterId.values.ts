import { z } from "zod";
import { apiRoute, ok, readQuery } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getFieldFilterValues } from "~/services/dashboard-field-filters.server";

export const query = z.object({ search: z.string().max(200).optional() });

// Viewers pick values too: listing them reads the column, it changes nothing (ADR 056).
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const { search } = readQuery(request, query);
    return ok(await getFieldFilterValues(user.id, params.id!, params.filterId!, search));
  },
});
