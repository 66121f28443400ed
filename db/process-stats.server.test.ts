import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { createTestDatabase } from "../harness/databases";
import { installProcessStats } from "./process-stats.server";

let metadata: Awaited<ReturnType<typeof createTestDatabase>>;
let other: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  [metadata, other] = await Promise.all([createTestDatabase("stats"), createTestDatabase("stats_other")]);
});

afterAll(async () => {
  await Promise.all([metadata?.drop(), other?.drop()]);
});

async function statements(url: string, count: number, pooled = false): Promise<void> {
  const client = pooled ? new pg.Pool({ connectionString: url, max: 1 }) : new pg.Client({ connectionString: url });
  if (client instanceof pg.Client) await client.connect();
  for (let i = 0; i < count; i++) await client.query("SELECT 1");
  await client.end();
}

/** The line the process prints on SIGUSR2, parsed. */
async function report(): Promise<{ pid: number; cpuMs: number; statements: number }> {
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
  try {
    process.kill(process.pid, "SIGUSR2");
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    const line = String(log.mock.calls[0][0]);
    expect(line).toMatch(/^\[process-stats\] \{/);
    return JSON.parse(line.slice("[process-stats] ".length));
  } finally {
    log.mockRestore();
  }
}

describe("process stats (bench:latency)", () => {
  it("counts the statements sent to the metadata database by clients and pools, not those to other databases, and reports them with the CPU time on SIGUSR2", async () => {
    vi.stubEnv("PROCESS_STATS", "true");
    installProcessStats(metadata.url);
    const before = await report();
    await statements(metadata.url, 3);
    await statements(metadata.url, 2, true);
    await statements(other.url, 4);
    const after = await report();
    expect(after.statements - before.statements).toBe(5);
    expect(after.pid).toBe(process.pid);
    expect(after.cpuMs).toBeGreaterThan(before.cpuMs);
    vi.unstubAllEnvs();
  });
});
