import { z } from "zod";
import { apiRoute, ok, readQuery } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { listActivity } from "~/services/activity.server";
import { requireProjectPermission } from "~/services/projects.server";

export const query = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "read", "project", { membersOnly: true });
    return ok(await listActivity(access.project.id, readQuery(request, query).limit));
  },
});
