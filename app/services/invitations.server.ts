// Project invitations (ADR 013): a link mailed to an address, honoured only for that address once it
// is verified. Inviting answers the same whether or not the address has an account.
import { randomBytes } from "node:crypto";
import { Op, QueryTypes } from "sequelize";
import { ProjectInvitation, ProjectMember, User } from "~db/models";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { INVITATION_TTL_MS } from "~/lib/limits";
import { can, canAssignRole, type Role } from "~/lib/permissions";
import { recordActivity } from "./activity.server";
import { decryptJson, encryptJson } from "./crypto.server";
import { appLink, escapeHtml, linkBase as appLinkBase, sendMail, type MailDelivery } from "./mail.server";
import type { ProjectAccess } from "./projects.server";
import { hashToken } from "./tokens.server";

export type InvitedRole = Exclude<Role, "owner">;

const INVALID_LINK = "This invitation link is invalid or has expired";
const invitationLink = (token: string, base?: string) => appLink(`/invite/${token}`, base);

/** `linkBase`: where links point (mail.server linkBase); without it, no link is given. */
function invitationJson(row: ProjectInvitation, linkBase?: string) {
  const expired = row.expires_at.getTime() <= Date.now();
  const link =
    linkBase && !expired && row.token_encrypted
      ? invitationLink(decryptJson<string>(row.token_encrypted), linkBase)
      : undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: expired ? ("expired" as const) : ("pending" as const),
    created_at: row.created_at,
    expires_at: row.expires_at,
    ...(link ? { link } : {}),
  };
}

/** Membership is public to members (the member list shows it), so a member's address may be refused. */
async function assertNotMember(projectId: string, email: string): Promise<void> {
  const [member] = await db().query<{ role: Role }>(
    `SELECT m.role FROM project_members m JOIN users u ON u.id = m.user_id WHERE m.project_id = $1 AND u.email = $2`,
    { bind: [projectId, email], type: QueryTypes.SELECT },
  );
  if (member)
    throw new AppError("CONFLICT", "This person is already a member of the project; change their role instead");
}

/**
 * Creates or refreshes the pending invitation for an address (new token, new expiry) and mails the
 * link. No account is looked up, so the answer cannot tell whether the address is registered.
 */
export async function createInvitation(
  access: ProjectAccess,
  actorId: string,
  input: { email: string; role: InvitedRole },
  linkBase?: string,
) {
  const denied = (role: Role) =>
    new AppError("AUTHORIZATION_ERROR", `Your role (${access.role}) may not grant ${role}`);
  if (!canAssignRole(access.role, input.role)) throw denied(input.role);
  const projectId = access.project.id;
  await assertNotMember(projectId, input.email);
  // Refreshing changes the pending role too: an editor may not rewrite an admin's invitation.
  const pending = await ProjectInvitation.findOne({
    where: { project_id: projectId, email: input.email, accepted_at: null },
  });
  if (pending && !canAssignRole(access.role, pending.role)) throw denied(pending.role);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const [row] = await ProjectInvitation.upsert(
    {
      project_id: projectId,
      email: input.email,
      role: input.role,
      invited_by: actorId,
      token_hash: hashToken(token),
      token_encrypted: encryptJson(token),
      expires_at: expiresAt,
      accepted_at: null,
      accepted_by: null,
    },
    { conflictFields: ["project_id", "email"] },
  );
  const inviter = await User.findByPk(actorId, { attributes: ["name"] });
  const delivery = await sendInvitationMail({
    to: input.email,
    inviter: inviter?.name ?? "Someone",
    project: access.project.name,
    role: input.role,
    link: invitationLink(token, linkBase),
  });
  await recordActivity({
    projectId,
    userId: actorId,
    action: "create",
    resourceType: "member",
    resourceId: row.id,
    details: { email: input.email, role: input.role, pending: true },
  });
  // The link is for those who may list invitations anyway (owners and admins).
  return {
    invitation: invitationJson(row, can(access.role, "manage", "member") ? (linkBase ?? appLinkBase()) : undefined),
    delivery,
  };
}

/**
 * The invitation is saved before the mail goes out; a mail server that refuses it is reported as "failed" (the
 * inviter can still copy the link, ADR 025) rather than as an error for an invitation that exists.
 */
async function sendInvitationMail(mail: {
  to: string;
  inviter: string;
  project: string;
  role: string;
  link: string;
}): Promise<MailDelivery | "failed"> {
  const days = Math.round(INVITATION_TTL_MS / 86_400_000);
  return sendMail({
    to: mail.to,
    subject: `${mail.inviter} invited you to ${mail.project} on Askdata`,
    text: `${mail.inviter} invited you to join the project "${mail.project}" as ${mail.role}.\n\nOpen this link to accept:\n${mail.link}\n\nNo Askdata account yet? The page lets you create one with this address.\nThe link works for ${days} days. If you did not expect this, ignore this message.`,
    html: `<p>${escapeHtml(mail.inviter)} invited you to join the project “${escapeHtml(mail.project)}” as ${mail.role}.</p><p><a href="${mail.link}">Accept the invitation</a></p><p>No Askdata account yet? The page lets you create one with this address. The link works for ${days} days. If you did not expect this, ignore this message.</p>`,
  }).catch((error: unknown) => {
    console.error(`[mail] invitation to ${mail.to} not sent:`, error instanceof Error ? error.message : error);
    return "failed" as const;
  });
}

