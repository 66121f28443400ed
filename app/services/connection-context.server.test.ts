// ADR 061: the worker keeps a connection's definitions and verified answers between questions; an edit made through
// another process (the web) is seen by the very next question, never a stale copy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";

let app: TestApp;
let owner: Client;
let connectionId: string;

/** The finished answer of a question, asked through the API and answered by the worker process. */
async function ask(query: string): Promise<{ status: string; result: any; error: any }> {
  const submitted = await owner.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query },
  });
  expect(submitted.status, JSON.stringify(submitted.body).slice(0, 300)).toBe(202);
  expect(submitted.body.data.cached).toBeUndefined();
  for (let attempt = 0; attempt < 30; attempt++) {
    const { body } = await owner.api(`/api/query/job/${submitted.body.data.jobId}`);
    if (body.data.status !== "pending") return body.data;
  }
  throw new Error(`"${query}" was not answered`);
}

beforeAll(async () => {
  app = await startApp();
  owner = await signUp(app, "Cass");
  const projectId = (await owner.api("/api/projects/personal")).body.data.id;
  connectionId = (
    await owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } })
  ).body.data.connectionId;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("a worker's kept definitions and verified answers", () => {
  it("answers from a verified answer saved in the web process, and stops once it is deleted there", async () => {
    const before = await ask("how many orders were placed");
    expect(before.status).toBe("completed");
    expect(before.result.provider).toBe("local");

    const verifiedSql = "SELECT COUNT(*) AS placed_orders FROM orders";
    const saved = await owner.api(`/api/connections/${connectionId}/verified-answers`, {
      method: "POST",
      body: { question: "How many orders were placed?", sql: verifiedSql },
    });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(201);
    const verified = await ask("how many orders were placed");
    expect(verified.result).toEqual(expect.objectContaining({ provider: "user", sql: verifiedSql }));

    const deleted = await owner.api(`/api/connections/${connectionId}/verified-answers/${saved.body.data.id}`, {
      method: "DELETE",
    });
    expect(deleted.status).toBe(200);
    const after = await ask("how many orders were placed");
    expect(after.result.provider).toBe("local");
    expect(after.result.sql).not.toBe(verifiedSql);
  });

  it("reads a metric defined in the web process in the next question, and its new SQL after an edit", async () => {
    const unknown = await ask("total whale spend");
    expect(unknown.result?.definitions ?? []).toEqual([]);

    const path = `/api/connections/${connectionId}/definitions`;
    const metric = { kind: "metric", name: "Whale spend", table: "orders", sql: "SUM(orders.total)" };
    const created = await owner.api(path, { method: "POST", body: metric });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const defined = await ask("total whale spend");
    expect(defined.status).toBe("completed");
    expect(defined.result.sql).toMatch(/SUM\("orders"\."total"\)/);

    const edited = await owner.api(`${path}/${created.body.data.id}`, {
      method: "PUT",
      body: { ...metric, sql: "MAX(orders.total)" },
    });
    expect(edited.status, JSON.stringify(edited.body).slice(0, 300)).toBe(200);
    const redefined = await ask("total whale spend please");
    expect(redefined.result.sql).toMatch(/MAX\("orders"\."total"\)/);
    expect(redefined.result.sql).not.toMatch(/SUM\(/);
  });
});
