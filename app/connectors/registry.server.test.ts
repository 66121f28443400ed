import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SchemaCatalog } from "~/lib/catalog";
import { createUserDatabase, credentialsOf } from "../../harness/databases";
import {
  CATALOG_CACHE_MAX,
  CATALOG_TTL_MS,
  POOL_IDLE_MS,
  closeAllConnectors,
  getCatalog,
  getConnector,
  invalidateCatalog,
  openConnectorKeys,
  sweepIdleConnectors,
} from "./registry.server";
import type { ConnectionCredentials, Connector } from "./types";

let db: Awaited<ReturnType<typeof createUserDatabase>>;
let credentials: ConnectionCredentials;
const options = { timeoutMs: 5000, maxRows: 10 };

beforeAll(async () => {
  db = await createUserDatabase("reg");
  credentials = credentialsOf(db);
});

afterAll(async () => {
  await closeAllConnectors();
  await db?.drop();
});

async function backendsOf(connector: Connector): Promise<number> {
  const result = await connector.execute(
    "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'askdata'",
    options,
  );
  return Number(result.rows[0].n);
}

describe("getConnector", () => {
  it("shares one pool per key and reopens it after an idle close", async () => {
    const first = getConnector("conn-1:v1", "postgresql", credentials);
    const second = getConnector("conn-1:v1", "postgresql", credentials);
    await Promise.all([first.execute("SELECT 1", options), second.execute("SELECT 1", options)]);
    expect(openConnectorKeys()).toEqual(["conn-1:v1"]);

    await sweepIdleConnectors(Date.now() + POOL_IDLE_MS - 1000);
    expect(openConnectorKeys()).toEqual(["conn-1:v1"]);
    await sweepIdleConnectors(Date.now() + POOL_IDLE_MS + 1000);
    expect(openConnectorKeys()).toEqual([]);

    expect(await backendsOf(first)).toBeGreaterThanOrEqual(1);
    expect(openConnectorKeys()).toEqual(["conn-1:v1"]);
  });

  it("keeps a pool that is in use", async () => {
    const connector = getConnector("conn-2:v1", "postgresql", credentials);
    const running = connector.execute("SELECT count(*) FROM generate_series(1, 3000000)", options);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sweepIdleConnectors(Date.now() + POOL_IDLE_MS * 2);
    expect(openConnectorKeys()).toContain("conn-2:v1");
    await expect(running).resolves.toMatchObject({ rowCount: 1 });
  });

  it("gives new credentials a new pool under a new key", async () => {
    await getConnector("conn-3:v1", "postgresql", credentials).execute("SELECT 1", options);
    const changed = getConnector("conn-3:v2", "postgresql", { ...credentials, password: "changed" });
    await expect(changed.execute("SELECT 1", options)).rejects.toMatchObject({ code: "CONNECTION_FAILED" });
    expect(openConnectorKeys()).toEqual(expect.arrayContaining(["conn-3:v1", "conn-3:v2"]));
  });
});

describe("getCatalog", () => {
  const catalog: SchemaCatalog = { dialect: "postgresql", tables: [], introspectedAt: "2024-01-01T00:00:00Z" };
  const fakeConnector = () =>
    ({ introspect: vi.fn(async () => catalog) }) as unknown as Connector & { introspect: ReturnType<typeof vi.fn> };

  it("introspects once and serves the cache until the TTL, a refresh or an invalidation", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const connector = fakeConnector();
      await Promise.all([getCatalog("cat-1", connector), getCatalog("cat-1", connector)]);
      expect(connector.introspect).toHaveBeenCalledTimes(1);
      await getCatalog("cat-1", connector, { refresh: true });
      expect(connector.introspect).toHaveBeenCalledTimes(2);
      invalidateCatalog("cat-1");
      await getCatalog("cat-1", connector);
      expect(connector.introspect).toHaveBeenCalledTimes(3);
      vi.setSystemTime(Date.now() + CATALOG_TTL_MS + 1);
      await getCatalog("cat-1", connector);
      expect(connector.introspect).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps at most CATALOG_CACHE_MAX catalogs, dropping the least recently used", async () => {
    const connector = fakeConnector();
    const keys = Array.from({ length: CATALOG_CACHE_MAX + 1 }, (_, i) => `lru-${i}`);
    await getCatalog(keys[0], connector);
    await getCatalog(keys[1], connector);
    for (const key of keys.slice(2)) await getCatalog(key, connector);
    expect(connector.introspect).toHaveBeenCalledTimes(keys.length);
    await getCatalog(keys[keys.length - 1], connector); // still cached
    expect(connector.introspect).toHaveBeenCalledTimes(keys.length);
    await getCatalog(keys[0], connector); // the oldest went first
    expect(connector.introspect).toHaveBeenCalledTimes(keys.length + 1);
  });

  it("does not cache a failure", async () => {
    const connector = fakeConnector();
    connector.introspect.mockRejectedValueOnce(new Error("down"));
    await expect(getCatalog("cat-2", connector)).rejects.toThrow("down");
    await expect(getCatalog("cat-2", connector)).resolves.toBe(catalog);
  });

  it("introspects a real database through a registered connector", async () => {
    const connector = getConnector("conn-4:v1", "postgresql", credentials);
    const result = await getCatalog("conn-4:v1", connector);
    expect(result).toMatchObject({ dialect: "postgresql", tables: [] });
  });
});
