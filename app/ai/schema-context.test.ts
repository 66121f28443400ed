import { describe, expect, it } from "vitest";
import type { SchemaCatalog } from "~/lib/catalog";
import { shopCatalog, tableNames } from "./fixtures/shop-catalog";
import { pruneCatalog, renderSchema } from "./schema-context";

const catalog = shopCatalog();
const subset = (...names: string[]): SchemaCatalog => ({
  ...catalog,
  tables: catalog.tables.filter((t) => names.includes(t.name)),
});

describe("pruneCatalog", () => {
  it.each([
    ["revenue by product category", ["order_items", "products", "categories", "prd_rv"]],
    ["average rating in product reviews", ["order_items", "products", "categories", "prd_rv"]],
    ["how many support tickets per customer", ["customers", "orders", "support_tickets"]],
  ])("keeps the tables %j names plus their foreign-key neighbours", (question, expected) => {
    expect(tableNames(pruneCatalog(catalog, question))).toEqual(expected);
  });

  it("drops tables the question has nothing to do with", () => {
    const kept = tableNames(pruneCatalog(catalog, "revenue by product category"));
    for (const unrelated of [
      "employees",
      "payroll_runs",
      "audit_log",
      "marketing_campaigns",
      "warehouse_bins",
      "customers",
    ]) {
      expect(kept).not.toContain(unrelated);
    }
  });

  it("finds a table through a sampled value the question mentions", () => {
    const kept = tableNames(pruneCatalog(catalog, "headcount in Berlin"));
    expect(kept).toContain("stores");
    expect(kept).not.toContain("orders");
  });

  it("matches plurals and singulars through stemming", () => {
    expect(tableNames(pruneCatalog(catalog, "list every category"))).toContain("categories");
    expect(tableNames(pruneCatalog(catalog, "the biggest order"))).toContain("orders");
  });

  it("never returns more than maxTables", () => {
    const kept = pruneCatalog(catalog, "customers orders products categories stores employees", { maxTables: 3 });
    expect(kept.tables).toHaveLength(3);
  });

  it("prefers named tables over tables that only share a column word", () => {
    // "status" is a column of orders, employees and support_tickets; only orders is named
    const kept = tableNames(pruneCatalog(catalog, "orders by status", { maxTables: 2 }));
    expect(kept).toEqual(["customers", "orders"]);
  });

  it("falls back to the largest tables when the question names none", () => {
    expect(tableNames(pruneCatalog(catalog, "give me a summary", { maxTables: 2 }))).toEqual([
      "order_items",
      "audit_log",
    ]);
  });

  it("leaves a catalog within the limit whole", () => {
    const small = subset("customers", "orders", "stores");
    expect(pruneCatalog(small, "orders by month")).toBe(small);
  });
});

describe("renderSchema", () => {
  it("writes one compact line per table with its foreign keys", () => {
    const text = renderSchema(subset("customers", "orders"), "postgresql");
    expect(text.split("\n")).toEqual([
      "Dialect: PostgreSQL",
      "customers(id integer PK, name text, country text e.g. 'Germany'|'France'|'Spain', seg_cd text \"Segment\" e.g. 'Retail'|'Wholesale')",
      "orders(id integer PK, customer_id integer, status text e.g. 'paid'|'shipped'|'cancelled', ordered_at timestamp, total numeric(10,2))",
      "  FK orders(customer_id) -> customers(id)",
    ]);
  });

  it("shows sample values only for low-cardinality text columns", () => {
    const text = renderSchema(subset("products"), "postgresql");
    expect(text).toContain("name text,");
    expect(text).not.toContain("Garden hose");
  });

  it("labels a table whose label differs from its name and qualifies tables outside public", () => {
    const text = renderSchema(subset("prd_rv", "warehouse_bins"), "postgresql");
    expect(text).toContain('prd_rv(id integer PK, product_id integer, rating integer) -- label "Product reviews"');
    expect(text).toContain("logistics.warehouse_bins(");
  });

  it("names MySQL tables without the database", () => {
    const text = renderSchema(subset("warehouse_bins"), "mysql");
    expect(text).toMatch(/^Dialect: MySQL\nwarehouse_bins\(/);
  });
});
