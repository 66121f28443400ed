// What a connection's login may do beyond reading, as shown to the user (connection test, connection list).

export type PrivilegeRisk =
  | "superuser"
  | "server-programs"
  | "server-files"
  | "create-roles"
  | "create-databases"
  | "super"
  | "file"
  | "write"
  | "schema-change";

export interface PrivilegeWarning {
  risk: PrivilegeRisk;
  /** One sentence for the user, ending with what to do about it. */
  message: string;
  /** SQL an administrator can run to create a read-only login for this database instead. */
  readOnlySql: string;
}

/** Kept in a connection's `metadata.privileges` after each connect and test. */
export interface PrivilegeReport {
  checkedAt: string;
  warnings: PrivilegeWarning[];
}

/** The report stored in a connection's metadata, if a check has run. */
export function privilegeReportOf(metadata: unknown): PrivilegeReport | null {
  const report = (metadata as { privileges?: PrivilegeReport } | null | undefined)?.privileges;
  return report && Array.isArray(report.warnings) ? report : null;
}
