// Whether a widget's title names the measure its SQL computes (issue 36 item 5).
import { describe, expect, it } from "vitest";
import { measureOfSql, titleNamesMeasure } from "./title-measure";

const COUNT_BY_MONTH = `SELECT CAST(date_trunc('month', "order_date") AS date) AS "month", COUNT(*) AS "order_count" FROM "orders" GROUP BY 1`;
const SUM_BY_MONTH = `SELECT CAST(date_trunc('month', "order_date") AS date) AS "month", SUM("total") AS "total_total" FROM "orders" GROUP BY 1`;
const REVENUE = `SELECT "name", SUM(("order_items"."quantity" * "order_items"."unit_price")) AS "total_revenue" FROM "order_items" GROUP BY 1`;
const AVERAGE = `SELECT "segment", AVG("orders"."total") AS "average_total" FROM "orders" GROUP BY 1`;
const MRR_AT_MONTH_END = `SELECT CAST(m.month AS date) AS "month", COALESCE(SUM(s."mrr"), 0) AS "mrr" FROM generate_series((SELECT date_trunc('month', MIN("started_at")) FROM "subscriptions"), now(), interval '1 month') AS m(month) LEFT JOIN "subscriptions" s ON s."started_at" < m.month GROUP BY m.month`;
const INVOICE_AMOUNT = `SELECT SUM("inv_amt") AS "total_inv_amt" FROM "shpmt"`;

describe("measureOfSql", () => {
  it.each([
    [COUNT_BY_MONTH, { aggregate: "count", expression: false }],
    [SUM_BY_MONTH, { aggregate: "sum", column: "total", expression: false }],
    [REVENUE, { aggregate: "sum", expression: true }],
    [AVERAGE, { aggregate: "avg", column: "total", expression: false }],
    [MRR_AT_MONTH_END, { aggregate: "sum", column: "mrr", expression: false }],
    [`SELECT "name", "price" FROM "products"`, undefined],
  ])("%s", (sql, measure) => {
    expect(measureOfSql(sql)).toEqual(measure);
  });
});

describe("titleNamesMeasure", () => {
  it.each([
    ["Order Total by Month", COUNT_BY_MONTH, false], // the mis-title: a count titled as a money total
    ["Number of orders by month", COUNT_BY_MONTH, true],
    ["Total Orders", COUNT_BY_MONTH, true],
    ["Revenue (USD) by month", COUNT_BY_MONTH, false],
    ["Total order value (USD) by month", SUM_BY_MONTH, true],
    ["Number of orders by month", SUM_BY_MONTH, false],
    ["Revenue (USD) by category", REVENUE, true],
    ["Orders by category", REVENUE, false],
    ["Average order value (USD) by segment", AVERAGE, true],
    ["Total order value by segment", AVERAGE, false],
    ["MRR (USD) at month end — active subscriptions", MRR_AT_MONTH_END, true],
    ["Subscriptions by month", MRR_AT_MONTH_END, false],
    ["Total invoice amount (EUR)", INVOICE_AMOUNT, true],
    ["Total weight", INVOICE_AMOUNT, false],
  ])("%s over %s: %s", (title, sql, names) => {
    expect(titleNamesMeasure(title, sql)).toBe(names);
  });
});
