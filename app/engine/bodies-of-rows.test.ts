// Nouns for a body of things (made-up help desk, neither a sample nor an evaluation database): "staff members",
// "a member of staff" and "the agent roster" say the staff and the agents, nothing more — the question is understood,
// not reported as naming something the database lacks; nor is "sales" in "sales desks", a plural that only
// qualifies the desks; "our platform" is the user's own establishment.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "staff",
    key: "staff_id",
    columns: [
      ["staff_id", "integer", "integer"],
      ["staff_name", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ staff_id: i + 1, staff_name: `Agent ${i + 1}` })),
  },
  {
    name: "tickets",
    key: "ticket_id",
    columns: [
      ["ticket_id", "integer", "integer"],
      ["staff_id", "integer", "integer"],
      ["opened_on", "date", "date"],
    ],
    foreignKeys: [{ column: "staff_id", table: "staff" }],
    rows: Array.from({ length: 20 }, (_, i) => ({
      ticket_id: i + 1,
      staff_id: (i % 4) + 1,
      opened_on: `2025-04-${String(1 + i).padStart(2, "0")}`,
    })),
  },
];
TABLES.push({
  name: "desks",
  key: "desk_id",
  columns: [
    ["desk_id", "integer", "integer"],
    ["desk_label", "text", "text"],
  ],
  rows: ["north", "south"].map((desk_label, i) => ({ desk_id: i + 1, desk_label })),
});
const catalog = fixtureCatalog(TABLES);

describe("bodies of rows", () => {
  it("reads 'staff members' and 'member of staff' as the staff", () => {
    for (const question of ["Which staff members have no tickets?", "Which member of staff has the most tickets?"]) {
      const got = translate(question, { catalog });
      expect(got.unplaced).toEqual([]);
      expect(got.ignoredWords).toEqual([]);
    }
  });

  it("reads 'desk models' and 'desk items' as the desks, 'ticket jobs' as the tickets", () => {
    for (const question of [
      "How many desk models are there?",
      "How many desk items are there?",
      "How many ticket jobs were opened?",
    ])
      expect(translate(question, { catalog }).unplaced, question).toEqual([]);
  });

  it("reads 'our platform' as the user's own establishment", () => {
    expect(translate("How many tickets were opened on our platform?", { catalog }).unplaced).toEqual([]);
  });

  it("reads a plural before a table's noun as qualifying it", () => {
    expect(translate("How many sales desks are there?", { catalog }).unplaced).toEqual([]);
  });
});
