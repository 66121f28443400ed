import { describe, expect, it } from "vitest";
import type { ColumnKind } from "~/lib/catalog";
import {
  chartChoices,
  chartFamily,
  chartRowLimit,
  inferColumnKinds,
  recommendChart,
  switchableTypes,
  toColumnArrays,
  validateChartData,
  type ChartType,
  type ValueKind,
} from "./chart";
import { months, resultOf, series } from "../../tests/fixtures/answer";

const COUNTRIES: [string, number][] = [
  ["Germany", 1234],
  ["France", 980],
  ["Spain", 700],
  ["Italy", 640],
  ["Poland", 400],
  ["Austria", 300],
  ["Belgium", 120],
];

describe("inferColumnKinds", () => {
  const cases: [
    behaviour: string,
    name: string,
    values: unknown[],
    declared: ColumnKind | undefined,
    expected: ValueKind,
  ][] = [
    ["trusts a declared integer column", "units", [1, 2, 3], "integer", "numeric"],
    ["trusts a declared decimal column that arrives as text", "amount", ["12.50", "7.00"], "decimal", "numeric"],
    ["trusts a declared date column", "day", ["2024-01-01"], "date", "date"],
    ["trusts a declared timestamp column", "created_at", ["2024-01-01T10:00:00"], "timestamp", "date"],
    ["reads a year held in a number column named for time as a date", "year", [2022, 2023], "integer", "date"],
    ["reads a fiscal year the database returns as a decimal as a date", "fiscal_year", [2022, 2023], "decimal", "date"],
    ["keeps numbers near 2023 numeric when the name is not about time", "units", [2023, 1999], "integer", "numeric"],
    ["reads booleans as text", "active", [true, false], "boolean", "text"],
    ["reads ISO dates without a declared kind as dates", "bucket", ["2024-01-01", "2024-02-01"], undefined, "date"],
    ["reads zoned ISO timestamps as dates", "seen", ["2024-01-01T10:00:00.000Z"], undefined, "date"],
    ["reads year-month text as dates", "period", ["2024-01", "2024-02"], undefined, "date"],
    ["reads numeric text as numbers", "revenue", ["1,234", "-5.5", "1e3"], undefined, "numeric"],
    ["reads bare year text as numbers when the name is not about time", "code", ["2023", "2024"], undefined, "numeric"],
    ["reads bare year text as dates when the name is about time", "order_year", ["2023", "2024"], undefined, "date"],
    ["reads a mix of numbers and words as text", "score", [1, 2, "n/a"], undefined, "text"],
    ["reads an all-null column as text", "note", [null, null], undefined, "text"],
    ["ignores blanks when judging", "price", [null, "", 4.5], undefined, "numeric"],
    ["reads names as text", "city", ["Oslo", "Lima"], "text", "text"],
  ];
  it.each(cases)("%s", (_, name, values, declared, expected) => {
    const rows = values.map((value) => ({ [name]: value }));
    const result = resultOf(rows, declared ? { [name]: declared } : {});
    expect(inferColumnKinds(result)[name]).toBe(expected);
  });

  it("judges only the first 5 rows", () => {
    const rows = [1, 2, 3, 4, 5, "later text"].map((v) => ({ value: v }));
    expect(inferColumnKinds(resultOf(rows))).toEqual({ value: "numeric" });
  });

  it("takes column names from the rows when the result lists none", () => {
    expect(inferColumnKinds({ columns: [], rows: [{ city: "Oslo", n: 3 }] })).toEqual({ city: "text", n: "numeric" });
  });
});

describe("chart families", () => {
  const cases: [ChartType, string, ChartType[]][] = [
    ["line", "cartesian", ["line", "bar", "area"]],
    ["area", "cartesian", ["line", "bar", "area"]],
    ["pie", "radial", ["pie", "doughnut", "polarArea"]],
    ["polarArea", "radial", ["pie", "doughnut", "polarArea"]],
    ["bubble", "specialized", ["scatter", "radar", "bubble"]],
    ["table", "fallback", ["table"]],
  ];
  it.each(cases)("puts %s in the %s family and offers its siblings", (type, family, siblings) => {
    expect(chartFamily(type)).toBe(family);
    expect(switchableTypes(type)).toEqual(siblings);
  });
});

