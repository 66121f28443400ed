// "how tall", "how old" (made-up arboretum, neither a sample nor an evaluation database): trees record their
// height and age in years and the grove they stand in, a small integer.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "trees",
    key: "tree_id",
    columns: [
      ["tree_id", "integer", "integer"],
      ["species", "text", "text"],
      ["grove", "integer", "integer"],
      ["height_m", "numeric(5,1)", "decimal"],
      ["age_years", "integer", "integer"],
    ],
    rows: Array.from({ length: 24 }, (_, i) => ({
      tree_id: i + 1,
      species: ["Oak", "Beech", "Larch", "Yew"][i % 4],
      grove: (i % 3) + 1,
      height_m: 4 + ((i * 7) % 19) * 1.5,
      age_years: 12 + ((i * 11) % 40),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("an adjective after 'how'", () => {
  it("asks for the quantity it names", () => {
    expect(translate("How tall are the trees in each grove, on average?", { catalog }).sql).toMatch(
      /AVG\("height_m"\)[^]*GROUP BY "grove"/,
    );
    expect(translate("How old are the oaks on average?", { catalog }).sql).toMatch(/AVG\("age_years"\)/);
  });
});
