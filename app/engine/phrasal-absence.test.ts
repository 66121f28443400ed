// Absence said with a phrasal verb and "a single" (made-up food bank rota, neither a sample nor an evaluation
// database): volunteers are signed up for shifts.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "volunteers",
    key: "volunteer_id",
    columns: [
      ["volunteer_id", "integer", "integer"],
      ["first_name", "text", "text"],
      ["last_name", "text", "text"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      volunteer_id: i + 1,
      first_name: ["Ola", "Pia", "Quin", "Rui", "Sol", "Tam", "Uma", "Vik"][i],
      last_name: ["Hale", "Ives", "Jory", "Kemp", "Lutz", "Mayo", "Nash", "Orr"][i],
    })),
  },
  {
    name: "shifts",
    key: "shift_id",
    columns: [
      ["shift_id", "integer", "integer"],
      ["volunteer_id", "integer", "integer"],
      ["shift_date", "date", "date"],
    ],
    foreignKeys: [{ column: "volunteer_id", table: "volunteers" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      shift_id: i + 1,
      volunteer_id: (i % 5) + 1,
      shift_date: `2025-05-${String(i + 1).padStart(2, "0")}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const absent = /FROM "volunteers"\s+WHERE NOT EXISTS \(SELECT 1 FROM "shifts"/;

describe("absence said with a phrasal verb", () => {
  it("reads the verb's particle before its preposition", () => {
    expect(translate("Which volunteers were never signed up for any shift?", { catalog }).sql).toMatch(absent);
  });

  it("reads 'a single' after a negation as 'any'", () => {
    expect(translate("Which volunteers were never signed up for a single shift?", { catalog }).sql).toMatch(absent);
  });
});

const DUES: FixtureTable[] = [
  TABLES[0],
  {
    name: "membership_payments",
    key: "payment_id",
    columns: [
      ["payment_id", "integer", "integer"],
      ["volunteer_id", "integer", "integer"],
      ["paid_amount", "numeric(8,2)", "decimal"],
    ],
    foreignKeys: [{ column: "volunteer_id", table: "volunteers" }],
    rows: Array.from({ length: 5 }, (_, i) => ({ payment_id: i + 1, volunteer_id: i + 2, paid_amount: 15 })),
  },
];

describe("absence said with an irregular verb", () => {
  it("names the rows through the verb's infinitive", () => {
    expect(translate("Which volunteers haven't paid their dues?", { catalog: fixtureCatalog(DUES) }).sql).toMatch(
      /WHERE NOT EXISTS \(SELECT 1 FROM "membership_payments"/,
    );
  });
});
