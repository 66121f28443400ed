// What a MySQL/MariaDB login may do beyond reading, from information_schema's privilege tables for the current account.
// Privileges that reach the login only through a role are not listed there, so a role-based grant goes unreported.
import type { PrivilegeWarning } from "~/lib/privileges";
import { inReadOnlyTransaction, queryOn, type MysqlHandle } from "./run.server";
import { privilegeWarnings, READER_NAME, type PrivilegeFinding, type ReadOnlyTarget } from "../../privilege-warnings";

const WRITE = ["INSERT", "UPDATE", "DELETE"];
const SCHEMA_CHANGE = ["CREATE", "DROP", "ALTER"];
const ROW_LIMIT = 5_000;
export const CHECK_TIMEOUT_MS = 5_000;

// information_schema names the account 'user'@'host'; CURRENT_USER() returns user@host.
const GRANTS_SQL = `SELECT p.PRIVILEGE_TYPE AS privilege, p.level, p.object FROM
  (SELECT CONCAT('''', SUBSTRING_INDEX(CURRENT_USER(), '@', 1), '''@''', SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''') AS grantee) me
  JOIN (
    SELECT GRANTEE, PRIVILEGE_TYPE, 'global' AS level, '' AS object FROM information_schema.USER_PRIVILEGES
    UNION ALL SELECT GRANTEE, PRIVILEGE_TYPE, 'schema', TABLE_SCHEMA FROM information_schema.SCHEMA_PRIVILEGES
    UNION ALL SELECT GRANTEE, PRIVILEGE_TYPE, 'table', CONCAT(TABLE_SCHEMA, '.', TABLE_NAME) FROM information_schema.TABLE_PRIVILEGES
  ) p ON p.GRANTEE = me.grantee
  LIMIT ${ROW_LIMIT}`;

interface GrantRow {
  privilege: string;
  level: "global" | "schema" | "table";
  object: string;
}

export async function checkMysqlPrivileges(handle: MysqlHandle, database: string): Promise<PrivilegeWarning[]> {
  const rows = await inReadOnlyTransaction(handle, CHECK_TIMEOUT_MS, ({ conn }) =>
    queryOn<GrantRow[]>(conn, GRANTS_SQL),
  );
  return privilegeWarnings(grantFindings(rows), readerSql({ database, schemas: [] }));
}

const quoteMysql = (name: string) => `\`${name.replace(/`/g, "``")}\``;

/** A user with SELECT on the database only. */
export function readerSql({ database }: ReadOnlyTarget): string {
  const on = database ? `${quoteMysql(database)}.*` : "*.*";
  return [
    "-- Run as an administrator, choose a password, then connect Askdata with this login.",
    `CREATE USER '${READER_NAME}'@'%' IDENTIFIED BY 'choose-a-strong-password';`,
    `GRANT SELECT, SHOW VIEW ON ${on} TO '${READER_NAME}'@'%';`,
  ].join("\n");
}

export function grantFindings(rows: GrantRow[]): PrivilegeFinding[] {
  const global = new Set(rows.filter((row) => row.level === "global").map((row) => row.privilege));
  const findings: PrivilegeFinding[] = [];
  if (global.has("SUPER")) findings.push({ risk: "super", detail: "SUPER" });
  if (global.has("FILE")) findings.push({ risk: "file", detail: "FILE" });
  const writes = describeGrants(rows, WRITE);
  if (writes) findings.push({ risk: "write", detail: writes });
  const changes = describeGrants(rows, SCHEMA_CHANGE);
  if (changes) findings.push({ risk: "schema-change", detail: changes });
  return findings;
}

/** "INSERT, UPDATE on every database; DELETE on database shop; INSERT on 2 tables". */
function describeGrants(rows: GrantRow[], privileges: string[]): string {
  const parts: string[] = [];
  for (const level of ["global", "schema", "table"] as const) {
    const matching = rows.filter((row) => row.level === level && privileges.includes(row.privilege));
    if (matching.length === 0) continue;
    const names = privileges.filter((privilege) => matching.some((row) => row.privilege === privilege)).join(", ");
    const objects = [...new Set(matching.map((row) => row.object))];
    if (level === "global") parts.push(`${names} on every database`);
    else if (level === "schema")
      parts.push(
        `${names} on database ${objects.slice(0, 3).join(", ")}${objects.length > 3 ? ` and ${objects.length - 3} more` : ""}`,
      );
    else parts.push(`${names} on ${objects.length} table${objects.length === 1 ? "" : "s"}`);
  }
  return parts.join("; ");
}
