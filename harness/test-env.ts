// The environment a test's web and worker processes run with.
import { withDatabase } from "./databases";

export const TEMPLATE_DB = "askdata_test_template";
/** The sample databases every test app reads (harness/samples.ts shares them with files that only read). */
export const SAMPLES_DB = "askdata_test_samples";

/** `server`: the suite's PostgreSQL unless a test runs the product on a cluster of its own. */
export function testEnv(database: string, server = process.env.TEST_DATABASE_URL!): Record<string, string> {
  const admin = server;
  return {
    DATABASE_URL: withDatabase(admin, database),
    SAMPLES_DATABASE_URL: withDatabase(admin, SAMPLES_DB),
    UPLOADS_DATABASE_URL: withDatabase(admin, "askdata_test_uploads"),
    APP_SECRET: process.env.APP_SECRET!,
    WORKER_CONCURRENCY: "4",
  };
}

/**
 * The suite's clusters are thrown away after the run, so nothing is synced to disk: a clone per test file, the
 * samples in the template and the checkpoint at shutdown cost no fsync.
 */
export const THROWAWAY_CLUSTER: Record<string, string> = {
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
};
