// Groups kept with none of their rows, over a made-up repair shop (neither a sample nor an evaluation database):
// "include …with none", "zero included", "counting … with no …" start from the groups' table and LEFT JOIN the
// measured rows, so an empty group shows zero — and an average over the groups counts it.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const rows = (n: number, row: (i: number) => Record<string, string | number>) =>
  Array.from({ length: n }, (_, i) => row(i));

const TABLES: FixtureTable[] = [
  {
    name: "mechanics",
    key: "mechanic_id",
    columns: [
      ["mechanic_id", "integer", "integer"],
      ["mechanic_name", "text", "text"],
      ["workshop", "text", "text"],
    ],
    rows: rows(8, (i) => ({
      mechanic_id: i + 1,
      mechanic_name: `Mechanic ${i + 1}`,
      workshop: ["North", "South"][i % 2],
    })),
  },
  {
    name: "repairs",
    key: "repair_id",
    columns: [
      ["repair_id", "integer", "integer"],
      ["mechanic_id", "integer", "integer"],
      ["repaired_on", "date", "date"],
      ["labour_cost", "decimal(10,2)", "decimal"],
    ],
    foreignKeys: [{ column: "mechanic_id", table: "mechanics" }],
    // mechanics 6–8 have no repairs
    rows: rows(20, (i) => ({
      repair_id: i + 1,
      mechanic_id: (i % 5) + 1,
      repaired_on: `2024-0${(i % 9) + 1}-03`,
      labour_cost: 40 + i * 5,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("groups kept with none of their rows", () => {
  it("starts from the groups and LEFT JOINs the counted rows when the question says to include empty groups", () => {
    for (const q of [
      "How many repairs has each mechanic done? Include mechanics with none.",
      "Give each mechanic's number of repairs, zero included.",
      "How many repairs per mechanic, including those who have done nothing?",
    ]) {
      const s = sql(q);
      expect(s, q).toMatch(
        /FROM "mechanics" LEFT JOIN "repairs" ON "mechanics"\."mechanic_id" = "repairs"\."mechanic_id"/,
      );
      expect(s, q).toMatch(/SUM\(CASE WHEN "repairs"\."repair_id" IS NOT NULL THEN 1 ELSE 0 END\)/);
    }
  });

  it("sums to zero for an empty group", () => {
    const s = sql("What is the total labour cost per mechanic, even mechanics with no repairs?");
    expect(s).toMatch(/FROM "mechanics" LEFT JOIN "repairs"/);
    expect(s).toMatch(/SUM\(CASE WHEN "repairs"\."repair_id" IS NOT NULL THEN "repairs"\."labour_cost" ELSE 0 END\)/);
  });

  it("averages over every group, the empty ones too", () => {
    const s = sql("Counting mechanics who have done none, how many repairs does a mechanic do on average?");
    expect(s).toMatch(/^SELECT AVG\(/);
    expect(s).toMatch(/FROM "mechanics" LEFT JOIN "repairs"/);
  });

  it("reads the clause around a perfect-tense question and after an opening clause naming every group", () => {
    for (const q of [
      "How many repairs has a mechanic done on average, counting mechanics with none?",
      "Counting every mechanic, even those who did nothing, how many repairs does a mechanic do on average?",
      "Counting mechanics with no repairs, what is the average number of repairs per mechanic?",
    ]) {
      const s = sql(q);
      expect(s, q).toMatch(/^SELECT AVG\(/);
      expect(s, q).toMatch(/FROM "mechanics" LEFT JOIN "repairs"/);
    }
  });

  it('reads "has a mechanic done" as the question\'s tense, not as mechanics that must exist', () => {
    const s = sql("How many repairs has a mechanic done on average?");
    expect(s).toMatch(/^SELECT AVG\(/);
    expect(s).not.toMatch(/EXISTS/);
  });

  it("leaves a question without the clause as it was", () => {
    const s = sql("How many repairs has each mechanic done?");
    expect(s).toMatch(/FROM "repairs" JOIN "mechanics"/);
    expect(s).not.toMatch(/LEFT JOIN/);
  });

  it('keeps a condition that "no" negates in a counting clause', () => {
    const s = sql("Counting only repairs with no labour cost, how many repairs has each mechanic done?");
    expect(s).not.toMatch(/LEFT JOIN/);
  });
});
