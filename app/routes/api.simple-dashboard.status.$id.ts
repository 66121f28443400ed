import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getGenerationStatus } from "~/services/dashboard-jobs.server";

// spec §4: polled every 2 s, at most 150 times.
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => ok(await getGenerationStatus((await requireUser(request)).id, params.id!)),
});
