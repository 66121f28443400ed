import { apiRoute, ok } from "~/utils/api.server";
import { readCaller } from "~/utils/auth.server";
import { getJobStatus } from "~/services/query-jobs.server";

export const { loader, action } = apiRoute({
  // the caller is checked in the statement that reads the job (issue 38)
  GET: async ({ request, params }) => ok(await getJobStatus(await readCaller(request), params.id!)),
});
