// Text columns of numbers that name rows ("stock number") are never added up (made-up supplier listings, neither a
// sample nor an evaluation database): "how many items" — items as products, named by their stock numbers — counts
// them, "the most items" ranks by how many.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "suppliers",
    key: "supplier_id",
    columns: [
      ["supplier_id", "integer", "integer"],
      ["supplier_name", "text", "text"],
    ],
    rows: ["Arden Tools", "Brightwell", "Corve Fixings"].map((n, i) => ({ supplier_id: i + 1, supplier_name: n })),
  },
  {
    name: "supplier_listings",
    key: "entry_id",
    columns: [
      ["entry_id", "integer", "integer"],
      ["supplier_id", "integer", "integer"],
      ["product_stock_number", "varchar(12)", "text"],
      ["listing_title", "text", "text"],
      ["unit_price", "numeric(8,2)", "decimal"],
    ],
    foreignKeys: [{ column: "supplier_id", table: "suppliers" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      entry_id: i + 1,
      supplier_id: (i % 3) + 1,
      product_stock_number: String(40210 + i * 37),
      listing_title: `Bracket ${i + 1}`,
      unit_price: 3 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("identifying numbers in text", () => {
  it("counts what they name", () => {
    for (const q of ["How many items are listed?", "Which supplier has the most items?"]) {
      const s = sql(q);
      expect(s, q).toMatch(/COUNT\(/);
      expect(s, q).not.toMatch(/SUM\(/);
    }
  });
});
