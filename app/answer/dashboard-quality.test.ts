import { describe, expect, it } from "vitest";
import { hasRepeatedLabels, mentions, scoreDashboard, widgetShape, type ScoredWidget } from "./dashboard-quality";

const SQL = {
  count: 'SELECT COUNT(*) AS "order_count" FROM "shop"."orders"',
  sum: 'SELECT SUM("total") AS "total_total" FROM "shop"."orders"',
  trend: `SELECT CAST(date_trunc('quarter', "order_date") AS date) AS "quarter", SUM("total") AS "total_total" FROM "shop"."orders" GROUP BY 1 ORDER BY 1`,
  monthly: `SELECT CAST(date_trunc('month', "order_date") AS date) AS "month", SUM("total") AS "t" FROM "shop"."orders" GROUP BY 1 ORDER BY 1`,
  byStatus: 'SELECT "status", COUNT(*) AS "order_count" FROM "shop"."orders" GROUP BY "status" ORDER BY 2 DESC',
  byChannel: 'SELECT "channel", SUM("total") AS "total_total" FROM "shop"."orders" GROUP BY "channel"',
  top: 'SELECT "country", SUM("total") AS "total_total" FROM "shop"."orders" GROUP BY "country" ORDER BY 2 DESC LIMIT 5',
  average: 'SELECT "segment", AVG("total") AS "average_total" FROM "shop"."orders" GROUP BY "segment"',
};

const widget = (
  id: string,
  sql: string,
  chartType: string,
  rowCount: number,
  extra: Partial<ScoredWidget> = {},
): ScoredWidget => ({
  id,
  ok: true,
  rowCount,
  hasValues: true,
  chartType,
  sql,
  ...extra,
});

const good = (): ScoredWidget[] => [
  widget("kpi-count", SQL.count, "table", 1),
  widget("kpi-sum", SQL.sum, "table", 1),
  widget("trend", SQL.trend, "line", 12),
  widget("status", SQL.byStatus, "bar", 5),
  widget("channel", SQL.byChannel, "pie", 3),
  widget("top", SQL.top, "bar", 5),
  widget("average", SQL.average, "bar", 3),
];

const KEYS = { keyMeasures: ["orders.total"], keyDimensions: ["orders.order_date", "orders.status", "orders.channel"] };

