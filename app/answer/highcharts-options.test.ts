import { describe, expect, it } from "vitest";
import { CHART_HEIGHT } from "~/lib/limits";
import { recommendChart, switchableTypes, toColumnArrays, type ChartSpec, type ChartType } from "./chart";
import { formatCell } from "./format";
import {
  CHART_PALETTE,
  ChartRenderError,
  chartNumber,
  isChartRenderError,
  pieSlices,
  toHighchartsOptions,
} from "./highcharts-options";
import { months, resultOf, series } from "../../tests/fixtures/answer";

function spec(chartType: ChartType, xAxis: string[], yAxis: string[]): ChartSpec {
  return {
    chartType,
    xAxis,
    yAxis,
    dimensions: xAxis,
    metrics: yAxis,
    title: "Total revenue by month",
    description: "Shows how total revenue changes over month.",
  };
}

const monthly = { month: ["2024-01-01", "2024-02-01", "2024-03-01"], total_revenue: [10, 12.5, 9] };
const byCountry = { country: ["Germany", "France", "Spain"], total_revenue: [40, 35, 25] };
const books = { title: ["A", "B", "C"], price: [10, 12, null], pages: [200, 310, 150], rating: [4, 5, 3] };
const quiet = { animation: false };

/** Only the parts of the options a behaviour is about. */
function options(
  type: ChartType,
  data: Record<string, unknown[]>,
  x = Object.keys(data).slice(0, 1),
  y = Object.keys(data).slice(1),
  settings = {},
) {
  return toHighchartsOptions(spec(type, x, y), data, { ...quiet, ...settings }) as Record<string, any>;
}

