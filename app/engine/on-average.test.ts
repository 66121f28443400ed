// What "on average" averages (made-up parts suppliers, neither a sample nor an evaluation database): the number named
// nearest before it — "the highest unit cost on average", not the freight charge a verb ("charge") named earlier —
// but never the column a grouping word names ("in each tier, on average").
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
      ["tier", "integer", "integer"],
      ["age_years", "integer", "integer"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      supplierid: i + 1,
      companyname: `Acme ${i}`,
      country: ["France", "Chile", "Japan"][i % 3],
      tier: 1 + (i % 3),
      age_years: 5 + i,
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
  {
    name: "shipments",
    key: "shipmentid",
    columns: [
      ["shipmentid", "integer", "integer"],
      ["partid", "integer", "integer"],
      ["freightcharge", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "partid", table: "parts" }],
    rows: Array.from({ length: 30 }, (_, i) => ({ shipmentid: i + 1, partid: 1 + (i % 18), freightcharge: 12 + i })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql;

describe("what 'on average' averages", () => {
  it("takes the number named nearest before it", () => {
    expect(sql("Which country's suppliers charge the highest unit cost on average?")).toMatch(
      /AVG\("parts"\."unitcost"\)/,
    );
  });

  it("never the column a grouping word names", () => {
    expect(sql("How old are suppliers in each tier, on average?")).not.toMatch(/AVG\("tier"\)/);
  });
});
