// Members through the real app (ADR 013): who may publish or delete a project, and who may change or remove a member
// — never the owner. Invitations, the way in, are invitations.server.test.ts.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp as signUpOnce, type Client } from "../../harness/clients";
import { addMember, markVerified } from "../../tests/support/members";

let app: TestApp;
let owner: Client;
let admin: Client;
let editor: Client;
let viewer: Client;
let projectId: string;

const tag = () => randomBytes(4).toString("hex");
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

const roleOf = async (id: string, userId: string) =>
  (await owner.api(`/api/projects/${id}/members`)).body.data.members.find(
    (m: { user_id: string }) => m.user_id === userId,
  )?.role;

beforeAll(async () => {
  app = await startApp({ worker: false });
  [owner, admin, editor, viewer] = await Promise.all(
    ["Olive", "Adam", "Edna", "Vic"].map((name) => signUpOnce(app, name)),
  );
  await markVerified(app, [admin.user.id, editor.user.id, viewer.user.id]);
  projectId = await newProject();
  await withMembers(projectId);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

describe("publishing and deleting a project", () => {
  it("refuses an editor who makes a private project public, and keeps it private", async () => {
    const answer = await editor.api(`/api/projects/${projectId}`, { method: "PUT", body: { is_public: true } });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({
      code: "AUTHORIZATION_ERROR",
      message: "Your role (editor) may not make this project public",
    });
    expect((await owner.api(`/api/projects/${projectId}`)).body.data.is_public).toBe(false);
    expect((await app.json(`/api/projects/${projectId}`)).status).toBe(404);
  });

  it("still lets an editor rename it, also when the form sends the unchanged visibility", async () => {
    const name = `Renamed ${tag()}`;
    const answer = await editor.api(`/api/projects/${projectId}`, { method: "PUT", body: { name, is_public: false } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expect.objectContaining({ name, is_public: false }));
  });

  it("refuses an editor who makes a public project private", async () => {
    const id = await newProject(`Open ${tag()}`, true);
    await addMember(owner.api, id, as(editor), "editor");
    const answer = await editor.api(`/api/projects/${id}`, { method: "PUT", body: { is_public: false } });
    expect(answer.status).toBe(403);
    expect((await app.json(`/api/projects/${id}`)).status).toBe(200);
  });

  it("lets an admin and the owner publish and unpublish", async () => {
    for (const [who, value] of [
      [admin, true],
      [owner, false],
      [admin, false],
      [owner, true],
    ] as const) {
      const answer = await who.api(`/api/projects/${projectId}`, { method: "PUT", body: { is_public: value } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.is_public).toBe(value);
      expect((await app.json(`/api/projects/${projectId}`)).status).toBe(value ? 200 : 404);
    }
    await owner.api(`/api/projects/${projectId}`, { method: "PUT", body: { is_public: false } });
  });

  it("refuses an editor who deletes the project; an admin may", async () => {
    const id = await newProject();
    await withMembers(id);
    const refused = await editor.api(`/api/projects/${id}`, { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("AUTHORIZATION_ERROR");
    expect((await owner.api(`/api/projects/${id}`)).status).toBe(200);
    expect((await admin.api(`/api/projects/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await owner.api(`/api/projects/${id}`)).status).toBe(404);
  });
});

describe("members", () => {
  it("lists the members with their roles", async () => {
    const { status, body } = await viewer.api(`/api/projects/${projectId}/members`);
    expect(status).toBe(200);
    const roles = Object.fromEntries(body.data.members.map((m: { email: string; role: string }) => [m.email, m.role]));
    expect(roles).toEqual({
      [owner.user.email]: "owner",
      [admin.user.email]: "admin",
      [editor.user.email]: "editor",
      [viewer.user.email]: "viewer",
    });
  });

  it("changes a role, and the new role holds from the next request", async () => {
    const id = await newProject();
    await withMembers(id);
    const edit = () => editor.api(`/api/projects/${id}`, { method: "PUT", body: { description: "Edited" } });
    expect((await edit()).status).toBe(200);
    const changed = await admin.api(`/api/projects/${id}/members/${editor.user.id}`, {
      method: "PATCH",
      body: { role: "viewer" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual(
      expect.objectContaining({ user_id: editor.user.id, email: editor.user.email, role: "viewer" }),
    );
    expect(await roleOf(id, editor.user.id)).toBe("viewer");
    const after = await edit();
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe("AUTHORIZATION_ERROR");
  });

  it("removes a member, whose next request is refused as for any outsider", async () => {
    const id = await newProject();
    await withMembers(id);
    expect((await editor.api(`/api/projects/${id}`)).status).toBe(200);
    const removed = await owner.api(`/api/projects/${id}/members/${editor.user.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ removed: true, user_id: editor.user.id });
    const after = await editor.api(`/api/projects/${id}`);
    expect(after.status).toBe(404);
    expect(after.body.error.code).toBe("NOT_FOUND");
    expect((await editor.api("/api/projects")).body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    expect(await roleOf(id, editor.user.id)).toBeUndefined();
  });

  it("refuses an editor who changes or removes anyone (403), and changes nothing", async () => {
    for (const target of [viewer, admin]) {
      const patch = await editor.api(`/api/projects/${projectId}/members/${target.user.id}`, {
        method: "PATCH",
        body: { role: "editor" },
      });
      const remove = await editor.api(`/api/projects/${projectId}/members/${target.user.id}`, { method: "DELETE" });
      expect([patch.status, remove.status]).toEqual([403, 403]);
      expect(patch.body.error.code).toBe("AUTHORIZATION_ERROR");
    }
    expect(await roleOf(projectId, viewer.user.id)).toBe("viewer");
    expect(await roleOf(projectId, admin.user.id)).toBe("admin");
  });

  it("never demotes or removes the owner, not even by an admin or by the owner", async () => {
    const demote = await admin.api(`/api/projects/${projectId}/members/${owner.user.id}`, {
      method: "PATCH",
      body: { role: "viewer" },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toEqual({ code: "CONFLICT", message: "The owner's role cannot be changed" });
    const remove = await admin.api(`/api/projects/${projectId}/members/${owner.user.id}`, { method: "DELETE" });
    expect(remove.status).toBe(409);
    expect(remove.body.error.message).toBe("The project owner cannot be removed");
    const leave = await owner.api(`/api/projects/${projectId}/members/${owner.user.id}`, { method: "DELETE" });
    expect(leave.status).toBe(409);
    expect(await roleOf(projectId, owner.user.id)).toBe("owner");
  });

  it("refuses the owner role in a change, and answers 404 for someone who is not a member", async () => {
    const owned = await owner.api(`/api/projects/${projectId}/members/${admin.user.id}`, {
      method: "PATCH",
      body: { role: "owner" },
    });
    expect(owned.status).toBe(400);
    expect(owned.body.error.code).toBe("VALIDATION_ERROR");
    const stranger = await signUp(app, "Stranger");
    const missing = await owner.api(`/api/projects/${projectId}/members/${stranger.user.id}`, {
      method: "PATCH",
      body: { role: "viewer" },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: "NOT_FOUND", message: "Member not found" });
  });

  it("lets a member leave, and the project is gone for them at once", async () => {
    const id = await newProject();
    await withMembers(id);
    const left = await viewer.api(`/api/projects/${id}/members/${viewer.user.id}`, { method: "DELETE" });
    expect(left.status).toBe(200);
    expect((await viewer.api(`/api/projects/${id}`)).status).toBe(404);
    expect(await roleOf(id, viewer.user.id)).toBeUndefined();
  });
});
