import { describe, expect, it } from "vitest";
import { buildInsights, INSIGHT_TEXT, MAX_INSIGHTS, MAX_RATIO, type InsightInput } from "./insights";
import { recommendChart } from "./chart";
import { months, resultOf, series } from "../../tests/fixtures/answer";

const COUNTRIES: [string, number][] = [
  ["Germany", 1234],
  ["France", 1000],
  ["Spain", 900],
  ["Italy", 820],
]; // total 3,954
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `row ${i}` }));

describe("buildInsights: the fixed rules of spec §9", () => {
  const base = resultOf(series("country", "total_revenue", COUNTRIES));
  const cases: [behaviour: string, input: InsightInput, present: string[], absent: string[]][] = [
    ["hints at rephrasing below 0.8 confidence", { result: base, confidence: 0.79 }, [INSIGHT_TEXT.rephrase], []],
    ["does not hint at rephrasing at 0.8", { result: base, confidence: 0.8 }, [], [INSIGHT_TEXT.rephrase]],
    ["says so when nothing matched", { result: resultOf([]) }, ["No results found"], []],
    [
      "says so for exactly one record",
      { result: resultOf([{ name: "Ada", city: "Oslo" }]) },
      ["Found a single matching record."],
      ["No results found"],
    ],
    ["warns about more than 1000 rows", { result: resultOf(many(1001)) }, [INSIGHT_TEXT.largeResult(1001)], []],
    ["does not warn about exactly 1000 rows", { result: resultOf(many(1000)) }, [], [INSIGHT_TEXT.largeResult(1000)]],
    [
      "counts rows beyond those returned",
      { result: resultOf(many(3), {}, { rowCount: 25_000, truncated: true }) },
      ["Large result: 25,000 rows. Add a filter or a limit to focus the answer."],
      [],
    ],
    [
      "warns about a run above 5 s",
      { result: base, executionTime: 5001 },
      ["The query took 5 s; a date range or a filter would make it faster."],
      [],
    ],
    ["does not warn about a run of exactly 5 s", { result: base, executionTime: 5000 }, [], [INSIGHT_TEXT.slow(5000)]],
    [
      "falls back to the result's own execution time",
      { result: { ...base, executionTime: 7300 } },
      [INSIGHT_TEXT.slow(7300)],
      [],
    ],
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
    expect(insights[0]).toBe("Germany leads with $1,234 (31.2% of the total).");
    expect(insights).toContain("Across the 4 countries, total revenue totals $3,954 (average $988.50).");
  });

  it("measures the change between the first and the last period", () => {
    const insights = buildInsights({ result: resultOf(months([12_300, 15_000, 17_477])) });
    expect(insights[0]).toBe("From Jan 2024 to Mar 2024, total revenue rose 42.1% ($12,300 → $17,477).");
    expect(insights).toContain("Over these 3 months, total revenue adds up to $44,777 (average $14,926 per month).");
  });

  it("orders periods before comparing them", () => {
    const rows = months([200, 100]).reverse();
    expect(buildInsights({ result: resultOf(rows) })[0]).toBe(
      "From Jan 2024 to Feb 2024, total revenue fell 50% ($200.00 → $100.00).",
    );
  });

  it("describes growth from zero without a percentage", () => {
    expect(buildInsights({ result: resultOf(months([0, 40])) })[0]).toBe(
      "From Jan 2024 to Feb 2024, total revenue rose ($0.00 → $40.00).",
    );
  });

  it("notes a flat series", () => {
    expect(buildInsights({ result: resultOf(months([5, 5])) })[0]).toBe(
      "From Jan 2024 to Feb 2024, total revenue held steady at $5.00.",
    );
  });

  it("names a peak in the middle of a series", () => {
    expect(buildInsights({ result: resultOf(months([10, 90, 20])) })).toContain(
      "Total revenue peaked in Feb 2024 at $90.00.",
    );
  });

  it("flags outliers beyond the interquartile fences", () => {
    const rows = series("city", "loan_count", [
      ["Oslo", 10],
      ["Lima", 12],
      ["Pune", 11],
      ["Kobe", 13],
      ["Cork", 12],
      ["Baku", 95],
    ]);
    expect(buildInsights({ result: resultOf(rows) })).toContain("Baku (95) stands out above the typical range 10–13.");
  });

  it("compares the highest and the lowest value", () => {
    expect(
      buildInsights({
        result: resultOf(
          series("country", "total_revenue", [
            ["Germany", 1234],
            ["Chile", 320],
          ]),
        ),
      }),
    ).toContain("Germany ($1,234) is 3.9× Chile ($320.00).");
  });

  it("gives a range when the values are close", () => {
    expect(
      buildInsights({
        result: resultOf(
          series("country", "total_revenue", [
            ["Germany", 110],
            ["Chile", 100],
          ]),
        ),
      }),
    ).toContain("Total revenue ranges from $100.00 (Chile) to $110.00 (Germany).");
  });

  it("does not total an average", () => {
    const insights = buildInsights({
      result: resultOf(
        series("genre", "average_price", [
          ["Poetry", 45.23],
          ["Travel", 20],
        ]),
      ),
    });
    expect(insights[0]).toBe("Poetry has the highest average price ($45.23).");
    expect(insights.join(" ")).not.toMatch(/of the total|totals|average average/);
  });

  it("averages a measure that is not additive", () => {
    expect(
      buildInsights({
        result: resultOf(
          series("genre", "max_price", [
            ["Poetry", 40],
            ["Travel", 20],
          ]),
        ),
      }),
    ).toContain("The average max price across the 2 genres is $30.00.");
  });

  it("reads shares as percentages", () => {
    const insights = buildInsights({
      result: resultOf(
        series("status", "share_of_total_fee", [
          ["open", 20],
          ["late", 30],
          ["returned", 50],
        ]),
      ),
    });
    expect(insights[0]).toBe("Returned has the largest share (50%).");
    expect(insights.join(" ")).not.toMatch(/totals/);
  });

  it("names a row count after the IR's table", () => {
    const ir = { table: "loans", select: [{ agg: "count", alias: "count" }], dimensions: [{ alias: "status" }] };
    const insights = buildInsights({
      result: resultOf(
        series("status", "count", [
          ["open", 30],
          ["late", 10],
        ]),
      ),
      ir,
    });
    expect(insights).toContain("Across the 2 statuses, number of loans totals 40 (average 20).");
  });

  it("summarises numbers that have no label", () => {
    expect(buildInsights({ result: resultOf([{ price: 10 }, { price: 20 }, { price: 60 }]) })).toEqual([
      "The average price is $30.00, ranging from $10.00 to $60.00.",
    ]);
  });

  it("adds nothing computed to a single record", () => {
    expect(buildInsights({ result: resultOf([{ country: "Germany", total_revenue: 5 }]) })).toEqual([
      INSIGHT_TEXT.singleRecord,
    ]);
  });

  it("never crashes on nulls, text and missing columns", () => {
    const rows = [
      { country: null, total_revenue: "n/a" },
      { country: "Spain", total_revenue: null },
      { country: "Peru", total_revenue: "1,000" },
      { country: "Chad" },
    ];
    expect(() =>
      buildInsights({
        result: resultOf(rows),
        chart: { xAxis: ["country"], yAxis: ["total_revenue"], dimensions: ["country"], metrics: ["total_revenue"] },
      }),
    ).not.toThrow();
    expect(
      buildInsights({
        result: resultOf(rows),
        chart: { xAxis: ["nope"], yAxis: ["gone"], dimensions: [], metrics: [] },
      }),
    ).toEqual([]);
  });

  it("keeps at most five insights", () => {
    const rows = series("city", "loan_count", [
      ["Oslo", 10],
      ["Lima", 12],
      ["Pune", 11],
      ["Kobe", 13],
      ["Cork", 12],
      ["Baku", 95],
      ["Nome", 1],
    ]);
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
    expect(insights[0]).toBe("From Q1 2026 to Q3 2026, total revenue rose 20% ($300.00 → $360.00).");
    expect(insights[1]).toBe("Q4 2026 is still in progress: $120.00 so far.");
    expect(insights.join(" ")).not.toMatch(/fell/);
  });

  it("reads every period once they have all ended", () => {
    const chart = recommendChart(quarters, { now: new Date("2027-01-05T00:00:00Z") });
    expect(chart.partialLast).toBeUndefined();
    expect(buildInsights({ result: quarters, chart })[0]).toMatch(/fell 60%/);
  });
});

