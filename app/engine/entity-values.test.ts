// An entity's value where only its lines hold money (made-up bakery, neither a sample nor an evaluation database):
// a bake order keeps no amount; its lines keep a quantity and a unit price. "The total value of the bake orders" adds
// up their lines; "the value of each bake order" sums the lines per order; "the average order value" averages those
// sums, not the lines.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "bake_orders",
    key: "bake_order_id",
    columns: [
      ["bake_order_id", "integer", "integer"],
      ["order_state", "text", "text"],
      ["placed_on", "date", "date"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      bake_order_id: i + 1,
      order_state: i % 3 ? "DONE" : "OPEN",
      placed_on: `2024-0${1 + (i % 9)}-10`,
    })),
  },
  {
    name: "bake_order_lines",
    key: "line_id",
    columns: [
      ["line_id", "integer", "integer"],
      ["bake_order_id", "integer", "integer"],
      ["quantity", "integer", "integer"],
      ["unit_price", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "bake_order_id", table: "bake_orders" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      line_id: i + 1,
      bake_order_id: (i % 10) + 1,
      quantity: 1 + (i % 5),
      unit_price: 2.5 + (i % 3),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("an entity's value kept on its lines", () => {
  it("adds up the lines for the value of the orders named", () => {
    const got = sql("What is the total value of the done bake orders?");
    expect(got).toMatch(/SUM\(\("bake_order_lines"\."quantity" \* "bake_order_lines"\."unit_price"\)\)/);
    expect(got).toMatch(/"order_state" = 'DONE'/);
  });

  it("sums the lines per order for the value of each order", () => {
    const got = sql("What is the value of each bake order?");
    expect(got).toMatch(/SUM\(\("bake_order_lines"\."quantity" \* "bake_order_lines"\."unit_price"\)\)/);
    expect(got).toMatch(/GROUP BY "bake_orders"\."bake_order_id"/);
  });

  it("averages each order's sum of lines for an average order value", () => {
    for (const question of ["What is the average bake order value?", "What is the mean worth of a done bake order?"]) {
      const got = sql(question);
      expect(got).toMatch(/SELECT AVG\("total_revenue"\)/);
      expect(got).toMatch(/GROUP BY "bake_orders"\."bake_order_id"\) "per_group"/);
    }
  });
});
