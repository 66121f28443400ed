// Everything a database needs before the product runs: metadata schema, queues, samples, uploads.
// Run once per deploy (`npm run migrate`, Fly's release command) and by `npm start` locally.
import pg from "pg";
import type { Env } from "~/config/env.server";
import { migrateQueues } from "~/jobs/boss.server";
import { sampleReaderPassword, uploadsGatewayPassword } from "~/services/crypto.server";
import { ensureDatabase } from "~db/ensure-database.server";
import { migrateMetadata } from "~db/migrate.server";
import { createSequelize } from "~db/sequelize.server";
import { SAMPLE_READER_ROLE } from "~db/sample-reader";
import { loadSamples } from "~db/samples/load.server";
import { prepareUploadsDatabase } from "~/connectors/csv-import.server";

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export async function setupDatabases(env: Env, log: (line: string) => void = console.log): Promise<void> {
  const sequelize = createSequelize(env.DATABASE_URL, { poolMax: 2 });
  try {
    const applied = await migrateMetadata(sequelize);
    if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);
  } finally {
    await sequelize.close();
  }
  await migrateQueues(env.DATABASE_URL);
  await closeToPublic(env.DATABASE_URL, log);
  await setupSamples(env, log);
  await ensureDatabase(env.DATABASE_URL, databaseName(env.uploadsDatabaseUrl));
  await prepareUploadsDatabase(env.uploadsDatabaseUrl, uploadsGatewayPassword());
}

/**
 * The sample and upload roles live in the same cluster: none of them may even connect to the
 * metadata database (ADR 012). Best effort: a login that does not own the database cannot revoke.
 */
async function closeToPublic(url: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`REVOKE ALL ON DATABASE ${pg.escapeIdentifier(databaseName(url))} FROM PUBLIC`);
  } catch (error) {
    log(`Could not revoke PUBLIC access to the metadata database: ${(error as Error).message}`);
  } finally {
    await client.end();
  }
}

async function setupSamples(env: Env, log: (line: string) => void): Promise<void> {
  await ensureDatabase(env.DATABASE_URL, databaseName(env.samplesDatabaseUrl));
  const client = new pg.Client({ connectionString: env.samplesDatabaseUrl });
  await client.connect();
  try {
    await ensureReaderRole(client, SAMPLE_READER_ROLE, sampleReaderPassword());
    const started = Date.now();
    const { loaded } = await loadSamples(client, { readerRole: SAMPLE_READER_ROLE });
    if (loaded.length)
      log(`Loaded sample databases ${loaded.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** A LOGIN role with no privileges but those granted to it explicitly. */
export async function ensureReaderRole(client: pg.Client, role: string, password: string): Promise<void> {
  const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
  const literal = pg.escapeLiteral(password);
  const ident = pg.escapeIdentifier(role);
  if (!exists.rowCount) {
    await client
      .query(`CREATE ROLE ${ident} LOGIN PASSWORD ${literal} NOSUPERUSER NOCREATEDB NOCREATEROLE`)
      .catch((error: { code?: string }) => {
        if (error.code !== "42710") throw error; // created meanwhile by another process
      });
  } else {
    await client.query(`ALTER ROLE ${ident} LOGIN PASSWORD ${literal}`);
  }
  const database = pg.escapeIdentifier((await client.query("SELECT current_database() AS db")).rows[0].db);
  await client.query(`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
  await client.query(`GRANT CONNECT ON DATABASE ${database} TO ${ident}`);
  await client.query("REVOKE CREATE ON SCHEMA public FROM PUBLIC");
}
