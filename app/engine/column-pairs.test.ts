// Two columns of one row compared (made-up street markets, neither a sample nor an evaluation database): "more
// stalls than benches" keeps the markets whose stall count beats their own bench count; "licensed later than they
// opened" compares two dates of the row. A row named after "than" stays a comparison with that row's value.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "markets",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["market_name", "text", "text"],
      ["num_of_stalls", "integer", "integer"],
      ["num_of_benches", "integer", "integer"],
      ["opened_on", "date", "date"],
      ["licensed_on", "date", "date"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      market_name: ["Quayside", "Old Mill", "Greenway", "Tanner Row", "Hilltop", "Canal Side"][i],
      num_of_stalls: 10 + 4 * i,
      num_of_benches: 30 - 3 * i,
      opened_on: `${2010 + i}-04-01`,
      licensed_on: `${2012 - i}-06-01`,
    })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("two columns of one row compared", () => {
  it("compares two counts of the row", () => {
    expect(sql("Which markets have more stalls than benches?")).toMatch(/WHERE "num_of_stalls" > "num_of_benches"/);
    expect(sql("How many markets have fewer benches than stalls?")).toMatch(
      /COUNT\(\*\).*WHERE "num_of_benches" < "num_of_stalls"/,
    );
  });

  it("compares two dates of the row", () => {
    expect(sql("Which markets were licensed later than they opened?")).toMatch(/WHERE "licensed_on" > "opened_on"/);
  });

  it("keeps a named row after 'than' a comparison with that row", () => {
    expect(sql("Which markets have more stalls than Old Mill?")).toMatch(
      /"num_of_stalls" > \(SELECT .*"market_name" = 'Old Mill'/,
    );
  });
});
