// Making someone a member the way a person does (ADR 013): an invitation link, accepted by the invited
// address once it is verified. Tests mark addresses verified in the database instead of reading mail.
import pg from "pg";
import type { TestApp } from "../../harness/app";

type Caller = (
  pathname: string,
  init?: Omit<RequestInit, "body"> & { body?: unknown },
) => Promise<{ status: number; body: any }>;

export async function markVerified(app: TestApp, userIds: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  await client.query("UPDATE users SET email_verified = true WHERE id = ANY($1)", [userIds]);
  await client.end();
}

/** The token of an invitation link as an owner or admin receives it. */
export function tokenOf(link: string): string {
  const token = new URL(link).pathname.split("/invite/")[1];
  if (!token) throw new Error(`not an invitation link: ${link}`);
  return token;
}

/** Invites (as an owner or admin, who gets the link) and accepts as the member (verified beforehand). */
export async function addMember(
  inviter: Caller,
  projectId: string,
  member: { email: string; api: Caller },
  role: "admin" | "editor" | "viewer",
): Promise<void> {
  const invited = await inviter(`/api/projects/${projectId}/members`, {
    method: "POST",
    body: { email: member.email, role },
  });
  if (invited.status !== 201 || !invited.body.data.invitation.link)
    throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const accepted = await member.api(`/api/invitations/${tokenOf(invited.body.data.invitation.link)}/accept`, {
    method: "POST",
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}
