// The bundled samples for test files that only read them: one copy per run on the suite's server.
import pg from "pg";
import { ensureDatabase } from "../db/ensure-database.server";
import { loadSamples } from "../db/samples/load.server";
import { adminUrl, withDatabase } from "./databases";
import { SAMPLES_DB } from "./test-env";

/**
 * The URL of the suite's sample databases, the copy the tests' apps read. The template's setup loads it before any
 * file runs; when that was skipped, the first file that asks loads it (loadSamples holds a lock and skips what is
 * there). Generating and loading a copy of one's own costs a file about 12 s of CPU.
 */
export async function sharedSamplesUrl(): Promise<string> {
  await ensureDatabase(adminUrl(), SAMPLES_DB);
  const url = withDatabase(adminUrl(), SAMPLES_DB);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await loadSamples(client);
  } finally {
    await client.end();
  }
  return url;
}
