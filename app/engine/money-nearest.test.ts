// Money a person paid with no rows named (made-up veterinary practice, neither a sample nor an evaluation
// database): "how much did each owner pay in total" and "which owner spent the most?" add up the money of the rows
// nearest to the owners (their pets' visits, two keys away, before the visits' treatments, three) — while "how much is
// each vet paid" asks what the vets are paid, which no table holds.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "owners",
    key: "owner_id",
    columns: [
      ["owner_id", "integer", "integer"],
      ["owner_name", "text", "text"],
      ["city", "text", "text"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      owner_id: i + 1,
      owner_name: `Owner ${i}`,
      city: ["Leeds", "York"][i % 2],
    })),
  },
  {
    name: "pets",
    key: "pet_id",
    columns: [
      ["pet_id", "integer", "integer"],
      ["owner_id", "integer", "integer"],
      ["pet_name", "text", "text"],
    ],
    foreignKeys: [{ column: "owner_id", table: "owners" }],
    rows: Array.from({ length: 12 }, (_, i) => ({ pet_id: i + 1, owner_id: 1 + (i % 8), pet_name: `Pet ${i}` })),
  },
  {
    name: "vets",
    key: "vet_id",
    columns: [
      ["vet_id", "integer", "integer"],
      ["vet_name", "text", "text"],
    ],
    rows: Array.from({ length: 3 }, (_, i) => ({ vet_id: i + 1, vet_name: `Vet ${i}` })),
  },
  {
    name: "visits",
    key: "visit_id",
    columns: [
      ["visit_id", "integer", "integer"],
      ["pet_id", "integer", "integer"],
      ["vet_id", "integer", "integer"],
      ["fee", "numeric", "decimal"],
    ],
    foreignKeys: [
      { column: "pet_id", table: "pets" },
      { column: "vet_id", table: "vets" },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      visit_id: i + 1,
      pet_id: 1 + (i % 12),
      vet_id: 1 + (i % 3),
      fee: 40 + i,
    })),
  },
  {
    name: "treatments",
    key: "treatment_id",
    columns: [
      ["treatment_id", "integer", "integer"],
      ["visit_id", "integer", "integer"],
      ["price", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "visit_id", table: "visits" }],
    rows: Array.from({ length: 20 }, (_, i) => ({ treatment_id: i + 1, visit_id: 1 + (i % 30), price: 5 + i })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql;

describe("money a person paid, no rows named", () => {
  it("adds up the money of the rows nearest to the payer", () => {
    expect(sql("How much did each owner pay in total?")).toMatch(/SUM\("visits"\."fee"\)[\s\S]*GROUP BY "owners"/);
    expect(sql("Which owner spent the most?")).toMatch(/SUM\("visits"\."fee"\)[\s\S]*FETCH FIRST 1 ROWS/);
  });

  it("does not read what a person is paid as what they paid", () => {
    expect(sql("How much is each vet paid?")).not.toMatch(/"fee"/);
  });
});
