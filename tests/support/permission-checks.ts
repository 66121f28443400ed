// The checks the permission tests run in their world (permission-world.ts): a route called as each actor against the
// rule of spec §6, the same answer for a hidden resource as for an absent one, no reach from another project into the
// private one, and the walk over every answer a file received for secrets that must never leave the server.
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleReaderPassword } from "~/services/crypto.server";
import { PASSWORD } from "../../harness/clients";
import { scanAnswers, type Answer, type Api } from "./recorder";
import {
  type Access,
  type Actor,
  ACTORS,
  api,
  app,
  ERROR_CODE,
  f,
  MAY,
  privateMarkers,
  rec,
  secretPassword,
  tag,
  users,
} from "./permission-world";

export function csvForm(projectId: string) {
  const form = new FormData();
  form.append("project_id", projectId);
  form.append("name", `Upload ${tag()}`);
  form.append("csvFile", new Blob(["team,amount\nSales,1\nOps,2\n"], { type: "text/csv" }), "teams.csv");
  return form;
}

export interface Case {
  route: string;
  access: Access;
  /** requireUser: signed-out callers get 401; optional (getOptionalUser): 404 on a private project. */
  auth: "required" | "optional";
  ok: number;
  call: (caller: Api, actor: Actor) => Promise<Answer>;
  /** Runs after the call, with the owner's eyes: did the refused call really change nothing? */
  verify?: (actor: Actor, allowed: boolean) => Promise<void>;
}

export const get = (pathname: string) => (caller: Api) => caller(pathname);
export const post = (pathname: string, body: (actor: Actor) => unknown) => (caller: Api, actor: Actor) =>
  caller(pathname, { method: "POST", body: body(actor) });

export async function roleIn(projectId: string, userId: string): Promise<string | undefined> {
  const { body } = await users.owner.api(`/api/projects/${projectId}/members`);
  return body.data.members.find((m: { user_id: string }) => m.user_id === userId)?.role;
}

export async function stillThere(pathname: string, allowed: boolean) {
  expect((await users.owner.api(pathname)).status).toBe(allowed ? 404 : 200);
}

export function expectedStatus(c: Pick<Case, "access" | "auth" | "ok">, actor: Actor): number {
  if (actor === "anonymous") return c.auth === "required" ? 401 : 404;
  if (actor === "outsider") return 404;
  if (MAY[actor].includes(c.access)) return c.ok;
  return 403;
}

export function expectNoLeak(answer: Answer, context: string) {
  for (const marker of privateMarkers()) expect(answer.text, `${context} leaks ${marker}`).not.toContain(marker);
}

export function runMatrix(cases: Case[]) {
  for (const c of cases) {
    describe(c.route, () => {
      it.each(ACTORS.map((actor) => [actor, expectedStatus(c, actor)] as const))("%s → %i", async (actor, expected) => {
        const answer = await c.call(api[actor], actor);
        expect(answer.status, `${c.route} as ${actor}: ${answer.text.slice(0, 300)}`).toBe(expected);
        if (expected >= 400) {
          expect(answer.body).toEqual(
            expect.objectContaining({
              success: false,
              data: null,
              error: expect.objectContaining({ code: ERROR_CODE[expected] }),
            }),
          );
        }
        if (actor === "outsider" || actor === "anonymous") expectNoLeak(answer, `${c.route} as ${actor}`);
        await c.verify?.(actor, expected < 300);
      });
    });
  }
}

export interface UserCase {
  route: string;
  ok: number;
  call: (caller: Api, actor: Actor) => Promise<Answer>;
  /** A private-project id the members' answer lists (and the outsider's must not). */
  memberSees?: () => string;
}

/** An oracle route: its path with an id, and the id of the private project's resource it names. */
export type OracleRoute = [route: string, pathOf: (id: () => string) => string, idOf: () => string];

/** An outsider gets the same answer for a hidden resource as for one that does not exist. */
export function noExistenceOracle(routes: OracleRoute[]) {
  const missing = "00000000-0000-4000-8000-000000000000";
  describe("no existence oracle", () => {
    it.each(routes)(
      "answers an outsider the same on %s whether the resource is hidden or absent",
      async (_route, pathOf, idOf) => {
        const hidden = await api.outsider(pathOf(idOf));
        const absent = await api.outsider(pathOf(() => missing));
        expect(hidden.status).toBe(404);
        expect(hidden.body).toEqual(absent.body);
      },
    );
  });
}

/** The outsider's own project, with a sample connection and a dashboard, from which it reaches for the private one. */
export const own = { projectId: "", connectionId: "", dashboardId: "" };

