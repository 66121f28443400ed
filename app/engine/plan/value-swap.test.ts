import { describe, expect, it } from "vitest";
import { emptyIR, type QueryIR } from "../ir";
import { valueSwaps } from "./value-swap";

const revenueIn = (country: string, phrase = `in ${country}`): QueryIR => ({
  ...emptyIR("orders"),
  select: [{ agg: "sum", column: { table: "orders", column: "amount" }, alias: "revenue" }],
  filters: [{ column: { table: "customers", column: "country" }, op: "eq", value: country, phrase }],
});

describe("valueSwaps", () => {
  it("finds the compared value that changed, whatever the words around it", () => {
    expect(valueSwaps(revenueIn("Germany"), revenueIn("France", "from France"))).toEqual([
      { from: "Germany", to: "France" },
    ]);
  });

  it("gives no swap for the same reading", () => {
    expect(valueSwaps(revenueIn("Germany"), revenueIn("Germany"))).toEqual([]);
  });

  it("refuses readings of another shape: another measure, another column, an extra filter", () => {
    const average = revenueIn("France");
    average.select[0] = { ...average.select[0], agg: "avg" };
    expect(valueSwaps(revenueIn("Germany"), average)).toBeUndefined();
    const city = revenueIn("Paris");
    city.filters[0] = { ...city.filters[0], column: { table: "customers", column: "city" } };
    expect(valueSwaps(revenueIn("Germany"), city)).toBeUndefined();
    const more = revenueIn("France");
    more.filters.push({ column: { table: "orders", column: "status" }, op: "eq", value: "paid" });
    expect(valueSwaps(revenueIn("Germany"), more)).toBeUndefined();
  });

  it("refuses a changed number: only text values are swapped in SQL", () => {
    const over = (n: number): QueryIR => ({
      ...emptyIR("orders"),
      select: [],
      filters: [{ column: { table: "orders", column: "amount" }, op: "gt", value: n }],
    });
    expect(valueSwaps(over(100), over(200))).toBeUndefined();
  });
});
