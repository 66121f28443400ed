// spec §5 test messages and the field hints of §8 for a connection that could not be reached.
import type { PrivilegeWarning } from "~/lib/privileges";

export interface TestResult {
  isValid: boolean;
  error: string | null;
  tableCount: number;
  connectionTime: number;
  warnings?: PrivilegeWarning[];
}

export const HOST_UNREACHABLE = "Could not connect to this host";
export const PORT_UNREACHABLE = "Please verify the port number";

export function testResultMessage(result: TestResult): string {
  if (!result.isValid) return `Connection failed: ${result.error || "Unknown error"}`;
  return `Connection successful! Found ${result.tableCount} tables (${Math.round(result.connectionTime)} ms)`;
}

export const LOGIN_REFUSED = "Check the username and password";
export const DATABASE_REFUSED = "No database of this name, or this user may not open it";

/**
 * spec §8 marks host and port on CONNECTION_FAILED; a failure that points elsewhere marks only the fields it
 * concerns (issue 16): a refused login the username and password, an unknown database its name.
 */
export function failedFieldErrors(field: "host" | "credentials" | "database" | undefined): Record<string, string> {
  if (field === "credentials") return { username: LOGIN_REFUSED, password: LOGIN_REFUSED };
  if (field === "database") return { database: DATABASE_REFUSED };
  return { host: HOST_UNREACHABLE, port: PORT_UNREACHABLE };
}
