// A plural noun that heads a table's name (made-up mail-order club, neither a sample nor an evaluation database):
// "orders" names the rows of member_orders, not the stored outcome 'Order' of a mailing — the value would add a
// condition nobody asked for, through a join nobody needed.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "members",
    key: "member_id",
    columns: [
      ["member_id", "integer", "integer"],
      ["member_name", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ member_id: i + 1, member_name: `Member ${i + 1}` })),
  },
  {
    name: "member_orders",
    key: "order_id",
    columns: [
      ["order_id", "integer", "integer"],
      ["member_id", "integer", "integer"],
      ["order_state", "text", "text"],
    ],
    foreignKeys: [{ column: "member_id", table: "members" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      order_id: i + 1,
      member_id: (i % 6) + 1,
      order_state: ["Paid", "Cancelled"][i % 2],
    })),
  },
  {
    name: "mailings",
    key: "mailing_id",
    columns: [
      ["mailing_id", "integer", "integer"],
      ["member_id", "integer", "integer"],
      ["outcome", "text", "text"],
    ],
    foreignKeys: [{ column: "member_id", table: "members" }],
    rows: Array.from({ length: 10 }, (_, i) => ({
      mailing_id: i + 1,
      member_id: (i % 6) + 1,
      outcome: ["Order", "No Response"][i % 2],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a plural noun heading a table's name", () => {
  it("names the table's rows, not another table's stored value", () => {
    const got = translate("How many orders are there in each state?", { catalog }).sql.replace(/\s+/g, " ");
    expect(got).toMatch(/FROM "member_orders"/);
    expect(got).not.toMatch(/'Order'/);
  });
});
