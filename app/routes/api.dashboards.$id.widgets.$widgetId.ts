import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { removeWidget, requireDashboard } from "~/services/dashboards.server";

// Removing a widget edits the dashboard (spec §4: optimistic removal, restored if this call fails).
export const { loader, action } = apiRoute({
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboard(user.id, params.id!, "edit");
    return ok(await removeWidget(dashboard, user.id, params.widgetId!));
  },
});
