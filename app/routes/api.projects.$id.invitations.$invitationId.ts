import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { revokeInvitation } from "~/services/invitations.server";
import { requireProjectPermission } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "manage", "member");
    return ok(await revokeInvitation(access, user.id, params.invitationId!));
  },
});
