import { z } from "zod";
import { readFieldFilterValues } from "~/lib/field-filters";
import { apiRoute, ok, readQuery } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getFilteredDashboard } from "~/services/dashboard-filters.server";

/** Field filters' values come as `f.<filter id>`, repeated for several (ADR 056). */
export const query = z.object({
  period: z.string().max(20).optional(),
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const chosen = readFieldFilterValues(new URL(request.url).searchParams);
    return ok(await getFilteredDashboard(user.id, params.id!, readQuery(request, query), chosen));
  },
});
