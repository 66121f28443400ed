// A list of one table's names filtered through the rows of a table that points to it (made-up lighthouse tours,
// neither a sample nor an evaluation database): "which lighthouses were found closed" names each lighthouse once,
// however many visits found it reopened late — the stops are the filter, not the rows listed.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "lighthouses_for_tour",
    key: "lighthouse_id",
    columns: [
      ["lighthouse_id", "integer", "integer"],
      ["lighthouse_name", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({ lighthouse_id: i + 1, lighthouse_name: `Point ${i + 1}` })),
  },
  {
    name: "tours",
    key: "tour_id",
    columns: [
      ["tour_id", "integer", "integer"],
      ["tour_date", "date", "date"],
    ],
    rows: Array.from({ length: 15 }, (_, i) => ({ tour_id: i + 1, tour_date: `2024-0${1 + (i % 9)}-1${i % 10}` })),
  },
  {
    // one row per lighthouse a tour visited, keyed by both (set below)
    name: "lighthouses_visited",
    columns: [
      ["tour_id", "integer", "integer"],
      ["lighthouse_id", "integer", "integer"],
      ["reopened_yn", "text", "text"],
      ["reopened_late_yn", "text", "text"],
      ["visitors", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "tour_id", table: "tours" },
      { column: "lighthouse_id", table: "lighthouses_for_tour" },
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({
      tour_id: (i % 15) + 1,
      lighthouse_id: ((i * 7) % 12) + 1,
      reopened_yn: i % 3 === 0 ? "1" : "0",
      reopened_late_yn: i % 5 === 0 ? "1" : "0",
      visitors: 10 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const visited = catalog.tables.find((t) => t.name === "lighthouses_visited")!;
visited.primaryKey = ["tour_id", "lighthouse_id"];
for (const c of visited.columns) c.isPrimaryKey = visited.primaryKey.includes(c.name);
const sqlOf = (q: string) => translate(q, { catalog }).sql.replace(/\s+/g, " ");

describe("a parent listed through its child rows", () => {
  it("names each lighthouse once", () => {
    const sql = sqlOf("Which lighthouses have been reopened late at least once?");
    expect(sql).toMatch(/^SELECT DISTINCT .*"lighthouse_name"/);
    expect(sql).toMatch(/"reopened_late_yn" = '1'/);
  });
});
