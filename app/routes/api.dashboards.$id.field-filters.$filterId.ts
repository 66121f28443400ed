import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { removeFieldFilter } from "~/services/dashboard-field-filters.server";

export const { loader, action } = apiRoute({
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    return ok({ filters: await removeFieldFilter(user.id, params.id!, params.filterId!) });
  },
});
