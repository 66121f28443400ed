// The embedded server's password is random and kept in .data (ADR 012); old installs are moved off
// the fixed one they were created with.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../harness/ports";
import { LEGACY_PASSWORD, startEmbeddedPostgres } from "./embedded-postgres.server";

mkdirSync(path.join(process.cwd(), ".data"), { recursive: true });
const dir = mkdtempSync(path.join(process.cwd(), ".data", "embedded-password-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function canLogIn(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  client.on("error", () => undefined);
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

describe("the embedded PostgreSQL's password", () => {
  it("replaces the legacy fixed password of an existing install on its next start", async () => {
    const dataDir = path.join(dir, "pg");
    const passwordFile = path.join(dir, "pg-password");
    const port = await freePort();
    // An install from before: created with the fixed password, no password file.
    writeFileSync(passwordFile, LEGACY_PASSWORD);
    const old = await startEmbeddedPostgres({ dataDir, port, passwordFile });
    expect(await canLogIn(port, LEGACY_PASSWORD)).toBe(true);
    await old.stop();
    rmSync(passwordFile);

    const server = await startEmbeddedPostgres({ dataDir, port, passwordFile });
    try {
      const password = readFileSync(passwordFile, "utf8");
      expect(password).not.toBe(LEGACY_PASSWORD);
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(statSync(passwordFile).mode & 0o077).toBe(0);
      expect(await canLogIn(port, LEGACY_PASSWORD)).toBe(false);
      expect(await canLogIn(port, password)).toBe(true);
      expect(server.url("x")).toContain(encodeURIComponent(password));
    } finally {
      await server.stop();
    }
  }, 60_000);
});
