// Superlatives that resemble a column's name (made-up florist and hill-walking club, neither a sample nor an
// evaluation database): "the priciest bouquet" ranks bouquets by their price — it is not the name "bouquet price"
// the two words resemble — while a column that says the superlative itself ("highest_point") is still named by it.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "bouquets",
    key: "bouquet_id",
    columns: [
      ["bouquet_id", "integer", "integer"],
      ["bouquet_name", "text", "text"],
      ["bouquet_price", "numeric", "decimal"],
    ],
    rows: ["Spring", "Dune", "Harbour", "Meadow"].map((bouquet_name, i) => ({
      bouquet_id: i + 1,
      bouquet_name,
      bouquet_price: 20 + 7 * i,
    })),
  },
  {
    name: "ridges",
    key: "ridge_id",
    columns: [
      ["ridge_id", "integer", "integer"],
      ["ridge_name", "text", "text"],
      ["highest_point", "numeric", "decimal"],
    ],
    rows: ["Aonach", "Beinn", "Carn"].map((ridge_name, i) => ({ ridge_id: i + 1, ridge_name, highest_point: 900 + i })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("superlatives beside names", () => {
  it("ranks by the measure a superlative names", () => {
    expect(sql("What is the priciest bouquet?")).toMatch(/ORDER BY "bouquet_price" DESC/);
  });

  it("still reads a column whose name says the superlative", () => {
    expect(sql("What is the highest point of each ridge?")).toMatch(/"highest_point"/);
  });
});
