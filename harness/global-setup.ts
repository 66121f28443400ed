// One real PostgreSQL for the whole suite (TEST_DATABASE_URL, or an embedded cluster under .data/),
// one built app, and one fully set-up template database that each test file clones in ~100 ms.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import pg from "pg";
import { freePort } from "./ports";
import { startEmbeddedPostgres, type EmbeddedServer } from "../db/embedded-postgres.server";
import { TEMPLATE_DB, THROWAWAY_CLUSTER, testEnv } from "./test-env";

let server: EmbeddedServer | undefined;
let userServer: EmbeddedServer | undefined;
let dataDir: string | undefined;

/**
 * Runs once per Vitest project, one after the other in the main process: the clusters start once (their URLs are set
 * after the first), and the build and template only for projects whose tests start the app — not the engine's.
 */
export async function setup(project?: { name: string }) {
  // The two clusters start side by side, then the build and the template: each waits on its own processes.
  const [port, userPort] = [await freePort(), await freePort()];
  await Promise.all([
    !process.env.TEST_DATABASE_URL &&
      (async () => {
        // A cluster of its own per run, so two runs on one machine never stop each other's database.
        dataDir = `.data/test-pg/run-${process.pid}`;
        server = await startEmbeddedPostgres({ dataDir, port, settings: THROWAWAY_CLUSTER });
        process.env.TEST_DATABASE_URL = server.url("postgres");
      })(),
    !process.env.USER_PG_URL &&
      (async () => {
        // A second server plays the users' own PostgreSQL: the product may not reach its own (ADR 012).
        userServer = await startEmbeddedPostgres({
          dataDir: `.data/test-pg/user-${process.pid}`,
          port: userPort,
          settings: THROWAWAY_CLUSTER,
        });
        process.env.USER_PG_URL = userServer.url("postgres");
      })(),
  ]);
  // Test files that use connectors directly apply the network policy of a product whose own server is
  // the suite's (ADR 012): user databases live elsewhere (harness/databases.ts userAdminUrl).
  process.env.DATABASE_URL ??= process.env.TEST_DATABASE_URL;
  process.env.MYSQL_URL ??= "mysql://root@127.0.0.1:3306/test";
  process.env.APP_SECRET ??= "askdata-test-secret-0123456789abcdefghijklmnop";

  if (process.env.SKIP_APP_SETUP !== "true" && project?.name !== "engine" && !process.env.ASKDATA_APP_SET_UP) {
    process.env.ASKDATA_APP_SET_UP = "true";
    // Both are awaited before either failure is reported, so no build is left running behind the tests.
    const [built, template] = await Promise.allSettled([buildIfStale(), createTemplate()]);
    const failed = [built, template].find((result) => result.status === "rejected");
    if (failed) {
      // Unit and connector tests still run; tests that start the app report this instead.
      const error = failed.reason;
      process.env.APP_SETUP_ERROR = error instanceof Error ? error.message : String(error);
      console.error(`App setup failed; tests that need the running app will fail: ${process.env.APP_SETUP_ERROR}`);
    }
  }
}

/** scripts/build-if-stale.ts in a process of its own, its output on the run's. */
function buildIfStale(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/build-if-stale.ts"], { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the build exited with ${signal ?? code}`)),
    );
  });
}

/** The template database each startApp clones, on the suite's server or on a cluster a test owns. */
export async function createTemplate(server = process.env.TEST_DATABASE_URL!) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const { parseEnv } = await import("../app/config/env.server");
  const { setupDatabases } = await import("../app/setup.server");
  await setupDatabases(parseEnv({ ...process.env, ...testEnv(TEMPLATE_DB, server) }), () => {});
}

export async function teardown() {
  await Promise.all([server?.stop(), userServer?.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (userServer) rmSync(`.data/test-pg/user-${process.pid}`, { recursive: true, force: true });
}