/** A member of another project must not pull the private project's things into a project of its own. */
export function crossProjectReferences(
  attempts: Array<[what: string, status: number, attempt: () => Promise<Answer>]>,
) {
  describe("cross-project references", () => {
    beforeAll(async () => {
      own.projectId = (await users.outsider.api("/api/projects/personal")).body.data.id;
      own.connectionId = (
        await users.outsider.api("/api/database/samples/ecommerce/connect", {
          method: "POST",
          body: { project_id: own.projectId },
        })
      ).body.data.connectionId;
      own.dashboardId = (
        await users.outsider.api("/api/dashboards", {
          method: "POST",
          body: { project_id: own.projectId, title: "Mine" },
        })
      ).body.data.id;
      expect(own.dashboardId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each(attempts)("refuses %s (%i)", async (_what, expected, attempt) => {
      const answer = await attempt();
      expect(answer.status, answer.text.slice(0, 300)).toBe(expected);
      expectNoLeak(answer, "a cross-project reference");
    });

    it("left nothing of the private project in the outsider's own", async () => {
      const exported = await users.outsider.api(`/api/projects/${own.projectId}/export`);
      expect(exported.status).toBe(200);
      expectNoLeak(exported, "the outsider's own export");
      expect(exported.text).not.toContain(f.widgetSql);
    });
  });
}

/**
 * The last test of a file: no answer it received carries a hash, a password or encrypted credentials. `answers`: how
 * many answers the file makes at least, so the walk is known to have covered them; `invitations`: how many pending
 * invitations it leaves (an accepted one keeps no token).
 */
export function secretsNeverLeave({ answers, invitations = 0 }: { answers: number; invitations?: number }) {
  it("no answer of this file carries a hash, a connection password or encrypted credentials", async () => {
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    const column = async (sql: string) =>
      (await db.query<{ v: string | null }>(sql)).rows.map((row) => row.v).filter((v): v is string => Boolean(v));
    const passwordHashes = await column("SELECT password_hash AS v FROM users");
    const verificationHashes = await column("SELECT verification_token_hash AS v FROM users");
    const refreshHashes = await column("SELECT token_hash AS v FROM refresh_tokens");
    const shareHashes = await column("SELECT password_hash AS v FROM dashboard_shares");
    const blobs = await column("SELECT credentials_encrypted AS v FROM connections");
    const invitationHashes = await column("SELECT token_hash AS v FROM project_invitations");
    const invitationBlobs = await column("SELECT token_encrypted AS v FROM project_invitations");
    await db.end();
    // The walk means something only if the secrets exist and the answers are many: six users, the sample and the
    // private PostgreSQL connection, the private project's password-protected share.
    expect(passwordHashes.length).toBeGreaterThanOrEqual(6);
    expect(verificationHashes.length).toBeGreaterThanOrEqual(5);
    expect(refreshHashes.length).toBeGreaterThanOrEqual(6);
    expect(shareHashes.length).toBeGreaterThanOrEqual(1);
    expect(blobs.length).toBeGreaterThanOrEqual(2);
    expect(invitationHashes.length).toBeGreaterThanOrEqual(invitations);
    expect(rec.answers.length).toBeGreaterThanOrEqual(answers);

    const needles: Array<[string, string]> = [
      ["$argon2", "a password hash"],
      [PASSWORD, "a user's password"],
      ["credentials_encrypted", "the credentials_encrypted key"],
      [secretPassword, "a connection's password"],
      [f.sharePassword, "a share's password"],
      [sampleReaderPassword(), "the sample reader's password"],
      ...passwordHashes.map((hash): [string, string] => [hash, "a users.password_hash"]),
      ...verificationHashes.map((hash): [string, string] => [hash, "a users.verification_token_hash"]),
      ...refreshHashes.map((hash): [string, string] => [hash, "a refresh_tokens.token_hash"]),
      ...shareHashes.map((hash): [string, string] => [hash, "a dashboard_shares.password_hash"]),
      // The whole blob and each long part of it (iv.tag.ciphertext), in case one is echoed alone.
      ...blobs.flatMap((blob) =>
        [blob, ...blob.split(".").filter((part) => part.length >= 16)].map((part): [string, string] => [
          part,
          "encrypted credentials",
        ]),
      ),
      ...invitationHashes.map((hash): [string, string] => [hash, "a project_invitations.token_hash"]),
      ...invitationBlobs.flatMap((blob) =>
        [blob, ...blob.split(".").filter((part) => part.length >= 16)].map((part): [string, string] => [
          part,
          "an encrypted invitation token",
        ]),
      ),
    ];
    expect(scanAnswers(rec.answers, needles)).toEqual([]);
  });
}
