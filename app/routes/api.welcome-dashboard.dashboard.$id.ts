import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { generatedDashboardJson, getGeneratedDashboard } from "~/services/dashboard-jobs.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) =>
    ok(generatedDashboardJson(await getGeneratedDashboard((await requireUser(request)).id, params.id!))),
});
