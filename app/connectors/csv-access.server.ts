// Who may read an upload: each one gets its own schema and a role that can read only that schema's
// table, in an uploads database where PUBLIC may do nothing. One gateway login per database takes
// an upload's role per transaction (ADR 018).
import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import pg from "pg";
import { AppError } from "~/lib/errors";
import { toSnakeCase } from "./csv-header";
import { withAdminSession } from "./managed-pools.server";

export interface UploadIdentity {
  schema: string;
  role: string;
}

const UPLOAD_NAME = /^upload_[a-z0-9]+$/;
const SCRAM_ITERATIONS = 4096;

export function newUploadIdentity(): UploadIdentity {
  const name = `upload_${randomBytes(8).toString("hex")}`;
  return { schema: name, role: name };
}

/** The login that reads every upload, each transaction as one upload's role (roles are shared by the whole cluster). */
export function gatewayRoleFor(database: string): string {
  return `askdata_gateway_${toSnakeCase(database).slice(0, 40)}`;
}

/**
 * Run at every setup (idempotent): PUBLIC may neither connect, create nor use temp tables; the
 * gateway may connect and has no rights of its own (NOINHERIT): it reads an upload only after
 * SET ROLE to that upload's role. Upload roles made before the gateway become its roles too.
 */
export async function prepareUploadsDatabase(adminUrl: string, gatewayPassword: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const database = await databaseName(client);
    const gateway = pg.escapeIdentifier(gatewayRoleFor(database));
    const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [gatewayRoleFor(database)]);
    const attributes = `LOGIN NOINHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD ${pg.escapeLiteral(scramVerifier(gatewayPassword))}`;
    await client.query(`${exists.rowCount ? "ALTER" : "CREATE"} ROLE ${gateway} ${attributes}`);
    await client.query(
      `REVOKE ALL ON DATABASE ${pg.escapeIdentifier(database)} FROM PUBLIC;
       REVOKE ALL ON SCHEMA public FROM PUBLIC;
       GRANT CONNECT ON DATABASE ${pg.escapeIdentifier(database)} TO ${gateway}`,
    );
    await adoptEarlierUploadRoles(client, gatewayRoleFor(database));
    // The gateway may take any upload's role: without set_config no statement can switch halfway
    // through (SET ROLE is not a SELECT). Needs the superuser; a mere owner keeps the guard alone.
    await client
      .query("REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM PUBLIC")
      .catch(() => undefined);
    await sealCatalog(client, gatewayRoleFor(database));
  });
}

// What an upload role may still read of the catalog: pg_stats shows only the columns the role itself may read.
const OPEN_CATALOG = ["pg_stats"];
// Functions that read the catalog by name or oid without checking rights: sizes, statistics, definitions, comments.
const CATALOG_FUNCTIONS = String.raw`^(pg_(stat_get_|get_|relation_|filenode_|partition_|identify_object|sequence_|index_|column_is_)|pg_(total_relation|table|indexes|database|tablespace)_size$|pg_describe_object$|(obj|col|shobj)_description$)`;

/**
 * The uploads database's catalog lists every upload's schema, tables, columns, comments and sizes. Upload roles,
 * which run tenants' SQL, may not read it (ADR 041): what PUBLIC could read in pg_catalog and information_schema,
 * and the functions that read the catalog by oid, go to the gateway login alone, which reads one upload's catalog
 * filtered to its schema. Needs the superuser (catalog objects belong to it); a mere owner keeps the guard alone.
 * Idempotent: what the gateway already holds is granted again.
 */