describe("chartChoices", () => {
  const base = { xAxis: ["country"], yAxis: ["total_revenue"] };
  it("offers a category breakdown as bars, a pie or a donut", () => {
    expect(chartChoices({ ...base, chartType: "bar" })).toEqual(["bar", "pie", "doughnut"]);
    expect(chartChoices({ ...base, chartType: "pie" })).toEqual(["pie", "bar", "doughnut"]);
  });
  it("offers a time series as a line, an area or columns, never a pie", () => {
    expect(chartChoices({ xAxis: ["month"], yAxis: ["total_revenue"], chartType: "line", timeSeries: true })).toEqual([
      "line",
      "area",
      "bar",
    ]);
  });
  it("offers two measures as a scatter too", () => {
    expect(chartChoices({ xAxis: ["title"], yAxis: ["price", "pages"], chartType: "bar" })).toEqual(["bar", "scatter"]);
  });
});

describe("recommendChart", () => {
  const bars = series("country", "total_revenue", COUNTRIES);
  const cases: [
    behaviour: string,
    rows: Record<string, unknown>[],
    hints: Parameters<typeof recommendChart>[1],
    expected: ChartType,
  ][] = [
    ["uses a line chart when the x-axis is time", months([10, 12, 9, 14]), {}, "line"],
    [
      "uses a line chart for years held in a number column",
      series("year", "total_sales", [
        [2021, 5],
        [2022, 8],
        [2023, 9],
      ]),
      {},
      "line",
    ],
    ["uses a bar chart for a single period", months([10]), {}, "bar"],
    ["uses a bar chart to compare categories", bars, {}, "bar"],
    [
      "uses a pie when the question asks for a share",
      bars,
      { question: "What share of revenue comes from each country?" },
      "pie",
    ],
    [
      "uses a pie when the question asks for a breakdown of a few categories",
      bars.slice(0, 4),
      { question: "Breakdown of revenue by country" },
      "pie",
    ],
    [
      "keeps a bar for a breakdown of more than 6 categories",
      bars,
      { question: "Breakdown of revenue by country" },
      "bar",
    ],
    [
      "uses a pie for a share asked as such over up to a dozen categories",
      bars,
      { question: "share of revenue by country" },
      "pie",
    ],
    [
      "keeps a bar for a share over more than a dozen categories",
      series(
        "country",
        "total_revenue",
        Array.from({ length: 15 }, (_, i) => [`C${i}`, i + 1] as [string, number]),
      ),
      { question: "share of revenue by country" },
      "bar",
    ],
    [
      "uses a pie for the engine's share measure",
      series("status", "share_of_total_fee", [
        ["open", 20],
        ["late", 30],
        ["returned", 50],
      ]),
      { ir: shareIR() },
      "pie",
    ],
    [
      "uses a pie for the composition of a few categories",
      bars.slice(0, 4),
      { question: "What makes up our revenue by country?" },
      "pie",
    ],
    [
      "keeps a bar for a composition of more than 6 categories",
      bars,
      { question: "What makes up our revenue by country?" },
      "bar",
    ],
    [
      "never uses a pie for averages",
      series("genre", "average_price", [
        ["Poetry", 12],
        ["Travel", 20],
      ]),
      { question: "distribution of price by genre" },
      "bar",
    ],
    [
      "never uses a pie with negative values",
      series("region", "total_profit", [
        ["North", 12],
        ["South", -4],
      ]),
      { question: "share of profit by region" },
      "bar",
    ],
    [
      "prefers a line over a pie when the axis is time",
      months([1, 2, 3]),
      { question: "distribution of revenue by month" },
      "line",
    ],
    [
      "uses a scatter plot for two measures of a listing",
      [
        { title: "A", price: 10, pages: 200 },
        { title: "B", price: 12, pages: 310 },
      ],
      { ir: listingIR() },
      "scatter",
    ],
    [
      "uses a scatter plot when the question relates two measures",
      [
        { title: "A", price: 10, pages: 200 },
        { title: "B", price: 12, pages: 310 },
      ],
      { question: "price vs pages" },
      "scatter",
    ],
    [
      "uses a bar chart for two measures per group",
      [
        { status: "open", total_fee: 10, loan_count: 4 },
        { status: "late", total_fee: 3, loan_count: 2 },
      ],
      {},
      "bar",
    ],
  ];
  it.each(cases)("%s", (_, rows, hints, expected) => {
    expect(recommendChart(resultOf(rows), hints).chartType).toBe(expected);
  });

  const tables: [behaviour: string, rows: Record<string, unknown>[], reason: RegExp][] = [
    [
      "falls back to a table above 20 categories",
      Array.from({ length: 21 }, (_, i) => ({ city: `City ${i}`, visits: i })),
      /more than 20 rows/,
    ],
    [
      "falls back to a table above 500 points in time",
      Array.from({ length: 501 }, (_, i) => ({
        day: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
        visits: i,
      })),
      /more than 500 points/,
    ],
    ["falls back to a table when empty", [], /empty/],
    ["falls back to a table with no numeric column", [{ city: "Oslo" }, { city: "Lima" }], /no numeric column/],
    [
      "falls back to a table when every column is numeric",
      [
        { price: 1, pages: 2 },
        { price: 3, pages: 4 },
      ],
      /no column to label/,
    ],
    [
      "falls back to a table when the only numbers are identifiers",
      [
        { id: 1, name: "A" },
        { id: 2, name: "B" },
      ],
      /identifiers/,
    ],
  ];
  it.each(tables)("%s", (_, rows, reason) => {
    const spec = recommendChart(resultOf(rows));
    expect(spec.chartType).toBe("table");
    expect(spec.description).toMatch(reason);
  });

  it("charts exactly 20 rows", () => {
    expect(recommendChart(resultOf(months(Array.from({ length: 20 }, (_, i) => i)))).chartType).toBe("line");
  });

  it("judges size by rowCount when the rows were cut short", () => {
    expect(recommendChart(resultOf(months([1, 2]), {}, { rowCount: 501, truncated: true })).chartType).toBe("table");
  });

  it("plots three years of months as a line that may be drawn beyond 20 rows (ADR 022)", () => {
    const spec = recommendChart(resultOf(months(Array.from({ length: 36 }, (_, i) => 100 + i))));
    expect(spec).toEqual(expect.objectContaining({ chartType: "line", xAxis: ["month"], timeSeries: true }));
    expect(chartRowLimit(spec)).toBe(500);
    expect(
      chartRowLimit(
        recommendChart(
          resultOf([
            { city: "Oslo", visits: 3 },
            { city: "Lima", visits: 4 },
          ]),
        ),
      ),
    ).toBe(20);
  });

  it("fills the axes, title and description of a time series", () => {
    expect(recommendChart(resultOf(months([10, 12])))).toEqual({
      chartType: "line",
      xAxis: ["month"],
      yAxis: ["total_revenue"],
      dimensions: ["month"],
      metrics: ["total_revenue"],
      title: "Total revenue (USD) by month",
      description: "Shows how total revenue changes over month.",
      labels: { month: "month", total_revenue: "total revenue" },
      timeSeries: true,
      formats: { month: { type: "date", grain: "month" }, total_revenue: { type: "currency", currency: "USD" } },
    });
  });

  const titles: [
    behaviour: string,
    rows: Record<string, unknown>[],
    hints: Parameters<typeof recommendChart>[1],
    title: string,
  ][] = [
    [
      "names a row count after the table",
      series("status", "loan_count", [
        ["open", 3],
        ["late", 1],
      ]),
      {},
      "Number of loans by status",
    ],
    [
      "names a bare count after the IR's table",
      series("status", "count", [
        ["open", 3],
        ["late", 1],
      ]),
      { ir: { table: "loans", select: [{ agg: "count", alias: "count" }], dimensions: [{ alias: "status" }] } },
      "Number of loans by status",
    ],
    [
      "joins two measures",
      [
        { status: "open", total_fee: 10, loan_count: 4 },
        { status: "late", total_fee: 3, loan_count: 2 },
      ],
      {},
      "Total fee (USD) and number of loans by status",
    ],
    [
      "titles a scatter plot by its two measures",
      [
        { title: "A", price: 10, pages: 200 },
        { title: "B", price: 12, pages: 310 },
      ],
      { question: "price vs pages" },
      "Price (USD) vs pages",
    ],
    [
      "names what the rows were narrowed to: a value and a period",
      series("month", "total_revenue", [
        ["2025-01-01", 5],
        ["2025-02-01", 7],
      ]),
      {
        ir: {
          table: "sales",
          select: [{ agg: "sum", alias: "total_revenue", column: { table: "sales", column: "revenue" } }],
          dimensions: [{ alias: "month", grain: "month", column: { table: "sales", column: "sold_at" } }],
          filters: [
            { column: { table: "lines", column: "name" }, op: "eq", value: "Electronics", phrase: "Electronics" },
            {
              column: { table: "sales", column: "sold_at" },
              op: "between",
              value: "2025-01-01",
              value2: "2026-01-01",
              phrase: "in 2025",
            },
          ],
          dateLabel: "2025",
        },
      },
      "Revenue (USD) by month — Electronics, 2025",
    ],
    [
      "spaces out a code value and a table name the rows were narrowed by",
      series("region", "loan_count", [
        ["North", 5],
        ["South", 7],
      ]),
      {
        ir: {
          table: "loans",
          select: [{ agg: "count", alias: "loan_count" }],
          dimensions: [{ alias: "region" }],
          filters: [
            { column: { table: "loans", column: "channel" }, op: "eq", value: "self_service", phrase: "self_service" },
            {
              column: { table: "loans", column: "id" },
              op: "absent",
              related: "late_fees",
              phrase: "with no late_fees",
            },
          ],
        },
      },
      "Number of loans by region — self service, with no late fees",
    ],
    [
      "says a comparison the user phrased as they phrased it",
      series("region", "loan_count", [
        ["North", 5],
        ["South", 7],
      ]),
      {
        ir: {
          table: "loans",
          select: [{ agg: "count", alias: "loan_count" }],
          dimensions: [{ alias: "region" }],
          filters: [{ column: { table: "loans", column: "fee" }, op: "gt", value: 100, phrase: "fee more than 100" }],
        },
      },
      "Number of loans by region — fee more than 100",
    ],
    [
      "calls the average of an order's total the average order value, in the project's currency",
      [{ average_total: 104.2 }],
      {
        currency: "EUR",
        ir: {
          table: "orders",
          select: [{ agg: "avg", alias: "average_total", column: { table: "orders", column: "total" } }],
          dimensions: [],
        },
        catalog: {
          dialect: "postgresql",
          introspectedAt: "",
          tables: [
            {
              schema: "s",
              name: "orders",
              rowEstimate: 9,
              primaryKey: ["id"],
              foreignKeys: [],
              columns: [{ name: "total", dataType: "numeric", kind: "decimal", nullable: false, isPrimaryKey: false }],
            },
          ],
        },
      },
      "Average order value (EUR)",
    ],
    [
      "names the unit of a duration",
      series("carrier", "avg_transit_days", [
        ["Ace", 2.5],
        ["Bolt", 3.1],
      ]),
      {},
      "Average transit days by carrier",
    ],
  ];
  it.each(titles)("%s", (_, rows, hints, title) => {
    expect(recommendChart(resultOf(rows), hints).title).toBe(title);
  });

  it("does not plot identifier columns", () => {
    const spec = recommendChart(
      resultOf([
        { id: 1, name: "Ada", salary: 10 },
        { id: 2, name: "Bo", salary: 12 },
      ]),
    );
    expect(spec).toMatchObject({ chartType: "bar", xAxis: ["name"], yAxis: ["salary"] });
  });

  it("puts time on the x-axis and splits series by the second dimension", () => {
    const rows = [
      { status: "open", month: "2024-01-01", loan_count: 3 },
      { status: "late", month: "2024-01-01", loan_count: 1 },
      { status: "open", month: "2024-02-01", loan_count: 4 },
    ];
    const spec = recommendChart(resultOf(rows));
    expect(spec).toMatchObject({
      chartType: "line",
      xAxis: ["month", "status"],
      yAxis: ["loan_count"],
      dimensions: ["month", "status"],
    });
    expect(spec.description).toBe("Shows how number of loans changes over month, one series per status.");
  });

  it("keeps a listing's label column first even when a year column is present", () => {
    const rows = [
      { title: "A", genre: "Poetry", published_year: 1999, price: 10 },
      { title: "B", genre: "Travel", published_year: 2004, price: 12 },
    ];
    expect(recommendChart(resultOf(rows)).xAxis).toEqual(["title"]);
  });

  it("keeps only the first measure for a pie", () => {
    const rows = [
      { status: "open", total_fee: 10, loan_count: 4 },
      { status: "late", total_fee: 3, loan_count: 2 },
    ];
    expect(recommendChart(resultOf(rows), { question: "share of fee by status" })).toMatchObject({
      chartType: "pie",
      yAxis: ["total_fee"],
    });
  });
});