describe("toHighchartsOptions", () => {
  const seriesTypes: [behaviour: string, type: ChartType, seriesType: string][] = [
    ["draws a line as a spline (the smoothed line standing for tension 0.4)", "line", "spline"],
    ["draws bars as columns", "bar", "column"],
    ["draws an area as a smoothed area", "area", "areaspline"],
  ];
  it.each(seriesTypes)("%s", (_, type, seriesType) => {
    const o = options(type, monthly);
    expect(o.chart.type).toBe(seriesType);
    expect(o.series).toEqual([{ type: seriesType, name: "Total revenue", data: [10, 12.5, 9] }]);
    expect(o.xAxis).toEqual({ categories: ["Jan 2024", "Feb 2024", "Mar 2024"], title: { text: "Month" } });
    expect(o.yAxis.title.text).toBe("Total revenue");
  });

  it("lets a long time series be zoomed along its x axis, and a short one not", () => {
    const days = {
      day: Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10)),
      visits: Array.from({ length: 90 }, (_, i) => i),
    };
    expect(options("line", days).chart.zooming).toEqual({ type: "x" });
    expect(options("line", monthly).chart.zooming).toBeUndefined();
  });

  it("draws a period that has not ended apart: labelled 'so far', the line into it dashed and its point hollow", () => {
    const quarters = { quarter: ["2026-04-01", "2026-07-01", "2026-10-01"], total_revenue: [330, 360, 120] };
    const o = toHighchartsOptions(
      { ...spec("line", ["quarter"], ["total_revenue"]), partialLast: true },
      quarters,
      quiet,
    ) as Record<string, any>;
    expect(o.xAxis.categories).toEqual(["Q2 2026", "Q3 2026", "Q4 2026 (so far)"]);
    expect(o.series[0].zones).toEqual([{ value: 1 }, { dashStyle: "ShortDash" }]);
    expect(o.series[0].data).toEqual([
      330,
      360,
      { y: 120, marker: { fillColor: "#ffffff", lineColor: "#2563eb", lineWidth: 2 } },
    ]);
    const columns = toHighchartsOptions(
      { ...spec("bar", ["quarter"], ["total_revenue"]), partialLast: true },
      quarters,
      quiet,
    ) as Record<string, any>;
    expect(columns.series[0].data[2]).toEqual({ y: 120, color: "rgba(37, 99, 235, 0.45)" });
    expect(options("line", monthly).series[0].zones).toBeUndefined();
  });

  it("ends a rating axis at 5, and leaves other axes to Highcharts", () => {
    const ratings = { name: ["Books", "Toys"], average_rating: [4.16, 3.6] };
    expect(
      (toHighchartsOptions(spec("bar", ["name"], ["average_rating"]), ratings, quiet) as Record<string, any>).yAxis,
    ).toEqual(expect.objectContaining({ min: 0, max: 5 }));
    expect(options("bar", byCountry).yAxis.max).toBeUndefined();
  });

  it("titles axes and series with the spec's business labels", () => {
    const o = toHighchartsOptions(
      { ...spec("bar", ["name"], ["total_total"]), labels: { name: "category", total_total: "total" } },
      { name: ["Books", "Toys"], total_total: [3, 4] },
      quiet,
    ) as Record<string, any>;
    expect(o.xAxis.title.text).toBe("Category");
    expect(o.series[0].name).toBe("Total");
  });

  it("sets the shared chrome: palette, no credits, accessibility, height and title", () => {
    const o = options("bar", byCountry, undefined, undefined, { height: CHART_HEIGHT.dashboard });
    expect(o).toMatchObject({
      chart: { height: 300, animation: false },
      title: { text: "Total revenue by month" },
      colors: [...CHART_PALETTE],
      credits: { enabled: false },
      accessibility: { enabled: true, description: "Shows how total revenue changes over month." },
      plotOptions: { series: { animation: false } },
      legend: { enabled: false },
    });
  });

  it("defaults to the chat height with animation on", () => {
    const o = toHighchartsOptions(spec("bar", ["country"], ["total_revenue"]), byCountry) as Record<string, any>;
    expect(o.chart).toMatchObject({ height: CHART_HEIGHT.chat, animation: true });
  });

  it("writes every number as the tables do, keeping the decimals a format asks for", () => {
    const write = chartNumber;
    // Highcharts passes -1 where no format names decimals (tooltip values, axis labels)
    expect(write(1234.567, -1)).toBe(formatCell(1234.567));
    expect(write(0.012345, -1)).toBe("0.0123");
    expect(write(31.25, 1)).toBe("31.3");
    expect(options("bar", monthly).tooltip?.valueDecimals).toBeUndefined();
  });

  it("has a palette of ten distinct colours", () => {
    expect(new Set(CHART_PALETTE).size).toBe(10);
  });

  it("orders a time axis chronologically", () => {
    const o = options("line", { month: ["2024-03-01", "2024-01-01", "2024-02-01"], total_revenue: [3, 1, 2] });
    expect(o.xAxis.categories).toEqual(["Jan 2024", "Feb 2024", "Mar 2024"]);
    expect(o.series[0].data).toEqual([1, 2, 3]);
  });

  it("labels quarter buckets as quarters", () => {
    expect(options("bar", { quarter: ["2024-01-01", "2024-04-01"], n: [1, 2] }).xAxis.categories).toEqual([
      "Q1 2024",
      "Q2 2024",
    ]);
  });

  it("reads numbers that arrive as text", () => {
    expect(options("bar", { country: ["Germany", "France"], revenue: ["1,200.5", "900"] }).series[0].data).toEqual([
      1200.5, 900,
    ]);
  });

  it("draws one series per measure with a legend and a shared tooltip", () => {
    const o = options("bar", { status: ["open", "late"], total_fee: [10, 3], loan_count: [4, 2] });
    expect(o.series.map((s: any) => s.name)).toEqual(["Total fee", "Number of loans"]);
    expect(o.legend.enabled).toBe(true);
    expect(o.tooltip.shared).toBe(true);
  });

  it("splits a measure into one series per value of the second x column", () => {
    const data = {
      month: ["2024-01-01", "2024-01-01", "2024-02-01"],
      status: ["open", "late", "open"],
      loan_count: [3, 1, 4],
    };
    const o = options("line", data, ["month", "status"], ["loan_count"]);
    expect(o.xAxis.categories).toEqual(["Jan 2024", "Feb 2024"]);
    expect(o.series.map((s: any) => [s.name, s.data])).toEqual([
      ["open", [3, 4]],
      ["late", [1, null]],
    ]);
  });

  it("pie keeps the top 10 and sums the rest", () => {
    const names = Array.from({ length: 12 }, (_, i) => `C${i + 1}`);
    const values = names.map((_, i) => 12 - i); // 12, 11, … 1
    const o = options("pie", { country: names, total_revenue: values });
    const data = o.series[0].data;
    expect(data).toHaveLength(11);
    expect(data[0]).toEqual({ name: "C1", y: 12 });
    expect(data[10]).toEqual({ name: "Other", y: 2 + 1 });
    expect(o.plotOptions.pie.innerSize).toBeUndefined();
  });

  it("pie drops empty and non-positive slices", () => {
    expect(pieSlices(["a", "b", "c", "d"], [5, 0, null, -2])).toEqual([{ name: "a", y: 5 }]);
  });

  it("draws a doughnut as a pie with a hole of 50%", () => {
    const o = options("doughnut", byCountry);
    expect(o.chart.type).toBe("pie");
    expect(o.plotOptions.pie.innerSize).toBe("50%");
  });

  it("draws a polar area as columns on a polar chart", () => {
    const o = options("polarArea", byCountry);
    expect(o.chart).toMatchObject({ type: "column", polar: true });
    expect(o.plotOptions.column).toMatchObject({ colorByPoint: true, pointPadding: 0, groupPadding: 0 });
    expect(o.xAxis.categories).toEqual(["Germany", "France", "Spain"]);
  });

  it("draws a radar as a line on a polar chart with a polygon grid", () => {
    const o = options("radar", byCountry);
    expect(o.chart).toMatchObject({ type: "line", polar: true });
    expect(o.yAxis.gridLineInterpolation).toBe("polygon");
    expect(o.series[0]).toMatchObject({ type: "line", pointPlacement: "on", data: [40, 35, 25] });
  });

  it("plots a scatter with the first measure across and the second up, skipping incomplete rows", () => {
    const o = options("scatter", books, ["title"], ["price", "pages"]);
    expect(o.series[0].data).toEqual([
      { x: 10, y: 200, name: "A" },
      { x: 12, y: 310, name: "B" },
    ]);
    expect(o.xAxis.title.text).toBe("Price");
    expect(o.yAxis.title.text).toBe("Pages");
  });

  it("sizes bubbles by the third measure", () => {
    const o = options("bubble", books, ["title"], ["price", "pages", "rating"]);
    expect(o.series[0]).toMatchObject({
      type: "bubble",
      data: [
        { x: 10, y: 200, z: 4, name: "A" },
        { x: 12, y: 310, z: 5, name: "B" },
      ],
    });
  });

  it("scatters a single measure over its categories", () => {
    const o = options("scatter", byCountry);
    expect(o.xAxis.categories).toEqual(["Germany", "France", "Spain"]);
    expect(o.series[0].data).toEqual([
      { x: 0, y: 40 },
      { x: 1, y: 35 },
      { x: 2, y: 25 },
    ]);
  });

  it("draws the type picked in the switcher", () => {
    const o = toHighchartsOptions(spec("bar", ["country"], ["total_revenue"]), byCountry, {
      switchTo: "pie",
      animation: false,
    }) as Record<string, any>;
    expect(o.chart.type).toBe("pie");
  });

  it("produces plain data the server can serialise", () => {
    const o = options("line", monthly);
    expect(JSON.parse(JSON.stringify(o))).toEqual(o);
  });

  const unsuitable: [
    behaviour: string,
    type: ChartType,
    data: Record<string, unknown[]>,
    x: string[],
    y: string[],
    reason: RegExp,
  ][] = [
    ["refuses the table view", "table", byCountry, ["country"], ["total_revenue"], /table/],
    ["refuses a missing label column", "bar", byCountry, ["region"], ["total_revenue"], /label/],
    ["refuses missing measures", "bar", byCountry, ["country"], ["profit"], /numeric column/],
    [
      "refuses measures without numbers",
      "bar",
      { country: ["a", "b"], revenue: ["n/a", null] },
      ["country"],
      ["revenue"],
      /not numbers/,
    ],
    [
      "refuses a pie without positive values",
      "pie",
      { country: ["a", "b"], revenue: [0, -1] },
      ["country"],
      ["revenue"],
      /positive/,
    ],
  ];
  it.each(unsuitable)("%s", (_, type, data, x, y, reason) => {
    let caught: unknown;
    try {
      toHighchartsOptions(spec(type, x, y), data, quiet);
    } catch (error) {
      caught = error;
    }
    expect(isChartRenderError(caught)).toBe(true);
    expect((caught as ChartRenderError).reason).toMatch(reason);
  });
});

