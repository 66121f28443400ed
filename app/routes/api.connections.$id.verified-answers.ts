// /api/connections/{id}/verified-answers: questions and the SQL people marked as their answers (issue 18).
// Anyone who may read the connection lists them; those who may ask questions add them.
import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { listVerifiedAnswers, saveVerifiedAnswer } from "~/services/verified-answers.server";

export const body = z.object({
  question: z.string().trim().min(1, "Question is required").max(2000),
  sql: z.string().trim().min(1, "sql is required").max(100_000),
});

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { connection } = await requireConnection(user?.id ?? null, params.id!, "read");
    return ok(await listVerifiedAnswers(connection));
  },
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "create", "query");
    return ok(await saveVerifiedAnswer(connection, user.id, await readJson(request, body)), { status: 201 });
  },
});
