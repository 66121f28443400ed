import pg from "pg";

/** Creates a database if it does not exist yet (CREATE DATABASE cannot run in a transaction). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        if (error.code !== "42P04" && error.code !== "23505") throw error; // created meanwhile by another process
      });
    }
  } finally {
    await client.end();
  }
}
