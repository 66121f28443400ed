// Invitations through the real app (ADR 013): who may invite and see the links, how a link is honoured — only for the
// invited address, once verified, once — refreshed, expired or revoked, and an e-mail the mail server refused.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { PASSWORD, signUp as signUpOnce, type Client } from "../../harness/clients";
import { addMember, markVerified, tokenOf } from "../../tests/support/members";
import { startFakeGoogle } from "../../tests/fakes/google-oauth";
import { decodeMail, startFakeSmtp } from "../../tests/fakes/smtp";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
/** The address whose real owner signs in with Google after someone else registered it. */
const MAILBOX = `mailbox-${randomBytes(4).toString("hex")}@example.com`;
let owner: Client;
let admin: Client;
let editor: Client;
let viewer: Client;
let projectId: string;

const tag = () => randomBytes(4).toString("hex");
const address = (name: string) => `${name}-${tag()}@example.com`;
const as = (client: Client) => ({ email: client.user.email, api: client.api });

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** This file signs up more people than the per-IP sign-up limit allows in an hour; the limit is not under test here. */
async function signUp(testApp: TestApp, name: string): Promise<Client> {
  await sql("DELETE FROM rate_limiter WHERE key LIKE 'signup-%'");
  return signUpOnce(testApp, name);
}

async function newProject(name = `Team ${tag()}`, isPublic = false): Promise<string> {
  const { status, body } = await owner.api("/api/projects", { method: "POST", body: { name, is_public: isPublic } });
  expect(status).toBe(201);
  return body.data.id;
}

async function withMembers(id: string) {
  await addMember(owner.api, id, as(admin), "admin");
  await addMember(owner.api, id, as(editor), "editor");
  await addMember(owner.api, id, as(viewer), "viewer");
}

async function invite(by: Client, email: string, role = "viewer", project = projectId) {
  return by.api(`/api/projects/${project}/members`, { method: "POST", body: { email, role } });
}

