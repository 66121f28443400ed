import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { generatedPreviewJson, getGeneratedDashboard } from "~/services/dashboard-jobs.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) =>
    ok(generatedPreviewJson(await getGeneratedDashboard((await requireUser(request)).id, params.id!))),
});
