// Testing a database login (spec §7 POST /connections/test, 10 s) and reading its privilege warnings in the time left.
import type { Connection } from "~db/models";
import { withDeadline } from "~/connectors/connection-errors";
import { createConnector } from "~/connectors/registry.server";
import type { Connector, TestResult } from "~/connectors/types";
import type { Dialect } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { TIMEOUTS_MS } from "~/lib/limits";
import type { PrivilegeReport, PrivilegeWarning } from "~/lib/privileges";
import type { CredentialsInput } from "~/lib/validation";
import { connectorFor } from "./connection-catalogs.server";

/** Tests credentials that are not saved (spec §7 POST /connections/test; the connector bounds it at 10 s). */
export async function testCredentials(type: Dialect, credentials: CredentialsInput): Promise<TestResult> {
  // The connector's test applies the network policy before any login (ADR 012).
  const connector = createConnector(type, credentials, 1);
  try {
    return await withPrivileges(connector, await connector.test());
  } finally {
    await connector.close().catch(() => undefined);
  }
}

// The check runs after a successful test and shares its 10 s (spec §9); at least a second, at most five.
const PRIVILEGE_CHECK_MS = { min: 1_000, max: 5_000 };

/** The login's privilege warnings, or undefined when they could not be read in time (the test still counts). */
export async function readPrivileges(connector: Connector, budgetMs: number): Promise<PrivilegeWarning[] | undefined> {
  const ms = Math.min(PRIVILEGE_CHECK_MS.max, Math.max(PRIVILEGE_CHECK_MS.min, budgetMs));
  return withDeadline(connector.checkPrivileges(), ms, () => new Error("privilege check timed out")).catch(
    () => undefined,
  );
}

async function withPrivileges(connector: Connector, result: TestResult): Promise<TestResult> {
  if (!result.isValid) return result;
  const warnings = await readPrivileges(connector, TIMEOUTS_MS.connectionTest - result.connectionTime);
  return warnings ? { ...result, warnings } : result;
}

export function privilegeReport(warnings: PrivilegeWarning[] | undefined): { privileges?: PrivilegeReport } {
  return warnings ? { privileges: { checkedAt: new Date().toISOString(), warnings } } : {};
}

export function connectionFailed(result: TestResult): AppError {
  return new AppError("CONNECTION_FAILED", `Connection failed: ${result.error ?? "Unknown error"}`, {
    reason: result.error ?? "Unknown error",
  });
}

/** Tests a saved connection and records the outcome (last_test_status, last_tested_at). */
export async function testSavedConnection(connection: Connection): Promise<TestResult> {
  const connector = connectorFor(connection);
  const result = await withPrivileges(connector, await connector.test());
  const metadata = result.warnings
    ? { ...connection.metadata, ...privilegeReport(result.warnings) }
    : connection.metadata;
  await connection.update(
    { last_test_status: result.isValid ? "success" : "failed", last_tested_at: new Date(), metadata },
    { silent: true },
  );
  return result;
}
