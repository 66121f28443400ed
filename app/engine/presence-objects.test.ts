// Rows that exist for someone, said with a verb and its object (made-up sailing club, neither a sample nor an
// evaluation database): sailors may have been given penalties and sent flyers, kept by the flyer's key only.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "sailors",
    key: "sailor_id",
    columns: [
      ["sailor_id", "integer", "integer"],
      ["sailor_name", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({ sailor_id: i + 1, sailor_name: `Sailor ${i + 1}` })),
  },
  {
    name: "penalties",
    key: "penalty_id",
    columns: [
      ["penalty_id", "integer", "integer"],
      ["sailor_id", "integer", "integer"],
      ["points", "integer", "integer"],
    ],
    foreignKeys: [{ column: "sailor_id", table: "sailors" }],
    rows: Array.from({ length: 7 }, (_, i) => ({ penalty_id: i + 1, sailor_id: (i % 4) + 1, points: 1 + (i % 3) })),
  },
  {
    name: "marinas",
    key: "marina_id",
    columns: [
      ["marina_id", "integer", "integer"],
      ["marina_name", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ marina_id: i + 1, marina_name: `Marina ${i + 1}` })),
  },
  {
    name: "visits",
    key: "visit_id",
    columns: [
      ["visit_id", "integer", "integer"],
      ["marina_id", "integer", "integer"],
      ["sailor_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "marina_id", table: "marinas" },
      { column: "sailor_id", table: "sailors" },
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({ visit_id: i + 1, marina_id: (i % 4) + 1, sailor_id: (i % 6) + 1 })),
  },
  {
    name: "mailing_runs",
    key: "flyer_id",
    columns: [
      ["flyer_id", "integer", "integer"],
      ["run_title", "text", "text"],
    ],
    rows: Array.from({ length: 3 }, (_, i) => ({ flyer_id: i + 1, run_title: `Regatta notice ${i + 1}` })),
  },
  {
    name: "flyer_deliveries",
    key: "delivery_id",
    columns: [
      ["delivery_id", "integer", "integer"],
      ["flyer_id", "integer", "integer"],
      ["sailor_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "flyer_id", table: "mailing_runs" },
      { column: "sailor_id", table: "sailors" },
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({ delivery_id: i + 1, flyer_id: (i % 3) + 1, sailor_id: (i % 5) + 1 })),
  },
];
const catalog = fixtureCatalog(TABLES);
const exists = /^SELECT COUNT\(\*\)[^]*FROM "sailors"\s+WHERE EXISTS \(SELECT 1 FROM "penalties"/;

describe("related rows a verb's object names", () => {
  it("exist after 'have had'", () => {
    expect(translate("How many sailors have had a penalty?", { catalog }).sql).toMatch(exists);
  });

  it("exist after any verb with an article", () => {
    expect(translate("How many sailors incurred a penalty?", { catalog }).sql).toMatch(exists);
  });

  it("are the rows a key identifies when the word names only the key", () => {
    const sql = translate("How many sailors received a flyer?", { catalog }).sql;
    expect(sql).toMatch(/FROM "sailors"\s+WHERE EXISTS/);
  });

  it("exist through the rows the verb names when those pair the subject with the object", () => {
    const sql = translate("How many sailors have ever visited a marina?", { catalog }).sql;
    expect(sql).toMatch(/FROM "sailors"\s+WHERE EXISTS \(SELECT 1 FROM "visits"/);
  });

  it("are more than a condition when the question reads them elsewhere", () => {
    const sql = translate("How many points did each sailor who had a penalty get?", { catalog }).sql;
    expect(sql).toMatch(/SUM\("penalties"."points"\)/);
  });
});
