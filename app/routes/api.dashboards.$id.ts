import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { dashboardJson, deleteDashboard, requireDashboard, updateDashboard } from "~/services/dashboards.server";
import { widgetsConfigSchema } from "~/services/widgets.server";

const body = z.object({
  title: z.string().trim().max(200).nullable().optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  widgets_config: widgetsConfigSchema.optional(),
  is_template: z.boolean().optional(),
  connection_id: z.string().nullable().optional(),
});

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { dashboard } = await requireDashboard(user?.id ?? null, params.id!, "read");
    return ok(dashboardJson(dashboard));
  },
  PUT: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboard(user.id, params.id!, "edit");
    return ok(await updateDashboard(dashboard, user.id, await readJson(request, body)));
  },
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboard(user.id, params.id!, "delete");
    await deleteDashboard(dashboard, user.id);
    return ok({ deleted: true, id: dashboard.id });
  },
});
