// A nationality word (made-up parts suppliers, neither a sample nor an evaluation database): "French suppliers" is a
// condition on the suppliers' country, also when the suppliers are reached from the parts asked about, and the word
// is understood, not reported back.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "suppliers",
    key: "supplierid",
    columns: [
      ["supplierid", "integer", "integer"],
      ["companyname", "text", "text"],
      ["country", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      supplierid: i + 1,
      companyname: `Acme ${i}`,
      country: ["France", "Chile", "Japan"][i % 3],
    })),
  },
  {
    name: "parts",
    key: "partid",
    columns: [
      ["partid", "integer", "integer"],
      ["partname", "text", "text"],
      ["supplierid", "integer", "integer"],
      ["unitcost", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "supplierid", table: "suppliers" }],
    rows: Array.from({ length: 20 }, (_, i) => ({
      partid: i + 1,
      partname: `Part ${i}`,
      supplierid: 1 + (i % 6),
      unitcost: 3 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("nationality words", () => {
  it("conditions the rows the word qualifies, reached from the rows asked about", () => {
    const got = translate("What is the average unit cost of parts from French suppliers?", { catalog });
    expect(got.sql).toMatch(/AVG\("parts"\."unitcost"\)[\s\S]*"suppliers"\."country"[\s\S]*france/);
  });

  it("understands the word it read", () => {
    expect(translate("How many French suppliers are there?", { catalog }).unplaced).toEqual([]);
  });
});
