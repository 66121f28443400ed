// Words that every value of a column holds name what its rows all are (made-up chess circuit, neither a sample nor an
// evaluation database): "games at Chess Opens" counts every game, and "Chess Open" in one hall's name is an accident
// of naming, not a filter.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "tournaments",
    key: "tournament_id",
    columns: [
      ["tournament_id", "integer", "integer"],
      ["tournament_name", "text", "text"],
      ["year", "integer", "integer"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      tournament_id: i + 1,
      tournament_name: `${2015 + i} ${["Northern", "Coastal"][i % 2]} Chess Open`,
      year: 2015 + i,
    })),
  },
  {
    name: "halls",
    key: "hall_id",
    columns: [
      ["hall_id", "integer", "integer"],
      ["hall_name", "text", "text"],
    ],
    rows: ["Chess Open Hall", "Riverside Rooms", "Old Library", "Town Hall Annex", "Granary"].map((hall_name, i) => ({
      hall_id: i + 1,
      hall_name,
    })),
  },
  {
    name: "games",
    key: "game_id",
    columns: [
      ["game_id", "integer", "integer"],
      ["tournament_id", "integer", "integer"],
      ["hall_id", "integer", "integer"],
      ["moves", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "tournament_id", table: "tournaments" },
      { column: "hall_id", table: "halls" },
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({
      game_id: i + 1,
      tournament_id: (i % 8) + 1,
      hall_id: (i % 5) + 1,
      moves: 20 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("words every value holds", () => {
  it("keeps no row out, and sends no filter to a column that holds them by accident", () => {
    const all = sql("How many games have been played at Chess Opens altogether?");
    expect(all).not.toMatch(/WHERE|hall_name/);
    const ranked = sql("Which hall has hosted the most Chess Open games?");
    expect(ranked).toMatch(/"hall_name"/);
    expect(ranked).not.toMatch(/ILIKE|WHERE "halls"\."hall_name" =|= 'Chess Open Hall'/);
  });

  it("still filters on words only some values hold", () => {
    expect(sql("How many games were played at Coastal Chess Opens?")).toMatch(/ILIKE '%Coastal/i);
  });
});