/** Pending (and expired, not yet cleaned) invitations of a project, with their links: owners and admins. */
export async function listInvitations(projectId: string, linkBase = appLinkBase()) {
  const rows = await ProjectInvitation.findAll({
    where: { project_id: projectId, accepted_at: null },
    order: [["created_at", "ASC"]],
  });
  return rows.map((row) => invitationJson(row, linkBase));
}

export async function revokeInvitation(access: ProjectAccess, actorId: string, invitationId: string) {
  const projectId = access.project.id;
  const row = isUuid(invitationId)
    ? await ProjectInvitation.findOne({ where: { id: invitationId, project_id: projectId, accepted_at: null } })
    : null;
  if (!row) throw new AppError("NOT_FOUND", "Invitation not found");
  await row.destroy();
  await recordActivity({
    projectId,
    userId: actorId,
    action: "delete",
    resourceType: "member",
    resourceId: row.id,
    details: { email: row.email, role: row.role, pending: true },
  });
  return { revoked: true, id: row.id };
}

async function findLiveInvitation(token: string): Promise<ProjectInvitation> {
  db();
  const row = await ProjectInvitation.findOne({
    where: { token_hash: hashToken(token), accepted_at: null, expires_at: { [Op.gt]: new Date() } },
  });
  if (!row) throw new AppError("NOT_FOUND", INVALID_LINK);
  return row;
}

/** What the invitation page shows to whoever holds the link; null for an unknown, used or expired one. */
export async function getInvitationPreview(token: string) {
  const row = await findLiveInvitation(token).catch(() => null);
  if (!row) return null;
  const [names] = await db().query<{ project: string; inviter: string | null }>(
    `SELECT p.name AS project, u.name AS inviter FROM projects p LEFT JOIN users u ON u.id = $2 WHERE p.id = $1`,
    { bind: [row.project_id, row.invited_by], type: QueryTypes.SELECT },
  );
  return {
    email: row.email,
    role: row.role,
    projectId: row.project_id,
    projectName: names.project,
    inviterName: names.inviter ?? "A former member",
    expiresAt: row.expires_at,
  };
}

/** The invitation's token, if it is live and meant for this address (sign-up from the link). */
export async function requireInvitationFor(token: string, email: string): Promise<ProjectInvitation> {
  const row = await findLiveInvitation(token);
  if (row.email !== email) {
    throw new AppError("VALIDATION_ERROR", "Sign up with the address this invitation was sent to", {
      fields: { email: "Sign up with the address this invitation was sent to" },
    });
  }
  return row;
}

/** Makes the user a member; the invitation is claimed once, so a link cannot be used twice. */
export async function joinFromInvitation(row: ProjectInvitation, userId: string) {
  await db().transaction(async (transaction) => {
    const [claimed] = await ProjectInvitation.update(
      { accepted_at: new Date(), accepted_by: userId, token_hash: null, token_encrypted: null },
      { where: { id: row.id, accepted_at: null }, transaction },
    );
    if (!claimed) throw new AppError("NOT_FOUND", INVALID_LINK);
    await ProjectMember.findOrCreate({
      where: { project_id: row.project_id, user_id: userId },
      defaults: { project_id: row.project_id, user_id: userId, role: row.role },
      transaction,
    });
  });
  await recordActivity({
    projectId: row.project_id,
    userId,
    action: "create",
    resourceType: "member",
    resourceId: userId,
    details: { email: row.email, role: row.role, invitation: row.id },
  });
  return { projectId: row.project_id, role: row.role };
}

/** Accepting by link needs the invited address, verified: registering an address proves nothing. */
export async function acceptInvitation(userId: string, token: string) {
  const row = await findLiveInvitation(token);
  const user = await User.findByPk(userId, { attributes: ["id", "email", "email_verified"] });
  if (!user) throw new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.");
  if (user.email !== row.email)
    throw new AppError(
      "AUTHORIZATION_ERROR",
      "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
    );
  if (!user.email_verified)
    throw new AppError("AUTHORIZATION_ERROR", "Verify your e-mail address before accepting this invitation.");
  return joinFromInvitation(row, userId);
}

/** At e-mail verification (the mailbox is proven): every live invitation for the address applies. */
export async function acceptPendingInvitations(userId: string, email: string): Promise<number> {
  db();
  const rows = await ProjectInvitation.findAll({
    where: { email, accepted_at: null, expires_at: { [Op.gt]: new Date() } },
  });
  let joined = 0;
  for (const row of rows) {
    const result = await joinFromInvitation(row, userId).catch((error) =>
      error instanceof AppError && error.code === "NOT_FOUND" ? null : Promise.reject(error),
    );
    if (result) joined += 1;
  }
  return joined;
}
