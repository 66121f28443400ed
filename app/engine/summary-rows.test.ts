// A row named like a total (made-up fuel wholesalers, neither a sample nor an evaluation database): in a table with a
// declared key each row is an entity, and a supplier called "Total" is counted; in a key-less sheet a "Total" row adds
// up the others and stays out of counts and sums.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const NAMES = ["Total", "Northfuel", "Harbour Oil", "Ridge Petroleum", "Lantern Gas", "Quay Energy"];
const suppliers = (keyed: boolean): FixtureTable => ({
  name: "suppliers",
  ...(keyed ? { key: "supplier_id" } : { key: "none" }),
  columns: [
    ...(keyed ? [["supplier_id", "integer", "integer"] as [string, string, "integer"]] : []),
    ["supplier_name", "text", "text"],
    ["depots", "integer", "integer"],
  ],
  rows: NAMES.map((name, i) => ({ supplier_id: i + 1, supplier_name: name, depots: 3 + i })),
});
const sql = (keyed: boolean, q: string) =>
  translate(q, { catalog: fixtureCatalog([suppliers(keyed)]) }).sql.replace(/\s+/g, " ");

describe("a row named like a total", () => {
  it("is an entity in a table with a declared key", () => {
    expect(sql(true, "How many suppliers are there?")).not.toMatch(/'Total'/);
  });

  it("is a summary row in a key-less sheet", () => {
    expect(sql(false, "How many suppliers are there?")).toMatch(/"supplier_name" <> 'Total'/);
  });
});
