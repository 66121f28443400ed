// Names clipped to a word's start (made-up clinic, neither a sample nor an evaluation database): the vaccination list is
// a table named `vaccinat`, which is no English word. "Vaccinations" in a question names its rows, for a count per
// patient and for patients with none.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "patient",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["ward", "text", "text"],
    ],
    rows: Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      name: `Patient ${i + 1}`,
      ward: i % 2 ? "East" : "West",
    })),
  },
  {
    name: "vaccinat",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["patient_id", "integer", "integer"],
      ["given_on", "date", "date"],
      ["dose_mg", "integer", "integer"],
    ],
    foreignKeys: [{ column: "patient_id", table: "patient" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      patient_id: (i % 12) + 1,
      given_on: `2025-0${1 + (i % 9)}-15`,
      dose_mg: 50,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a table name clipped to a word's start", () => {
  it("names the rows of patients with none", () => {
    expect(sql("How many patients have no vaccinations?")).toMatch(
      /NOT EXISTS \(SELECT 1 FROM "vaccinat" WHERE "patient"\."id" = "vaccinat"\."patient_id"\)/,
    );
  });

  it("names the rows counted per patient", () => {
    expect(sql("Which patients have more than two vaccinations?")).toMatch(/FROM "vaccinat".*HAVING COUNT\(\*\) > 2/);
  });
});
