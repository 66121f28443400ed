import { z } from "zod";
import { emailSchema } from "~/lib/validation";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { createInvitation } from "~/services/invitations.server";
import { linkBase } from "~/services/mail.server";
import { listMembers } from "~/services/members.server";
import { requireProjectPermission } from "~/services/projects.server";

export const body = z.object({ email: emailSchema, role: z.enum(["admin", "editor", "viewer"]).default("editor") });

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "read", "member");
    return ok(await listMembers(access.project.id));
  },
  // Always a pending invitation, whether or not the address has an account (ADR 013).
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const access = await requireProjectPermission(user.id, params.id!, "create", "member");
    return ok(await createInvitation(access, user.id, await readJson(request, body), linkBase(request)), {
      status: 201,
    });
  },
});