describe("scoreDashboard", () => {
  it("gives a sound, varied, covering dashboard full marks", () => {
    const report = scoreDashboard({ widgets: good(), ...KEYS });
    expect(report.score).toBe(100);
    expect(report.weak).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it.each<[string, (widgets: ScoredWidget[]) => ScoredWidget[], { below: number; weak?: string[] }]>([
    [
      "a failed widget",
      (w) => w.map((x) => (x.id === "top" ? { ...x, ok: false, rowCount: 0, sql: null } : x)),
      { below: 100, weak: ["top:failed"] },
    ],
    [
      "an empty widget",
      (w) => w.map((x) => (x.id === "status" ? { ...x, rowCount: 0 } : x)),
      { below: 100, weak: ["status:empty"] },
    ],
    [
      "a total over no rows (all null)",
      (w) => w.map((x) => (x.id === "kpi-sum" ? { ...x, hasValues: false } : x)),
      { below: 100, weak: ["kpi-sum:empty"] },
    ],
    [
      "the same query twice",
      (w) => [...w, widget("again", SQL.byStatus.toLowerCase(), "bar", 5)],
      { below: 100, weak: ["again:duplicate"] },
    ],
    [
      "a monthly series too long to chart",
      (w) => w.map((x) => (x.id === "trend" ? widget("trend", SQL.monthly, "table", 36) : x)),
      { below: 100, weak: ["trend:unchartable"] },
    ],
    [
      "a ranking whose labels repeat",
      (w) => w.map((x) => (x.id === "top" ? { ...x, repeatedLabels: true } : x)),
      { below: 100, weak: ["top:repeated-labels"] },
    ],
    ["fewer than six widgets", (w) => w.slice(0, 4), { below: 80 }],
    [
      "a trend of one ended month and a running one",
      (w) =>
        w.map((x) => (x.id === "trend" ? { ...x, rowCount: 2, periods: { complete: 1, runningUnmarked: false } } : x)),
      { below: 100, weak: ["trend:partial-period"] },
    ],
    [
      "a count of orders titled as their total (issue 36)",
      (w) => w.map((x) => (x.id === "status" ? { ...x, title: "Order Total by Status" } : x)),
      { below: 100, weak: ["status:mis-titled"] },
    ],
    [
      "a trend whose running period is shown as if it had ended",
      (w) =>
        w.map((x) =>
          x.id === "trend" ? { ...x, chartType: "table", periods: { complete: 11, runningUnmarked: true } } : x,
        ),
      { below: 100, weak: ["trend:partial-period"] },
    ],
  ])("scores lower with %s", (_name, change, expected) => {
    const report = scoreDashboard({ widgets: change(good()), ...KEYS });
    expect(report.score).toBeLessThan(expected.below);
    if (expected.weak) expect(report.weak.map((w) => `${w.id}:${w.reason}`)).toEqual(expected.weak);
  });

  it("keeps full marks when every title names what its SQL computes", () => {
    const titles: Record<string, string> = {
      "kpi-count": "Number of orders",
      "kpi-sum": "Total order value (USD)",
      trend: "Total order value (USD) by quarter",
      status: "Number of orders by status",
      channel: "Total order value (USD) by channel",
    };
    const report = scoreDashboard({
      widgets: good().map((w) => (titles[w.id] ? { ...w, title: titles[w.id] } : w)),
      ...KEYS,
    });
    expect(report.score).toBe(100);
  });

  it("keeps a trend whose running last period is drawn as such", () => {
    const widgets = good().map((x) =>
      x.id === "trend" ? { ...x, periods: { complete: 11, runningUnmarked: false } } : x,
    );
    expect(scoreDashboard({ widgets, ...KEYS }).score).toBe(100);
  });

  it("falls below the bar when half the widgets fail", () => {
    const widgets = good().map((w, i) => (i % 2 ? { ...w, ok: false, rowCount: 0, sql: null } : w));
    const report = scoreDashboard({ widgets, ...KEYS });
    expect(report.passed).toBe(false);
    expect(report.weak).toHaveLength(3);
  });

  it("rewards chart variety: only tables lose the variety points", () => {
    const tables = good().map((w) => ({ ...w, chartType: "table" }));
    const report = scoreDashboard({ widgets: tables, ...KEYS });
    expect(report.parts.variety).toBeCloseTo(10 / 3, 1);
  });

  it("measures coverage of the key measures and dimensions", () => {
    const report = scoreDashboard({
      widgets: good(),
      keyMeasures: ["orders.total", "payments.amount"],
      keyDimensions: ["orders.status", "reviews.rating"],
    });
    expect(report.parts.coverage).toBe(12 * 0.5 + 10 * 0.5 + 8);
  });

  it("gives full coverage when the schema has no measures to cover", () => {
    expect(scoreDashboard({ widgets: good(), keyMeasures: [], keyDimensions: [] }).parts.coverage).toBe(30);
  });
});

describe("scoreDashboard: what the widgets cover (issue 16)", () => {
  const input = (widgets: ScoredWidget[], keyTables: string[]) => ({
    widgets,
    keyMeasures: ["orders.total"],
    keyDimensions: ["orders.order_date"],
    keyTables,
  });

  it("scores a dashboard that reads one of several main tables at most 70, and offers two charts for replacement", () => {
    const report = scoreDashboard(input(good(), ["orders", "order_items", "payments"]));
    expect(report.score).toBe(70);
    expect(report.passed).toBe(false);
    expect(report.weak.filter((w) => w.reason === "narrow")).toHaveLength(2);
    expect(scoreDashboard(input(good(), ["orders"])).score).toBeGreaterThan(70);
  });

  it("counts a widget reading a second main table as coverage", () => {
    const lines = widget(
      "lines",
      'SELECT "product_id", SUM("qty") AS "units" FROM "shop"."order_items" GROUP BY 1',
      "bar",
      8,
    );
    expect(scoreDashboard(input([...good(), lines], ["orders", "order_items"])).score).toBeGreaterThan(70);
  });

  it("takes two widgets that mean the same through different columns for duplicates", () => {
    const billing = widget(
      "billing",
      'SELECT "billing_country", SUM("total") AS "t" FROM "shop"."invoices" GROUP BY 1',
      "bar",
      15,
      { meaning: "total by country" },
    );
    const customer = widget(
      "customer",
      'SELECT "c"."country", SUM("total") AS "t" FROM "shop"."invoices" JOIN "shop"."customers" "c" ON true GROUP BY 1',
      "bar",
      15,
      { meaning: "total by country" },
    );
    expect(scoreDashboard(input([...good(), billing, customer], [])).weak).toEqual([
      { id: "customer", reason: "duplicate" },
    ]);
  });
});

describe("widgetShape", () => {
  it.each([
    [SQL.count, "table", 1, "kpi"],
    [SQL.top, "bar", 5, "ranking"],
    [SQL.trend, "line", 12, "trend"],
    [SQL.monthly, "table", 36, "trend"],
    [SQL.byStatus, "bar", 5, "breakdown"],
    ['SELECT "name", "price" FROM "products"', "table", 200, "listing"],
  ])("reads %s (%s, %i rows) as %s", (sql, chartType, rowCount, shape) => {
    expect(widgetShape({ sql, chartType, rowCount })).toBe(shape);
  });
});

describe("hasRepeatedLabels", () => {
  it.each([
    [
      [
        { g: "Rock", n: 1 },
        { g: "Pop", n: 2 },
      ],
      ["g"],
      false,
    ],
    [
      [
        { g: "TV Shows", n: 27 },
        { g: "TV Shows", n: 27 },
      ],
      ["g"],
      true,
    ],
    [
      [
        { m: "Jan", c: "A", n: 1 },
        { m: "Jan", c: "B", n: 2 },
      ],
      ["m", "c"],
      false,
    ],
    [[{ g: "x" }], ["g"], false],
  ])("%j by %j → %s", (rows, labels, expected) => {
    expect(hasRepeatedLabels(rows, labels)).toBe(expected);
  });
});

describe("mentions", () => {
  it.each([
    ["select sum(total) from shop.orders", "orders.total", true],
    ["select sum(total_amount) from shop.orders", "orders.total", false],
    ["select count(*) from shop.orders", "total", false],
    ["select plans.name, count(*) from saas.subscriptions join saas.plans", "plans.name", true],
  ])("%s uses %s: %s", (sql, ref, expected) => {
    expect(mentions(sql, ref)).toBe(expected);
  });
});
