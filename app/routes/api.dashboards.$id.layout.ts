// PUT /api/dashboards/{id}/layout: where each widget sits after a drag or a resize (ADR 028).
import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { arrangeWidgets, requireDashboard } from "~/services/dashboards.server";
import { MAX_WIDGETS, positionSchema } from "~/services/widgets.server";

export const body = z.object({
  positions: z
    .array(positionSchema.extend({ id: z.string().trim().min(1).max(100) }))
    .min(1)
    .max(MAX_WIDGETS),
});

export const { loader, action } = apiRoute({
  PUT: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboard(user.id, params.id!, "edit");
    return ok(await arrangeWidgets(dashboard, user.id, (await readJson(request, body)).positions));
  },
});
