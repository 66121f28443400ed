// The Members page (issue 17): its loader (owners and admins only, ADR 013) and its forms — invite,
// change a role, remove a member, revoke an invitation. The invite form is also the Invite Users modal's.
import { data } from "@remix-run/node";
import { z } from "zod";
import { AppError, isAppError, userMessage } from "~/lib/errors";
import { can, type Action } from "~/lib/permissions";
import { emailSchema } from "~/lib/validation";
import { validationError } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { createInvitation, listInvitations, revokeInvitation } from "~/services/invitations.server";
import { linkBase, mailDelivery } from "~/services/mail.server";
import { changeMemberRole, listMembers, removeMember } from "~/services/members.server";
import { getProjectAccess, requireProjectPermission } from "~/services/projects.server";
import { readPageForm } from "~/utils/request-body.server";
import { pageError } from "~/utils/page-errors.server";
import { requireCurrentProject, requirePageUser } from "~/utils/workspace.server";
import type { MemberIntent, MemberActionData } from "~/lib/page-actions";

const roleSchema = z.enum(["admin", "editor", "viewer"], { error: "Role must be admin, editor or viewer" });
const inviteSchema = z.object({ email: emailSchema, role: roleSchema });

export async function loadMembers(request: Request) {
  const user = await getOptionalUser(request);
  // Signed out or without a project: the layout says so and renders no page.
  const projectId = user
    ? await requireCurrentProject(request, user.id).then(
        (project) => project.id,
        () => null,
      )
    : null;
  if (!user || !projectId) return { state: "none" as const };
  const access = await getProjectAccess(user.id, projectId);
  if (!access?.isMember || !can(access.role, "manage", "member")) {
    throw pageError(403, refusal(access?.role ?? null, access?.project.name ?? ""));
  }
  const [{ members }, invitations] = await Promise.all([
    listMembers(projectId),
    listInvitations(projectId, linkBase(request)),
  ]);
  return {
    state: "ready" as const,
    userId: user.id,
    role: access.role,
    members: members as Array<{
      user_id: string;
      email: string;
      name: string | null;
      role: string;
      created_at: string;
    }>,
    invitations,
    delivery: mailDelivery(),
  };
}

function refusal(role: string | null, projectName: string) {
  const editor = role === "editor" ? " You can still invite editors and viewers from Settings → Invite Users." : "";
  return {
    title: "Only owners and admins manage members",
    message: `Your role in ${projectName || "this project"} is ${role ?? "none"}, so the member list, roles and invitation links are not shown to you.${editor}`,
  };
}

const NEEDS: Record<MemberIntent, Action> = { invite: "create", role: "manage", remove: "manage", revoke: "manage" };

async function run(request: Request, intent: MemberIntent, form: FormData): Promise<MemberActionData> {
  const user = await requirePageUser(request);
  const text = (key: string) => String(form.get(key) ?? "");
  const access = await requireProjectPermission(user.id, text("projectId"), NEEDS[intent], "member");
  switch (intent) {
    case "invite": {
      const parsed = inviteSchema.safeParse({ email: text("email"), role: text("role") || "editor" });
      if (!parsed.success) throw validationError(parsed.error);
      const { invitation, delivery } = await createInvitation(access, user.id, parsed.data, linkBase(request));
      return { intent, invited: { email: invitation.email, role: invitation.role, link: invitation.link, delivery } };
    }
    case "role": {
      const role = roleSchema.safeParse(text("role"));
      if (!role.success) throw validationError(role.error);
      const member = await changeMemberRole(access, user.id, text("userId"), role.data);
      return { intent, done: `${member.name ?? member.email} is now ${member.role}` };
    }
    case "remove": {
      await removeMember(access, user.id, text("userId"));
      return { intent, done: `${text("label") || "The member"} was removed from the project` };
    }
    case "revoke": {
      await revokeInvitation(access, user.id, text("invitationId"));
      return {
        intent,
        done: `The invitation${text("label") ? ` for ${text("label")}` : ""} was revoked; its link no longer works`,
      };
    }
  }
}

export async function memberAction(request: Request) {
  const form = await readPageForm(request);
  const intent = String(form.get("intent") ?? "") as MemberIntent;
  try {
    if (!Object.hasOwn(NEEDS, intent)) throw new AppError("INVALID_REQUEST", "Unknown action");
    return data<MemberActionData>(await run(request, intent, form));
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fieldErrors = error.details?.fields as Record<string, string> | undefined;
    return data<MemberActionData>(
      { intent, fieldErrors, formError: fieldErrors ? undefined : userMessage(error) },
      { status: error.status },
    );
  }
}
