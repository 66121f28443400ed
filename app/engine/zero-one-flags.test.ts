// Yes/no flags stored as 0/1 whole numbers (made-up tool library, neither a sample nor an evaluation database): the
// catalog's probe marks such a column, and a question naming it keeps the rows where it is 1 — or 0 when negated.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "borrowers",
    key: "borrowerid",
    columns: [
      ["borrowerid", "integer", "integer"],
      ["fullname", "text", "text"],
      ["joinedon", "date", "date"],
      ["shared", "integer", "integer"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      borrowerid: i + 1,
      fullname: `Borrower ${String.fromCharCode(65 + i)}`,
      joinedon: `2023-0${1 + (i % 9)}-10`,
      shared: i % 4 === 0 ? 1 : 0,
    })),
  },
  {
    name: "toolloans",
    key: "loanid",
    columns: [
      ["loanid", "integer", "integer"],
      ["borrowerid", "integer", "integer"],
      ["lentdate", "date", "date"],
      ["damaged", "integer", "integer"],
      ["renewed", "integer", "integer"],
      ["daysout", "integer", "integer"],
    ],
    foreignKeys: [{ column: "borrowerid", table: "borrowers" }],
    rows: Array.from({ length: 80 }, (_, i) => ({
      loanid: i + 1,
      borrowerid: (i % 12) + 1,
      lentdate: `2024-${String(1 + (i % 12)).padStart(2, "0")}-0${1 + (i % 9)}`,
      damaged: i % 7 === 0 ? 1 : 0,
      renewed: i % 3 === 0 ? 1 : 0,
      daysout: 1 + (i % 20),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("0/1 flags", () => {
  it("keeps the rows a named flag holds for", () => {
    expect(sql("How many tool loans came back damaged?")).toMatch(/"damaged" = 1\b/);
  });

  it("keeps the rows it does not hold for when negated", () => {
    expect(sql("How many loans were not renewed?")).toMatch(/"renewed" = 0\b/);
  });

  it("holds for the rows counted per owner, and for the rows a related count goes through", () => {
    const ranked = sql("Which borrower has the most loans that were not renewed?");
    expect(ranked).toMatch(/"renewed" = 0\b/);
    expect(ranked).toMatch(/GROUP BY "borrowers"/);
    expect(sql("How many borrowers had a damaged loan?")).toMatch(
      /DISTINCT "borrowers"\."borrowerid".*"damaged" = 1\b/,
    );
  });

  it("reads 'share' as asking for a share beside a flag named 'shared'", () => {
    const got = sql("What share of loans came back damaged?");
    expect(got).toMatch(/"damaged" = 1\b/);
    expect(got).not.toMatch(/borrowers|"shared"/);
  });

  it("leaves a whole number with more values a number", () => {
    expect(sql("What is the average days out of a loan?")).toMatch(/AVG\([^)]*"daysout"/i);
  });
});
