// What a PostgreSQL login may do beyond reading: role attributes, server-access roles, write rights on visible tables.
import type pg from "pg";
import type { PrivilegeWarning } from "~/lib/privileges";
import {
  describeCounts,
  privilegeWarnings,
  READER_NAME,
  type PrivilegeFinding,
  type ReadOnlyTarget,
} from "../../privilege-warnings";

const SERVER_ROLES = ["pg_execute_server_program", "pg_read_server_files", "pg_write_server_files"];
// Bounded so a catalog of many thousands of tables answers quickly; a write right on any of them is enough to warn.
const TABLE_LIMIT = 5_000;

const ROLE_SQL = `SELECT r.rolsuper AS superuser, r.rolcreaterole AS create_roles, r.rolcreatedb AS create_databases,
  current_database() AS database,
  ARRAY(SELECT b.rolname::text FROM pg_roles b WHERE b.rolname = ANY($1::text[]) AND pg_has_role(r.oid, b.oid, 'MEMBER')
    ORDER BY 1) AS server_roles
FROM pg_roles r WHERE r.rolname = current_user`;

const TABLES_SQL = `WITH visible AS (
  SELECT c.oid, n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_'
    AND ($1::text IS NULL OR n.nspname = $1) AND has_schema_privilege(n.oid, 'USAGE')
  LIMIT ${TABLE_LIMIT})
(SELECT p.privilege, count(*)::int AS count, NULL AS schemas FROM visible v
  CROSS JOIN unnest(ARRAY['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) WITH ORDINALITY AS p(privilege, position)
  WHERE has_table_privilege(v.oid, p.privilege) GROUP BY p.privilege, p.position ORDER BY p.position)
UNION ALL
SELECT NULL, NULL, (SELECT array_agg(DISTINCT nspname::text ORDER BY nspname::text) FROM visible)`;

interface RoleRow {
  superuser: boolean;
  create_roles: boolean;
  create_databases: boolean;
  database: string;
  server_roles: string[];
}
interface TableRow {
  privilege: string | null;
  count: number | null;
  schemas: string[] | null;
}

export async function checkPgPrivileges(client: pg.ClientBase | pg.Pool, schema?: string): Promise<PrivilegeWarning[]> {
  const role = (await client.query<RoleRow>(ROLE_SQL, [SERVER_ROLES])).rows[0];
  const tables = (await client.query<TableRow>(TABLES_SQL, [schema ?? null])).rows;
  const findings: PrivilegeFinding[] = role ? roleFindings(role) : [];
  const writes = tables.filter((row) => row.privilege).map((row) => ({ privilege: row.privilege!, count: row.count! }));
  if (writes.length > 0) findings.push({ risk: "write", detail: describeCounts(writes, "table") });
  const schemas = tables.find((row) => !row.privilege)?.schemas ?? [];
  return privilegeWarnings(
    findings,
    readerSql({ database: role?.database ?? "", schemas: schema ? [schema] : schemas.slice(0, 10) }),
  );
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A role that can only read: SELECT on each schema, also on tables created later. */
export function readerSql({ database, schemas }: ReadOnlyTarget): string {
  const lines = [
    "-- Run as an administrator, choose a password, then connect Askdata with this login.",
    `CREATE ROLE ${READER_NAME} LOGIN PASSWORD 'choose-a-strong-password';`,
    `GRANT CONNECT ON DATABASE ${quoteIdent(database)} TO ${READER_NAME};`,
  ];
  for (const schema of schemas.length > 0 ? schemas : ["public"]) {
    const quoted = quoteIdent(schema);
    lines.push(
      `GRANT USAGE ON SCHEMA ${quoted} TO ${READER_NAME};`,
      `GRANT SELECT ON ALL TABLES IN SCHEMA ${quoted} TO ${READER_NAME};`,
      `-- Tables created later by the role running this are readable too.`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${quoted} GRANT SELECT ON TABLES TO ${READER_NAME};`,
    );
  }
  return lines.join("\n");
}

function roleFindings(role: RoleRow): PrivilegeFinding[] {
  // A superuser is a member of every role and may do everything: one finding says it all.
  if (role.superuser) return [{ risk: "superuser", detail: "SUPERUSER" }];
  const findings: PrivilegeFinding[] = [];
  if (role.server_roles.includes("pg_execute_server_program"))
    findings.push({ risk: "server-programs", detail: "member of pg_execute_server_program" });
  const files = role.server_roles.filter((name) => name !== "pg_execute_server_program");
  if (files.length > 0) findings.push({ risk: "server-files", detail: `member of ${files.join(", ")}` });
  if (role.create_roles) findings.push({ risk: "create-roles", detail: "CREATEROLE" });
  if (role.create_databases) findings.push({ risk: "create-databases", detail: "CREATEDB" });
  return findings;
}
