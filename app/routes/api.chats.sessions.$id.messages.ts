import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { addMessage, requireChat } from "~/services/chats.server";

export const body = z.object({
  natural_language: z.string().trim().min(1, "natural_language is required").max(2000),
  generated_sql: z.string().max(100_000).nullable().optional(),
  execution_status: z.enum(["success", "failed"]).nullable().optional(),
  chart_type: z.string().max(40).nullable().optional(),
  error_message: z.string().max(2000).nullable().optional(),
  follow_up_questions: z.array(z.string().max(500)).max(10).optional(),
});

export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { session } = await requireChat(user.id, params.id!, "create");
    return ok(await addMessage(session, user.id, await readJson(request, body)), { status: 201 });
  },
});
