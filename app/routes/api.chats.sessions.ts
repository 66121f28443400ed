import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { createSession } from "~/services/chats.server";
import { requireProjectPermission } from "~/services/projects.server";

export const body = z.object({
  title: z.string({ error: "Chat title is required" }).trim().min(1, "Chat title is required").max(200),
  project_id: z.string({ error: "No project selected" }).min(1, "No project selected"),
  connectionIds: z.array(z.string()).min(1, "Select at least one database connection"),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    const access = await requireProjectPermission(user.id, input.project_id, "create", "chat");
    return ok(await createSession(access, user.id, input), { status: 201 });
  },
});
