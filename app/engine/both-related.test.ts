// "Both" over related rows (made-up bakery guild, neither a sample nor an evaluation database): a bakery that bakes
// both of two kinds has a row of each kind, which no single row of its bakes shows; a bakery with both deliveries and
// complaints has rows in each of two tables.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const KINDS = ["rye", "sourdough", "brioche", "focaccia"];
const TABLES: FixtureTable[] = [
  {
    name: "bakeries",
    key: "bakery_id",
    columns: [
      ["bakery_id", "integer", "integer"],
      ["bakery_name", "text", "text"],
      ["district", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      bakery_id: i + 1,
      bakery_name: `Bakery ${i + 1}`,
      district: `D${i % 2}`,
    })),
  },
  {
    name: "bakes",
    key: "bake_id",
    columns: [
      ["bake_id", "integer", "integer"],
      ["bakery_id", "integer", "integer"],
      ["loaf_kind", "text", "text"],
      ["loaves", "integer", "integer"],
    ],
    foreignKeys: [{ column: "bakery_id", table: "bakeries" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      bake_id: i + 1,
      bakery_id: 1 + (i % 5),
      loaf_kind: KINDS[i % 4],
      loaves: 20 + i,
    })),
  },
  {
    name: "deliveries",
    key: "delivery_id",
    columns: [
      ["delivery_id", "integer", "integer"],
      ["bakery_id", "integer", "integer"],
      ["delivered_on", "date", "date"],
    ],
    foreignKeys: [{ column: "bakery_id", table: "bakeries" }],
    rows: Array.from({ length: 5 }, (_, i) => ({
      delivery_id: i + 1,
      bakery_id: 1 + i,
      delivered_on: `2024-05-0${i + 1}`,
    })),
  },
  {
    name: "complaints",
    key: "complaint_id",
    columns: [
      ["complaint_id", "integer", "integer"],
      ["bakery_id", "integer", "integer"],
      ["details", "text", "text"],
    ],
    foreignKeys: [{ column: "bakery_id", table: "bakeries" }],
    rows: Array.from({ length: 3 }, (_, i) => ({ complaint_id: i + 1, bakery_id: 2 + i * 2, details: `Late ${i}` })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("both of two values on related rows", () => {
  it("asks for a related row of each value, not one row holding either", () => {
    const text = sql("Which bakeries bake both rye and brioche?");
    expect(text).toMatch(/EXISTS \(SELECT 1 FROM "bakes" WHERE .*"loaf_kind" = 'rye'/);
    expect(text).toMatch(/EXISTS \(SELECT 1 FROM "bakes" WHERE .*"loaf_kind" = 'brioche'/);
    expect(text).not.toMatch(/IN \('rye', 'brioche'\)/);
  });
});

describe("both of two related tables", () => {
  it("asks for rows in each table after a verb", () => {
    for (const question of [
      "Which bakeries received both deliveries and complaints?",
      "Which bakeries have both deliveries and complaints?",
    ]) {
      const text = sql(question);
      expect(text).toMatch(/EXISTS \(SELECT 1 FROM "deliveries"/);
      expect(text).toMatch(/EXISTS \(SELECT 1 FROM "complaints"/);
    }
  });
});
