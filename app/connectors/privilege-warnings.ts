// Turns what a login may do into warnings with one remedy: the SQL for a login that can only read, which each
// dialect writes (dialects/<id>/privileges.server.ts).
import type { PrivilegeRisk, PrivilegeWarning } from "~/lib/privileges";

export interface PrivilegeFinding {
  risk: PrivilegeRisk;
  /** What exactly was found, e.g. "INSERT on 12 tables". */
  detail: string;
}

/** Where the read-only login needs SELECT: the database, and its schemas on PostgreSQL. */
export interface ReadOnlyTarget {
  database: string;
  schemas: string[];
}

const READ_ONLY = "connect with a read-only user.";
const SENTENCES: Record<PrivilegeRisk, string> = {
  superuser: "This login is a superuser: it can run programs on the server and change anything",
  "server-programs": "This login can run programs on the database server",
  "server-files": "This login can read or write files on the database server",
  "create-roles": "This login can create and change roles",
  "create-databases": "This login can create databases",
  super: "This login can change server settings and end other sessions",
  file: "This login can read and write files on the database server",
  write: "This login can write to the database",
  "schema-change": "This login can change the database's tables",
};

export const READER_NAME = "askdata_reader";

export function privilegeWarnings(findings: PrivilegeFinding[], readOnlySql: string): PrivilegeWarning[] {
  return findings.map(({ risk, detail }) => ({
    risk,
    message: `${SENTENCES[risk]} (${detail}) — ${READ_ONLY}`,
    readOnlySql,
  }));
}

/** "INSERT on 12 tables, UPDATE on 3 tables": counts per privilege, the same counts grouped. */
export function describeCounts(counts: { privilege: string; count: number }[], unit: string): string {
  const byCount = new Map<number, string[]>();
  for (const { privilege, count } of counts) byCount.set(count, [...(byCount.get(count) ?? []), privilege]);
  return [...byCount]
    .map(([count, privileges]) => `${privileges.join(", ")} on ${count} ${unit}${count === 1 ? "" : "s"}`)
    .join("; ");
}
