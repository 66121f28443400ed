import { describe, expect, it } from "vitest";
import { buildInsights, INSIGHT_TEXT, MAX_INSIGHTS, type InsightInput } from "./insights";
import { recommendChart } from "./chart";
import { months, resultOf, series } from "../../tests/fixtures/answer";

const COUNTRIES: [string, number][] = [["Germany", 1234], ["France", 1000], ["Spain", 900], ["Italy", 820]]; // total 3,954
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `row ${i}` }));

describe("buildInsights: the fixed rules of spec §9", () => {
  const base = resultOf(series("country", "total_revenue", COUNTRIES));
  const cases: [behaviour: string, input: InsightInput, present: string[], absent: string[]][] = [
    ["hints at rephrasing below 0.8 confidence", { result: base, confidence: 0.79 }, [INSIGHT_TEXT.rephrase], []],
    ["does not hint at rephrasing at 0.8", { result: base, confidence: 0.8 }, [], [INSIGHT_TEXT.rephrase]],
    ["says so when nothing matched", { result: resultOf([]) }, ["No results found"], []],
    ["says so for exactly one row", { result: resultOf([{ total: 5 }]) }, ["Found a single matching record."], ["No results found"]],
    ["warns about more than 1000 rows", { result: resultOf(many(1001)) }, [INSIGHT_TEXT.largeResult(1001)], []],
    ["does not warn about exactly 1000 rows", { result: resultOf(many(1000)) }, [], [INSIGHT_TEXT.largeResult(1000)]],
    ["counts rows beyond those returned", { result: resultOf(many(3), {}, { rowCount: 25_000, truncated: true }) }, ["Large result: 25,000 rows. Add a filter or a limit to focus the answer."], []],
    ["warns about a run above 5 s", { result: base, executionTime: 5001 }, ["The query took 5 s; a date range or a filter would make it faster."], []],
    ["does not warn about a run of exactly 5 s", { result: base, executionTime: 5000 }, [], [INSIGHT_TEXT.slow(5000)]],
    ["falls back to the result's own execution time", { result: { ...base, executionTime: 7300 } }, [INSIGHT_TEXT.slow(7300)], []],
  ];
  it.each(cases)("%s", (_, input, present, absent) => {
    const insights = buildInsights(input);
    for (const text of present) expect(insights).toContain(text);
    for (const text of absent) expect(insights).not.toContain(text);
  });

  it("puts the rephrase hint first and the warnings last, keeping them within five", () => {
    const rows = Array.from({ length: 1500 }, (_, i) => ({ country: `C${i}`, total_revenue: i + 1 }));
    const insights = buildInsights({ result: resultOf(rows), confidence: 0.5, executionTime: 9000 });
    expect(insights).toHaveLength(MAX_INSIGHTS);
    expect(insights[0]).toBe(INSIGHT_TEXT.rephrase);
    expect(insights.slice(-2)).toEqual([INSIGHT_TEXT.largeResult(1500), INSIGHT_TEXT.slow(9000)]);
  });
});

