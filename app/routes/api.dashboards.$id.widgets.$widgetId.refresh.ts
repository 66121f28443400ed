import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { refreshWidget, requireDashboard } from "~/services/dashboards.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboard(user.id, params.id!, "edit");
    return ok(await refreshWidget(dashboard, user.id, params.widgetId!));
  },
});
