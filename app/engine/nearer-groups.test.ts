// A grouping word matched far and near (made-up rowing league, neither a sample nor an evaluation database): "rowers
// from each country" groups the rowers by their own nationality — the word's weaker match in the measured table,
// holding the same kind of values — not by the country of the regattas they rowed, two joins away; regattas per
// country keep their own country, and a near column of another kind of value is not taken.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const COUNTRIES = ["Norway", "Chile", "Japan"];
const tables = (nationalities: string[]): FixtureTable[] => [
  {
    name: "rowers",
    key: "rower_id",
    columns: [
      ["rower_id", "integer", "integer"],
      ["rower_name", "text", "text"],
      ["nationality", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      rower_id: i + 1,
      rower_name: `Oar ${i + 1}`,
      nationality: nationalities[i % 3],
    })),
  },
  {
    name: "regattas",
    key: "regatta_id",
    columns: [
      ["regatta_id", "integer", "integer"],
      ["regatta_name", "text", "text"],
      ["country", "text", "text"],
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({
      regatta_id: i + 1,
      regatta_name: `Cup ${i + 1}`,
      country: COUNTRIES[(i + 1) % 3],
    })),
  },
  {
    name: "results",
    key: "result_id",
    columns: [
      ["result_id", "integer", "integer"],
      ["rower_id", "integer", "integer"],
      ["regatta_id", "integer", "integer"],
      ["place", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "rower_id", table: "rowers" },
      { column: "regatta_id", table: "regattas" },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      result_id: i + 1,
      rower_id: (i % 12) + 1,
      regatta_id: (i % 5) + 1,
      place: 1 + (i % 6),
    })),
  },
];
const sql = (nationalities: string[], q: string) =>
  translate(q, { catalog: fixtureCatalog(tables(nationalities)) }).sql.replace(/\s+/g, " ");

describe("a grouping word matched far and near", () => {
  it("groups the measured rows by their own column of the same kind", () => {
    expect(sql(COUNTRIES, "How many of our rowers come from each country?")).toMatch(
      /^SELECT "nationality" AS "nationality", COUNT\(\*\) AS "\w+" FROM "rowers" GROUP BY "nationality"/,
    );
    expect(sql(COUNTRIES, "How many regattas were held in each country?")).toMatch(/GROUP BY "country"/);
  });

  it("keeps the named table's own column when a previous question brought another table in", () => {
    const catalog = fixtureCatalog(tables(COUNTRIES));
    const before = translate("How many rowers do we have?", { catalog });
    const previous = { question: "How many rowers do we have?", ir: before.ir, sql: before.sql };
    expect(translate("How many regattas were held in each country?", { catalog, previous }).sql).toMatch(
      /GROUP BY "(regattas"\.")?country"/,
    );
  });

  it("keeps the far column when the near one holds other values", () => {
    expect(sql(["Red", "Blue", "Gold"], "How many of our rowers come from each country?")).toMatch(
      /"regattas"\."country"/,
    );
  });
});
