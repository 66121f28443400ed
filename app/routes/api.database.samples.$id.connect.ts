import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { requireProjectPermission } from "~/services/projects.server";
import { connectSample } from "~/services/samples.server";

export const body = z.object({ project_id: z.string({ error: "No project selected" }).min(1, "No project selected") });

export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { project_id } = await readJson(request, body);
    const access = await requireProjectPermission(user.id, project_id, "create", "connection");
    return ok(await connectSample(access, user.id, params.id!), { status: 201 });
  },
});
