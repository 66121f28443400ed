// Places said as adjectives and rankings by a number of rows (made-up chain of garden centres, neither a sample nor an
// evaluation database). "European centres" are those whose region is stored as "Europe", "North American" ones
// "North America" — found by how English makes the adjective, checked against the stored values. "The largest
// number of centres" ranks by a count of centres, not by the largest floor area.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const REGIONS = ["Europe", "Asia", "Africa", "North America"];
const TABLES: FixtureTable[] = [
  {
    name: "centres",
    key: "centre_id",
    columns: [
      ["centre_id", "integer", "integer"],
      ["centre_name", "text", "text"],
      ["region", "text", "text"],
      ["floor_area", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 16 }, (_, i) => ({
      centre_id: i + 1,
      centre_name: `Greenhouse ${i + 1}`,
      region: REGIONS[i % 4],
      floor_area: 900 + 37 * i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("places said as adjectives", () => {
  it("name the stored place", () => {
    expect(sql("How many European centres are there?")).toMatch(/"region" = 'Europe'/);
    expect(sql("How many Asian centres do we run?")).toMatch(/"region" = 'Asia'/);
    expect(sql("List the North American centres.")).toMatch(/"region" = 'North America'/);
  });
});

describe("the largest number of rows", () => {
  it("ranks by a count, not by a size", () => {
    const got = sql("Which region has the largest number of centres?");
    expect(got).toMatch(/COUNT\(\*\)/);
    expect(got).toMatch(/GROUP BY "region"/);
    expect(got).not.toMatch(/floor_area/);
  });
});
