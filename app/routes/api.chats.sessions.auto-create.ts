import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { chatTitleFor, createSession } from "~/services/chats.server";
import { requireProjectPermission } from "~/services/projects.server";

export const body = z.object({
  project_id: z.string({ error: "No project selected" }).min(1, "No project selected"),
  connectionId: z.string().min(1, "connectionId is required"),
  query: z.string().trim().min(1, "query is required"),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    const access = await requireProjectPermission(user.id, input.project_id, "create", "chat");
    return ok(
      await createSession(access, user.id, { title: chatTitleFor(input.query), connectionIds: [input.connectionId] }),
      { status: 201 },
    );
  },
});
