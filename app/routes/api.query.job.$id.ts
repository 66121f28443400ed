import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getJobStatus } from "~/services/query-jobs.server";

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => ok(await getJobStatus((await requireUser(request)).id, params.id!)),
});
