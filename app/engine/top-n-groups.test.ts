// "Which 3 cities have the most gigs?" (made-up concert listings, neither a sample nor an evaluation database): the
// rows after the cue are counted and grouped by the column named before it, as without a size — the counted table is
// not read as the entity ranked.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "venues",
    key: "venueid",
    columns: [
      ["venueid", "integer", "integer"],
      ["venuename", "text", "text"],
      ["city", "text", "text"],
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({
      venueid: i + 1,
      venuename: `Hall ${String.fromCharCode(65 + i)}`,
      city: ["Tromsø", "Lviv", "Cusco", "Oaxaca"][i % 4],
    })),
  },
  {
    name: "gigs",
    key: "gigid",
    columns: [
      ["gigid", "integer", "integer"],
      ["venueid", "integer", "integer"],
      ["playedon", "date", "date"],
      ["ticketssold", "integer", "integer"],
    ],
    foreignKeys: [{ column: "venueid", table: "venues" }],
    rows: Array.from({ length: 50 }, (_, i) => ({
      gigid: i + 1,
      venueid: (i % 9) + 1,
      playedon: `2024-${String(1 + (i % 12)).padStart(2, "0")}-0${1 + (i % 9)}`,
      ticketssold: 100 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("the N groups with the most rows", () => {
  it("counts the rows named after the cue, grouped by the column before it", () => {
    for (const question of ["Which 3 cities have the most gigs?", "Which two cities have had the most gigs?"]) {
      const got = sql(question);
      expect(got).toMatch(/COUNT\(\*\).*FROM "gigs" JOIN "venues"/);
      expect(got).toMatch(/GROUP BY "venues"\."city"/);
    }
  });
});
