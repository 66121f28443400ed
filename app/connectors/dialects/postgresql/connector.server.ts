// PostgreSQL on a server (pg + pg-cursor): what differs from the shared core, SqlConnector. The driver's plumbing
// (postgres-run.server.ts) stays beside the core: the product's own upload database runs on it too.
import pg from "pg";
import { managedPool } from "../../managed-pools.server";
import { countPgTables, introspectPostgres, readCatalogAsLogin } from "./introspect.server";
import { checkPostgres } from "./guard";
import { checkPgPrivileges } from "./privileges.server";
import {
  createPgPool,
  inReadOnlyTransaction,
  pgClientConfig,
  pgQueryError,
  runReadOnly,
} from "../../postgres-run.server";
import type { SessionPool } from "../../session-pool.server";
import type { ConnectorDialect } from "../../types";

export { runReadOnly } from "../../postgres-run.server";

const PRIVILEGES_TIMEOUT_MS = 5_000;

/**
 * A user's database gets a pool of its own, whose sessions count against the process's budget for
 * users' databases; the product's own databases (`managed`) are read through the shared pool of
 * their database, as `credentials.role` when the login is the uploads gateway (ADR 018).
 */
export const postgresqlConnector: ConnectorDialect<SessionPool> = {
  name: "postgresql",
  guard: ({ statement, tokens, sealed }) => checkPostgres(statement, tokens, sealed),
  openPool: createPgPool,
  managedPool,
  closePool: (pool) => pool.end(),
  countTablesInPool: (pool, { schema, role }, timeoutMs) =>
    inReadOnlyTransaction(pool, { timeoutMs, role }, async (client) => {
      await readCatalogAsLogin(client, { schema, role });
      return countPgTables(client, schema);
    }),
  openTestSession(credentials, timeoutMs) {
    const client = new pg.Client({ ...pgClientConfig(credentials, timeoutMs), statement_timeout: timeoutMs });
    client.on("error", () => undefined);
    return {
      countTables: async () => {
        await client.connect();
        return countPgTables(client, credentials.schema);
      },
      close: () => client.end(),
    };
  },
  introspect: (pool, { schema, role }) => introspectPostgres(pool, { schema, role }),
  run: (pool, sql, options, { schema, role }) => runReadOnly(pool, sql, { ...options, schema, role }),
  explain: (pool, sql, { timeoutMs }, { schema, role }) =>
    inReadOnlyTransaction(pool, { timeoutMs, schema, role }, async (client) => {
      // Extended protocol: the server refuses a second statement even if one got past the guard.
      const query = {
        text: `EXPLAIN (FORMAT TEXT) ${sql}`,
        rowMode: "array",
        queryMode: "extended",
      } as pg.QueryArrayConfig;
      const result = await client.query<unknown[]>(query);
      return result.rows.map((row) => String(row[0])).join("\n");
    }),
  // An upload's role cannot read the catalog (ADR 041): its check reads as the gateway, which has no rights of its own.
  checkPrivileges: (pool, { schema, role }) =>
    inReadOnlyTransaction(pool, { timeoutMs: PRIVILEGES_TIMEOUT_MS, role }, async (client) => {
      await readCatalogAsLogin(client, { schema, role });
      return checkPgPrivileges(client, schema);
    }),
  privilegesTimeoutMs: PRIVILEGES_TIMEOUT_MS,
  queryError: pgQueryError,
};
