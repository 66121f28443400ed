// Recency with a size (made-up choir, neither a sample nor an evaluation database): "the 3 newest members" ranks
// members by the date they joined and keeps three — the size does not turn the ranking into a count — and in "the
// two most recent members" the size stands before "most".
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
      ["voice", "text", "text"],
      ["joined_on", "date", "date"],
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({
      member_id: i + 1,
      member_name: `Singer ${i + 1}`,
      voice: ["alto", "tenor", "bass"][i % 3],
      joined_on: `2023-0${1 + i}-15`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("recency with a size", () => {
  it("ranks by date and keeps the size", () => {
    for (const question of ["Who are our 3 newest members?", "List the three newest members."]) {
      const got = sql(question);
      expect(got).toMatch(/ORDER BY "joined_on" DESC/);
      expect(got).toMatch(/LIMIT 3/);
      expect(got).not.toMatch(/COUNT/);
    }
  });

  it("reads the size before 'most recent'", () => {
    const got = translate("Show the two most recent members.", { catalog });
    expect(got.sql.replace(/\s+/g, " ")).toMatch(/ORDER BY "joined_on" DESC NULLS LAST LIMIT 2/);
    expect(got.ignoredWords).toEqual([]);
  });
});
