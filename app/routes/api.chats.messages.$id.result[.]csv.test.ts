// The CSV download of a chat answer, its loader called with a real Request as Remix calls it (the product's web and
// worker run beside it only to store the answer): the stored SQL runs again, values read as the answer shows them in
// the reader's locale or raw for a spreadsheet, and the file is named after the question (ADR 048).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { closeProductModules, startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { createUserDatabase, credentialsOf } from "../../harness/databases";

const QUESTION = "Total amount by region?";
const SQL = "SELECT region, SUM(amount) AS total_amount FROM orders GROUP BY region ORDER BY region";

let app: TestApp;
let owner: Client;
let stranger: Client;
let userDb: Awaited<ReturnType<typeof createUserDatabase>>;
let messageId: string;
let noteId: string;
let loader: typeof import("./api.chats.messages.$id.result[.]csv").loader;

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

/** The route's loader, as Remix calls it for GET /api/chats/messages/{id}/result.csv. */
function download(id: string, { token, query = "", language }: { token?: string; query?: string; language?: string }) {
  const headers = new Headers();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (language) headers.set("Accept-Language", language);
  const request = new Request(`http://askdata.test/api/chats/messages/${id}/result.csv${query}`, { headers });
  return loader({ request, params: { id }, context: {} });
}

beforeAll(async () => {
  app = await startApp();
  // The loader runs in this process, on the app's own databases and secret.
  Object.assign(process.env, app.env);
  ({ loader } = await import("./api.chats.messages.$id.result[.]csv"));
  [owner, stranger] = await Promise.all([signUp(app, "Olga"), signUp(app, "Sam")]);
  userDb = await createUserDatabase("csvdl");
  const client = new pg.Client({ connectionString: userDb.url });
  await client.connect();
  await client.query(`
    CREATE TABLE orders (id serial PRIMARY KEY, region text NOT NULL, amount numeric(10,2) NOT NULL);
    INSERT INTO orders (region, amount) VALUES ('North', 1234.50), ('South', 987.25), ('North', 20.00);`);
  await client.end();
  const projectId = (await ok(owner.api("/api/projects/personal"))).id;
  const connection = await ok(
    owner.api("/api/connections", {
      method: "POST",
      body: { name: "Shop", type: "postgresql", credentials: credentialsOf(userDb), project_id: projectId },
    }),
    201,
  );
  const chat = await ok(
    owner.api("/api/chats/sessions", {
      method: "POST",
      body: { title: "Regions", project_id: projectId, connectionIds: [connection.id] },
    }),
    201,
  );
  const { jobId } = await ok(
    owner.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId: connection.id, query: QUESTION, chatSessionId: chat.id },
    }),
    202,
  );
  let asked: { messageId: string } | undefined;
  for (let i = 0; i < 120 && !asked; i++) {
    const job = await ok(owner.api(`/api/query/job/${jobId}`));
    if (job.status === "failed") throw new Error(JSON.stringify(job.error));
    if (job.status === "completed") asked = job.result;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The SQL a person fixed: the download runs exactly this, whatever the engine read.
  messageId = (
    await ok(owner.api(`/api/chats/messages/${asked!.messageId}/sql`, { method: "POST", body: { sql: SQL } }), 201)
  ).messageId;
  noteId = (
    await ok(
      owner.api(`/api/chats/sessions/${chat.id}/messages`, { method: "POST", body: { natural_language: "A note" } }),
      201,
    )
  ).id;
}, 120_000);

afterAll(async () => {
  await closeProductModules();
  await app?.stop();
  await userDb?.drop();
});

describe("GET /api/chats/messages/{id}/result.csv", () => {
  it("gives raw values under the columns' names, as an attachment named after the question", async () => {
    const response = await download(messageId, { token: owner.tokens.accessToken, query: "?values=raw" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="total-amount-by-region-raw.csv"');
    expect(await response.text()).toBe("region,total_amount\r\nNorth,1254.5\r\nSouth,987.25\r\n");
  });

  it("formats values as the answer shows them, in the reader's locale", async () => {
    // Money as the answer card shows it: whole units from a thousand up, the reader's separators (ADR 048).
    const expected: Record<string, string> = {
      "en-US,en;q=0.9": 'Region,Total amount\r\nNorth,"$1,255"\r\nSouth,$987.25\r\n',
      "de-DE,de;q=0.9": 'Region,Total amount\r\nNorth,1.255\u00a0$\r\nSouth,"987,25\u00a0$"\r\n',
    };
    for (const [language, csv] of Object.entries(expected)) {
      const response = await download(messageId, { token: owner.tokens.accessToken, language });
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="total-amount-by-region.csv"');
      expect(await response.text()).toBe(csv);
    }
  });

  it("asks a signed-out caller to sign in, and answers a stranger as if the answer did not exist", async () => {
    const anonymous = await download(messageId, {});
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("AUTHENTICATION_ERROR");
    const hidden = await download(messageId, { token: stranger.tokens.accessToken });
    const absent = await download("00000000-0000-4000-8000-000000000000", { token: stranger.tokens.accessToken });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await absent.json());
  });

  it("answers a note, which ran no SQL, as a message with no result to download", async () => {
    const response = await download(noteId, { token: owner.tokens.accessToken });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toEqual({ code: "NOT_FOUND", message: "Message not found" });
  });
});
