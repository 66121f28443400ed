// POST /api/drill: a drill-through from a chart (ADR 057) — queued like a question; its answer joins the chat named,
// or is kept nowhere (a viewer's exploration, the next page of rows). Poll GET /api/query/job/{jobId}.
import { z } from "zod";
import { drillRequestSchema } from "~/lib/drill";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { submitDrill } from "~/services/drill-through.server";

export const body = drillRequestSchema.extend({ chatSessionId: z.string().uuid().nullable().optional() });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    return ok(await submitDrill(user.id, await readJson(request, body)), { status: 202 });
  },
});