// Issue 36 item 3 (ADR 047): one table per insight kind, on made-up data.
const hives = (pairs: [string, number][], name = "apiary") => resultOf(series(name, "total_honey_kg", pairs));
const ranked = (limit: number) => ({
  table: "harvests",
  select: [{ agg: "sum", column: { table: "harvests", column: "honey_kg" }, alias: "total_honey_kg" }],
  dimensions: [{ alias: "apiary", column: { table: "harvests", column: "apiary" } }],
  order: [{ direction: "desc" }],
  limit,
});

describe("buildInsights: a lone figure says nothing beyond itself", () => {
  const cases: [behaviour: string, input: InsightInput, expected: string[]][] = [
    ["a count of 956", { result: resultOf([{ count: 956 }]) }, []],
    [
      "a total and an average side by side",
      { result: resultOf([{ total_honey_kg: 8120.5, average_honey_kg: 40.2 }]) },
      [],
    ],
    ["a lone date", { result: resultOf([{ first_harvest: "2021-05-02" }]) }, []],
    [
      "a lone figure read with doubt keeps the rephrase hint",
      { result: resultOf([{ count: 956 }]), confidence: 0.5 },
      [INSIGHT_TEXT.rephrase],
    ],
    [
      "a record found by a lookup",
      { result: resultOf([{ apiary: "Heath", keeper: "Ines", hives: 12 }]) },
      [INSIGHT_TEXT.singleRecord],
    ],
  ];
  it.each(cases)("%s", (_, input, expected) => {
    expect(buildInsights(input)).toEqual(expected);
  });
});

