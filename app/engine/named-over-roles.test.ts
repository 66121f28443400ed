// A key spelt as another table's own key names that table, not a role of the rows it points at (made-up theatre box
// office, neither a sample nor an evaluation database): patrons place orders (patron_orders, keyed by order_id), and
// receipts keep an "order_id" that points at the bookings — "order" is no role of the bookings.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "patrons",
    key: "patron_id",
    columns: [
      ["patron_id", "integer", "integer"],
      ["patron_name", "text", "text"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({ patron_id: i + 1, patron_name: `Patron ${i + 1}` })),
  },
  {
    name: "patron_orders",
    key: "order_id",
    columns: [
      ["order_id", "integer", "integer"],
      ["patron_id", "integer", "integer"],
      ["order_date", "date", "date"],
    ],
    foreignKeys: [{ column: "patron_id", table: "patrons" }],
    rows: Array.from({ length: 10 }, (_, i) => ({
      order_id: i + 1,
      patron_id: 1 + (i % 5),
      order_date: `2024-02-${String(1 + i).padStart(2, "0")}`,
    })),
  },
  {
    name: "bookings",
    key: "booking_id",
    columns: [
      ["booking_id", "integer", "integer"],
      ["seat", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ booking_id: i + 1, seat: `A${i + 1}` })),
  },
  {
    name: "receipts",
    key: "receipt_id",
    columns: [
      ["receipt_id", "integer", "integer"],
      ["order_id", "integer", "integer"],
      ["paid", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "order_id", table: "bookings" }],
    rows: Array.from({ length: 6 }, (_, i) => ({ receipt_id: i + 1, order_id: 1 + (i % 6), paid: 20 + i })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a key spelt as another table's key", () => {
  it("reads the orders as the orders table", () => {
    for (const question of ["Which patrons have never placed an order?", "Which patrons have no orders?"])
      expect(sql(question)).toMatch(
        /FROM "patrons" WHERE NOT EXISTS \(SELECT 1 FROM "patron_orders" WHERE "patrons"\."patron_id" = "patron_orders"\."patron_id"\)( ORDER BY .*)?$/,
      );
    expect(sql("Which patron has placed the most orders?")).toMatch(/COUNT\(\*\)[^]*FROM "patron_orders"/);
  });
});
