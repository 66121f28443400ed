// A project's members: list, change a role, remove, leave (ADR 013). Access is read from
// project_members on every request (getProjectAccess), so a change holds from the next request on.
import { QueryTypes } from "sequelize";
import { ProjectInvitation, ProjectMember, User } from "~db/models";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { canAssignRole, type Role } from "~/lib/permissions";
import { recordActivity } from "./activity.server";
import type { InvitedRole } from "./invitations.server";
import type { ProjectAccess } from "./projects.server";

/** Members with their e-mails (members only, ADR 005), and the addresses still invited (no links). */
export async function listMembers(projectId: string) {
  const members = await db().query(
    `SELECT u.id AS user_id, u.email, u.name, m.role, m.created_at
       FROM project_members m JOIN users u ON u.id = m.user_id
      WHERE m.project_id = $1 ORDER BY m.created_at`,
    { bind: [projectId], type: QueryTypes.SELECT },
  );
  const invitations = await ProjectInvitation.findAll({
    where: { project_id: projectId, accepted_at: null },
    order: [["created_at", "ASC"]],
  });
  return {
    members,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      created_at: invitation.created_at,
      expires_at: invitation.expires_at,
      pending: true,
    })),
  };
}

async function requireMember(projectId: string, userId: string): Promise<ProjectMember> {
  const member = isUuid(userId)
    ? await ProjectMember.findOne({ where: { project_id: projectId, user_id: userId } })
    : null;
  if (!member) throw new AppError("NOT_FOUND", "Member not found");
  return member;
}

async function memberJson(member: ProjectMember) {
  const user = await User.findByPk(member.user_id, { attributes: ["id", "email", "name"] });
  return {
    user_id: member.user_id,
    email: user?.email ?? null,
    name: user?.name ?? null,
    role: member.role,
    created_at: member.created_at,
  };
}

/** Needs `manage` (checked by the route) and the right to grant both the old and the new role. */
export async function changeMemberRole(access: ProjectAccess, actorId: string, userId: string, role: InvitedRole) {
  const member = await requireMember(access.project.id, userId);
  if (member.role === "owner") throw new AppError("CONFLICT", "The owner's role cannot be changed");
  if (!canAssignRole(access.role, member.role) || !canAssignRole(access.role, role)) {
    throw new AppError("AUTHORIZATION_ERROR", `Your role (${access.role}) may not change a ${member.role} to ${role}`);
  }
  const from: Role = member.role;
  await ProjectMember.update({ role }, { where: { project_id: access.project.id, user_id: userId } });
  member.role = role;
  await recordActivity({
    projectId: access.project.id,
    userId: actorId,
    action: "update",
    resourceType: "member",
    resourceId: userId,
    details: { from, role },
  });
  return memberJson(member);
}

/** Removing someone else needs `manage`; leaving needs only membership. Nobody removes the owner. */
export async function removeMember(access: ProjectAccess, actorId: string, userId: string) {
  const member = await requireMember(access.project.id, userId);
  const leaving = actorId === userId;
  if (member.role === "owner") {
    throw new AppError(
      "CONFLICT",
      leaving ? "The owner cannot leave the project; delete it instead" : "The project owner cannot be removed",
    );
  }
  if (!leaving && !canAssignRole(access.role, member.role))
    throw new AppError("AUTHORIZATION_ERROR", `Your role (${access.role}) may not remove a ${member.role}`);
  await ProjectMember.destroy({ where: { project_id: access.project.id, user_id: userId } });
  await recordActivity({
    projectId: access.project.id,
    userId: actorId,
    action: "delete",
    resourceType: "member",
    resourceId: userId,
    details: { role: member.role, ...(leaving ? { left: true } : {}) },
  });
  return { removed: true, user_id: userId };
}
