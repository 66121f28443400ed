// An event said as a verb whose date column is named by its noun (made-up animal shelter, neither a sample nor an
// evaluation database): "died" is the death date set, "adopted" the adoption date, "not yet adopted" it empty.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "pets",
    key: "petid",
    columns: [
      ["petid", "integer", "integer"],
      ["petname", "text", "text"],
      ["species", "text", "text"],
      ["intakedate", "date", "date"],
      ["adoptiondate", "date", "date"],
      ["deathdate", "date", "date"],
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({
      petid: i + 1,
      petname: `Pet ${i}`,
      species: ["cat", "dog", "rabbit"][i % 3],
      intakedate: `2023-0${1 + (i % 9)}-05`,
      adoptiondate: i % 3 ? `2024-0${1 + (i % 9)}-11` : null,
      deathdate: i % 11 === 0 ? `2024-0${1 + (i % 9)}-20` : null,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("an event named by its noun", () => {
  it("reads 'died' and 'deceased' as the death date set", () => {
    expect(sql("How many pets have died?")).toMatch(/"deathdate" IS NOT NULL/);
    expect(sql("How many pets are deceased?")).toMatch(/"deathdate" IS NOT NULL/);
  });

  it("reads a verb as its noun in -ion: set, or empty when negated", () => {
    expect(sql("How many pets were adopted?")).toMatch(/"adoptiondate" IS NOT NULL/);
    expect(sql("How many cats have not been adopted yet?")).toMatch(/"adoptiondate" IS NULL/);
  });
});
