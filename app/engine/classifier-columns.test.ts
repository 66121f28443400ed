// A plural names the rows of the table whose name ends in it, not the values of a column that classifies them:
// "visits" are a ship's harbour visits, counted, while "visit_type" only says what kind each was (made-up harbour
// register, neither a sample nor an evaluation database).
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const HARBOURS: FixtureTable[] = [
  {
    name: "vessel",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["flag", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      name: `Vessel ${"ABCDEF"[i]}`,
      flag: ["Norway", "Malta"][i % 2],
    })),
  },
  {
    name: "harbour",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["region", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({
      id: i + 1,
      name: `Port ${"WXYZ"[i]}`,
      region: ["North", "South"][i % 2],
    })),
  },
  {
    name: "vessel_harbour_visit",
    columns: [
      ["vessel_id", "integer", "integer"],
      ["harbour_id", "integer", "integer"],
      ["visit_type", "text", "text"],
    ],
    foreignKeys: [
      { column: "vessel_id", table: "vessel" },
      { column: "harbour_id", table: "harbour" },
    ],
    rows: Array.from({ length: 14 }, (_, i) => ({
      vessel_id: (i % 6) + 1,
      harbour_id: (i % 4) + 1,
      visit_type: ["refuel", "cargo", "repair"][i % 3],
    })),
  },
];
const catalog = fixtureCatalog(HARBOURS);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a plural beside a column that classifies it", () => {
  it("counts the rows it names", () => {
    for (const question of ["How many visits did each vessel make?", "Number of visits by harbour region"]) {
      expect(sql(question)).toMatch(/COUNT\(\*\)/);
      expect(sql(question)).not.toMatch(/COUNT\(DISTINCT/);
    }
  });

  it("leaves the kinds to the column", () => {
    expect(sql("visits by type")).toMatch(/GROUP BY "visit_type"/);
    expect(sql("How many visit types are there?")).toMatch(/COUNT\(DISTINCT "visit_type"\)/);
  });
});
