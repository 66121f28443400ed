// The word of a share (made-up parts depot, neither a sample nor an evaluation database): "what share of shipments …"
// asks for a share of the shipments — WordNet's synonym of "share" ("part") names no parts table there.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "parts",
    key: "partid",
    columns: [
      ["partid", "integer", "integer"],
      ["partname", "text", "text"],
    ],
    rows: Array.from({ length: 20 }, (_, i) => ({ partid: i + 1, partname: `Part ${i}` })),
  },
  {
    name: "depots",
    key: "depotid",
    columns: [
      ["depotid", "integer", "integer"],
      ["city", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ depotid: i + 1, city: ["Oslo", "Lima", "Kobe", "Lyon"][i] })),
  },
  {
    name: "shipments",
    key: "shipmentid",
    columns: [
      ["shipmentid", "integer", "integer"],
      ["partid", "integer", "integer"],
      ["depotid", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "partid", table: "parts" },
      { column: "depotid", table: "depots" },
    ],
    rows: Array.from({ length: 50 }, (_, i) => ({ shipmentid: i + 1, partid: 1 + (i % 18), depotid: 1 + (i % 4) })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("the word of a share", () => {
  it("names no table by a synonym", () => {
    const got = translate("What share of shipments were from Oslo?", { catalog }).sql;
    expect(got).toMatch(/FROM "shipments"/);
    expect(got).not.toMatch(/"parts"/);
  });
});
