// A listed entity shows its row (made-up coastal register, neither a sample nor an evaluation database): the
// lighthouses listed by name come with where and what each one is; a question that names what to show gets just that.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const COUNTIES = ["Kent", "Devon", "Fife"];
const TABLES: FixtureTable[] = [
  {
    name: "keeper",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["keeper_name", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ id: i + 1, keeper_name: `Keeper ${i + 1}` })),
  },
  {
    name: "lighthouse",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["county", "text", "text"],
      ["built_year", "integer", "integer"],
      ["height", "numeric", "decimal"],
      ["keeper_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "keeper_id", table: "keeper" }],
    rows: Array.from({ length: 9 }, (_, i) => ({
      id: i + 1,
      name: `Light ${i + 1}`,
      county: COUNTIES[i % 3],
      built_year: 1820 + 11 * i,
      height: 18 + 3 * i,
      keeper_id: 1 + (i % 4),
    })),
  },
];

const catalog = fixtureCatalog(TABLES);
const select = (question: string) => {
  const sql = translate(question, { catalog }).sql.replace(/\s+/g, " ");
  return sql.slice(0, sql.indexOf(" FROM "));
};

describe("a listed entity shows its row", () => {
  it("lists each chosen row with its details, not its keys", () => {
    const text = select("Which lighthouses are in Devon?");
    expect(text).toMatch(/"name".*"county".*"built_year".*"height"/);
    expect(text).not.toMatch(/"id"|"keeper_id"/);
  });

  it("shows the compared column first, then the details", () => {
    expect(select("Which lighthouses were built before 1880?")).toMatch(/"name".*"built_year".*"county".*"height"/);
  });

  it("shows the details of the row a ranking picks", () => {
    expect(select("Which lighthouse is the tallest?")).toMatch(/"name".*"height".*"county"/);
  });

  it("shows only what the question named", () => {
    expect(select("List the names of the lighthouses")).toMatch(/^SELECT "name"( AS "name")?$/);
    expect(select("Show the lighthouses and their counties")).not.toMatch(/"built_year"|"height"/);
    expect(select("In which counties are there lighthouses?")).not.toMatch(/"built_year"|"height"/);
  });
});
