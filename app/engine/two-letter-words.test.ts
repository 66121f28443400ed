// A two-letter word of a name read beside the name's other words (made-up library, neither a sample nor an
// evaluation database): `bk_genre` is the "book genre" the question names, though a publisher's name also holds those
// words ("Northside Book Genre Press").
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const GENRES = ["Poetry", "Travel", "Cookery", "History", "Crime"];
const TABLES: FixtureTable[] = [
  {
    name: "bk_genre",
    key: "genre_cd",
    columns: [
      ["genre_cd", "text", "text"],
      ["genre_desc", "text", "text"],
    ],
    rows: GENRES.map((g, i) => ({ genre_cd: `G${i}`, genre_desc: g })),
  },
  {
    name: "book_item",
    key: "item_no",
    columns: [
      ["item_no", "integer", "integer"],
      ["genre_cd", "text", "text"],
      ["title", "text", "text"],
      ["publisher", "text", "text"],
    ],
    foreignKeys: [{ column: "genre_cd", table: "bk_genre" }],
    rows: Array.from({ length: 50 }, (_, i) => ({
      item_no: i + 1,
      genre_cd: `G${i % 5}`,
      title: `Volume ${i + 1}`,
      publisher: ["Northside Book Genre Press", "Quayside", "Hill & Dale"][i % 3],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("two-letter words of a name", () => {
  it("read as the word they keep the ends of, beside the name's other words", () => {
    const sql = translate("How many books are there in each book genre?", { catalog }).sql.replace(/\s+/g, " ");
    expect(sql).toMatch(/GROUP BY "bk_genre"\."genre_desc"/);
    expect(sql).not.toMatch(/"publisher" =/);
  });
});
