// Shares over a made-up clinic's books (neither a sample nor an evaluation database): the share of rows that have a
// related row is taken over every row, the share of "the money" sums the money column, a share of a named amount
// sums it, and "N or younger" compares.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const rows = (n: number, row: (i: number) => Record<string, string | number>) =>
  Array.from({ length: n }, (_, i) => row(i));
const TOWNS = ["Leeds", "York", "Hull"];

const TABLES: FixtureTable[] = [
  {
    name: "clients",
    key: "client_id",
    columns: [
      ["client_id", "integer", "integer"],
      ["full_name", "text", "text"],
      ["town", "text", "text"],
      ["age", "integer", "integer"],
    ],
    rows: rows(12, (i) => ({ client_id: i + 1, full_name: `Client ${i + 1}`, town: TOWNS[i % 3], age: 18 + i * 4 })),
  },
  {
    name: "receipts",
    key: "receipt_id",
    columns: [
      ["receipt_id", "integer", "integer"],
      ["client_id", "integer", "integer"],
      ["paid_on", "date", "date"],
      ["amount_paid", "decimal(10,2)", "decimal"],
      ["method_code", "varchar(10)", "text"],
    ],
    foreignKeys: [{ column: "client_id", table: "clients" }],
    rows: rows(30, (i) => ({
      receipt_id: i + 1,
      client_id: (i % 8) + 1,
      paid_on: `2024-0${(i % 9) + 1}-12`,
      amount_paid: 10 + i * 3,
      method_code: ["Card", "Cash", "Cheque"][i % 3],
    })),
  },
  {
    name: "branches",
    key: "branch_id",
    columns: [
      ["branch_id", "integer", "integer"],
      ["town", "text", "text"],
      ["floor_space", "integer", "integer"],
    ],
    rows: rows(6, (i) => ({ branch_id: i + 1, town: TOWNS[i % 3], floor_space: 200 + i * 50 })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("shares", () => {
  it("takes the share of rows with (or without) a related row over every row, not over the joined ones", () => {
    for (const q of ["What share of clients have a receipt?", "What percentage of clients have never had a receipt?"]) {
      const s = sql(q);
      expect(s).toMatch(/EXISTS \(SELECT 1 FROM "receipts"/);
      expect(s).toMatch(/FROM "clients"$/);
      expect(s).not.toMatch(/JOIN|DISTINCT/);
    }
  });

  it("shares out the money column when the question says money", () => {
    const s = sql("What percentage of all funds collected arrived by card?");
    expect(s).toMatch(/SUM\(CASE WHEN "method_code" = 'Card'.* THEN "amount_paid" ELSE 0 END\)/);
    expect(s).toMatch(/NULLIF\(SUM\("amount_paid"\), 0\)/);
  });

  it("shares out the amount named right after the share", () => {
    const s = sql("What share of the floor space is in Leeds?");
    expect(s).toMatch(/SUM\(CASE WHEN "town" = 'Leeds' THEN "floor_space" ELSE 0 END\)/);
  });

  it("reads a comparative after its number as a comparison", () => {
    expect(sql("What percentage of our clients are 30 or younger?")).toMatch(/CASE WHEN "age" <= 30 THEN 1/);
    expect(sql("How many clients are 40 or older?")).toMatch(/WHERE "age" >= 40/);
  });
});
