// Loads the sample databases into PostgreSQL schemas, once per SAMPLES_VERSION (idempotent, safe to run concurrently).
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { encodeCopyChunks } from "./copy-text";
import { SAMPLES_VERSION, SAMPLE_DATABASES } from "./index";
import type { SampleDefinition, SampleTable } from "./types";

const LOCK_NAME = "askdata_samples";
const META_DDL = `CREATE TABLE IF NOT EXISTS public.askdata_samples_meta (
  sample_id text PRIMARY KEY, version text NOT NULL, loaded_at timestamptz NOT NULL DEFAULT now())`;

export interface LoadSamplesOptions {
  /** Role (created by the caller) that gets read-only access to every sample schema. */
  readerRole?: string;
  /** Defaults to all of SAMPLE_DATABASES. */
  samples?: SampleDefinition[];
}

export async function loadSamples(
  client: pg.Client,
  options: LoadSamplesOptions = {},
): Promise<{ loaded: string[]; skipped: string[] }> {
  const loaded: string[] = [];
  const skipped: string[] = [];
  for (const sample of options.samples ?? SAMPLE_DATABASES) {
    const reloaded = await inTransaction(client, () => ensureSample(client, sample, options.readerRole));
    (reloaded ? loaded : skipped).push(sample.id);
  }
  return { loaded, skipped };
}

async function inTransaction<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query("BEGIN");
  try {
    const result = await work();
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

/** Checks the marker under the lock, so a second process waits and then finds the work done. */
async function ensureSample(client: pg.Client, sample: SampleDefinition, readerRole?: string): Promise<boolean> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [LOCK_NAME]);
  await client.query(META_DDL);
  const { rows } = await client.query<{ version: string | null; present: boolean }>(
    `SELECT (SELECT version FROM public.askdata_samples_meta WHERE sample_id = $1) AS version,
            to_regnamespace($2) IS NOT NULL AS present`,
    [sample.id, sample.schema],
  );
  const stale = rows[0].version !== SAMPLES_VERSION || !rows[0].present;
  if (stale) await loadSample(client, sample);
  if (readerRole) await grantReader(client, sample.schema, readerRole);
  return stale;
}

async function loadSample(client: pg.Client, sample: SampleDefinition): Promise<void> {
  const schema = pg.escapeIdentifier(sample.schema);
  await client.query("SET LOCAL maintenance_work_mem = '128MB'");
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`COMMENT ON SCHEMA ${schema} IS ${pg.escapeLiteral(sample.description)}`);
  for (const table of sample.tables) await createTable(client, schema, table);
  for (const table of sample.tables) await copyRows(client, schema, table);
  // Constraints and indexes after the data: one bulk check and build instead of per-row work.
  for (const table of sample.tables) await addConstraints(client, schema, table);
  for (const table of sample.tables) await client.query(`ANALYZE ${schema}.${table.name}`);
  await client.query(
    `INSERT INTO public.askdata_samples_meta (sample_id, version, loaded_at) VALUES ($1, $2, now())
     ON CONFLICT (sample_id) DO UPDATE SET version = EXCLUDED.version, loaded_at = EXCLUDED.loaded_at`,
    [sample.id, SAMPLES_VERSION],
  );
}

async function createTable(client: pg.Client, schema: string, table: SampleTable): Promise<void> {
  await client.query(`CREATE TABLE ${schema}.${table.name} (\n  ${table.ddl}\n)`);
  await client.query(`COMMENT ON TABLE ${schema}.${table.name} IS ${pg.escapeLiteral(table.description)}`);
  for (const [column, comment] of Object.entries(table.columnComments)) {
    await client.query(`COMMENT ON COLUMN ${schema}.${table.name}.${column} IS ${pg.escapeLiteral(comment)}`);
  }
}

async function copyRows(client: pg.Client, schema: string, table: SampleTable): Promise<void> {
  const copy = client.query(copyFrom(`COPY ${schema}.${table.name} (${table.columns.join(", ")}) FROM STDIN`));
  await pipeline(Readable.from(encodeCopyChunks(table.rows())), copy);
}

async function addConstraints(client: pg.Client, schema: string, table: SampleTable): Promise<void> {
  for (const { column, references, referencedColumn } of table.foreignKeys) {
    await client.query(
      `ALTER TABLE ${schema}.${table.name} ADD CONSTRAINT ${table.name}_${column}_fkey
       FOREIGN KEY (${column}) REFERENCES ${schema}.${references} (${referencedColumn})`,
    );
  }
  const indexed = [...table.foreignKeys.map((key) => [key.column]), ...table.indexes];
  for (const columns of indexed) await client.query(`CREATE INDEX ON ${schema}.${table.name} (${columns.join(", ")})`);
}

async function grantReader(client: pg.Client, schema: string, role: string): Promise<void> {
  const quotedSchema = pg.escapeIdentifier(schema);
  const quotedRole = pg.escapeIdentifier(role);
  await client.query(`GRANT USAGE ON SCHEMA ${quotedSchema} TO ${quotedRole}`);
  await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${quotedSchema} TO ${quotedRole}`);
}
