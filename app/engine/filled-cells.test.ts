// A cell asked to be filled in or empty (made-up pet clinic, neither a sample nor an evaluation database): owners keep
// an optional phone written as digit groups ("555-201-3344") and an optional email. A phone is no quantity, and
// "a phone number on file" names the phone column with the noun its name leaves out.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "owners",
    key: "ownerid",
    columns: [
      ["ownerid", "integer", "integer"],
      ["ownername", "text", "text"],
      ["phone", "varchar(20)", "text"],
      ["email", "text", "text"],
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      ownerid: i + 1,
      ownername: `Owner ${i + 1}`,
      phone: i % 4 === 0 ? null : `555-${200 + i}-${3300 + i * 7}`,
      email: i % 3 === 0 ? null : `owner${i}@example.org`,
    })),
  },
  {
    name: "pets",
    key: "petid",
    columns: [
      ["petid", "integer", "integer"],
      ["ownerid", "integer", "integer"],
      ["species", "text", "text"],
    ],
    foreignKeys: [{ column: "ownerid", table: "owners" }],
    rows: Array.from({ length: 50 }, (_, i) => ({
      petid: i + 1,
      ownerid: (i % 30) + 1,
      species: ["cat", "dog"][i % 2],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a cell filled in or empty", () => {
  it("reads a phone written in digit groups as text: none is an empty cell, not zero", () => {
    expect(sql("How many owners have no phone number?")).toMatch(/WHERE "phone" IS NULL/);
  });

  it("reads 'a phone number on file' as the phone filled in", () => {
    expect(sql("How many owners have a phone number on file?")).toMatch(/WHERE "phone" IS NOT NULL/);
    expect(sql("How many owners have an email address recorded?")).toMatch(/WHERE "email" IS NOT NULL/);
  });
});
