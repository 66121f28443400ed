import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { changeMemberRole, removeMember } from "~/services/members.server";
import { requireProjectPermission } from "~/services/projects.server";

export const body = z.object({
  role: z.enum(["admin", "editor", "viewer"], { error: "Role must be admin, editor or viewer" }),
});

export const { loader, action } = apiRoute({
  PATCH: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "manage", "member");
    const { role } = await readJson(request, body);
    return ok(await changeMemberRole(access, user.id, params.userId!, role));
  },
  // Any member may leave (DELETE on their own id); removing someone else is for owners and admins.
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const leaving = params.userId === user.id;
    const access = await requireProjectPermission(user.id, params.id!, leaving ? "read" : "manage", "member");
    return ok(await removeMember(access, user.id, params.userId!));
  },
});
