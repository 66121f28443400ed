// "have (ever) <verb>ed" where the verb names related rows, over a made-up guest house (neither a sample nor an
// evaluation database): such a row exists — unless the question counts those rows ("the most times").
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const rows = (n: number, row: (i: number) => Record<string, string | number>) =>
  Array.from({ length: n }, (_, i) => row(i));

const TABLES: FixtureTable[] = [
  {
    name: "guests",
    key: "guest_id",
    columns: [
      ["guest_id", "integer", "integer"],
      ["guest_name", "text", "text"],
      ["home_country", "text", "text"],
    ],
    rows: rows(10, (i) => ({ guest_id: i + 1, guest_name: `Guest ${i + 1}`, home_country: ["Peru", "Fiji"][i % 2] })),
  },
  {
    name: "bookings",
    key: "booking_id",
    columns: [
      ["booking_id", "integer", "integer"],
      ["guest_id", "integer", "integer"],
      ["nights", "integer", "integer"],
    ],
    foreignKeys: [{ column: "guest_id", table: "guests" }],
    rows: rows(14, (i) => ({ booking_id: i + 1, guest_id: (i % 6) + 1, nights: 1 + (i % 5) })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a perfect verb naming related rows", () => {
  it("finds the rows that have such a related row", () => {
    for (const q of ["How many different guests have ever booked?", "Which guests from Fiji have already booked?"]) {
      const s = sql(q);
      expect(s, q).toMatch(/EXISTS \(SELECT 1 FROM "bookings" WHERE "guests"\."guest_id" = "bookings"\."guest_id"\)/);
    }
  });

  it("counts the related rows when the question ranks by how many times", () => {
    const s = sql("Which guest has booked the most times?");
    expect(s).toMatch(/COUNT\(\*\)/);
    expect(s).not.toMatch(/EXISTS/);
  });
});
