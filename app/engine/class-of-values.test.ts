// A word every value of a column holds (made-up concert halls, neither a sample nor an evaluation database): where
// each location reads "County …", "halls per county" groups by the location — the word names the column, it keeps
// no row out — instead of listing every hall.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const COUNTIES = ["Wicklow", "Cork", "Dublin", "Clare", "Tipperary", "Laois", "Tipperary", "Clare", "Clare", "Louth"];
const TABLES: FixtureTable[] = [
  {
    name: "halls",
    key: "hall_id",
    columns: [
      ["hall_id", "integer", "integer"],
      ["name", "text", "text"],
      ["capacity", "integer", "integer"],
      ["location", "text", "text"],
    ],
    rows: COUNTIES.map((county, i) => ({
      hall_id: i + 1,
      name: `Hall ${i}`,
      capacity: 100 + i * 40,
      location: `County ${county}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a word every value holds", () => {
  it("groups by the column it names", () => {
    expect(translate("halls per county", { catalog }).sql).toMatch(/COUNT\(\*\)[\s\S]*GROUP BY "location"/);
    expect(translate("Total capacity by county", { catalog }).sql).toMatch(
      /SUM\("capacity"\)[\s\S]*GROUP BY "location"/,
    );
  });
});
