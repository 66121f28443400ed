import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { createDashboard } from "~/services/dashboards.server";
import { widgetInputSchema, widgetsConfigSchema } from "~/services/widgets.server";
import { requireProjectPermission } from "~/services/projects.server";

export const body = z.object({
  project_id: z.string({ error: "No project selected" }).min(1, "No project selected"),
  title: z.string().trim().max(200).nullable().optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  widgets_config: widgetsConfigSchema.optional(),
  is_template: z.boolean().optional(),
  connection_id: z.string().nullable().optional(),
  widget: widgetInputSchema.optional(),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    const access = await requireProjectPermission(user.id, input.project_id, "create", "dashboard");
    return ok(await createDashboard(access, user.id, input), { status: 201 });
  },
});
