// Counts across a table of pairs (made-up choir, neither a sample nor an evaluation database): singers and the
// pieces of the repertoire meet in a table holding a key to each, so "more than one singer" counts each piece's
// distinct singers there — also when the counted noun is the repertoire's own label column ("title") — and a singer
// who has sung none has no pair.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "singers",
    key: "singer_id",
    columns: [
      ["singer_id", "integer", "integer"],
      ["singer_name", "text", "text"],
      ["voice", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      singer_id: i + 1,
      singer_name: `Singer ${i}`,
      voice: ["alto", "tenor"][i % 2],
    })),
  },
  {
    name: "repertoire",
    key: "rep_id",
    columns: [
      ["rep_id", "integer", "integer"],
      ["title", "text", "text"],
      ["composed", "integer", "integer"],
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({ rep_id: i + 1, title: `Piece ${i}`, composed: 1700 + 40 * i })),
  },
  {
    name: "singerpieces",
    key: "pair_id",
    columns: [
      ["pair_id", "integer", "integer"],
      ["singer_id", "integer", "integer"],
      ["rep_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "singer_id", table: "singers" },
      { column: "rep_id", table: "repertoire" },
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({ pair_id: i + 1, singer_id: (i % 6) + 1, rep_id: (i % 4) + 1 })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("counts across a table of pairs", () => {
  it("counts each row's distinct partners in the pairs", () => {
    const pieces = sql("Which pieces of the repertoire have more than one singer?");
    expect(pieces).toMatch(/COUNT\(DISTINCT "singerpieces"\."singer_id"\)/);
    expect(pieces).toMatch(/HAVING COUNT\(DISTINCT "singerpieces"\."singer_id"\) > 1/);
    const singers = sql("Which singers have more than one title?");
    expect(singers).toMatch(/COUNT\(DISTINCT "singerpieces"\."rep_id"\)/);
    expect(singers).toMatch(/GROUP BY "singers"\."singer_name"/);
  });

  it("finds no pair for those who have none", () => {
    for (const question of [
      "Which singers haven't sung any of our titles?",
      "Which singers have never sung a title?",
    ]) {
      const got = sql(question);
      expect(got, question).toMatch(
        /NOT EXISTS \(SELECT 1 FROM "singerpieces" WHERE "singers"\."singer_id" = "singerpieces"\."singer_id"\)/,
      );
    }
  });
});
