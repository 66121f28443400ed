import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import { identifiersOf, textColumnWarnings } from "./text-column-warnings";

const column = (name: string, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  dataType: "text",
  kind: "text",
  nullable: true,
  isPrimaryKey: false,
  ...extra,
});

const table = (name: string, columns: CatalogColumn[]): CatalogTable => ({
  schema: "upload_1",
  name,
  rowEstimate: 10,
  columns,
  primaryKey: [],
  foreignKeys: [],
});

const catalog = {
  tables: [
    table("orders", [
      column("order_date", { label: "Order date", textShape: "dates" }),
      column("total", { textShape: "amounts" }),
      column("region"),
      column("placed_on", { kind: "date", dataType: "date", textShape: "dates" }),
    ]),
    table("returns", [column("returned", { textShape: "dates" })]),
  ],
};

describe("warnings on text columns holding dates or amounts", () => {
  it("warns for each such column of a table the SQL reads, in the column's own words", () => {
    expect(
      textColumnWarnings(
        `SELECT "order_date", sum(total) FROM upload_1.orders WHERE region = 'West' GROUP BY 1 ORDER BY 1`,
        catalog,
      ),
    ).toEqual([
      "Order date is stored as text; dates in it are compared and sorted as text, not as dates.",
      "Total is stored as text; amounts in it are compared and sorted as text, not as numbers.",
    ]);
  });

  it("says nothing for columns the SQL does not use, names inside strings or comments, or typed columns", () => {
    expect(textColumnWarnings("SELECT region, count(*) FROM orders GROUP BY 1", catalog)).toEqual([]);
    expect(textColumnWarnings("SELECT 'order_date' AS x /* total */ FROM orders -- returned", catalog)).toEqual([]);
    expect(textColumnWarnings("SELECT placed_on FROM orders", catalog)).toEqual([]);
    expect(textColumnWarnings("SELECT returned FROM orders", catalog), "a column of a table not read").toEqual([]);
  });

  it("reads quoted and unquoted names as PostgreSQL and MySQL do", () => {
    expect([...identifiersOf('SELECT "Mixed""Case", `ticks`, Plain FROM t')]).toEqual([
      "select",
      'Mixed"Case',
      "ticks",
      "plain",
      "from",
      "t",
    ]);
  });
});