describe("buildInsights: sentences from the data", () => {
  it("names the top contributor and its share of the total", () => {
    const insights = buildInsights({ result: resultOf(series("country", "total_revenue", COUNTRIES)) });
    expect(insights[0]).toBe("Germany leads with 1,234 (31.2% of the total).");
    expect(insights).toContain("Across the 4 countries, total revenue totals 3,954 (average 988.5).");
  });

  it("measures the change between the first and the last period", () => {
    const insights = buildInsights({ result: resultOf(months([12_300, 15_000, 17_477])) });
    expect(insights[0]).toBe("From Jan 2024 to Mar 2024, total revenue rose 42.1% (12,300 → 17,477).");
    expect(insights).toContain("Over these 3 months, total revenue adds up to 44,777 (average 14,926 per month).");
  });

  it("orders periods before comparing them", () => {
    const rows = months([200, 100]).reverse();
    expect(buildInsights({ result: resultOf(rows) })[0]).toBe("From Jan 2024 to Feb 2024, total revenue fell 50% (200 → 100).");
  });

  it("describes growth from zero without a percentage", () => {
    expect(buildInsights({ result: resultOf(months([0, 40])) })[0]).toBe("From Jan 2024 to Feb 2024, total revenue rose (0 → 40).");
  });

  it("notes a flat series", () => {
    expect(buildInsights({ result: resultOf(months([5, 5])) })[0]).toBe("From Jan 2024 to Feb 2024, total revenue held steady at 5.");
  });

  it("names a peak in the middle of a series", () => {
    expect(buildInsights({ result: resultOf(months([10, 90, 20])) })).toContain("Total revenue peaked in Feb 2024 at 90.");
  });

  it("flags outliers beyond the interquartile fences", () => {
    const rows = series("city", "loan_count", [["Oslo", 10], ["Lima", 12], ["Pune", 11], ["Kobe", 13], ["Cork", 12], ["Baku", 95]]);
    expect(buildInsights({ result: resultOf(rows) })).toContain("Baku (95) stands out above the typical range 10–13.");
  });

  it("compares the highest and the lowest value", () => {
    expect(buildInsights({ result: resultOf(series("country", "total_revenue", [["Germany", 1234], ["Chile", 120]])) })).toContain("Germany (1,234) is 10.3× Chile (120).");
  });

  it("gives a range when the values are close", () => {
    expect(buildInsights({ result: resultOf(series("country", "total_revenue", [["Germany", 110], ["Chile", 100]])) })).toContain(
      "Total revenue ranges from 100 (Chile) to 110 (Germany).",
    );
  });

  it("does not total an average", () => {
    const insights = buildInsights({ result: resultOf(series("genre", "average_price", [["Poetry", 45.23], ["Travel", 20]])) });
    expect(insights[0]).toBe("Poetry has the highest average price (45.23).");
    expect(insights.join(" ")).not.toMatch(/of the total|totals|average average/);
  });

  it("averages a measure that is not additive", () => {
    expect(buildInsights({ result: resultOf(series("genre", "max_price", [["Poetry", 40], ["Travel", 20]])) })).toContain("The average max price across the 2 genres is 30.");
  });

  it("reads shares as percentages", () => {
    const insights = buildInsights({ result: resultOf(series("status", "share_of_total_fee", [["open", 20], ["late", 30], ["returned", 50]])) });
    expect(insights[0]).toBe("Returned has the largest share (50%).");
    expect(insights.join(" ")).not.toMatch(/totals/);
  });

  it("names a row count after the IR's table", () => {
    const ir = { table: "loans", select: [{ agg: "count", alias: "count" }], dimensions: [{ alias: "status" }] };
    const insights = buildInsights({ result: resultOf(series("status", "count", [["open", 30], ["late", 10]])), ir });
    expect(insights).toContain("Across the 2 statuses, number of loans totals 40 (average 20).");
  });

  it("summarises numbers that have no label", () => {
    expect(buildInsights({ result: resultOf([{ price: 10 }, { price: 20 }, { price: 60 }]) })).toEqual(["The average price is 30, ranging from 10 to 60."]);
  });

  it("adds nothing computed to a single record", () => {
    expect(buildInsights({ result: resultOf([{ country: "Germany", total_revenue: 5 }]) })).toEqual([INSIGHT_TEXT.singleRecord]);
  });

  it("never crashes on nulls, text and missing columns", () => {
    const rows = [{ country: null, total_revenue: "n/a" }, { country: "Spain", total_revenue: null }, { country: "Peru", total_revenue: "1,000" }, { country: "Chad" }];
    expect(() => buildInsights({ result: resultOf(rows), chart: { xAxis: ["country"], yAxis: ["total_revenue"], dimensions: ["country"], metrics: ["total_revenue"] } })).not.toThrow();
    expect(buildInsights({ result: resultOf(rows), chart: { xAxis: ["nope"], yAxis: ["gone"], dimensions: [], metrics: [] } })).toEqual([]);
  });

  it("keeps at most five insights", () => {
    const rows = series("city", "loan_count", [["Oslo", 10], ["Lima", 12], ["Pune", 11], ["Kobe", 13], ["Cork", 12], ["Baku", 95], ["Nome", 1]]);
    expect(buildInsights({ result: resultOf(rows), confidence: 0.3 }).length).toBeLessThanOrEqual(MAX_INSIGHTS);
  });
});

describe("buildInsights: a period still running", () => {
  const quarters = resultOf([
    { quarter: "2026-01-01", total_revenue: 300 },
    { quarter: "2026-04-01", total_revenue: 330 },
    { quarter: "2026-07-01", total_revenue: 360 },
    { quarter: "2026-10-01", total_revenue: 120 },
  ]);

  it("reads the trend over the complete periods and reports the running one so far", () => {
    const chart = recommendChart(quarters, { now: new Date("2026-11-27T00:00:00Z") });
    expect(chart.partialLast).toBe(true);
    const insights = buildInsights({ result: quarters, chart });
    expect(insights[0]).toBe("From Q1 2026 to Q3 2026, total revenue rose 20% (300 → 360).");
    expect(insights[1]).toBe("Q4 2026 is still in progress: 120 so far.");
    expect(insights.join(" ")).not.toMatch(/fell/);
  });

  it("reads every period once they have all ended", () => {
    const chart = recommendChart(quarters, { now: new Date("2027-01-05T00:00:00Z") });
    expect(chart.partialLast).toBeUndefined();
    expect(buildInsights({ result: quarters, chart })[0]).toMatch(/fell 60%/);
  });
});
