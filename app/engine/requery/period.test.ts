import { describe, expect, it } from "vitest";
import { fixtureCatalog } from "../../../tests/fixtures/engine/library";
import { WHOLESALER } from "../../../tests/fixtures/engine/wholesaler";
import { translate } from "../index";
import { withPeriod } from "./period";

const catalog = fixtureCatalog(WHOLESALER, "postgresql");
const NOW = new Date("2024-12-15T12:00:00Z");
const RANGE = { from: "2024-03-01", to: "2024-09-01" };
const filtered = (question: string, range = RANGE, on = catalog) =>
  withPeriod(translate(question, { catalog: on, now: NOW }).ir, on, range);

describe("withPeriod", () => {
  it.each([
    // the time dimension a chart is bucketed by
    ["revenue by month", "deliveries.delivered_on"],
    ["staff hired by year", "staff.hired_on"],
    ["revenue by day of week", "deliveries.delivered_on"],
    // lines bucketed by their header's due date: the date the chart shows, not the header's natural date
    ["quantity due per day in March 2024", "deliveries.due_on"],
    // no time dimension: the date the measured rows go by, their own
    ["total revenue", "deliveries.delivered_on"],
    ["complaints by severity", "complaints.opened_at"],
    ["number of deliveries by style", "deliveries.delivered_on"],
    ["average number of deliveries per shop", "deliveries.delivered_on"],
    // or their header's: order lines happen when their delivery does
    ["revenue by style", "deliveries.delivered_on"],
  ])("limits “%s” on %s", (question, column) => {
    const period = filtered(question);
    expect(period && `${period.column.table}.${period.column.column}`).toBe(column);
    const name = column.split(".")[1];
    expect(period!.sql).toMatch(
      new RegExp(
        `"${name}" >= DATE '2024-03-01' AND ("deliveries"\\.|"staff"\\.|"complaints"\\.)?"${name}" < DATE '2024-09-01'`,
      ),
    );
  });

  it.each([
    ["number of growers per year", "a year held as a number is no date"],
    ["list the growers alphabetically", "growers have no date"],
    ["how many shops have no deliveries", "a shop has a name of its own and does not take its deliveries' dates"],
  ])("leaves “%s” unfiltered: %s", (question) => {
    expect(filtered(question)).toBeUndefined();
  });

  it("joins the header for the lines' date without repeating a line", () => {
    const sql = filtered("revenue by style")!.sql;
    expect(sql).toContain(`JOIN "deliveries" ON "delivery_lines"."delivery_id" = "deliveries"."id"`);
    expect(sql).not.toContain("DISTINCT");
  });

  it("keeps the question's own range: the two ranges overlap", () => {
    const sql = filtered("revenue in 2024", { from: "2023-10-01", to: "2024-04-01" })!.sql;
    expect(sql).toContain(`"delivered_on" >= DATE '2024-01-01' AND "delivered_on" < DATE '2025-01-01'`);
    expect(sql).toContain(`"delivered_on" >= DATE '2023-10-01' AND "delivered_on" < DATE '2024-04-01'`);
  });

  it("writes the dialect's date literals", () => {
    const mysql = fixtureCatalog(WHOLESALER, "mysql");
    expect(filtered("total revenue", RANGE, mysql)!.sql).toMatch(
      /`delivered_on` >= .*2024-03-01.* AND `delivered_on` < .*2024-09-01/,
    );
  });

  it("refuses a range that is not two ISO days in order", () => {
    const ir = translate("total revenue", { catalog, now: NOW }).ir;
    for (const range of [
      { from: "2024-09-01", to: "2024-03-01" },
      { from: "2024-03-01", to: "2024-03-01" },
      { from: "March", to: "2024-09-01" },
      { from: "2024-03-01'; --", to: "2024-09-01" },
    ]) {
      expect(() => withPeriod(ir, catalog, range)).toThrow(/period/);
    }
  });
});