describe("recommended charts render", () => {
  const answers: [question: string, rows: Record<string, unknown>[], type: ChartType][] = [
    ["revenue by month", months([10, 12, 9]), "line"],
    [
      "revenue by country",
      series("country", "total_revenue", [
        ["Germany", 40],
        ["France", 35],
      ]),
      "bar",
    ],
    [
      "share of revenue by country",
      series("country", "total_revenue", [
        ["Germany", 40],
        ["France", 35],
      ]),
      "pie",
    ],
    [
      "price vs pages",
      [
        { title: "A", price: 10, pages: 200 },
        { title: "B", price: 12, pages: 310 },
      ],
      "scatter",
    ],
    [
      "loans by month and status",
      [
        { month: "2024-01-01", status: "open", n: 3 },
        { month: "2024-01-01", status: "late", n: 1 },
        { month: "2024-02-01", status: "open", n: 4 },
      ],
      "line",
    ],
  ];
  it.each(answers)("draws “%s” in every type its switcher offers", (question, rows, type) => {
    const result = resultOf(rows);
    const chart = recommendChart(result, { question });
    expect(chart.chartType).toBe(type);
    for (const switchTo of switchableTypes(chart.chartType)) {
      expect(
        () => toHighchartsOptions(chart, toColumnArrays(result), { switchTo, animation: false }),
        switchTo,
      ).not.toThrow();
    }
  });
});

