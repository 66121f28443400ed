// "the members who …" over a table whose every column starts with its noun (made-up squash club, neither a sample
// nor an evaluation database): a membership number comes before the member's name.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "members",
    key: "member_id",
    columns: [
      ["member_id", "integer", "integer"],
      ["member_number", "text", "text"],
      ["member_name", "text", "text"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      member_id: i + 1,
      member_number: `SQ-${1000 + i}`,
      member_name: ["Aino", "Bram", "Cleo", "Dara", "Eske", "Fenna", "Gus", "Hedda", "Ivo", "Juno"][i],
    })),
  },
  {
    name: "court_bookings",
    key: "booking_id",
    columns: [
      ["booking_id", "integer", "integer"],
      ["member_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "member_id", table: "members" }],
    rows: Array.from({ length: 30 }, (_, i) => ({ booking_id: i + 1, member_id: [1, 1, 1, 2, 2, 3][i % 6] })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("people a relative 'who' describes", () => {
  it("are shown by the table's label, not the first column that says their noun", () => {
    expect(translate("Show the members who have made the most court bookings.", { catalog }).sql).toMatch(
      /^SELECT "members"."member_name"/,
    );
  });
});
