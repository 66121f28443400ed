// A superlative whose measure lives on the rows the subject points at (made-up talent show, neither a sample nor an
// evaluation database): each contestant points at the person it is, and only the people keep heights.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "people",
    key: "people_id",
    columns: [
      ["people_id", "integer", "integer"],
      ["full_name", "text", "text"],
      ["height", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({
      people_id: i + 1,
      full_name: `Person ${i + 1}`,
      height: 1.5 + ((i * 7) % 9) / 20,
    })),
  },
  {
    name: "contestant",
    key: "contestant_id",
    columns: [
      ["contestant_id", "integer", "integer"],
      ["people_id", "integer", "integer"],
      ["act_title", "text", "text"],
      ["prize_money", "integer", "integer"],
    ],
    foreignKeys: [{ column: "people_id", table: "people" }],
    rows: Array.from({ length: 6 }, (_, i) => ({
      contestant_id: i + 1,
      people_id: i + 2,
      act_title: `Act ${i + 1}`,
      prize_money: 100 * (i + 1),
    })),
  },
];

const catalog = fixtureCatalog(TABLES);

describe("a superlative measured on the rows the subject points at", () => {
  it("ranks the subject by that measure, not by a count of its rows", () => {
    const t = translate("Which contestant is the tallest, and what is their act?", { catalog });
    const text = t.sql.replace(/\s+/g, " ");
    expect(text).toMatch(/"people"\."height"/);
    expect(text).toMatch(/ORDER BY "\w+" DESC/);
    expect(text).not.toMatch(/COUNT\(/);
  });
});
