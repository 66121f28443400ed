import { describe, expect, it } from "vitest";
import { fixtureCatalog } from "../../../tests/fixtures/engine/library";
import { WHOLESALER } from "../../../tests/fixtures/engine/wholesaler";
import { translate } from "../index";
import type { QueryIR } from "../ir";
import {
  atPeriod,
  breakdownChoices,
  breakdownQuery,
  bucketEnd,
  drillConditions,
  isDrillable,
  readingOf,
  rowsQuery,
} from "./drill";
import { compileQuery } from "./period";

const catalog = fixtureCatalog(WHOLESALER, "postgresql");
const mysql = fixtureCatalog(WHOLESALER, "mysql");
const NOW = new Date("2024-12-15T12:00:00Z");
const irOf = (question: string, on = catalog) => translate(question, { catalog: on, now: NOW }).ir;
const page = (number = 1) => ({ size: 50, number });

describe("drillConditions", () => {
  it("reads a clicked category as `dimension = value`", () => {
    const ir = irOf("revenue by style");
    expect(drillConditions(ir, catalog, { style: "rustic" })?.map((c) => c.filter)).toEqual([
      { column: { table: "bouquets", column: "style" }, op: "eq", value: "rustic" },
    ]);
  });

  it.each([
    ["month", "2024-03-01", "2024-04-01"],
    ["quarter", "2024-10-01", "2025-01-01"],
    ["year", "2023-01-01", "2024-01-01"],
    ["week", "2024-02-26", "2024-03-04"],
    ["day", "2024-02-29", "2024-03-01"],
  ] as const)("reads a %s bucket as its days, from its first to the next bucket's", (grain, from, to) => {
    expect(bucketEnd(from, grain)).toBe(to);
    const ir = irOf(`revenue by ${grain}`);
    const alias = ir.dimensions[0].alias;
    const [condition] = drillConditions(ir, catalog, { [alias]: from })!;
    expect(condition.filter).toEqual({
      column: { table: "deliveries", column: "delivered_on" },
      op: "between",
      value: from,
      value2: to,
    });
    expect(compileQuery({ ...ir, filters: [condition.filter] }, catalog)).toContain(
      `"delivered_on" >= DATE '${from}' AND "delivered_on" < DATE '${to}'`,
    );
  });

  it("reads a weekday by its ISO number, and an empty value as IS NULL", () => {
    const weekday = irOf("revenue by day of week");
    const [day] = drillConditions(weekday, catalog, { weekday: "3 Wed" })!;
    expect(compileQuery({ ...weekday, filters: [day.filter] }, catalog)).toContain(
      `EXTRACT(ISODOW FROM "delivered_on") = 3`,
    );
    const scent = irOf("number of bouquets by scent");
    const [empty] = drillConditions(scent, catalog, { scent: null })!;
    expect(empty.filter).toEqual({ column: { table: "bouquets", column: "scent" }, op: "is_null" });
  });

  it("refuses a column the chart does not group by, and answers that are no groups of a measure", () => {
    expect(drillConditions(irOf("revenue by style"), catalog, { city: "Ghent" })).toBeUndefined();
    expect(drillConditions(irOf("total revenue"), catalog, { total_revenue: 1 })).toBeUndefined();
    expect(isDrillable(irOf("list the growers alphabetically"))).toBe(false);
    expect(isDrillable(irOf("revenue by style"))).toBe(true);
  });
});

