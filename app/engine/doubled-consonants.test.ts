// Past forms that double their last l, and adjectives in -ful (made-up ferry bookings, neither a sample nor an
// evaluation database): British "cancelled", "travelled" meet a stored "Cancel" or a word "travel" — the stem drops the
// second l only where English has the word without it ("filled", "billed" keep theirs); "successful" meets "Success".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { stem } from "./schema/stem";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "ferry_bookings",
    key: "booking_id",
    columns: [
      ["booking_id", "integer", "integer"],
      ["booking_state", "text", "text"],
      ["fare", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      booking_id: i + 1,
      booking_state: ["Cancel", "Success", "Wait"][i % 3],
      fare: 20 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("doubled consonants", () => {
  it("stems a doubled l away only where English has the shorter word", () => {
    expect(["cancelled", "travelled", "labelling"].map(stem)).toEqual(["cancel", "travel", "label"]);
    expect(["filled", "billed", "called"].map(stem)).toEqual(["fill", "bill", "call"]);
  });

  it("meets a stored value in the past form", () => {
    expect(translate("How many bookings were cancelled?", { catalog }).sql).toMatch(/"booking_state" = 'Cancel'/);
  });

  it("meets a stored noun in its adjective in -ful", () => {
    expect(stem("successfully")).toBe(stem("success"));
    expect(translate("How many bookings were successful?", { catalog }).sql).toMatch(/"booking_state" = 'Success'/);
  });
});
