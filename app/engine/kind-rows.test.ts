// A kind kept in a lookup table (made-up Q&A board, neither a sample nor an evaluation database): "the score of an
// answer", where "Answer" is a kind of entry, reads the entries' score — the rows keyed to that kind — before the
// score of the remarks left on them.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "entrykinds",
    key: "kindid",
    columns: [
      ["kindid", "integer", "integer"],
      ["kindname", "text", "text"],
    ],
    rows: ["Prompt", "Reply", "Summary"].map((kindname, i) => ({ kindid: i + 1, kindname })),
  },
  {
    name: "entries",
    key: "entryid",
    columns: [
      ["entryid", "integer", "integer"],
      ["kindid", "integer", "integer"],
      ["score", "integer", "integer"],
      ["postedon", "date", "date"],
    ],
    foreignKeys: [{ column: "kindid", table: "entrykinds" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      entryid: i + 1,
      kindid: (i % 3) + 1,
      score: i % 7,
      postedon: `2024-0${1 + (i % 9)}-03`,
    })),
  },
  {
    // more remarks than entries: a tie on the score's name is not settled by size
    name: "remarks",
    key: "remarkid",
    columns: [
      ["remarkid", "integer", "integer"],
      ["entryid", "integer", "integer"],
      ["score", "integer", "integer"],
      ["remark", "text", "text"],
    ],
    foreignKeys: [{ column: "entryid", table: "entries" }],
    rows: Array.from({ length: 90 }, (_, i) => ({
      remarkid: i + 1,
      entryid: (i % 30) + 1,
      score: i % 3,
      remark: `r${i}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a kind kept in a lookup table", () => {
  it("reads the column of the rows keyed to the kind", () => {
    const got = translate("What is the average score of a reply?", { catalog }).sql.replace(/\s+/g, " ");
    expect(got).toMatch(/AVG\("entries"\."score"\)/);
    expect(got).toMatch(/"kindname" = 'Reply'/);
  });
});
