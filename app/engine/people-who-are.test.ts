// People counted as the rows of a table named after them (made-up rowing club, neither a sample nor an evaluation
// database): "how many people became members" counts members — "people" is explained by the table that follows
// "became", and the question is not reported as one the database cannot answer; nor is "new" in "how many new
// members", which only describes the members counted.
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
      ["date_became_member", "date", "date"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      member_id: i + 1,
      member_name: `Rower ${i + 1}`,
      date_became_member: `${2022 + (i % 3)}-0${1 + (i % 9)}-01`,
    })),
  },
  {
    name: "boats",
    key: "boat_id",
    columns: [
      ["boat_id", "integer", "integer"],
      ["member_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "member_id", table: "members" }],
    rows: Array.from({ length: 4 }, (_, i) => ({ boat_id: i + 1, member_id: i + 1 })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("people who are the rows of a table", () => {
  it("explains 'people' by the table named after 'became'", () => {
    const got = translate("How many people became members in 2023?", { catalog });
    expect(got.sql.replace(/\s+/g, " ")).toMatch(/COUNT\(\*\).*FROM "members"/);
    expect(got.unplaced).toEqual([]);
  });

  it("reads an adjective before the counted table's noun as describing it", () => {
    expect(translate("How many new members joined in 2023?", { catalog }).unplaced).toEqual([]);
  });
});
