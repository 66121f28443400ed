import { describe, expect, it } from "vitest";
import { kpiOf } from "./kpi";
import { resultOf } from "../../tests/fixtures/answer";

describe("kpiOf", () => {
  it("reads one number as a KPI with its business label and thousands separators", () => {
    expect(
      kpiOf(resultOf([{ order_count: "23215" }], { order_count: "integer" }), { order_count: "number of orders" }),
    ).toEqual({ label: "Number of orders", value: "23,215" });
  });

  it("formats a share as a percentage", () => {
    expect(kpiOf(resultOf([{ percentage: 12.345 }], { percentage: "decimal" }))).toEqual({
      label: "Percentage",
      value: "12.3%",
    });
  });

  it("shows the change against the period before when the answer carries it", () => {
    const result = resultOf([{ total_revenue: "1100" }], { total_revenue: "decimal" });
    expect(kpiOf(result, undefined, { label: "2024", previous: 1000 })?.change).toBe("▲ 10% vs 2024 (1,000)");
    expect(kpiOf(result, undefined, { label: "2024", previous: 1250 })?.change).toBe("▼ 12% vs 2024 (1,250)");
    expect(kpiOf(result, undefined, { label: "2024", previous: null })?.change).toBeUndefined();
  });

  it("writes money as money, the change included, under the answer's title", () => {
    const result = resultOf([{ avg_basket: "104.2" }], { avg_basket: "decimal" });
    const view = {
      formats: { avg_basket: { type: "currency" as const, currency: "USD" } },
      title: "Average basket (USD) — Online, 2025",
    };
    expect(kpiOf(result, undefined, { label: "2024", previous: 97.65 }, view)).toEqual({
      label: "Average basket (USD) — Online, 2025",
      value: "$104.20",
      change: "▲ 6.7% vs 2024 ($97.65)",
    });
    expect(kpiOf(result, undefined, undefined, { ...view, locale: "de-DE" })?.value.replace(/\u00a0/g, " ")).toBe(
      "104,20 $",
    );
  });

  it("leaves rows, several columns, text and empty values to the table", () => {
    expect(kpiOf(resultOf([{ n: 1 }, { n: 2 }]))).toBeNull();
    expect(kpiOf(resultOf([{ city: "Oslo", n: 2 }]))).toBeNull();
    expect(kpiOf(resultOf([{ city: "Oslo" }]))).toBeNull();
    expect(kpiOf(resultOf([{ total: null }], { total: "decimal" }))).toBeNull();
  });
});
