// "First" and "last" said of a verb (made-up almanac publisher, neither a sample nor an evaluation database):
// "almanacs first published in 2012" are those whose publication falls in 2012, not the earliest almanac; "the
// first almanac" is still the earliest row.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "almanacs",
    key: "almanac_id",
    columns: [
      ["almanac_id", "integer", "integer"],
      ["almanac_title", "text", "text"],
      ["published_on", "date", "date"],
      ["revised_on", "date", "date"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      almanac_id: i + 1,
      almanac_title: `Almanac ${i + 1}`,
      published_on: `${2010 + i}-03-01`,
      revised_on: `${2016 + (i % 3)}-09-01`,
    })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("first and last said of a verb", () => {
  it("keeps every row whose event falls in the period", () => {
    const text = sql("Which almanacs were first published in 2012?");
    expect(text).toMatch(/"published_on" >= DATE '2012-01-01'/);
    expect(text).not.toMatch(/LIMIT 1|FETCH FIRST/);
  });

  it("counts per period without ranking", () => {
    const text = sql("How many almanacs first appeared per decade?");
    expect(text).toMatch(/GROUP BY/);
    expect(text).not.toMatch(/LIMIT 1|FETCH FIRST/);
  });

  it("leaves 'the first' a ranking", () => {
    expect(sql("Which was the first almanac published?")).toMatch(/ORDER BY "published_on" ASC.*(LIMIT 1|FETCH FIRST)/);
  });
});
