// Excel workbook uploads through the real HTTP API (issue 37 item 7, ADR 051): a clean two-sheet workbook becomes one
// connection with a table per sheet, the relationship between them inferred and checked on the data, a join across
// sheets answered as SQL over the sheets says; malformed files are refused with their own message, leaving nothing.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";
import { addMember, markVerified } from "../../tests/support/members";
import { shopSheets, shopTotalsByRegion, storedZip, workbookBytes, XLSX_TYPE } from "../../tests/support/workbooks";

let app: TestApp;
let owner: Client;
let projectId: string;

beforeAll(async () => {
  app = await startApp({ worker: false });
  owner = await signUp(app, "Wanda");
  projectId = (await owner.api("/api/projects/personal")).body.data.id;
});

afterAll(async () => {
  await app?.stop();
});

function workbookForm(bytes: Buffer, fields: Record<string, string>, fileName = "shop.xlsx", type = XLSX_TYPE) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("xlsxFile", new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

const upload = (bytes: Buffer, fileName?: string, type?: string) =>
  owner.api("/api/database/connect/xlsx", {
    method: "POST",
    body: workbookForm(bytes, { project_id: projectId, name: "Shop workbook" }, fileName, type),
  });

/** Upload schemas and connections: a refused workbook adds neither. */
async function uploadsAndConnections(): Promise<{ schemas: string[]; connections: number }> {
  const client = new pg.Client({ connectionString: app.env.UPLOADS_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'upload\\_%' ORDER BY 1");
    const connections = (await owner.api(`/api/connections/project/${projectId}`)).body.data.length;
    return { schemas: rows.map((row) => row.nspname), connections };
  } finally {
    await client.end();
  }
}

describe("uploading an Excel workbook", { timeout: 60_000 }, () => {
  it("makes each sheet a table of one connection, with the relationship between sheets checked on the data", async () => {
    const { status, body } = await upload(await workbookBytes(shopSheets()));
    expect(status, JSON.stringify(body)).toBe(201);
    const { connection, connectionId } = body.data;
    expect(connection.type).toBe("csv");
    expect(connection.name).toBe("Shop workbook");
    const workbook = connection.metadata.workbook;
    expect(workbook.fileName).toBe("shop.xlsx");
    expect(
      workbook.sheets.map((s: { sheet: string; table: string; rowCount: number }) => [s.sheet, s.table, s.rowCount]),
    ).toEqual([
      ["Customers", "customers", 8],
      ["Orders", "orders", 60],
    ]);
    expect(workbook.sheets[1].columns.map((c: { label: string; type: string }) => `${c.label}: ${c.type}`)).toEqual([
      "Row: bigint",
      "Order ID: bigint",
      "Customer ID: bigint",
      "Amount: numeric",
      "Order date: date",
      "Paid: boolean",
    ]);
    expect(connection.metadata.tableCount).toBe(2);

    const model = (await owner.api(`/api/database/${connectionId}/model`)).body.data;
    expect(model.relationships).toContainEqual(
      expect.objectContaining({
        from: { table: "orders", columns: ["customer_id"] },
        to: expect.objectContaining({ table: "customers", columns: ["customer_id"] }),
        inferred: true,
        evidence: "data",
      }),
    );

    const joined = await owner.api("/api/query/execute", {
      method: "POST",
      body: {
        connectionId,
        sql: "SELECT c.region, sum(o.amount)::float8 AS total FROM orders o JOIN customers c USING (customer_id) GROUP BY 1 ORDER BY 1",
      },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const totals = Object.fromEntries(
      joined.body.data.rows.map((r: { region: string; total: number }) => [r.region, Math.round(r.total * 100) / 100]),
    );
    expect(totals).toEqual(shopTotalsByRegion());
  });

  it("refuses to replace a workbook's tables with one CSV file", async () => {
    const { body } = await upload(await workbookBytes(shopSheets()));
    const form = new FormData();
    form.append("project_id", projectId);
    form.append("replace", body.data.connectionId);
    form.append("csvFile", new Blob(["a,b\n1,2\n"], { type: "text/csv" }), "one.csv");
    const replaced = await owner.api("/api/database/connect/csv", { method: "POST", body: form });
    expect(replaced.status).toBe(400);
    expect(replaced.body.error.message).toBe("A workbook's connection cannot be re-imported from a CSV file");
    const model = (await owner.api(`/api/database/${body.data.connectionId}/model`)).body.data;
    expect(model.tables.map((t: { name: string }) => t.name).sort()).toEqual(["customers", "orders"]);
  });

  it.each([
    [
      "a CSV file named .xlsx",
      Buffer.from("Name,Amount\nA,1\n"),
      "The file is not an Excel workbook (.xlsx): it is not a zip archive",
    ],
    [
      "a zip that is not a workbook",
      storedZip({ "word/document.xml": "<w:document/>" }),
      "The file is a zip archive but not an Excel workbook: it has no xl/workbook.xml",
    ],
    [
      "an Excel 97–2003 workbook",
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]),
      "The file is an Excel 97–2003 workbook (.xls) or a password-protected one: save it as an .xlsx workbook without a password",
    ],
  ])("refuses %s with its message and leaves nothing", async (_, bytes, message) => {
    const before = await uploadsAndConnections();
    const { status, body } = await upload(bytes);
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.objectContaining({ code: "VALIDATION_ERROR", message }));
    expect(await uploadsAndConnections()).toEqual(before);
  });

  it("refuses a workbook whose only sheet has no header row, naming the sheet, and leaves nothing", async () => {
    const before = await uploadsAndConnections();
    const numbers = await workbookBytes([
      {
        name: "Readings",
        rows: [
          [1, 20.5],
          [2, 21.25],
          [3, 19.75],
        ],
      },
    ]);
    const { status, body } = await upload(numbers);
    expect(status).toBe(400);
    expect(body.error.message).toBe(
      "The workbook has no sheet with a header row and data rows: “Readings” has no header row (its first rows hold numbers or dates, not column names)",
    );
    expect(await uploadsAndConnections()).toEqual(before);
  });

  it("imports the sheets that have a header and notes the one that has none", async () => {
    const sheets = [...shopSheets(), { name: "Notes", rows: [[2024, "checked"]] }];
    const { status, body } = await upload(await workbookBytes(sheets));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data.connection.metadata.workbook.skipped).toEqual([
      { sheet: "Notes", reason: "has no header row (its first rows hold numbers or dates, not column names)" },
    ]);
  });

  it("lets only those who may add connections upload: a viewer is refused, a stranger finds no project", async () => {
    const [viewer, stranger] = await Promise.all([signUp(app, "Vic"), signUp(app, "Sten")]);
    await markVerified(app, [viewer.user.id]);
    await addMember(owner.api, projectId, { email: viewer.user.email, api: viewer.api }, "viewer");
    const before = await uploadsAndConnections();
    const bytes = await workbookBytes(shopSheets());
    const send = (client: Client) =>
      client.api("/api/database/connect/xlsx", {
        method: "POST",
        body: workbookForm(bytes, { project_id: projectId }),
      });
    expect((await send(viewer)).status).toBe(403);
    expect((await send(stranger)).status).toBe(404);
    const anonymous = await app.fetch("/api/database/connect/xlsx", {
      method: "POST",
      body: workbookForm(bytes, { project_id: projectId }),
    });
    expect(anonymous.status).toBe(401);
    expect(await uploadsAndConnections()).toEqual(before);
  });

  it("refuses a workbook over 50 MB before reading it, and a file that is no workbook by name or type", async () => {
    const before = await uploadsAndConnections();
    const big = await upload(Buffer.alloc(50 * 1024 * 1024 + 70 * 1024));
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual(
      expect.objectContaining({ code: "PAYLOAD_TOO_LARGE", message: "The workbook is larger than 50 MB" }),
    );
    const pdf = await upload(Buffer.from("%PDF-1.7"), "report.pdf", "application/pdf");
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe("Please select an Excel workbook (.xlsx)");
    expect(await uploadsAndConnections()).toEqual(before);
  });
});
