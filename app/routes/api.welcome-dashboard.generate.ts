import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { submitGeneration } from "~/services/dashboard-jobs.server";

export const body = z.object({
  connectionId: z
    .string({ error: "No database connection available. Please try again." })
    .min(1, "No database connection available. Please try again."),
  name: z.string().trim().min(1, "Please enter a dashboard name").max(200).optional(),
});

// spec §7: answers at once with the job (10 s budget); the worker generates.
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    return ok(await submitGeneration(user.id, { ...input, kind: "welcome" }), { status: 202 });
  },
});
