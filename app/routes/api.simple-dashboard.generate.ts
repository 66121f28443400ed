import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { submitGeneration } from "~/services/dashboard-jobs.server";

export const body = z.object({
  connectionId: z
    .string({ error: "No database connection available. Please try again." })
    .min(1, "No database connection available. Please try again."),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    return ok(await submitGeneration(user.id, { connectionId: input.connectionId, kind: "simple" }), { status: 202 });
  },
});
