// Rows that keep their own year, over a made-up club (neither a sample nor an evaluation database): members joined on
// a date; awards keep the year they were given ("yearid", a year, not a key — here one column of a composite key) and
// a yes/no honour. A year asked of awards is the award's year, not the date its member joined; members honoured in a
// year or each year are counted by the awards' year; the members' own joining date still dates "members who joined".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "member",
    key: "memberid",
    columns: [
      ["memberid", "integer", "integer"],
      ["membername", "text", "text"],
      ["joinedon", "date", "date"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      memberid: i + 1,
      membername: `Member ${i}`,
      joinedon: `20${10 + i}-03-01`,
    })),
  },
  {
    name: "award",
    key: "awardkey",
    columns: [
      ["memberid", "integer", "integer"],
      ["yearid", "integer", "integer"],
      ["honoured", "char(1)", "text"],
    ],
    foreignKeys: [{ column: "memberid", table: "member" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      memberid: (i % 12) + 1,
      yearid: 2015 + (i % 6),
      honoured: i % 3 ? "N" : "Y",
    })),
  },
];

function club() {
  const catalog = fixtureCatalog(TABLES);
  // the awards' key is the member and the year together
  const award = catalog.tables.find((t) => t.name === "award")!;
  award.primaryKey = ["memberid", "yearid"];
  for (const column of award.columns) column.isPrimaryKey = award.primaryKey.includes(column.name);
  return catalog;
}
const catalog = club();
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a row's own year", () => {
  it("dates the rows that keep it, in a year and per year", () => {
    expect(sql("How many awards were given in 2016?")).toMatch(/"yearid" = 2016/);
    expect(sql("How many awards were given in 2016?")).not.toMatch(/joinedon/);
    expect(sql("How many awards were given each year?")).toMatch(/GROUP BY "yearid"/);
  });

  it("dates the members a condition on their awards counts", () => {
    expect(sql("How many members were honoured in 2017?")).toMatch(/"award"\."yearid" = 2017/);
    const each = sql("How many members were honoured each year?");
    expect(each).toMatch(/"award"\."yearid"/);
    expect(each).not.toMatch(/joinedon/);
  });

  it("keeps the members' own date for what the members did", () => {
    expect(sql("How many members joined in 2016?")).toMatch(/"joinedon" >= DATE '2016-01-01'/);
    expect(sql("How many members joined each year?")).toMatch(/date_trunc\('year', "joinedon"\)/);
  });
});
