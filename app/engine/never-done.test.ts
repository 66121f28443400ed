// Rows an event never happened to (made-up parts depot, neither a sample nor an evaluation database): "parts that have
// never been shipped" have no shipment at all — a NOT EXISTS over the shipments — not a shipment whose date is empty,
// even though "shipped" names the shipments' ship date; "which parts have been shipped" are those some shipment with a
// ship date refers to.
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
      ["depotname", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ depotid: i + 1, depotname: `Depot ${i}` })),
  },
  {
    name: "shipments",
    key: "shipmentid",
    columns: [
      ["shipmentid", "integer", "integer"],
      ["partid", "integer", "integer"],
      ["depotid", "integer", "integer"],
      ["shipdate", "date", "date"],
      ["quantityshipped", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "partid", table: "parts" },
      { column: "depotid", table: "depots" },
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({
      shipmentid: i + 1,
      partid: 1 + (i % 16),
      depotid: 1 + (i % 4),
      shipdate: `2024-0${1 + (i % 9)}-1${i % 10}`,
      quantityshipped: 5 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql;
const NONE = /WHERE NOT EXISTS \(SELECT 1 FROM "shipments"/;

describe("rows an event never happened to", () => {
  it("reads 'never been shipped' as no shipment at all", () => {
    for (const question of ["Which parts were never shipped?", "How many parts have never been shipped?"]) {
      expect(sql(question), question).toMatch(NONE);
      expect(sql(question), question).not.toMatch(/IS NULL/);
    }
    expect(sql("Which depots have never shipped Part 3?")).toMatch(/NOT EXISTS[\s\S]*'Part 3'/);
  });

  it("still finds the rows an event happened to", () => {
    expect(sql("Which parts have been shipped?")).toMatch(/FROM "parts"\s+WHERE EXISTS \(SELECT 1 FROM "shipments"/);
  });
});
