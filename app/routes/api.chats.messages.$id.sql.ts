// POST /api/chats/messages/{id}/sql: Edit SQL — runs the edited SQL of an answer and stores the new answer (issue 18).
import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { answerWithEditedSql } from "~/services/edited-answers.server";

export const body = z.object({ sql: z.string().trim().min(1, "sql is required").max(100_000) });

export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { sql } = await readJson(request, body);
    return ok(await answerWithEditedSql(user.id, params.id!, sql), { status: 201 });
  },
});
