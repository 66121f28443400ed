// What dated rows with a price are worth (made-up climbing-wall bookings, neither a sample nor an evaluation
// database): each booking has a date, a status and the price paid; nothing names a booking.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "bookings",
    key: "booking_id",
    columns: [
      ["booking_id", "integer", "integer"],
      ["booking_status", "text", "text"],
      ["booked_on", "date", "date"],
      ["price", "numeric(8,2)", "decimal"],
    ],
    rows: Array.from({ length: 36 }, (_, i) => ({
      booking_id: i + 1,
      booking_status: ["Attended", "Cancelled", "Attended", "No-show"][i % 4],
      booked_on: `2025-${String((i % 12) + 1).padStart(2, "0")}-0${(i % 9) + 1}`,
      price: 12 + (i % 5) * 3.5,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("dated rows with a price", () => {
  it("are worth their prices added up", () => {
    const sql = translate("What were the cancelled bookings worth in 2025?", { catalog }).sql;
    expect(sql).toMatch(/SUM\("price"\)/);
    expect(sql).toMatch(/"booking_status" = 'Cancelled'/);
  });
});

const TRADES = fixtureCatalog([
  {
    name: "transactions",
    key: "trnid",
    columns: [
      ["trnid", "integer", "integer"],
      ["trndate", "date", "date"],
      ["trnshares", "numeric(10,2)", "decimal"],
      ["trnprice", "numeric(10,2)", "decimal"],
      ["trnamount", "numeric(12,2)", "decimal"],
    ],
    rows: Array.from({ length: 20 }, (_, i) => ({
      trnid: i + 1,
      trndate: `2025-0${(i % 9) + 1}-1${i % 10}`,
      trnshares: 10 + i,
      trnprice: 20 + (i % 7),
      trnamount: (10 + i) * (20 + (i % 7)),
    })),
  },
]);

describe("dated rows with a price beside an amount", () => {
  it("are worth their amount, the price being one unit's", () => {
    expect(translate("What is the total transaction amount?", { catalog: TRADES }).sql).toMatch(/SUM\("trnamount"\)/);
  });
});
