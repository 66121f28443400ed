import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUrl, createTestDatabase } from "../../harness/databases";
import { shopSheets, storedZip, workbookBytes, type SheetSpec } from "../../tests/support/workbooks";
import { isAppError } from "~/lib/errors";
import { gatewayRoleFor } from "./csv-access.server";
import { dropCsvImport, prepareUploadsDatabase } from "./csv-import.server";
import { closeManagedPools } from "./managed-pools.server";
import { importWorkbook, type WorkbookImportOptions, type WorkbookImportResult } from "./xlsx-import.server";

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: pg.Client;
const imported: WorkbookImportResult[] = [];
const files = mkdtempSync(path.join(tmpdir(), "askdata-xlsx-test-"));

beforeAll(async () => {
  db = await createTestDatabase("xlsx");
  await prepareUploadsDatabase(db.url, "gateway-password-for-tests");
  admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
});

afterAll(async () => {
  for (const result of imported) await dropCsvImport({ adminUrl: db.url }, result.schema, result.role);
  await closeManagedPools();
  await admin?.end();
  await db?.drop();
  const server = new pg.Client({ connectionString: adminUrl() });
  await server.connect();
  await server.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(gatewayRoleFor(db.name))}`);
  await server.end();
  rmSync(files, { recursive: true, force: true });
});

let counter = 0;
function fileOf(bytes: Buffer | string): string {
  const file = path.join(files, `book-${++counter}.xlsx`);
  writeFileSync(file, bytes);
  return file;
}

async function upload(source: SheetSpec[] | Buffer, options: Partial<WorkbookImportOptions> = {}) {
  const bytes = Array.isArray(source) ? await workbookBytes(source) : source;
  const result = await importWorkbook(fileOf(bytes), { adminUrl: db.url }, { fileName: "book.xlsx", ...options });
  imported.push(result);
  return result;
}

async function refusal(source: SheetSpec[] | Buffer | string, options: Partial<WorkbookImportOptions> = {}) {
  const bytes = Array.isArray(source) ? await workbookBytes(source) : source;
  const before = await uploadSchemas();
  const error = await importWorkbook(fileOf(bytes), { adminUrl: db.url }, { fileName: "book.xlsx", ...options }).then(
    (result) => {
      imported.push(result);
      throw new Error("imported");
    },
    (failure: unknown) => failure,
  );
  expect(isAppError(error), String(error)).toBe(true);
  expect(await uploadSchemas(), "nothing half-imported").toEqual(before);
  return error as Error & { code: string };
}

async function uploadSchemas(): Promise<string[]> {
  const { rows } = await admin.query(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'upload\\_%'
     UNION ALL SELECT rolname FROM pg_roles WHERE rolname LIKE 'upload\\_%' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

async function rows(result: WorkbookImportResult, table: string): Promise<Record<string, unknown>[]> {
  const qualified = `${pg.escapeIdentifier(result.schema)}.${pg.escapeIdentifier(table)}`;
  return (await admin.query(`SELECT * FROM ${qualified} ORDER BY __row`)).rows;
}

const typesOf = (result: WorkbookImportResult, table: string) =>
  Object.fromEntries(
    result.tables
      .find((t) => t.table === table)!
      .columns.filter((c) => c.name !== "__row")
      .map((c) => [c.name, c.type]),
  );

describe("importing a workbook", { timeout: 30_000 }, () => {
  it("makes each sheet a table of one upload, typed as a CSV would be, Excel's numbers and dates exact", async () => {
    const result = await upload(shopSheets());
    expect(result.tables.map((t) => [t.sheet, t.table, t.rowCount])).toEqual([
      ["Customers", "customers", 8],
      ["Orders", "orders", 60],
    ]);
    expect(typesOf(result, "customers")).toEqual({ customer_id: "bigint", name: "text", region: "text" });
    expect(typesOf(result, "orders")).toEqual({
      order_id: "bigint",
      customer_id: "bigint",
      amount: "numeric",
      order_date: "date",
      paid: "boolean",
    });
    const orders = await admin.query(
      `SELECT order_id, amount::text, order_date::text, paid FROM ${pg.escapeIdentifier(result.schema)}.orders WHERE order_id IN (1, 7) ORDER BY 1`,
    );
    expect(orders.rows).toEqual([
      { order_id: "1", amount: "11.62", order_date: "2024-02-02", paid: true },
      { order_id: "7", amount: "19.84", order_date: "2024-08-08", paid: true },
    ]);
    const comments = await admin.query(
      `SELECT obj_description(c.oid) AS comment FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
      [result.schema],
    );
    expect(comments.rows.map((r) => r.comment)).toEqual(["Customers", "Orders"]);
  });

  it("reads formulas by their cached result, dates with a time, error values as values left empty, rich text and links", async () => {
    const result = await upload([
      {
        name: "Cells",
        rows: [
          ["When", "Total", "Due", "Ratio", "Label", "Site"],
          [
            new Date(Date.UTC(2024, 2, 2, 10, 30)),
            { formula: "2*3", result: 6 },
            { formula: "A2+30", result: 45383 },
            { error: "#DIV/0!" },
            { richText: [{ text: "Bold " }, { text: "plain" }] },
            { text: "Example", hyperlink: "https://example.com" },
          ],
          [
            new Date(Date.UTC(2024, 2, 3, 0, 0, 1, 500)),
            { formula: "1/0", result: { error: "#DIV/0!" } },
            undefined,
            0.25,
            "x",
            "y",
          ],
        ],
        shape: (sheet) => (sheet.getColumn(3).numFmt = "dd/mm/yyyy"),
      },
    ]);
    const { rows: cells } = await admin.query(
      `SELECT when_::text AS "when", total::text, due::text, ratio::text, label, site FROM ${pg.escapeIdentifier(result.schema)}.cells ORDER BY __row`,
    );
    expect(cells).toEqual([
      { when: "2024-03-02 10:30:00", total: "6", due: "2024-04-01", ratio: null, label: "Bold plain", site: "Example" },
      { when: "2024-03-03 00:00:01.5", total: null, due: null, ratio: "0.25", label: "x", site: "y" },
    ]);
    expect(typesOf(result, "cells")).toEqual({
      when_: "timestamp",
      total: "bigint",
      due: "date",
      ratio: "numeric",
      label: "text",
      site: "text",
    });
    const emptied = (name: string) => result.tables[0]!.columns.find((c) => c.name === name)!.emptied;
    expect(emptied("ratio")).toEqual({ count: 1, examples: [{ row: 1, value: "#DIV/0!" }] });
    expect(emptied("total"), "a formula's error result reads as no result").toBeUndefined();
  });

  it("finds the header under a title, names empty header cells by their column and notes what it left out", async () => {
    const result = await upload([
      {
        name: "Q1 sales (EUR)",
        rows: [
          ["Sales report, first quarter"],
          [],
          ["Region", undefined, "Amount"],
          ["North", "n1", 10, undefined, "stray"],
          [],
          ["South", "s1", 20],
          [],
          [],
        ],
        shape: (sheet) => {
          sheet.mergeCells("A3:B3");
          sheet.getCell("H20").numFmt = "0.00"; // a formatted, empty cell far below: no row
        },
      },
    ]);
    const [table] = result.tables;
    expect(table!.table).toBe("q1_sales_eur");
    expect(table!.columns.map((c) => c.label)).toEqual(["Row", "Region", "Column B", "Amount"]);
    expect(await rows(result, "q1_sales_eur")).toEqual([
      { __row: "1", region: "North", column_b: "n1", amount: "10" },
      { __row: "2", region: "South", column_b: "s1", amount: "20" },
    ]);
    expect(table!.notes).toEqual([
      "Row 1 above the header row was not imported",
      "1 value outside the header's columns (A–C) was not imported",
    ]);
  });

  it("skips sheets without a header row or data, and says why; two sheets' names never clash", async () => {
    const result = await upload([
      { name: "Data", rows: [["a"], [1]] },
      {
        name: "Numbers",
        rows: [
          [1, new Date(Date.UTC(2024, 0, 1))],
          [2, new Date(Date.UTC(2024, 0, 2))],
        ],
      },
      { name: "Empty", rows: [] },
      { name: "Header only", rows: [["Name", "Amount"]] },
      { name: "data!", rows: [["b"], [2]] },
    ]);
    expect(result.tables.map((t) => t.table)).toEqual(["data", "data_2"]);
    expect(result.skipped).toEqual([
      { sheet: "Numbers", reason: "has no header row (its first rows hold numbers or dates, not column names)" },
      { sheet: "Empty", reason: "is empty" },
      { sheet: "Header only", reason: "has a header row but no data rows" },
    ]);
  });

  it("keeps text that is not ASCII whole, however the zip's chunks fall", async () => {
    const words = "Zürich — 東京 ✓ Ωmega";
    const sheetRows: unknown[][] = [["City", "Id"]];
    for (let i = 0; i < 6000; i++) sheetRows.push([`${words} ${i}`, i]);
    const result = await upload([{ name: "Städte", rows: sheetRows }]);
    const { rows: found } = await admin.query(
      `SELECT count(*) FILTER (WHERE city = $1 || ' ' || id) AS whole, count(*) AS n FROM ${pg.escapeIdentifier(result.schema)}.stadte`,
      [words],
    );
    expect(found[0]).toEqual({ whole: "6000", n: "6000" });
  });
});