describe("rowsQuery", () => {
  it("lists the fact table's rows behind the value: names and dates first, raw keys last, through many-to-one joins", () => {
    const ir = irOf("revenue by style");
    const conditions = drillConditions(ir, catalog, { style: "rustic" })!;
    const rows = rowsQuery(ir, catalog, conditions, page(1));
    const aliases = rows.ir.select.map((m) => m.alias);
    expect(aliases[0]).toBe("delivered_on");
    expect(aliases).toEqual(expect.arrayContaining(["style", "revenue", "bouquet", "qty"]));
    expect(aliases.at(-1)).toBe("id");
    expect(aliases.filter((a) => /_id$/.test(a))).toEqual([]);
    const sql = compileQuery(rows.ir, catalog);
    expect(sql).toMatch(/^SELECT "deliveries"\."delivered_on" AS "delivered_on"/);
    expect(sql).toContain(`FROM "delivery_lines"`);
    expect(sql).toContain(`WHERE "bouquets"."style" = 'rustic'`);
    expect(sql).toMatch(
      /ORDER BY "deliveries"\."delivered_on" DESC NULLS LAST, "delivery_lines"\."id" ASC NULLS LAST\nLIMIT 50$/,
    );
    expect(compileQuery(rows.countIr, catalog)).toMatch(
      /^SELECT COUNT\(\*\) AS "rows"\nFROM "delivery_lines"\nJOIN "bouquets"/,
    );
  });

  it("pages with OFFSET in both dialects", () => {
    for (const on of [catalog, mysql]) {
      const ir = irOf("number of deliveries by city", on);
      const conditions = drillConditions(ir, on, { city: "Ghent" })!;
      expect(compileQuery(rowsQuery(ir, on, conditions, page(3)).ir, on)).toMatch(/LIMIT 50 OFFSET 100$/);
    }
  });

  it("keeps the question's own conditions", () => {
    const ir = irOf("revenue by style in 2024");
    const conditions = drillConditions(ir, catalog, { style: "modern" })!;
    const sql = compileQuery(rowsQuery(ir, catalog, conditions, page()).ir, catalog);
    expect(sql).toContain(`"deliveries"."delivered_on" >= DATE '2024-01-01'`);
    expect(sql).toContain(`"bouquets"."style" = 'modern'`);
  });
});

describe("breakdownChoices and breakdownQuery", () => {
  it("offers fields reached without fan-out, not the chart's own, and the rows' date by month", () => {
    const ir = irOf("number of deliveries by city");
    const choices = breakdownChoices(ir, catalog);
    const ids = choices.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(["deliveries.status", "shops.shop_name", "shops.tier"]));
    expect(ids).toContain("deliveries.delivered_on:month");
    expect(ids).not.toContain("shops.city");
    // a delivery has many lines: their bouquets' styles would count a delivery once per line
    expect(ids).not.toContain("bouquets.style");
    expect(choices.find((c) => c.id === "shops.shop_name")?.label).toBe("Shop");
  });

  it("groups the same measure by the chosen field under the clicked value", () => {
    const ir = irOf("number of deliveries by city");
    const conditions = drillConditions(ir, catalog, { city: "Ghent" })!;
    const choice = breakdownChoices(ir, catalog).find((c) => c.id === "deliveries.status")!;
    const sql = compileQuery(breakdownQuery(ir, conditions, choice), catalog);
    expect(sql).toBe(
      [
        `SELECT "deliveries"."status" AS "status", COUNT(*) AS "delivery_count"`,
        `FROM "deliveries"`,
        `JOIN "shops" ON "deliveries"."shop_id" = "shops"."id"`,
        `WHERE "shops"."city" = 'Ghent'`,
        `GROUP BY "deliveries"."status"`,
        `ORDER BY "delivery_count" DESC NULLS LAST, "status" ASC NULLS LAST`,
      ].join("\n"),
    );
    const monthly = breakdownChoices(ir, catalog).find((c) => c.grain === "month")!;
    const byMonth = breakdownQuery(ir, conditions, monthly);
    expect(compileQuery(byMonth, catalog)).toContain(`ORDER BY "month" ASC NULLS LAST`);
    expect(readingOf(breakdownQuery(ir, [], choice), catalog)).toMatch(/grouped by status/);
  });

  it("drops a top-N limit: the breakdown shows every group", () => {
    const ir: QueryIR = { ...irOf("number of deliveries by city"), limit: 2 };
    const choice = breakdownChoices(ir, catalog)[0];
    expect(breakdownQuery(ir, [], choice).limit).toBeUndefined();
  });
});

describe("atPeriod", () => {
  it("limits the chart to the dashboard's period at the grain the period shows", () => {
    const ir = irOf("revenue by year");
    const shown = atPeriod(ir, catalog, { from: "2024-01-01", to: "2024-04-01" });
    expect(shown.dimensions[0].grain).toBe("month");
    expect(compileQuery(shown, catalog)).toContain(
      `"delivered_on" >= DATE '2024-01-01' AND "delivered_on" < DATE '2024-04-01'`,
    );
    // a month clicked there narrows to that month
    const [march] = drillConditions(shown, catalog, { [shown.dimensions[0].alias]: "2024-03-01" })!;
    expect(march.filter).toMatchObject({ value: "2024-03-01", value2: "2024-04-01" });
  });
});
