// Everyday words for a grouping or a condition (made-up cycling club, neither a sample nor an evaluation database):
// "gender" for a column called sex, "age distribution" for a count per age, "outside Norway" for a country other than
// Norway.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const COUNTRIES = ["Norway", "Sweden", "Denmark"];
const TABLES: FixtureTable[] = [
  {
    name: "riders",
    key: "rider_id",
    columns: [
      ["rider_id", "integer", "integer"],
      ["rider_name", "text", "text"],
      ["sex", "text", "text"],
      ["age", "integer", "integer"],
      ["home_country", "text", "text"],
    ],
    rows: Array.from({ length: 15 }, (_, i) => ({
      rider_id: i + 1,
      rider_name: `Rider ${i + 1}`,
      sex: i % 3 ? "M" : "F",
      age: 18 + (i % 6),
      home_country: COUNTRIES[i % 3],
    })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("everyday words", () => {
  it("reads 'gender' as the sex column", () => {
    expect(sql("riders by gender")).toMatch(/SELECT "sex" AS "sex", COUNT\(\*\)[^]*GROUP BY "sex"/);
  });

  it("reads a distribution as a count per value", () => {
    for (const question of ["age distribution of the riders", "What is the distribution of age among riders?"])
      expect(sql(question)).toMatch(/SELECT "age" AS "age", COUNT\(\*\)[^]*GROUP BY "age"/);
  });

  it("reads 'outside' a value as any other value", () => {
    expect(sql("Which riders live outside Norway?")).toMatch(/"home_country" <> 'Norway'/);
  });
});
