// Two tables with a column of the same name (made-up garden supplier, neither a sample nor an evaluation database):
// products and the mail campaigns sent to customers both have a category; units sold per category are the products'.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const CATEGORIES = ["Seeds", "Tools", "Pots"];
const TABLES: FixtureTable[] = [
  {
    name: "customers",
    key: "customer_id",
    columns: [
      ["customer_id", "integer", "integer"],
      ["customer_name", "text", "text"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({ customer_id: i + 1, customer_name: `Grower ${i + 1}` })),
  },
  {
    name: "products",
    key: "product_id",
    columns: [
      ["product_id", "integer", "integer"],
      ["product_name", "text", "text"],
      ["category", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      product_id: i + 1,
      product_name: `Item ${i + 1}`,
      category: CATEGORIES[i % 3],
    })),
  },
  {
    name: "orders",
    key: "order_id",
    columns: [
      ["order_id", "integer", "integer"],
      ["customer_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "customer_id", table: "customers" }],
    rows: Array.from({ length: 12 }, (_, i) => ({ order_id: i + 1, customer_id: (i % 8) + 1 })),
  },
  {
    name: "order_lines",
    key: "line_id",
    columns: [
      ["line_id", "integer", "integer"],
      ["order_id", "integer", "integer"],
      ["product_id", "integer", "integer"],
      ["units", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "order_id", table: "orders" },
      { column: "product_id", table: "products" },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      line_id: i + 1,
      order_id: (i % 12) + 1,
      product_id: (i % 6) + 1,
      units: 1 + (i % 4),
    })),
  },
  {
    name: "campaigns",
    key: "campaign_id",
    columns: [
      ["campaign_id", "integer", "integer"],
      ["customer_id", "integer", "integer"],
      ["category", "text", "text"],
    ],
    foreignKeys: [{ column: "customer_id", table: "customers" }],
    rows: Array.from({ length: 40 }, (_, i) => ({
      campaign_id: i + 1,
      customer_id: (i % 8) + 1,
      category: CATEGORIES[(i + 1) % 3],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a column name two tables share", () => {
  it("is read in the table nearest the question's other words", () => {
    const sql = translate("How many units were sold in each category?", { catalog }).sql;
    expect(sql).toMatch(/GROUP BY "products"."category"/);
    expect(sql).not.toMatch(/campaigns/);
  });

  it("is read where the question names its table", () => {
    const sql = translate("How many campaigns were sent in each category?", { catalog }).sql;
    expect(sql).toMatch(/FROM "campaigns"\s+GROUP BY "category"/);
    expect(sql).not.toMatch(/products/);
  });
});