async function mailTo(to: string, count = 1): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = smtp.messages.filter((message) => message.to.includes(to));
    if (mails.length >= count) return decodeMail(mails[count - 1].raw);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail ${count} for ${to}`);
}

const inviteLinkIn = (mail: string) => mail.match(/http:\/\/localhost:\d+\/invite\/[\w-]+/)?.[0];
const roleOf = async (id: string, userId: string) =>
  (await owner.api(`/api/projects/${id}/members`)).body.data.members.find(
    (m: { user_id: string }) => m.user_id === userId,
  )?.role;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  google = await startFakeGoogle({
    sub: `google-${tag()}`,
    email: MAILBOX,
    name: "Mailbox Owner",
    email_verified: true,
  });
  app = await startApp({ worker: false, env: { SMTP_URL: smtp.url, ...google.env } });
  [owner, admin, editor, viewer] = await Promise.all(
    ["Olive", "Adam", "Edna", "Vic"].map((name) => signUpOnce(app, name)),
  );
  await markVerified(app, [admin.user.id, editor.user.id, viewer.user.id]);
  projectId = await newProject();
  await withMembers(projectId);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await google?.stop();
});

describe("invitations", () => {
  it("answers the same for an address with an account and one without, and mails both a link", async () => {
    const known = await signUp(app, "Known");
    const unknown = address("unknown");
    const [a, b] = [await invite(owner, known.user.email, "editor"), await invite(owner, unknown, "editor")];
    expect([a.status, b.status]).toEqual([201, 201]);
    const shape = (body: any) => ({
      ...body,
      data: {
        invitation: { ...body.data.invitation, id: "·", email: "·", link: "·", created_at: "·", expires_at: "·" },
      },
    });
    expect(shape(a.body)).toEqual(shape(b.body));
    expect(Object.keys(a.body.data.invitation).sort()).toEqual([
      "created_at",
      "email",
      "expires_at",
      "id",
      "link",
      "role",
      "status",
    ]);
    expect(a.body.data.invitation).toEqual(expect.objectContaining({ role: "editor", status: "pending" }));
    expect([a.body.data.delivery, b.body.data.delivery]).toEqual(["smtp", "smtp"]);
    // Not a member yet, whatever the account: only accepting the link makes one.
    expect((await known.api(`/api/projects/${projectId}`)).status).toBe(404);
    expect(inviteLinkIn(await mailTo(known.user.email, 2))).toBe(a.body.data.invitation.link);
    expect(inviteLinkIn(await mailTo(unknown))).toBe(b.body.data.invitation.link);
    const expiresIn = new Date(a.body.data.invitation.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(6.9 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it("gives an editor no link, and refuses it the invitation list", async () => {
    const answer = await invite(editor, address("by-editor"), "viewer");
    expect(answer.status).toBe(201);
    expect(answer.body.data.invitation).not.toHaveProperty("link");
    expect((await editor.api(`/api/projects/${projectId}/invitations`)).status).toBe(403);
    const members = await viewer.api(`/api/projects/${projectId}/members`);
    expect(JSON.stringify(members.body)).not.toContain("/invite/");
  });

  it("refuses to invite someone who is already a member", async () => {
    const answer = await invite(owner, editor.user.email, "admin");
    expect(answer.status).toBe(409);
    expect(await roleOf(projectId, editor.user.id)).toBe("editor");
  });

  it("does not let an unverified account that registered the address join, even with the link", async () => {
    const squatter = await signUp(app, "Squatter");
    const invited = await invite(owner, squatter.user.email, "admin");
    expect(invited.status).toBe(201);
    expect((await squatter.api(`/api/projects/${projectId}`)).status).toBe(404);
    const token = tokenOf(invited.body.data.invitation.link);
    const accept = await squatter.api(`/api/invitations/${token}/accept`, { method: "POST" });
    expect(accept.status).toBe(403);
    expect(accept.body.error).toEqual({
      code: "AUTHORIZATION_ERROR",
      message: "Verify your e-mail address before accepting this invitation.",
    });
    expect((await squatter.api(`/api/projects/${projectId}`)).status).toBe(404);
    expect(await roleOf(projectId, squatter.user.id)).toBeUndefined();
  });

  it("applies the invitation when the owner of the mailbox verifies the address", async () => {
    const person = await signUp(app, "Later");
    await invite(owner, person.user.email, "viewer");
    expect((await person.api(`/api/projects/${projectId}`)).status).toBe(404);
    const verification = (await mailTo(person.user.email)).match(
      /http:\/\/localhost:\d+\/auth\/verify-email\?token=[\w-]+/,
    )?.[0];
    expect(verification).toBeTruthy();
    expect((await fetch(verification!, { redirect: "manual" })).headers.get("location")).toBe("/?emailVerified=1");
    expect((await person.api(`/api/projects/${projectId}`)).body.data.userRole).toBe("viewer");
  });

  it("is accepted by the invited, verified account, once", async () => {
    const person = await signUp(app, "Invitee");
    await markVerified(app, [person.user.id]);
    const token = tokenOf((await invite(owner, person.user.email, "editor")).body.data.invitation.link);
    const accepted = await person.api(`/api/invitations/${token}/accept`, { method: "POST" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ projectId, role: "editor" });
    expect((await person.api(`/api/projects/${projectId}`)).body.data.userRole).toBe("editor");
    const again = await person.api(`/api/invitations/${token}/accept`, { method: "POST" });
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({ code: "NOT_FOUND", message: "This invitation link is invalid or has expired" });
  });

  it("is refused to a different account, even a verified one, and to a signed-out caller", async () => {
    const intended = address("intended");
    const token = tokenOf((await invite(owner, intended, "admin")).body.data.invitation.link);
    const other = await signUp(app, "Other");
    await markVerified(app, [other.user.id]);
    const refused = await other.api(`/api/invitations/${token}/accept`, { method: "POST" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
    );
    expect((await other.api(`/api/projects/${projectId}`)).status).toBe(404);
    expect((await app.json(`/api/invitations/${token}/accept`, { method: "POST" })).status).toBe(401);
    // Still usable by the right person afterwards.
    const listed = (await owner.api(`/api/projects/${projectId}/invitations`)).body.data.map(
      (i: { email: string }) => i.email,
    );
    expect(listed).toContain(intended);
  });

  it("lists pending invitations with their links for owners and admins, and revokes one", async () => {
    const email = address("revoked");
    const created = (await invite(owner, email, "viewer")).body.data.invitation;
    const list = await admin.api(`/api/projects/${projectId}/invitations`);
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ id: created.id, email, role: "viewer", status: "pending", link: created.link }),
    );
    const revoked = await admin.api(`/api/projects/${projectId}/invitations/${created.id}`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
    expect(
      (await owner.api(`/api/projects/${projectId}/invitations`)).body.data.map((i: { id: string }) => i.id),
    ).not.toContain(created.id);
    expect((await admin.api(`/api/projects/${projectId}/invitations/${created.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    // The link is dead: signing up through it is refused too.
    await sql("DELETE FROM rate_limiter WHERE key LIKE 'signup-%'");
    const signup = await app.json("/auth/signup", {
      method: "POST",
      body: { email, name: "Late", password: PASSWORD, invitation: tokenOf(created.link) },
    });
    expect(signup.status).toBe(404);
    expect((await app.fetch(`/invite/${tokenOf(created.link)}`)).status).toBe(404);
  });

  it("refuses an expired link", async () => {
    const person = await signUp(app, "Slow");
    await markVerified(app, [person.user.id]);
    const created = (await invite(owner, person.user.email, "viewer")).body.data.invitation;
    await sql("UPDATE project_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1", [created.id]);
    const accept = await person.api(`/api/invitations/${tokenOf(created.link)}/accept`, { method: "POST" });
    expect(accept.status).toBe(404);
    expect(accept.body.error.message).toBe("This invitation link is invalid or has expired");
    expect((await person.api(`/api/projects/${projectId}`)).status).toBe(404);
    expect((await owner.api(`/api/projects/${projectId}/invitations`)).body.data).toContainEqual(
      expect.objectContaining({ id: created.id, status: "expired" }),
    );
  });

  it("refreshes an invitation sent again: the old link dies, the new one works", async () => {
    const person = await signUp(app, "Twice");
    await markVerified(app, [person.user.id]);
    const first = (await invite(owner, person.user.email, "viewer")).body.data.invitation;
    const second = (await invite(owner, person.user.email, "editor")).body.data.invitation;
    expect(second.id).toBe(first.id);
    expect(second.link).not.toBe(first.link);
    expect((await person.api(`/api/invitations/${tokenOf(first.link)}/accept`, { method: "POST" })).status).toBe(404);
    expect(
      (await person.api(`/api/invitations/${tokenOf(second.link)}/accept`, { method: "POST" })).body.data.role,
    ).toBe("editor");
  });

  it("signs up through the link: the address counts as verified and the project is joined", async () => {
    const email = address("newcomer");
    const created = (await invite(owner, email, "editor")).body.data.invitation;
    const token = tokenOf(created.link);
    await sql("DELETE FROM rate_limiter WHERE key LIKE 'signup-%'");
    const wrong = await app.json("/auth/signup", {
      method: "POST",
      body: { email: address("someone-else"), name: "Nope", password: PASSWORD, invitation: token },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields.email).toBe("Sign up with the address this invitation was sent to");
    const signup = await app.json("/auth/signup", {
      method: "POST",
      body: { email, name: "Newcomer", password: PASSWORD, invitation: token },
    });
    expect(signup.status).toBe(201);
    expect(signup.body.data.user.email_verified).toBe(true);
    const api = (path: string) =>
      app.json(path, { headers: { Authorization: `Bearer ${signup.body.data.tokens.accessToken}` } });
    expect((await api(`/api/projects/${projectId}`)).body.data.userRole).toBe("editor");
    // No verification mail: the invitation mail was the proof.
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("shows the invitation page with the project and the inviter, and 404 for an unknown link", async () => {
    const created = (await invite(owner, address("page"), "viewer")).body.data.invitation;
    const page = await app.fetch(`/invite/${tokenOf(created.link)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const project = (await owner.api(`/api/projects/${projectId}`)).body.data.name;
    expect(html).toContain(project);
    expect(html).toContain(owner.user.name);
    expect(html).toContain("Create account and join");
    const unknown = await app.fetch(`/invite/${randomBytes(32).toString("base64url")}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Invitation not found");
  });

  it("lets the mailbox's owner in through Google, and shuts out whoever registered the address first", async () => {
    await sql("DELETE FROM rate_limiter WHERE key LIKE 'signup-%'");
    const squat = await app.json("/auth/signup", {
      method: "POST",
      body: { email: MAILBOX, name: "Squatter", password: PASSWORD },
    });
    expect(squat.status).toBe(201);
    expect((await invite(owner, MAILBOX, "editor")).status).toBe(201);
    const start = await fetch(`${app.url}/auth/google`, { redirect: "manual" });
    const consent = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const landed = await fetch(consent.headers.get("location")!, {
      redirect: "manual",
      headers: { Cookie: start.headers.get("set-cookie")!.split(";")[0] },
    });
    const token = new URL(landed.headers.get("location")!, app.url).searchParams.get("token")!;
    const project = await app.json(`/api/projects/${projectId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(project.body.data.userRole).toBe("editor");
    // The squatter's access token, password and refresh token no longer open the account.
    expect(
      (await app.json("/auth/profile", { headers: { Authorization: `Bearer ${squat.body.data.tokens.accessToken}` } }))
        .status,
    ).toBe(401);
    expect(
      (await app.json("/auth/signin", { method: "POST", body: { email: MAILBOX, password: PASSWORD } })).status,
    ).toBe(401);
    expect(
      (await app.json("/auth/refresh", { method: "POST", body: { refreshToken: squat.body.data.tokens.refreshToken } }))
        .status,
    ).toBe(401);
  });

  // Last: it stops the mail server.
  it("reports an e-mail the mail server refused as not sent, and still gives the owner a working link (ADR 025)", async () => {
    await smtp.stop();
    const answer = await invite(owner, address("nomail"), "viewer");
    expect(answer.status).toBe(201);
    expect(answer.body.data.delivery).toBe("failed");
    expect((await app.fetch(new URL(answer.body.data.invitation.link).pathname)).status).toBe(200);
  });
});