describe("toColumnArrays and validateChartData", () => {
  it("maps columns to equal-length arrays, nulls kept", () => {
    const result = resultOf([
      { city: "Oslo", n: 1 },
      { city: "Lima", n: undefined },
    ]);
    expect(toColumnArrays(result)).toEqual({ city: ["Oslo", "Lima"], n: [1, null] });
  });

  const spec = { xAxis: ["city"], yAxis: ["n"] };
  const cases: [behaviour: string, data: Record<string, unknown> | null, warnings: RegExp[]][] = [
    ["accepts sound data", { city: ["Oslo", "Lima"], n: [1, 2] }, []],
    ["warns when an axis column is missing", { city: ["Oslo"] }, [/"n" is missing or not an array/]],
    ["warns when an axis column is not an array", { city: ["Oslo"], n: 5 }, [/"n" is missing or not an array/]],
    ["warns when columns differ in length", { city: ["Oslo", "Lima"], n: [1] }, [/differ in length \(city: 2, n: 1\)/]],
    ["warns about every axis column of missing data", null, [/"city"/, /"n"/]],
  ];
  it.each(cases)("%s", (_, data, warnings) => {
    const found = validateChartData(data, spec);
    expect(found).toHaveLength(warnings.length);
    warnings.forEach((pattern, i) => expect(found[i]).toMatch(pattern));
  });
});

function shareIR() {
  return {
    table: "loans",
    select: [{ agg: "sum", column: { table: "loans", column: "fee" }, alias: "share_of_total_fee", share: true }],
    dimensions: [{ column: { table: "loans", column: "status" }, alias: "status" }],
    filters: [],
    order: [],
  };
}

function listingIR() {
  return {
    table: "books",
    select: [
      { column: { table: "books", column: "title" }, alias: "title" },
      { column: { table: "books", column: "price" }, alias: "price" },
      { column: { table: "books", column: "pages" }, alias: "pages" },
    ],
    dimensions: [],
    filters: [],
    order: [],
  };
}
