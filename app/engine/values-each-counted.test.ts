// Values of one column named together (made-up swimming club, neither a sample nor an evaluation database): "Gold
// and Silver members joined each year" counts each tier in each year — the column splits the answer — while "Gold or
// Silver" counts them together, and "Gold compared with Silver" each, side by side. "Men and women" with no table named are the people of the one table that records a
// sex, each counted.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TIERS = ["Gold", "Silver", "Bronze"];
const TABLES: FixtureTable[] = [
  {
    name: "members",
    key: "member_id",
    columns: [
      ["member_id", "integer", "integer"],
      ["member_name", "text", "text"],
      ["sex", "text", "text"],
      ["tier", "text", "text"],
      ["joined_on", "date", "date"],
    ],
    rows: Array.from({ length: 24 }, (_, i) => ({
      member_id: i + 1,
      member_name: `Swimmer ${i + 1}`,
      sex: i % 2 ? "F" : "M",
      tier: TIERS[i % 3],
      joined_on: `${2019 + (i % 5)}-0${1 + (i % 9)}-15`,
    })),
  },
  {
    name: "lane_bookings",
    key: "booking_id",
    columns: [
      ["booking_id", "integer", "integer"],
      ["member_id", "integer", "integer"],
      ["lane", "integer", "integer"],
    ],
    foreignKeys: [{ column: "member_id", table: "members" }],
    rows: Array.from({ length: 40 }, (_, i) => ({ booking_id: i + 1, member_id: (i % 24) + 1, lane: (i % 6) + 1 })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("values of one column named together", () => {
  it("joined by 'and' are each counted", () => {
    expect(sql("How many Gold and Silver members joined each year?")).toMatch(/GROUP BY .*"tier"/);
  });

  it("set side by side with 'compared with' are each counted, the words read", () => {
    const got = translate("How many Gold members compared with Silver members?", { catalog });
    expect(got.sql.replace(/\s+/g, " ")).toMatch(/GROUP BY .*"tier"/);
    expect(got.ignoredWords).not.toContain("compared");
  });

  it("joined by 'or' are counted together", () => {
    expect(sql("How many Gold or Silver members joined each year?")).not.toMatch(/GROUP BY .*"tier"/);
  });

  it("'men and women' with no table named are the people of the table that records a sex", () => {
    const got = sql("How many men and women are there?");
    expect(got).toMatch(/FROM "members"/);
    expect(got).toMatch(/GROUP BY "sex"/);
  });
});