async function sealCatalog(client: pg.ClientBase, gatewayName: string): Promise<void> {
  const gateway = pg.escapeIdentifier(gatewayName);
  const granted = (acl: string, privilege: string) =>
    `EXISTS (SELECT 1 FROM aclexplode(${acl}) a WHERE a.grantee IN (0, to_regrole($1)) AND a.privilege_type = '${privilege}')`;
  try {
    await client.query("BEGIN");
    const relations = await client.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname IN ('pg_catalog', 'information_schema') AND c.relkind IN ('r', 'v', 'm', 'p', 'f')
         AND c.relname <> ALL($2) AND ${granted("c.relacl", "SELECT")}`,
      [gatewayName, OPEN_CATALOG],
    );
    const functions = await client.query<{ name: string }>(
      `SELECT 'pg_catalog.' || p.oid::regprocedure::text AS name FROM pg_proc p
       WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.proname ~ $2
         AND ${granted("COALESCE(p.proacl, acldefault('f', p.proowner))", "EXECUTE")}`,
      [gatewayName, CATALOG_FUNCTIONS],
    );
    const names = (rows: { name: string }[]) => rows.map((row) => row.name).join(", ");
    if (relations.rowCount)
      await client.query(
        `REVOKE SELECT ON ${names(relations.rows)} FROM PUBLIC; GRANT SELECT ON ${names(relations.rows)} TO ${gateway}`,
      );
    if (functions.rowCount)
      await client.query(
        `REVOKE EXECUTE ON ROUTINE ${names(functions.rows)} FROM PUBLIC; GRANT EXECUTE ON ROUTINE ${names(functions.rows)} TO ${gateway}`,
      );
    await client.query(
      `REVOKE USAGE ON SCHEMA information_schema FROM PUBLIC; GRANT USAGE ON SCHEMA information_schema TO ${gateway}`,
    );
    await client.query("COMMIT");
  } catch {
    await client.query("ROLLBACK").catch(() => undefined);
  }
}

/** Upload roles that once logged in themselves: the gateway takes them over and they log in no more. */
async function adoptEarlierUploadRoles(client: pg.ClientBase, gateway: string): Promise<void> {
  const { rows } = await client.query<{ role: string }>(
    `SELECT r.rolname AS role FROM pg_roles r JOIN pg_namespace n ON n.nspname = r.rolname
     WHERE r.rolname ~ '^upload_[a-z0-9]+$' AND NOT pg_has_role($1, r.oid, 'MEMBER')`,
    [gateway],
  );
  for (const { role } of rows) {
    await client.query(
      `ALTER ROLE ${pg.escapeIdentifier(role)} NOLOGIN; GRANT ${pg.escapeIdentifier(role)} TO ${pg.escapeIdentifier(gateway)}`,
    );
  }
}

/**
 * Creates the role and the schema inside the import's transaction. The role cannot log in: the
 * gateway, made its member here, takes it per transaction. Granting a role adds a membership row,
 * so concurrent uploads do not contend on one catalog row as a GRANT on the database would.
 */
export async function createUploadRole(client: pg.ClientBase, identity: UploadIdentity): Promise<void> {
  const gateway = gatewayRoleFor(await databaseName(client));
  const prepared = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [gateway]);
  if (!prepared.rowCount) throw new Error("The uploads database is not prepared: run prepareUploadsDatabase first");
  const role = pg.escapeIdentifier(identity.role);
  const schema = pg.escapeIdentifier(identity.schema);
  await client.query(
    `CREATE ROLE ${role} NOLOGIN;
     GRANT ${role} TO ${pg.escapeIdentifier(gateway)};
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
  await withAdminSession(target.adminUrl, async (client) => {
    // Sessions that logged in as the role before the gateway existed (ADR 018).
    await client
      .query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", [role])
      .catch(() => {}); // best effort: an owner without pg_signal_backend may not end the sessions
    await client.query("BEGIN");
    await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
    const { rowCount } = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
    // DROP OWNED revokes whatever is still granted to the role, which DROP ROLE would trip over.
    if (rowCount)
      await client.query(`DROP OWNED BY ${pg.escapeIdentifier(role)}; DROP ROLE ${pg.escapeIdentifier(role)}`);
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

async function databaseName(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ name: string }>("SELECT current_database() AS name");
  return rows[0]!.name;
}

/** A SCRAM-SHA-256 verifier (RFC 5803 form), so the plain password never appears in a statement or a log. */
export function scramVerifier(password: string, salt = randomBytes(16)): string {
  const salted = pbkdf2Sync(password.normalize("NFKC"), salt, SCRAM_ITERATIONS, 32, "sha256");
  const clientKey = createHmac("sha256", salted).update("Client Key").digest();
  const storedKey = createHash("sha256").update(clientKey).digest("base64");
  const serverKey = createHmac("sha256", salted).update("Server Key").digest("base64");
  return `SCRAM-SHA-256$${SCRAM_ITERATIONS}:${salt.toString("base64")}$${storedKey}:${serverKey}`;
}