describe("buildInsights: a listing of records is not a series", () => {
  const visits = [
    { id: 5, visited_at: "2024-01-03T10:12:00", fee: 52 },
    { id: 9, visited_at: "2024-02-11T16:40:00", fee: 230 },
    { id: 12, visited_at: "2024-03-30T09:05:00", fee: 75 },
  ];
  const listing = {
    table: "visits",
    select: [
      { alias: "id", column: { table: "visits", column: "id" } },
      { alias: "fee", column: { table: "visits", column: "fee" } },
    ],
    dimensions: [],
  };
  const cases: [behaviour: string, input: InsightInput][] = [
    ["rows the IR lists without aggregating", { result: resultOf(visits), ir: listing }],
    [
      "rows stamped to the minute, without an IR",
      {
        result: resultOf(visits),
        chart: { xAxis: ["visited_at"], yAxis: ["fee"], dimensions: ["visited_at"], metrics: ["fee"] },
      },
    ],
  ];
  it.each(cases)("%s: no rise, peak or total", (_, input) => {
    expect(buildInsights(input)).toEqual([]);
  });
});

describe("buildInsights: shares are of the whole, or of the rows shown", () => {
  const five: [string, number][] = [
    ["Heath", 500],
    ["Moor", 400],
    ["Fen", 300],
    ["Dale", 200],
    ["Vale", 100],
  ];
  const cases: [behaviour: string, input: InsightInput, present: string, absent: RegExp][] = [
    [
      "every group shown: of the total",
      { result: hives(five) },
      "Heath leads with 500 (33.3% of the total).",
      /of these/,
    ],
    [
      "a top 5 from the IR: of these 5",
      { result: hives(five), ir: ranked(5) },
      "Heath leads with 500 (33.3% of these 5).",
      /of the total/,
    ],
    [
      "a top 5 that found 3 groups is the whole",
      { result: hives(five.slice(0, 3)), ir: ranked(5) },
      "Heath leads with 500 (41.7% of the total).",
      /of these/,
    ],
    [
      "a top 5 asked without an IR",
      { result: hives(five), question: "top 5 apiaries by honey" },
      "Heath leads with 500 (33.3% of these 5).",
      /of the total/,
    ],
    [
      "a top 5's sum is not called the total",
      { result: hives(five), ir: ranked(5) },
      "Together these 5 apiaries, total honey kg adds up to 1,500 (average 300).",
      /Across the/,
    ],
    [
      "shares computed against the whole say what the shown ones hold",
      {
        result: resultOf(
          series("apiary", "share_of_total_honey_kg", [
            ["Heath", 30],
            ["Moor", 25],
            ["Fen", 15],
            ["Dale", 10],
            ["Vale", 5],
          ]),
        ),
        ir: { ...ranked(5), select: [{ agg: "sum", alias: "share_of_total_honey_kg", share: true }] },
      },
      "These 5 apiaries hold 85% of the total.",
      /of these 5\)/,
    ],
  ];
  it.each(cases)("%s", (_, input, present, absent) => {
    const insights = buildInsights(input);
    expect(insights).toContain(present);
    expect(insights.join(" ")).not.toMatch(absent);
  });
});

