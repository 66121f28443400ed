import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { requireDashboard, upsertWidget } from "~/services/dashboards.server";
import { widgetInputSchema } from "~/services/widgets.server";

export const body = z.object({ widget: widgetInputSchema });

export const { loader, action } = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboard(user.id, params.id!, "edit");
    return ok(await upsertWidget(dashboard, user.id, (await readJson(request, body)).widget));
  },
});
