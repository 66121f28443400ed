// PATCH/DELETE /api/schedules/{scheduleId}: pause, resume or delete a subscription or alert (ADR 058).
import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { deleteSchedule, requireSchedule, setScheduleActive } from "~/services/schedules.server";

export const body = z.object({ active: z.boolean({ error: "active must be true or false" }) });

export const { loader, action } = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireUser(request);
    const { schedule, dashboard } = await requireSchedule(user.id, params.scheduleId!, "edit");
    const { active } = await readJson(request, body);
    return ok(await setScheduleActive(schedule, dashboard, user.id, active));
  },
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const { schedule } = await requireSchedule(user.id, params.scheduleId!, "edit");
    return ok(await deleteSchedule(schedule, user.id));
  },
});
