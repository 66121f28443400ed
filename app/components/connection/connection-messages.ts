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

/** spec §8: on CONNECTION_FAILED the host and port fields point at the likely cause. */
export const unreachableFieldErrors = () => ({ host: HOST_UNREACHABLE, port: PORT_UNREACHABLE });
