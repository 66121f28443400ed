// What never happened to a row, when the verb names no table (made-up tool-lending co-op, neither a sample nor an
// evaluation database): "kits never cleaned" are kits no hold refers to (the only rows that do; "cleaned" stays
// unread); "kits nobody has reserved" are kits no reservation refers to, the verb having named the reservations'
// own date; "rooms never hired" are rooms no hire (a row of a room and a member) refers to, not the lockers that
// belong to a room.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const named = (table: string, key: string, n: number, name: string): FixtureTable => ({
  name: table,
  key,
  columns: [
    [key, "integer", "integer"],
    ["title", "text", "text"],
  ],
  rows: Array.from({ length: n }, (_, i) => ({ [key]: i + 1, title: `${name} ${i + 1}` })),
});

const TABLES: FixtureTable[] = [
  named("tools", "tool_id", 12, "Tool"),
  named("members", "member_id", 8, "Member"),
  named("kits", "kit_id", 6, "Kit"),
  named("rooms", "room_id", 5, "Room"),
  named("inspection_types", "inspection_type_id", 3, "Check"),
  {
    name: "inspections",
    key: "inspection_id",
    columns: [
      ["inspection_id", "integer", "integer"],
      ["tool_id", "integer", "integer"],
      ["inspection_type_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "tool_id", table: "tools" },
      { column: "inspection_type_id", table: "inspection_types" },
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      inspection_id: i + 1,
      tool_id: 1 + (i % 7),
      inspection_type_id: 1 + (i % 3),
    })),
  },
  {
    name: "kit_holds",
    key: "hold_id",
    columns: [
      ["hold_id", "integer", "integer"],
      ["kit_id", "integer", "integer"],
      ["member_id", "integer", "integer"],
      ["date_reserved", "date", "date"],
    ],
    foreignKeys: [
      { column: "kit_id", table: "kits" },
      { column: "member_id", table: "members" },
    ],
    rows: Array.from({ length: 7 }, (_, i) => ({
      hold_id: i + 1,
      kit_id: 1 + (i % 4),
      member_id: 1 + (i % 8),
      date_reserved: `2024-03-${10 + i}`,
    })),
  },
  {
    name: "lockers",
    key: "locker_id",
    columns: [
      ["locker_id", "integer", "integer"],
      ["locker_label", "text", "text"],
      ["room_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "room_id", table: "rooms" }],
    rows: Array.from({ length: 9 }, (_, i) => ({ locker_id: i + 1, locker_label: `L${i + 1}`, room_id: 1 + (i % 5) })),
  },
  {
    name: "room_uses",
    key: "use_id",
    columns: [
      ["use_id", "integer", "integer"],
      ["room_id", "integer", "integer"],
      ["member_id", "integer", "integer"],
      ["hours", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "room_id", table: "rooms" },
      { column: "member_id", table: "members" },
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      use_id: i + 1,
      room_id: 1 + (i % 3),
      member_id: 1 + i,
      hours: 2 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("what never happened to a row, named by a verb alone", () => {
  it("is the rows of the only table that refers to the subject, the verb left unread", () => {
    const answer = translate("Which kits have never been cleaned?", { catalog });
    expect(answer.sql.replace(/\s+/g, " ")).toMatch(/FROM "kits" WHERE NOT EXISTS \(SELECT 1 FROM "kit_holds"/);
    expect(answer.ignoredWords).toContain("cleaned");
  });

  it("is the rows whose date the verb named", () => {
    expect(sql("Which kits has nobody ever reserved?")).toMatch(
      /FROM "kits" WHERE NOT EXISTS \(SELECT 1 FROM "kit_holds"/,
    );
  });

  it("is the rows of two keys that refer to the subject, not a table that belongs to it", () => {
    expect(sql("Which rooms have never been hired?")).toMatch(
      /FROM "rooms" WHERE NOT EXISTS \(SELECT 1 FROM "room_uses"/,
    );
  });
});
