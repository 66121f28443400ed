// Yes/no written as "1" in a text column (made-up guesthouse list, neither a sample nor an evaluation database): a
// column named *_yn holds "1" where breakfast is served and nothing elsewhere; another holds "1" and "0".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "guesthouses",
    key: "guesthouse_id",
    columns: [
      ["guesthouse_id", "integer", "integer"],
      ["guesthouse_name", "text", "text"],
      ["breakfast_yn", "varchar(1)", "text"],
      ["parking", "varchar(1)", "text"],
    ],
    rows: Array.from({ length: 20 }, (_, i) => ({
      guesthouse_id: i + 1,
      guesthouse_name: `House ${i + 1}`,
      breakfast_yn: i % 3 === 0 ? "1" : null,
      parking: i % 2 === 0 ? "1" : "0",
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("'1' as yes in a text column", () => {
  it("is a flag when the name says so", () => {
    expect(translate("How many guesthouses serve breakfast?", { catalog }).sql).toMatch(/"breakfast_yn" = '1'/);
  });

  it("is a flag when the column holds 1 and 0", () => {
    expect(translate("How many guesthouses have parking?", { catalog }).sql).toMatch(/"parking" = '1'/);
  });
});
