// DELETE /api/connections/{id}/verified-answers/{answerId} (issue 18).
import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { requireConnection } from "~/services/connections.server";
import { deleteVerifiedAnswer } from "~/services/verified-answers.server";

export const { loader, action } = apiRoute({
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const { connection } = await requireConnection(user.id, params.id!, "create", "query");
    await deleteVerifiedAnswer(connection, params.answerId!);
    return ok({ deleted: true, id: params.answerId });
  },
});
