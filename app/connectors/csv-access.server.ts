// Who may read an upload: each one gets its own schema and a login role that can read only that
// schema's table, in an uploads database where PUBLIC may do nothing.
import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import pg from "pg";
import { AppError } from "~/lib/errors";
import { toSnakeCase } from "./csv-header";

export interface UploadIdentity {
  schema: string;
  role: string;
  password: string;
}

const UPLOAD_NAME = /^upload_[a-z0-9]+$/;
const SCRAM_ITERATIONS = 4096;

export function newUploadIdentity(): UploadIdentity {
  const name = `upload_${randomBytes(8).toString("hex")}`;
  return { schema: name, role: name, password: randomBytes(24).toString("base64url") };
}

/**
 * Run once when the uploads database is created (idempotent): PUBLIC may neither connect, create nor
 * use temp tables; upload roles connect through membership of the database's connect role.
 */
export async function prepareUploadsDatabase(adminUrl: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const { database, connectRole } = await databaseNames(client);
    const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [connectRole]);
    if (!exists.rowCount) await client.query(`CREATE ROLE ${pg.escapeIdentifier(connectRole)} NOLOGIN`);
    await client.query(
      `REVOKE ALL ON DATABASE ${pg.escapeIdentifier(database)} FROM PUBLIC;
       REVOKE ALL ON SCHEMA public FROM PUBLIC;
       GRANT CONNECT ON DATABASE ${pg.escapeIdentifier(database)} TO ${pg.escapeIdentifier(connectRole)}`,
    );
  });
}

/**
 * Creates the role and the schema inside the import's transaction. CONNECT comes from membership:
 * a GRANT on the database per upload would update one catalog row, and concurrent uploads would
 * fail with "tuple concurrently updated".
 */
export async function createUploadRole(client: pg.ClientBase, identity: UploadIdentity): Promise<void> {
  const { connectRole } = await databaseNames(client);
  const prepared = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [connectRole]);
  if (!prepared.rowCount) throw new Error("The uploads database is not prepared: run prepareUploadsDatabase first");
  const role = pg.escapeIdentifier(identity.role);
  const schema = pg.escapeIdentifier(identity.schema);
  await client.query(
    `CREATE ROLE ${role} LOGIN IN ROLE ${pg.escapeIdentifier(connectRole)} PASSWORD ${pg.escapeLiteral(scramVerifier(identity.password))};
     CREATE SCHEMA ${schema};
     GRANT USAGE ON SCHEMA ${schema} TO ${role}`,
  );
}

export async function grantTableRead(client: pg.ClientBase, identity: UploadIdentity, table: string): Promise<void> {
  const qualified = `${pg.escapeIdentifier(identity.schema)}.${pg.escapeIdentifier(table)}`;
  await client.query(`GRANT SELECT ON ${qualified} TO ${pg.escapeIdentifier(identity.role)}`);
}

/** Removes an upload: its sessions, its schema with the table, and its role. Idempotent. */
export async function dropCsvImport(target: { adminUrl: string }, schema: string, role: string): Promise<void> {
  if (!UPLOAD_NAME.test(schema) || !UPLOAD_NAME.test(role)) {
    throw new AppError("INVALID_REQUEST", "Not an upload schema or role");
  }
  await withClient(target.adminUrl, async (client) => {
    await client
      .query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", [role])
      .catch(() => {}); // best effort: an owner without pg_signal_backend may not end the sessions
    await client.query("BEGIN");
    await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
    const { rowCount } = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
    // DROP OWNED revokes whatever is still granted to the role, which DROP ROLE would trip over.
    if (rowCount) await client.query(`DROP OWNED BY ${pg.escapeIdentifier(role)}; DROP ROLE ${pg.escapeIdentifier(role)}`);
    await client.query("COMMIT");
  });
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined); // a server restart fails the query in hand, not the process
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function databaseNames(client: pg.ClientBase): Promise<{ database: string; connectRole: string }> {
  const { rows } = await client.query<{ name: string }>("SELECT current_database() AS name");
  return { database: rows[0]!.name, connectRole: connectRoleFor(rows[0]!.name) };
}

/** The role whose members may connect to an uploads database (roles are shared by the whole cluster). */
export function connectRoleFor(database: string): string {
  return `askdata_connect_${toSnakeCase(database).slice(0, 40)}`;
}

/** A SCRAM-SHA-256 verifier (RFC 5803 form), so the plain password never appears in a statement or a log. */
export function scramVerifier(password: string, salt = randomBytes(16)): string {
  const salted = pbkdf2Sync(password.normalize("NFKC"), salt, SCRAM_ITERATIONS, 32, "sha256");
  const clientKey = createHmac("sha256", salted).update("Client Key").digest();
  const storedKey = createHash("sha256").update(clientKey).digest("base64");
  const serverKey = createHmac("sha256", salted).update("Server Key").digest("base64");
  return `SCRAM-SHA-256$${SCRAM_ITERATIONS}:${salt.toString("base64")}$${storedKey}:${serverKey}`;
}
