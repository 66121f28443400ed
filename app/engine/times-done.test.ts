// "How many times has each X been <done>" (made-up lighthouse register, neither a sample nor an evaluation database):
// the rows the participle names are counted — the table of the date it names ("inspected" → inspected_on) — per
// lighthouse, not the lighthouses that have one; and a clause keeping the empty groups ("include those never
// inspected") names no absence.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "lighthouses",
    key: "lighthouse_id",
    columns: [
      ["lighthouse_id", "integer", "integer"],
      ["lighthouse_name", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({ lighthouse_id: i + 1, lighthouse_name: `Point ${i + 1}` })),
  },
  {
    name: "inspections",
    key: "inspection_id",
    columns: [
      ["inspection_id", "integer", "integer"],
      ["lighthouse_id", "integer", "integer"],
      ["inspected_on", "date", "date"],
    ],
    foreignKeys: [{ column: "lighthouse_id", table: "lighthouses" }],
    rows: Array.from({ length: 40 }, (_, i) => ({
      inspection_id: i + 1,
      lighthouse_id: (i % 9) + 1,
      inspected_on: `2024-0${1 + (i % 9)}-1${i % 10}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (q: string) => translate(q, { catalog }).sql.replace(/\s+/g, " ");

describe("how many times something was done", () => {
  it("counts the rows of the participle's table per group", () => {
    const got = sql("How many times has each lighthouse been inspected?");
    expect(got).toMatch(/COUNT\(\*\) AS "\w+" FROM "inspections" JOIN "lighthouses"/);
    expect(got).not.toMatch(/EXISTS/);
    expect(sql("How many times was Point 3 inspected?")).toMatch(/COUNT\(\*\) AS "\w+" FROM "inspections"/);
  });

  it("keeps the groups with none, reading no absence in the clause that asks for them", () => {
    const got = sql(
      "How many times has each lighthouse been inspected? Include the lighthouses that were never inspected.",
    );
    expect(got).toMatch(/FROM "lighthouses" LEFT JOIN "inspections"/);
    expect(got).not.toMatch(/NOT EXISTS/);
    expect(sql("Which lighthouses were never inspected?")).toMatch(/NOT EXISTS/);
  });
});
