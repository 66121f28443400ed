// The sample databases through the real HTTP API (spec §3): the list with its fields, a sample's tables with their
// sizes and descriptions, and a connected sample read through a role that cannot see the product's metadata.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";

let app: TestApp;
let owner: Client;
let projectId: string;

beforeAll(async () => {
  app = await startApp({ worker: false });
  owner = await signUp(app, "Olga");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
});

afterAll(async () => {
  await app?.stop();
});

describe("sample databases", () => {
  it("lists at least three samples with the fields of spec §3", async () => {
    const { body } = await app.json("/api/database/samples");
    expect(body.data.samples.length).toBeGreaterThanOrEqual(3);
    for (const sample of body.data.samples)
      expect(Object.keys(sample).sort()).toEqual([
        "category",
        "description",
        "icon",
        "iconName",
        "id",
        "name",
        "tableCount",
        "type",
      ]);
    expect(body.data.samples.map((s: { category: string }) => s.category)).toEqual(
      expect.arrayContaining(["E-commerce", "Media & Entertainment"]),
    );
  });

  it("shows a sample's schema with row and column counts", async () => {
    const { body } = await app.json("/api/database/samples/ecommerce");
    const items = body.data.tables.find((t: { name: string }) => t.name === "order_items");
    expect(items.rowCount).toBeGreaterThanOrEqual(50_000);
    expect(items.columnCount).toBeGreaterThan(3);
    expect(items.description).toBe(
      "Lines of each order: product, quantity, unit price and discount rate (0.15 = 15% off).",
    );
  });

  it("connects a sample to a project and reads it through a role that cannot see the metadata", async () => {
    const { status, body } = await owner.api("/api/database/samples/ecommerce/connect", {
      method: "POST",
      body: { project_id: projectId },
    });
    expect(status).toBe(201);
    const id = body.data.connectionId;
    expect(body.data.connection.credentials).toBeNull();
    const ok = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: id, sql: "SELECT count(*) AS n FROM orders" },
    });
    expect(ok.body.data.rows[0].n).toBeGreaterThan(1000);
    const metadata = await owner.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: id, sql: "SELECT * FROM public.users" },
    });
    expect(metadata.body.error.code).toBe("QUERY_EXECUTION_ERROR");
  });
});
