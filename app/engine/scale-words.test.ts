// Numbers said with a scale word and no digits (made-up estate agency, neither a sample nor an evaluation database):
// "more than a million" is more than 1,000,000 and "over half a million" more than 500,000.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "listings",
    key: "listing_id",
    columns: [
      ["listing_id", "integer", "integer"],
      ["listing_title", "text", "text"],
      ["asking_price", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      listing_id: i + 1,
      listing_title: `House ${i + 1}`,
      asking_price: 250_000 * (i + 1),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("scale words without digits", () => {
  it("reads 'a million' and 'half a million'", () => {
    expect(sql("Which listings have an asking price of more than a million?")).toMatch(/"asking_price" > 1000000/);
    expect(sql("Which listings have an asking price over half a million?")).toMatch(/"asking_price" > 500000/);
  });
});
