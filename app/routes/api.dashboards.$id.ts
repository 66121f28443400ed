import { z } from "zod";
import { dashboardJson, deleteDashboard, requireDashboard, updateDashboard } from "~/services/dashboards.server";
import { resourceRoute } from "~/utils/resource-route.server";
import { widgetsConfigSchema } from "~/services/widgets.server";

export const body = z.object({
  title: z.string().trim().max(200).nullable().optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  widgets_config: widgetsConfigSchema.optional(),
  is_template: z.boolean().optional(),
  connection_id: z.string().nullable().optional(),
});

export const { loader, action } = resourceRoute({
  find: async (userId, id, action) => (await requireDashboard(userId, id, action)).dashboard,
  show: dashboardJson,
  body,
  update: updateDashboard,
  remove: deleteDashboard,
});
