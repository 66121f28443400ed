// A word of the question inside a sentence-long cell (made-up recipe forum, neither a sample nor an evaluation
// database): "highest" in a thread's title names no thread — the question ranks the cooks, it filters no title.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";
import { getSchemaIndex } from "./model/build-index";
import { linkValues } from "./understanding/value-links";
import { tokenize } from "./understanding/tokens";

const TITLES = [
  "Which loaf rose the highest in a cold oven overnight",
  "Which flour gives the crispest crust for flat breads",
  "How long should a sourdough starter rest before baking",
  "What makes custard split when it is reheated slowly",
];
const TABLES: FixtureTable[] = [
  {
    name: "cooks",
    key: "cookid",
    columns: [
      ["cookid", "integer", "integer"],
      ["nickname", "text", "text"],
      ["karma", "integer", "integer"],
    ],
    rows: ["Fennel", "Mace", "Sorrel", "Tansy", "Lovage"].map((nickname, i) => ({
      cookid: i + 1,
      nickname,
      karma: 10 * (i + 3),
    })),
  },
  {
    name: "threads",
    key: "threadid",
    columns: [
      ["threadid", "integer", "integer"],
      ["cookid", "integer", "integer"],
      ["title", "text", "text"],
      ["postedon", "date", "date"],
    ],
    foreignKeys: [{ column: "cookid", table: "cooks" }],
    rows: TITLES.map((title, i) => ({ threadid: i + 1, cookid: (i % 5) + 1, title, postedon: `2024-0${i + 1}-02` })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a word inside a sentence-long cell", () => {
  it("is no value link", () => {
    const tokens = tokenize("Which cook rose the highest?");
    for (const at of [2, 4])
      expect(linkValues(tokens.slice(at, at + 1), at, at + 1, getSchemaIndex(catalog), false)).toEqual([]);
  });

  it("names no value of that column", () => {
    const got = translate("Who is the cook with the highest karma?", { catalog }).sql.replace(/\s+/g, " ");
    expect(got).toMatch(/ORDER BY "karma" DESC/);
    expect(got).not.toMatch(/"title"/);
  });
});
