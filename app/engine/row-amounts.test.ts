// A row's own amount among several (made-up repair workshop, neither a sample nor an evaluation database): a repair
// holds the amount quoted and the amount repaired for; "amount_repaired" is named after the rows, so it is what a
// repair is worth — summed by "the total of all repairs", averaged by "the average repair", compared by "repairs
// for more than 900". With two amounts and no such reading the engine would count rows or guess.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { getSchemaIndex } from "./model/build-index";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "workshops",
    key: "workshop_id",
    columns: [
      ["workshop_id", "integer", "integer"],
      ["workshop_name", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ workshop_id: i + 1, workshop_name: `Bay ${i + 1}` })),
  },
  {
    name: "repairs",
    key: "repair_id",
    columns: [
      ["repair_id", "integer", "integer"],
      ["workshop_id", "integer", "integer"],
      ["amount_quoted", "numeric", "decimal"],
      ["amount_repaired", "numeric", "decimal"],
      ["booked_on", "date", "date"],
      ["repair_kind", "text", "text"],
    ],
    foreignKeys: [{ column: "workshop_id", table: "workshops" }],
    rows: Array.from({ length: 24 }, (_, i) => ({
      repair_id: i + 1,
      workshop_id: (i % 4) + 1,
      amount_quoted: 300 + 50 * i,
      amount_repaired: 280 + 45 * i,
      booked_on: `2025-03-${String(1 + i).padStart(2, "0")}`,
      repair_kind: i % 3 ? "Paid" : "Warranty",
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a row's own amount among several", () => {
  it("is the amount named after the rows", () => {
    const repairs = getSchemaIndex(catalog).tables.find((t) => t.name === "repairs")!;
    expect(repairs.valueColumn?.column.name).toBe("amount_repaired");
  });

  it("is what a total, an average and a comparison of the rows take", () => {
    expect(sql("What is the total of all repairs?")).toMatch(/SUM\("amount_repaired"\)/);
    expect(sql("What is the average repair for each workshop?")).toMatch(/AVG\("repairs"\."amount_repaired"\)/);
    expect(sql("List the repairs for more than 900.")).toMatch(/"amount_repaired" > 900/);
  });

  it("is what 'how much' sums over the rows a verb's value names", () => {
    const got = sql("How much was paid in March 2025?");
    expect(got).toMatch(/SUM\("amount_repaired"\)/);
    expect(got).toMatch(/"repair_kind" = 'Paid'/);
  });

  it("is what 'the average <value> amount' averages, over the rows the value names", () => {
    const got = sql("What is the average warranty amount?");
    expect(got).toMatch(/AVG\("amount_repaired"\)/);
    expect(got).toMatch(/"repair_kind" = 'Warranty'/);
  });
});
