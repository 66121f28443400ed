// A chat answer's CSV download (ADR 048, 057) through the real API and worker: a drill's "See these rows" answer shows
// one page of 50, and its download holds every row under the clicked value, in the drill's order, up to the row cap
// every result has (QUERY_MAX_ROWS, set low here so the cap is reached on the E-commerce sample).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";

const CAP = 400;

let app: TestApp;
let owner: Client;
let connectionId: string;
let chatId: string;

async function ok<T = any>(answer: Promise<{ status: number; body: any }>, status = 200): Promise<T> {
  const { status: actual, body } = await answer;
  expect(actual, JSON.stringify(body).slice(0, 400)).toBe(status);
  return body.data as T;
}

async function finished(jobId: string): Promise<any> {
  for (let i = 0; i < 60; i++) {
    const { body } = await owner.api(`/api/query/job/${jobId}`);
    if (body.data.status === "completed") return body.data.result;
    if (body.data.status === "failed") throw new Error(JSON.stringify(body.data.error));
  }
  throw new Error("job did not finish");
}

const ask = async (query: string) =>
  finished(
    (
      await ok(
        owner.api("/api/query/translate-and-visualize", {
          method: "POST",
          body: { connectionId, query, chatSessionId: chatId },
        }),
        202,
      )
    ).jobId,
  );

/** "See these rows" of one bar, kept as the chat's next answer. */
async function seeRows(answer: any, value: string) {
  const body = {
    source: { messageId: answer.messageId },
    point: { [answer.chart.xAxis[0]]: value },
    action: "rows",
    chatSessionId: chatId,
  };
  return finished((await ok(owner.api("/api/drill", { method: "POST", body }), 202)).jobId);
}

/** The download's last column (the rows' key) on each line after the header. */
async function downloadedKeys(messageId: string): Promise<number[]> {
  const response = await app.fetch(`/api/chats/messages/${messageId}/result.csv?values=raw`, {
    headers: { Authorization: `Bearer ${owner.tokens.accessToken}` },
  });
  expect(response.status).toBe(200);
  const lines = (await response.text()).trimEnd().split("\r\n");
  expect(lines[0]!.split(",").at(-1)).toBe("id");
  return lines.slice(1).map((line) => Number(line.split(",").at(-1)));
}

const ids = async (sql: string) =>
  ((await ok(owner.api("/api/query/execute", { method: "POST", body: { connectionId, sql } }))).rows as any[]).map(
    (row) => Number(row.id),
  );

beforeAll(async () => {
  app = await startApp({ env: { QUERY_MAX_ROWS: String(CAP) } });
  owner = await signUp(app, "Edna");
  const projectId = (await ok(owner.api("/api/projects", { method: "POST", body: { name: "Exports" } }), 201)).id;
  connectionId = (
    await ok(
      owner.api("/api/database/samples/ecommerce/connect", { method: "POST", body: { project_id: projectId } }),
      201,
    )
  ).connectionId;
  chatId = (
    await ok(
      owner.api("/api/chats/sessions", {
        method: "POST",
        body: { title: "Exports", project_id: projectId, connectionIds: [connectionId] },
      }),
      201,
    )
  ).id;
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

describe("the CSV download of a drill's rows", () => {
  it("holds every row of the clicked month, not only the page shown", async () => {
    const months = await ask("number of orders by month");
    const [x, y] = [months.chart.xAxis[0], months.chart.yAxis[0]];
    // a month of more than one page and no more than the cap
    const month = months.rows.find((row: any) => Number(row[y]) > 50 && Number(row[y]) <= CAP);
    expect(month, JSON.stringify(months.rows)).toBeDefined();
    const rows = await seeRows(months, month[x]);
    expect(rows.rows).toHaveLength(50);
    expect(rows.drill.total).toBe(Number(month[y]));
    const start = String(month[x]).slice(0, 7);
    const gold = await ids(
      `SELECT id FROM ecommerce.orders WHERE order_date >= DATE '${start}-01'
        AND order_date < DATE '${start}-01' + INTERVAL '1 month' ORDER BY order_date DESC, id ASC`,
    );
    expect(gold).toHaveLength(rows.drill.total);
    expect(await downloadedKeys(rows.messageId)).toEqual(gold);
  });

  it("stops at the row cap every result has", async () => {
    const categories = await ask("revenue by category");
    const value = categories.rows[0][categories.chart.xAxis[0]] as string;
    const rows = await seeRows(categories, value);
    expect(rows.drill.total).toBeGreaterThan(CAP);
    const gold = await ids(
      `SELECT i.id FROM ecommerce.order_items i JOIN ecommerce.products p ON p.id = i.product_id
        JOIN ecommerce.categories c ON c.id = p.category_id JOIN ecommerce.orders o ON o.id = i.order_id
        WHERE c.name = '${value.replace(/'/g, "''")}' ORDER BY o.order_date DESC, i.id ASC LIMIT ${CAP}`,
    );
    expect(await downloadedKeys(rows.messageId)).toEqual(gold);
  });
});