describe("buildInsights: partial first and last periods", () => {
  // a shop open from 14 Nov 2021 to 10 Oct 2024: its first and last years hold a few weeks and nine months
  const years = resultOf([
    { year: "2021-01-01", total_honey_kg: 120 },
    { year: "2022-01-01", total_honey_kg: 900 },
    { year: "2023-01-01", total_honey_kg: 990 },
    { year: "2024-01-01", total_honey_kg: 700 },
  ]);
  const months = resultOf([
    { month: "2024-01-01", total_honey_kg: 80 },
    { month: "2024-02-01", total_honey_kg: 100 },
    { month: "2024-03-01", total_honey_kg: 110 },
  ]);
  const cases: [behaviour: string, input: InsightInput, present: string[], absent: RegExp][] = [
    [
      "a first year with six weeks of data is left out of the growth",
      { result: years, dataRange: { first: "2021-11-14T09:00:00", last: "2024-12-30" } },
      [
        "From 2022 to 2024, total honey kg fell 22.2% (900 → 700).",
        "2021 is partial (data from 14 Nov 2021: 120), so it is left out of the change.",
      ],
      /650|\+|rose/,
    ],
    [
      "both ends partial: the change reads the complete years only",
      { result: years, dataRange: { first: "2021-11-14", last: "2024-10-10" } },
      [
        "From 2022 to 2023, total honey kg rose 10% (900 → 990).",
        "2021 is partial (data from 14 Nov 2021: 120), so it is left out of the change.",
        "2024 is partial (data up to 10 Oct 2024: 700), so it is left out of the change.",
        "Over the 2 complete years, total honey kg adds up to 1,890 (average 945 per year).",
      ],
      /483|fell/,
    ],
    [
      "a range that fills every year marks none",
      { result: years, dataRange: { first: "2021-01-01", last: "2024-12-31" } },
      ["From 2021 to 2024, total honey kg rose 483.3% (120 → 700)."],
      /partial/,
    ],
    [
      "a month whose data ends on the 28th is whole",
      { result: months, dataRange: { first: "2024-01-02", last: "2024-03-28" } },
      ["From Jan 2024 to Mar 2024, total honey kg rose 37.5% (80 → 110)."],
      /partial/,
    ],
    [
      "a month whose data stops on the 10th is partial",
      { result: months, dataRange: { first: "2024-01-01", last: "2024-03-10" } },
      ["Mar 2024 is partial (data up to 10 Mar 2024: 110), so it is left out of the change."],
      /37.5/,
    ],
    [
      "without a range nothing is marked",
      { result: years },
      ["From 2021 to 2024, total honey kg rose 483.3% (120 → 700)."],
      /partial/,
    ],
  ];
  it.each(cases)("%s", (_, input, present, absent) => {
    const insights = buildInsights(input);
    for (const text of present) expect(insights).toContain(text);
    expect(insights.join(" ")).not.toMatch(absent);
  });
});

describe("buildInsights: ratios only between peers, and small enough to picture", () => {
  const cases: [behaviour: string, result: InsightInput["result"], present: string | null, absent: RegExp][] = [
    [
      "peers 3.9 times apart",
      hives([
        ["Heath", 390],
        ["Moor", 100],
      ]),
      "Heath (390) is 3.9× Moor (100).",
      /ranges/,
    ],
    [
      `peers more than ${MAX_RATIO} times apart get the range`,
      hives([
        ["Heath", 3364],
        ["Moor", 10],
      ]),
      "Total honey kg ranges from 10 (Moor) to 3,364 (Heath).",
      /×/,
    ],
    [
      "statuses are states of one thing, not peers, with no typical range",
      hives(
        [
          ["delivered", 3364],
          ["processing", 10],
          ["returned", 40],
          ["shipped", 30],
          ["cancelled", 35],
        ],
        "order_status",
      ),
      null,
      /×|ranges|stands out|typical range/,
    ],
    [
      "yes/no groups are not peers either",
      hives(
        [
          ["yes", 300],
          ["no", 100],
        ],
        "organic",
      ),
      null,
      /×|ranges/,
    ],
    [
      "shares get the range, not a multiple",
      resultOf(
        series("apiary", "share_of_total_honey_kg", [
          ["Heath", 60],
          ["Moor", 25],
          ["Fen", 15],
        ]),
      ),
      "Share of total honey kg ranges from 15% (Fen) to 60% (Heath).",
      /×/,
    ],
  ];
  it.each(cases)("%s", (_, result, present, absent) => {
    const insights = buildInsights({ result });
    if (present) expect(insights).toContain(present);
    expect(insights.join(" ")).not.toMatch(absent);
  });
});