describe("values written as what they mean (issue 36)", () => {
  const money = {
    ...spec("bar", ["month"], ["total_revenue"]),
    formats: { month: { type: "date", grain: "month" }, total_revenue: { type: "currency", currency: "USD" } },
  } as ChartSpec;
  const data = { month: ["2025-11-01", "2025-12-01"], total_revenue: [1_900_000.4, 2_000_000] };
  const built = toHighchartsOptions(money, data, { ...quiet, hideTitle: true });
  const yAxis = built.yAxis as { title: { text?: string }; labels: { formatter: (this: { value: number }) => string } };

  it("labels the value axis in short money, not '2,000k', and names its unit", () => {
    expect(yAxis.labels.formatter.call({ value: 2_000_000 })).toBe("$2M");
    expect(yAxis.title.text).toBe("Total revenue (USD)");
  });

  it("writes tooltips as the table does and periods at the column's grain", () => {
    const tooltip = built.tooltip as { pointFormatter: (this: object) => string };
    expect(tooltip.pointFormatter.call({ y: 1_900_000.4, color: "#000", series: { name: "Total revenue" } })).toContain(
      "<b>$1,900,000</b>",
    );
    expect((built.xAxis as { categories: string[] }).categories).toEqual(["Nov 2025", "Dec 2025"]);
  });

  it("leaves the title to the card that shows it, and keeps it otherwise", () => {
    expect(built.title?.text).toBeUndefined();
    expect(toHighchartsOptions(money, data, quiet).title?.text).toBe(money.title);
  });
});
