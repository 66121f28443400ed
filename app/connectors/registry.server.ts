// One pool per connection key, closed after 5 idle minutes, and a cache of introspected catalogs.
// Callers pass a key that changes with the credentials (e.g. `${id}:${updatedAt}`). Sessions to
// users' databases count against one budget per process (USER_DB_MAX_SESSIONS, ADR 018).
import { LRUCache } from "lru-cache";
import { env } from "~/config/env.server";
import type { Dialect, QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { PrivilegeWarning } from "~/lib/privileges";
import { connectorDialect } from "./dialects/registry.server";
import { closeManagedPools } from "./managed-pools.server";
import { SessionBudget } from "./session-budget";
import { SqlConnector } from "./sql-connector.server";
import type { ConnectionCredentials, Connector, ExecuteOptions, TestResult } from "./types";

export const POOL_IDLE_MS = 5 * 60_000;
export const CATALOG_TTL_MS = 10 * 60_000;
/** Catalogs kept at once; past it the least recently used is introspected again when next needed. */
export const CATALOG_CACHE_MAX = 100;
const SWEEP_EVERY_MS = 60_000;
const POOL_MAX = 5;

interface Entry {
  connector: Connector;
  lastUsed: number;
  active: number;
}

const entries = new Map<string, Entry>();
// Timed by Date (not lru-cache's default performance.now) so a test can move the clock.
const catalogs = new LRUCache<string, Promise<SchemaCatalog>>({
  max: CATALOG_CACHE_MAX,
  ttl: CATALOG_TTL_MS,
  ttlResolution: 0,
  perf: { now: () => Date.now() },
});
let sweeper: NodeJS.Timeout | undefined;

let budget: SessionBudget | undefined;

/** The sessions this process may hold on users' databases, all connections together. */
export function userDbBudget(): SessionBudget {
  budget ??= new SessionBudget(env().USER_DB_MAX_SESSIONS);
  return budget;
}

/** A connector with its own pool, outside the registry (one-off tests of unsaved credentials). */
export function createConnector(dialect: Dialect, credentials: ConnectionCredentials, poolMax = POOL_MAX): Connector {
  const sessions = credentials.managed ? undefined : userDbBudget();
  return new SqlConnector(connectorDialect(dialect), credentials, poolMax, sessions);
}

function startSweeper(): void {
  if (sweeper) return;
  sweeper = setInterval(() => void sweepIdleConnectors(), SWEEP_EVERY_MS);
  sweeper.unref();
}

/** Closes pools unused for POOL_IDLE_MS and forgets expired catalogs. */
export async function sweepIdleConnectors(now = Date.now()): Promise<void> {
  const idle = [...entries].filter(([, entry]) => entry.active === 0 && now - entry.lastUsed > POOL_IDLE_MS);
  for (const [key] of idle) entries.delete(key);
  catalogs.purgeStale();
  await Promise.all(idle.map(([, entry]) => entry.connector.close().catch(() => undefined)));
}

/** Every call goes through the registry, so a pool closed while idle is simply reopened. */
class RegisteredConnector implements Connector {
  constructor(
    private readonly key: string,
    readonly dialect: Dialect,
    private readonly credentials: ConnectionCredentials,
  ) {}

  private async use<T>(work: (connector: Connector) => Promise<T>): Promise<T> {
    let entry = entries.get(this.key);
    if (!entry) {
      entry = { connector: createConnector(this.dialect, this.credentials), lastUsed: Date.now(), active: 0 };
      entries.set(this.key, entry);
      startSweeper();
    }
    entry.active += 1;
    try {
      return await work(entry.connector);
    } finally {
      entry.active -= 1;
      entry.lastUsed = Date.now();
    }
  }

  test(): Promise<TestResult> {
    return this.use((connector) => connector.test());
  }

  introspect(): Promise<SchemaCatalog> {
    return this.use((connector) => connector.introspect());
  }

  execute(sql: string, options: ExecuteOptions): Promise<QueryResult> {
    return this.use((connector) => connector.execute(sql, options));
  }

  explain(sql: string, options: ExecuteOptions): Promise<string> {
    return this.use((connector) => connector.explain(sql, options));
  }

  checkPrivileges(): Promise<PrivilegeWarning[]> {
    return this.use((connector) => connector.checkPrivileges());
  }

  async close(): Promise<void> {
    const entry = entries.get(this.key);
    entries.delete(this.key);
    await entry?.connector.close();
  }
}

export function getConnector(key: string, dialect: Dialect, credentials: ConnectionCredentials): Connector {
  return new RegisteredConnector(key, dialect, credentials);
}

export async function closeAllConnectors(): Promise<void> {
  const all = [...entries.values()];
  entries.clear();
  if (sweeper) clearInterval(sweeper);
  sweeper = undefined;
  await Promise.all(all.map((entry) => entry.connector.close().catch(() => undefined)));
  await closeManagedPools();
}

/** Keys with an open (or openable) pool, for diagnostics and tests. */
export function openConnectorKeys(): string[] {
  return [...entries.keys()];
}

/** The cached catalog for `key`, introspecting at most once at a time per key. */
export function getCatalog(
  key: string,
  connector: Connector,
  options: { refresh?: boolean } = {},
): Promise<SchemaCatalog> {
  const cached = options.refresh ? undefined : catalogs.get(key);
  if (cached) return cached;
  const promise = connector.introspect();
  catalogs.set(key, promise);
  // A failed introspection is not cached: the next call tries again.
  promise.catch(() => {
    if (catalogs.peek(key) === promise) catalogs.delete(key);
  });
  return promise;
}

export function invalidateCatalog(key: string): void {
  catalogs.delete(key);
}