describe("refusing a workbook, with nothing half-imported", { timeout: 30_000 }, () => {
  it("refuses a file that is not a zip, an old .xls, a zip that is not a workbook and a cut-off file", async () => {
    expect((await refusal("Name,Amount\nA,1\n")).message).toBe(
      "The file is not an Excel workbook (.xlsx): it is not a zip archive",
    );
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect((await refusal(ole)).message).toMatch(/^The file is an Excel 97–2003 workbook \(\.xls\)/);
    const zip = storedZip({ "readme.txt": "hello", "word/document.xml": "<w:document/>" });
    expect((await refusal(zip)).message).toBe(
      "The file is a zip archive but not an Excel workbook: it has no xl/workbook.xml",
    );
    const whole = await workbookBytes(shopSheets());
    expect((await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).message).toBe(
      "The workbook is damaged: its zip archive is incomplete",
    );
  });

  it("refuses a zip that unpacks to too much, or to more than its directory says", async () => {
    const sheet =
      "<worksheet><sheetData><row r='1'><c r='A1' t='inlineStr'><is><t>Name</t></is></c></row></sheetData></worksheet>";
    const parts = {
      "xl/workbook.xml": "<workbook><sheets><sheet name='A' sheetId='1' r:id='rId1'/></sheets></workbook>",
      "xl/_rels/workbook.xml.rels":
        "<Relationships><Relationship Id='rId1' Type='worksheet' Target='worksheets/sheet1.xml'/></Relationships>",
      "xl/worksheets/sheet1.xml": sheet,
    };
    expect((await refusal(storedZip(parts, { "xl/worksheets/sheet1.xml": 600 * 1024 * 1024 }))).message).toBe(
      "The workbook unpacks to 600 MB; at most 512 MB are read",
    );
    expect((await refusal(storedZip(parts, { "xl/worksheets/sheet1.xml": 20 }))).message).toBe(
      "The workbook is damaged: a part of it unpacks to more than its zip archive says",
    );
  });

  it("refuses a workbook whose XML is broken", async () => {
    const zip = storedZip({
      "[Content_Types].xml": "<Types/>",
      "xl/workbook.xml": "<workbook><sheets><sheet name='A' sheetId='1' r:id='rId1'/></sheets></workbook>",
      "xl/_rels/workbook.xml.rels":
        "<Relationships><Relationship Id='rId1' Type='worksheet' Target='worksheets/sheet1.xml'/></Relationships>",
      "xl/worksheets/sheet1.xml":
        "<worksheet><sheetData><row r='1'><c r='A1' t='inlineStr'><is><t>x</t></is></row></sheetData></worksheet>",
    });
    expect((await refusal(zip)).message).toMatch(/^The workbook could not be read: .*close tag/i);
    const noSheets = storedZip({ "xl/workbook.xml": "<workbook><sheets/></workbook>" });
    expect((await refusal(noSheets)).message).toBe("The workbook has no sheets");
  });

  it("refuses a workbook with no usable sheet, naming each sheet's reason", async () => {
    const error = await refusal([
      {
        name: "Numbers",
        rows: [
          [1, 2],
          [3, 4],
        ],
      },
      { name: "Blank", rows: [] },
    ]);
    expect(error.message).toBe(
      "The workbook has no sheet with a header row and data rows: “Numbers” has no header row (its first rows hold numbers or dates, not column names); “Blank” is empty",
    );
  });

  it("refuses too many rows, too many values, columns and sheets, after the first sheet was already staged", async () => {
    const sheets = shopSheets();
    expect((await refusal(sheets, { limits: { rows: 50 } })).message).toBe(
      "The workbook has more than 50 rows (sheet “Orders” passed it); at most 50 are imported",
    );
    const tooMuch = await refusal(sheets, { limits: { dataBytes: 1024 } });
    expect(tooMuch.code).toBe("PAYLOAD_TOO_LARGE");
    expect(tooMuch.message).toMatch(/^The workbook's values come to more than 0 MB \(sheet “Orders”, row \d+\)/);
    expect((await refusal(sheets, { limits: { columns: 4 } })).message).toBe(
      "Sheet “Orders” has 5 columns; at most 4 are allowed",
    );
    expect((await refusal(sheets, { limits: { sheets: 1 } })).message).toBe(
      "The workbook has 2 sheets; at most 1 are imported",
    );
  });
});
