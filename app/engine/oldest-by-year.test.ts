// "Oldest" and "newest" of rows that keep a year and no age (made-up library branches, neither a sample nor an
// evaluation database): a branch is ranked by the year it opened, not by the age of the readers holding its cards;
// readers, who keep an age, are ranked by it.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "branches",
    key: "branch_id",
    columns: [
      ["branch_id", "integer", "integer"],
      ["branch_name", "text", "text"],
      ["opened_year", "integer", "integer"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      branch_id: i + 1,
      branch_name: `Branch ${i + 1}`,
      opened_year: 1900 + 13 * i,
    })),
  },
  {
    name: "readers",
    key: "reader_id",
    columns: [
      ["reader_id", "integer", "integer"],
      ["reader_name", "text", "text"],
      ["age", "integer", "integer"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({ reader_id: i + 1, reader_name: `Reader ${i + 1}`, age: 20 + 3 * i })),
  },
  {
    name: "cards",
    key: "card_id",
    columns: [
      ["card_id", "integer", "integer"],
      ["reader_id", "integer", "integer"],
      ["branch_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "reader_id", table: "readers" },
      { column: "branch_id", table: "branches" },
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({ card_id: i + 1, reader_id: 1 + i, branch_id: 1 + (i % 6) })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("the oldest or newest of rows that keep a year", () => {
  it("ranks them by their own year after the table", () => {
    expect(sql("Which branch is the oldest?")).toMatch(/FROM "branches" ORDER BY "opened_year" ASC/);
  });

  it("ranks them by their own year before the table", () => {
    expect(sql("What is our newest branch?")).toMatch(/FROM "branches" ORDER BY "opened_year" DESC/);
  });

  it("ranks rows that keep an age by it", () => {
    expect(sql("Which reader is the oldest?")).toMatch(/FROM "readers" ORDER BY "age" DESC/);
  });
});
