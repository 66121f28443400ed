// Chats through the real API, queue and worker: a chat keeps its answers, so a reload shows them again, a follow-up
// refines the previous answer, an answer downloads as CSV, and pinned chats are listed first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";

let app: TestApp;
let owner: Client;
let projectId: string;
const connections: Record<string, string> = {};

beforeAll(async () => {
  app = await startApp();
  owner = await signUp(app, "Quinn");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
  for (const sample of ["ecommerce", "media"]) {
    const { body } = await owner.api(`/api/database/samples/${sample}/connect`, {
      method: "POST",
      body: { project_id: projectId },
    });
    connections[sample] = body.data.connectionId;
  }
});

afterAll(async () => {
  await app?.stop();
});

async function ask(connectionId: string, query: string, chatSessionId?: string, client: Client = owner) {
  const submitted = await client.api("/api/query/translate-and-visualize", {
    method: "POST",
    body: { connectionId, query, chatSessionId },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  if (submitted.body.data.cached)
    return { status: "completed", result: submitted.body.data.result, jobId: submitted.body.data.jobId, cached: true };
  for (let i = 0; i < 60; i++) {
    const { body } = await client.api(`/api/query/job/${submitted.body.data.jobId}`);
    expect(body.data.phase).toEqual(
      body.data.status === "pending" ? expect.stringMatching(/^(queued|running)$/) : "done",
    );
    if (body.data.status !== "pending") return { ...body.data, jobId: submitted.body.data.jobId };
  }
  throw new Error("job did not finish");
}
describe("chats", () => {
  it("keeps the answers of a chat, so a reload shows them again, and refines a follow-up", async () => {
    const created = await owner.api("/api/chats/sessions/auto-create", {
      method: "POST",
      body: {
        project_id: projectId,
        connectionId: connections.ecommerce,
        query: "How many orders per status do we have in total?",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.title).toBe("Chat about: How many orders per status do ...");
    const sessionId = created.body.data.id;
    const first = await ask(connections.ecommerce, "how many orders per status", sessionId);
    expect(first.result.messageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const followUp = await ask(connections.ecommerce, "only for Germany", sessionId);
    expect(followUp.status, JSON.stringify(followUp.error)).toBe("completed");
    expect(followUp.result.sql).toMatch(/Germany/);
    expect(followUp.result.sql).toMatch(/status/);
    const session = await owner.api(`/api/chats/sessions/${sessionId}`);
    expect(session.body.data.messages).toHaveLength(2);
    expect(session.body.data.messages[0]).toEqual(
      expect.objectContaining({
        natural_language: "how many orders per status",
        execution_status: "success",
        chart_type: expect.any(String),
      }),
    );
    expect(session.body.data.messages[0].answer.rows.length).toBeGreaterThan(0);
    const list = await owner.api(`/api/chats/sessions/project/${projectId}`);
    expect(list.body.data[0].id).toBe(sessionId);
    const csv = await app.fetch(`/api/chats/messages/${first.result.messageId}/result.csv`, {
      headers: { Authorization: `Bearer ${owner.tokens.accessToken}` },
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect((await csv.text()).split("\r\n")[0]).toMatch(/^status,/i);
  });

  it("pins and renames a chat, and lists pinned chats first", async () => {
    const a = await owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "A", project_id: projectId, connectionIds: [connections.media] },
    });
    await owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "B", project_id: projectId, connectionIds: [connections.media] },
    });
    await owner.api(`/api/chats/sessions/${a.body.data.id}`, {
      method: "PUT",
      body: { is_pinned: true, title: "Pinned A" },
    });
    const list = await owner.api(`/api/chats/sessions/project/${projectId}`);
    expect(list.body.data[0]).toEqual(expect.objectContaining({ title: "Pinned A", is_pinned: true }));
  });
});
