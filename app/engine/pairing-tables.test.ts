// A word shared by a thing's table and the table pairing it with another (made-up choir, neither a sample nor an
// evaluation database): "each piece" is a piece of "songbook_pieces", the pieces themselves, not of "learns_pieces", the
// table that only pairs singers with pieces; the pairs are still how singers are counted per piece.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "learns_pieces",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["singerid", "integer", "integer"],
      ["pieceid", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "singerid", table: "singers" },
      { column: "pieceid", table: "songbook_pieces" },
    ],
    rows: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, singerid: (i % 12) + 1, pieceid: (i % 5) + 1 })),
  },
  {
    name: "singers",
    key: "singerid",
    columns: [
      ["singerid", "integer", "integer"],
      ["sname", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({ singerid: i + 1, sname: `Voice ${i + 1}` })),
  },
  {
    name: "songbook_pieces",
    key: "pieceid",
    columns: [
      ["pieceid", "integer", "integer"],
      ["title", "text", "text"],
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({ pieceid: i + 1, title: `Motet ${i + 1}` })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a word shared by a thing's table and its pairing table", () => {
  it("names the things, grouped through the pairs", () => {
    const got = translate("How many singers learn each piece?", { catalog }).sql.replace(/\s+/g, " ");
    expect(got).toMatch(/"songbook_pieces"\."title"/);
    expect(got).toMatch(/JOIN "learns_pieces"/);
  });
});
