// GET/POST /api/dashboards/{id}/schedules: the dashboard's e-mail subscriptions and KPI alerts (ADR 058). Members
// read them; owners, admins and editors create them.
import { scheduleInputSchema } from "~/lib/schedules";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { createSchedule, listSchedules, requireDashboardSchedules } from "~/services/schedules.server";

export const body = scheduleInputSchema;

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard, access } = await requireDashboardSchedules(user.id, params.id!, "read");
    return ok(await listSchedules(dashboard, access));
  },
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboardSchedules(user.id, params.id!, "edit");
    return ok(await createSchedule(dashboard, user.id, await readJson(request, body)), { status: 201 });
  },
});
