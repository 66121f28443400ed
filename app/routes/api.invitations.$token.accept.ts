import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { acceptInvitation } from "~/services/invitations.server";

// Not project-scoped: the token names the project, and only the invited, verified address may use it.
export const { loader, action } = apiRoute({
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    return ok(await acceptInvitation(user.id, params.token!));
  },
});
