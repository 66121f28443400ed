import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { listInvitations } from "~/services/invitations.server";
import { linkBase } from "~/services/mail.server";
import { requireProjectPermission } from "~/services/projects.server";

// The links are capabilities: only owners and admins see them (ADR 013).
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "manage", "member");
    return ok(await listInvitations(access.project.id, linkBase(request)));
  },
});
