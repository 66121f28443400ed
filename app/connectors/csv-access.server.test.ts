// Sessions on the product's own uploads database stay constant however many uploads are asked
// (issue #15, ADR 018): one gateway pool per process, not one pool per upload.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayRoleFor } from "~/connectors/csv-access.server";
import { prepareUploadsDatabase } from "~/connectors/csv-import.server";
import { uploadsGatewayPassword } from "~/services/crypto.server";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { adminUrl, createTestDatabase } from "../../harness/databases";

const UPLOADS = 30;
const PROCESSES = 2; // web and worker
const IMPORT_SESSIONS = 2;
const POOL_MAX = 4; // sessions per process for the uploads database at WORKER_CONCURRENCY=4 (managedPoolMax)

let app: TestApp;
let owner: Client;
let projectId: string;
let uploadsDb: Awaited<ReturnType<typeof createTestDatabase>>;
let monitor: pg.Client;

beforeAll(async () => {
  // An uploads database of its own, so the sessions counted are this app's alone.
  uploadsDb = await createTestDatabase("uploads");
  await prepareUploadsDatabase(uploadsDb.url, uploadsGatewayPassword());
  app = await startApp({ env: { UPLOADS_DATABASE_URL: uploadsDb.url } });
  owner = await signUp(app, "Sessions");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
  monitor = new pg.Client({ connectionString: adminUrl() });
  await monitor.connect();
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await monitor?.end();
  await uploadsDb?.drop();
  const server = new pg.Client({ connectionString: adminUrl() });
  await server.connect();
  await server
    .query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(gatewayRoleFor(uploadsDb.name))}`)
    .catch(() => undefined);
  await server.end();
});

async function sessionsByLogin(): Promise<Record<string, number>> {
  const { rows } = await monitor.query<{ login: string; n: number }>(
    "SELECT usename AS login, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY usename",
    [uploadsDb.name],
  );
  return Object.fromEntries(rows.map((row) => [row.login, row.n]));
}

async function uploadAndAsk(n: number): Promise<void> {
  const form = new FormData();
  form.append("project_id", projectId);
  form.append(
    "csvFile",
    new Blob([`city,visits\nParis,${n}\nLyon,${n + 1}\n`], { type: "text/csv" }),
    `visits_${n}.csv`,
  );
  const created = await owner.api("/api/database/connect/csv", { method: "POST", body: form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const connectionId = created.body.data.connectionId;
  const table = created.body.data.connection.metadata.csv.table;
  const answer = await owner.api("/api/query/execute", {
    method: "POST",
    body: { connectionId, sql: `SELECT sum(visits) AS total FROM ${table}` },
  });
  expect(answer.body.data?.rows, JSON.stringify(answer.body)).toEqual([{ total: 2 * n + 1 }]);
}

describe("sessions on the uploads database", () => {
  it(`stay within the pools' size across ${UPLOADS} uploads, each asked once`, async () => {
    let peak = { gateway: 0, total: 0 };
    const sample = async () => {
      const counts = await sessionsByLogin();
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      peak = {
        gateway: Math.max(peak.gateway, counts[gatewayRoleFor(uploadsDb.name)] ?? 0),
        total: Math.max(peak.total, total),
      };
    };
    const sampler = setInterval(() => void sample(), 50);
    try {
      for (let i = 0; i < UPLOADS; i += 5) {
        await Promise.all([0, 1, 2, 3, 4].map((k) => uploadAndAsk(i + k)));
      }
    } finally {
      clearInterval(sampler);
    }
    await sample();
    expect(peak.gateway).toBeGreaterThan(0);
    expect(peak.gateway).toBeLessThanOrEqual(PROCESSES * POOL_MAX);
    expect(peak.total).toBeLessThanOrEqual(PROCESSES * POOL_MAX + IMPORT_SESSIONS);
    // No upload's role holds a session of its own.
    expect(Object.keys(await sessionsByLogin()).filter((login) => login.startsWith("upload_"))).toEqual([]);
  }, 120_000);
});
