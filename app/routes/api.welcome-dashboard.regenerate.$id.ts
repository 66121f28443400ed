import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { submitRegeneration } from "~/services/dashboard-jobs.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, params }) =>
    ok(await submitRegeneration((await requireUser(request)).id, params.id!), { status: 202 }),
});
