// `npm start` as a person runs it in a terminal, where Ctrl-C goes to the whole process group: one clean stop of
// web and worker, quickly, with nothing alarming in the log (issue 17: ERR_SERVER_NOT_RUNNING, 20–40 s).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUrl } from "../harness/databases";
import { freePort } from "../harness/ports";
import { TEMPLATE_DB, testEnv } from "../harness/test-env";

const ROOT = path.resolve(import.meta.dirname, "..");
let database: string;

beforeAll(async () => {
  database = `start_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
});

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

describe("npm start", { timeout: 120_000 }, () => {
  it("stops web and worker on one Ctrl-C to the terminal's process group, in a few seconds and quietly", async () => {
    const port = await freePort();
    const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/start.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...testEnv(database, adminUrl()), PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // a process group of its own, as a terminal gives a foreground job
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    await expect.poll(() => output, { timeout: 90_000, interval: 250 }).toMatch(/Askdata is running/);
    await expect.poll(() => output, { timeout: 10_000, interval: 250 }).toMatch(/\[worker\] .* consuming/);
    const asked = Date.now();
    process.kill(-child.pid!, "SIGINT");
    expect(await exited).toBe(0);
    const took = Date.now() - asked;
    console.info(`npm start stopped ${took} ms after Ctrl-C`);
    expect(took).toBeLessThan(8_000);
    expect(output).not.toMatch(/ERR_SERVER_NOT_RUNNING|terminating connection|heartbeat failed|Error/);
    const listening = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    expect(listening).toBe(false);
  });
});
