import { describe, expect, it, vi } from "vitest";
import { AppError } from "~/lib/errors";
import { postgresqlConnector } from "./dialects/postgresql/connector.server";
import { SqlConnector } from "./sql-connector.server";
import type { ConnectionCredentials, ConnectorDialect } from "./types";

const credentials: ConnectionCredentials = {
  host: "db.example",
  port: 5432,
  database: "shop",
  username: "u",
  password: "p",
  managed: true,
};
const result = { columns: [], rows: [], rowCount: 0, truncated: false, executionTime: 0 };

/** A dialect whose every part is a spy; managed credentials take its shared pool, so no network is involved. */
function fakeDialect(overrides: Partial<ConnectorDialect<string>> = {}): ConnectorDialect<string> {
  return {
    name: "postgresql",
    guard: postgresqlConnector.guard,
    openPool: vi.fn(() => "own pool"),
    managedPool: vi.fn(() => "shared pool"),
    closePool: vi.fn(async () => undefined),
    openTestSession: vi.fn(() => ({ countTables: async () => 0, close: () => undefined })),
    introspect: vi.fn(async () => ({ dialect: "postgresql" as const, tables: [], introspectedAt: "" })),
    run: vi.fn(async () => result),
    explain: vi.fn(async () => "plan"),
    checkPrivileges: vi.fn(async () => []),
    privilegesTimeoutMs: 5_000,
    queryError: vi.fn((error: unknown) => new AppError("QUERY_EXECUTION_ERROR", String((error as Error).message))),
    ...overrides,
  };
}

describe("SqlConnector", () => {
  it("guards SQL before the dialect sees it", async () => {
    const dialect = fakeDialect();
    const connector = new SqlConnector(dialect, credentials);
    await expect(connector.execute("DELETE FROM orders", { timeoutMs: 1000, maxRows: 10 })).rejects.toMatchObject({
      details: { refused: expect.anything() },
    });
    expect(dialect.run).not.toHaveBeenCalled();
    await connector.execute("SELECT 1", { timeoutMs: 1000, maxRows: 10 });
    expect(dialect.run).toHaveBeenCalledWith("shared pool", "SELECT 1", { timeoutMs: 1000, maxRows: 10 }, credentials);
  });

  it("names a lost connection in common words and leaves the database's own errors to the dialect", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const run = vi
      .fn()
      .mockRejectedValueOnce(refused)
      .mockRejectedValueOnce(new Error('relation "nope" does not exist'));
    const dialect = fakeDialect({ run });
    const connector = new SqlConnector(dialect, credentials);
    await expect(connector.execute("SELECT 1", { timeoutMs: 1000, maxRows: 10 })).rejects.toMatchObject({
      code: "CONNECTION_FAILED",
    });
    await expect(connector.execute("SELECT 1", { timeoutMs: 1000, maxRows: 10 })).rejects.toMatchObject({
      code: "QUERY_EXECUTION_ERROR",
      message: 'relation "nope" does not exist',
    });
    expect(dialect.queryError).toHaveBeenCalledTimes(1);
  });

  it("opens the pool once and closes its own pool, never a shared one", async () => {
    const shared = fakeDialect();
    const managed = new SqlConnector(shared, credentials);
    await managed.explain("SELECT 1", { timeoutMs: 1000, maxRows: 10 });
    await managed.checkPrivileges();
    expect(shared.managedPool).toHaveBeenCalledTimes(1);
    await managed.close();
    expect(shared.closePool).not.toHaveBeenCalled();

    const own = fakeDialect({ managedPool: undefined });
    const user = new SqlConnector(own, { ...credentials, managed: false, host: "8.8.8.8" });
    await user.introspect().catch(() => undefined); // the network policy may refuse the address: the pool is then never made
    await user.close();
    expect(own.closePool).toHaveBeenCalledTimes((own.openPool as ReturnType<typeof vi.fn>).mock.calls.length);
  });
});
