// ADR 050: a few values that do not convert are left empty and reported, on both import paths, instead of making a
// column text or failing the import.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { adminUrl, createTestDatabase } from "../../harness/databases";
import { isAppError } from "~/lib/errors";
import { gatewayRoleFor } from "./csv-access.server";
import { closeManagedPools } from "./managed-pools.server";
import {
  dropCsvImport,
  importCsv,
  prepareUploadsDatabase,
  type CsvImportOptions,
  type CsvImportResult,
} from "./csv-import.server";

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: pg.Client;
const imported: CsvImportResult[] = [];

beforeAll(async () => {
  db = await createTestDatabase("csv_messy");
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
});

async function* chunks(data: string, size = 4096): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(data);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function upload(data: string, options: Partial<CsvImportOptions> = {}): Promise<CsvImportResult> {
  const result = await importCsv(
    chunks(data),
    { adminUrl: db.url },
    { fileName: "orders.csv", hasHeaders: true, ...options },
  );
  imported.push(result);
  return result;
}

async function values(result: CsvImportResult, column: string): Promise<unknown[]> {
  const table = `${pg.escapeIdentifier(result.schema)}.${pg.escapeIdentifier(result.table)}`;
  return (await admin.query(`SELECT ${pg.escapeIdentifier(column)} AS v FROM ${table} ORDER BY __row`)).rows.map(
    (r) => r.v,
  );
}

/** 200 orders; every 100th (rows 65 and 165) has a day written as 03/02/2024 and an amount written as n/a. */
function messyOrders(bad = (i: number) => i % 100 === 64): string {
  const lines = ["Order date,Amount,Zip"];
  for (let i = 0; i < 200; i++) {
    const day = `2024-01-${String((i % 28) + 1).padStart(2, "0")}`;
    lines.push(
      `${bad(i) ? "03/02/2024" : day},${bad(i) ? "n/a" : (i * 1.5).toFixed(2)},${i === 3 ? "01234" : 10000 + i}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

const types = (result: CsvImportResult) => Object.fromEntries(result.columns.map((c) => [c.name, c.type]));

describe.each([
  ["typed while the bytes pass", {}],
  ["staged", { staged: true }],
])("importCsv with a few bad values (%s)", (_, options) => {
  it("keeps the date and the amount typed, leaves the bad values empty and reports them", async () => {
    const result = await upload(messyOrders(), options);
    expect(types(result)).toMatchObject({ order_date: "date", amount: "numeric" });
    const date = result.columns.find((c) => c.name === "order_date")!;
    expect(date.emptied).toEqual({
      count: 2,
      examples: [
        { row: 65, value: "03/02/2024" },
        { row: 165, value: "03/02/2024" },
      ],
    });
    expect(result.columns.find((c) => c.name === "amount")!.emptied?.count).toBe(2);
    const days = await values(result, "order_date");
    expect(days[64]).toBeNull();
    expect(days.filter((d) => d === null)).toHaveLength(2);
  });

  it("keeps a column with a code written with leading zeros as text, with nothing left empty", async () => {
    const result = await upload(messyOrders(), options);
    expect(types(result).zip).toBe("text");
    expect((await values(result, "zip"))[3]).toBe("01234");
  });

  it("makes a column text when more than 2 % of its values do not convert", async () => {
    const result = await upload(
      messyOrders((i) => i % 20 === 0),
      options,
    );
    expect(types(result)).toMatchObject({ order_date: "text", amount: "text" });
    expect(result.columns.every((c) => !c.emptied)).toBe(true);
  });
});

describe("importCsv with a type the user chose", () => {
  const file = "Store,Opened\nNorth,2024-01-05\nSouth,05/02/2024\nEast,2024-03-20\nWest,soon\n";

  it("refuses a value that does not convert unless told to leave such values empty", async () => {
    const refused = await upload(file, { columns: [{ index: 1, type: "date" }] }).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.message).toMatch(/Column “Opened”, row 2: “05\/02\/2024” is not a date/);
    const result = await upload(file, { columns: [{ index: 1, type: "date", badValues: "empty" }] });
    expect(result.columns[2]).toMatchObject({
      type: "date",
      emptied: {
        count: 2,
        examples: [
          { row: 2, value: "05/02/2024" },
          { row: 4, value: "soon" },
        ],
      },
    });
    expect((await values(result, "opened")).map((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d))).toEqual(
      ["2024-01-05", null, "2024-03-20", null],
    );
  });
});
