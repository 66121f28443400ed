// Started by tests/exit-code.test.ts: runs an embedded cluster, stops it, and ends with exit code 3.
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "../../db/embedded-postgres.server";
import { freePort } from "../../harness/ports";

const dir = mkdtempSync(path.join(process.cwd(), ".data", "exit-probe-"));
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), port: await freePort() });
await server.stop();
rmSync(dir, { recursive: true, force: true });
process.exitCode = 3;
