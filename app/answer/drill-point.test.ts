import { describe, expect, it } from "vitest";
import type { ChartSpec } from "./chart";
import { clickedRow } from "./drill-point";
import { conditionWords } from "./drill-words";
import { toHighchartsOptions } from "./highcharts-options";

const spec = (over: Partial<ChartSpec>): ChartSpec => ({
  chartType: "bar",
  xAxis: ["category"],
  yAxis: ["revenue"],
  title: "Revenue by category",
  dimensions: ["category"],
  metrics: ["revenue"],
  description: "",
  ...over,
});
type Series = { name: string; data: unknown[] };
const drawn = (s: ChartSpec, data: Record<string, unknown[]>) => {
  const options = toHighchartsOptions(s, data, { animation: false });
  const axis = options.xAxis as { categories?: string[] } | undefined;
  return { categories: axis?.categories ?? [], series: options.series as unknown as Series[] };
};

describe("clickedRow", () => {
  it("maps every bar Highcharts draws back to its row's raw value", () => {
    const data = { category: ["Books", "Games", null], revenue: [10, 20, 5] };
    const { categories } = drawn(spec({}), data);
    expect(categories.map((category) => clickedRow(spec({}), data, { category })?.point)).toEqual([
      { category: "Books" },
      { category: "Games" },
      { category: null },
    ]);
  });

  it("reads months drawn in calendar order and a running period's '(so far)' back to their first day", () => {
    const s = spec({ xAxis: ["month"], dimensions: ["month"], partialLast: true, chartType: "line" });
    const data = { month: ["2024-03-01", "2024-01-01", "2024-02-01"], revenue: [3, 1, 2] };
    const { categories } = drawn(s, data);
    expect(categories).toEqual(["Jan 2024", "Feb 2024", "Mar 2024 (so far)"]);
    expect(categories.map((category) => clickedRow(s, data, { category })?.point.month)).toEqual([
      "2024-01-01",
      "2024-02-01",
      "2024-03-01",
    ]);
    expect(clickedRow(s, data, { category: "Feb 2024" })?.shown).toEqual([{ label: "Feb 2024", period: true }]);
  });

  it("takes the series of a split chart as the second value, and a pie's 'category · series' slices", () => {
    const s = spec({ xAxis: ["category", "region"], dimensions: ["category", "region"] });
    const data = { category: ["Books", "Books", "Games"], region: ["North", "South", "North"], revenue: [1, 2, 3] };
    const { series } = drawn(s, data);
    expect(series.map((x) => x.name)).toEqual(["North", "South"]);
    expect(clickedRow(s, data, { category: "Books", series: "South" })?.point).toEqual({
      category: "Books",
      region: "South",
    });
    expect(clickedRow({ ...s }, data, { category: "Games · North" })?.point).toEqual({
      category: "Games",
      region: "North",
    });
  });

  it("finds no row for a pie's 'Other' slice or an unknown label", () => {
    const data = { category: ["Books"], revenue: [1] };
    expect(clickedRow(spec({ chartType: "pie" }), data, { category: "Other" })).toBeNull();
    expect(clickedRow(spec({}), { revenue: [1] }, { category: "Books" })).toBeNull();
  });
});

describe("conditionWords", () => {
  it.each([
    [{ field: "category", temporal: false, value: "Books" }, "Category is Books"],
    [{ field: "month", grain: "month", temporal: true, value: "2024-03-01" }, "Month is Mar 2024"],
    [{ field: "quarter", grain: "quarter", temporal: true, value: "2024-04-01" }, "Quarter is Q2 2024"],
    [{ field: "week", grain: "week", temporal: true, value: "2024-03-04" }, "Week is the week of 4 Mar 2024"],
    [{ field: "weekday", grain: "weekday", temporal: true, value: "3 Wed" }, "Weekday is Wednesday"],
    [{ field: "region", temporal: false, value: null }, "Region is empty"],
  ])("words %j as “%s”", (condition, words) => {
    expect(conditionWords(condition)).toBe(words);
  });
});
