// A number word joined to a noun (made-up holiday cottages, neither a sample nor an evaluation database):
// "three-bedroom cottages" is "3-bedroom cottages" — a filter on the bedrooms — not a word the database lacks.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { tokenize } from "./understanding/tokens";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "cottages",
    key: "cottage_id",
    columns: [
      ["cottage_id", "integer", "integer"],
      ["cottage_name", "text", "text"],
      ["bedrooms", "integer", "integer"],
      ["nightly_rate", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      cottage_id: i + 1,
      cottage_name: `Cottage ${i}`,
      bedrooms: 1 + (i % 4),
      nightly_rate: 80 + i * 5,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("number words joined to a noun", () => {
  it("splits the number from its noun as digits are", () => {
    expect(tokenize("three-bedroom cottages").map((t) => [t.kind, t.value ?? t.norm])).toEqual([
      ["number", 3],
      ["punct", "-"],
      ["word", "bedroom"],
      ["word", "cottages"],
    ]);
    expect(tokenize("twenty-one").map((t) => t.kind)).not.toContain("punct");
  });

  it("filters on the column the noun names", () => {
    const got = translate("What is the average nightly rate of three-bedroom cottages?", { catalog });
    expect(got.sql).toMatch(/"bedrooms" = 3/);
    expect(got.unplaced).toEqual([]);
  });
});
