// A decade of someone's life (made-up walking tours, neither a sample nor an evaluation database): "guides in their
// thirties" are those aged 30 to 39 — a range on the guides' one age column — and "in their 40s" reads the same.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "guide",
    key: "guide_id",
    columns: [
      ["guide_id", "integer", "integer"],
      ["name", "text", "text"],
      ["age", "integer", "integer"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({ guide_id: i + 1, name: `Guide ${i}`, age: 25 + i * 3 })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a decade of someone's life", () => {
  it("is a range on the age", () => {
    const got = translate("How many guides are in their thirties?", { catalog });
    expect(got.sql).toMatch(/"age" >= 30 AND "age" < 40/);
    expect(got.unplaced).toEqual([]);
    expect(translate("List the guides in their 40s", { catalog }).sql).toMatch(/"age" >= 40 AND "age" < 50/);
  });
});
