// Everyday ways of saying a period and a person (made-up lifeguard rota, neither a sample nor an evaluation
// database): shifts are worked by staff on a date; a second rota keeps its own calendar-quarter labels.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const staff: FixtureTable = {
  name: "staff",
  key: "staff_id",
  columns: [
    ["staff_id", "integer", "integer"],
    ["first_name", "text", "text"],
    ["last_name", "text", "text"],
  ],
  rows: Array.from({ length: 5 }, (_, i) => ({
    staff_id: i + 1,
    first_name: ["Ada", "Bo", "Cai", "Dee", "Eun"][i],
    last_name: ["Marsh", "Reed", "Vale", "Lowe", "Park"][i],
  })),
};
const shifts: FixtureTable = {
  name: "shifts",
  key: "shift_id",
  columns: [
    ["shift_id", "integer", "integer"],
    ["staff_id", "integer", "integer"],
    ["worked_on", "date", "date"],
  ],
  foreignKeys: [{ column: "staff_id", table: "staff" }],
  rows: Array.from({ length: 40 }, (_, i) => ({
    shift_id: i + 1,
    staff_id: (i % 5) + 1,
    worked_on: `2025-${String((i % 12) + 1).padStart(2, "0")}-1${i % 9}`,
  })),
};
const catalog = fixtureCatalog([staff, shifts]);
const labelled = fixtureCatalog([
  staff,
  {
    ...shifts,
    columns: [...shifts.columns, ["calendar_quarter", "text", "text"]],
    rows: shifts.rows.map((r, i) => ({ ...r, calendar_quarter: `2025-Q${(i % 4) + 1}` })),
  },
]);

describe("everyday phrasings", () => {
  it("a calendar month is the month", () => {
    expect(translate("How many shifts were worked in each calendar month?", { catalog }).sql).toMatch(
      /date_trunc\('month', "worked_on"\)/,
    );
  });

  it("a calendar quarter the schema labels itself stays its column", () => {
    expect(translate("How many shifts were worked per calendar quarter?", { catalog: labelled }).sql).toMatch(
      /GROUP BY "calendar_quarter"/,
    );
  });

  it("a member of staff is a staff member", () => {
    expect(translate("How many shifts has each member of staff worked?", { catalog }).sql).toMatch(
      /"staff"."first_name"[^]*COUNT\(\*\)[^]*GROUP BY/,
    );
  });
});
