// POST /api/chats/messages/{id}/verify: "Mark as correct" — the answer's question and SQL become a verified answer.
import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { markAnswerCorrect } from "~/services/verified-answers.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    return ok(await markAnswerCorrect(user.id, params.id!), { status: 201 });
  },
});
