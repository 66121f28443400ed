// Rankings said with an adjective (made-up walking tours, neither a sample nor an evaluation database): "top 3 oldest
// guides" ranks guides by age (the size from "top 3", the measure from "oldest"), not by how many tours they lead;
// "lowest rated tour" is a tour — the row ranked by its rating — while "the highest rating" is a number.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "guide",
    key: "guide_id",
    columns: [
      ["guide_id", "integer", "integer"],
      ["name", "text", "text"],
      ["age", "integer", "integer"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({ guide_id: i + 1, name: `Guide ${i}`, age: 25 + i * 3 })),
  },
  {
    name: "tour",
    key: "tour_id",
    columns: [
      ["tour_id", "integer", "integer"],
      ["title", "text", "text"],
      ["rating", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({ tour_id: i + 1, title: `Tour ${i}`, rating: 2 + (i % 5) * 0.7 })),
  },
  {
    name: "tour_guide",
    key: "tg_id",
    columns: [
      ["tg_id", "integer", "integer"],
      ["tour_id", "integer", "integer"],
      ["guide_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "tour_id", table: "tour" },
      { column: "guide_id", table: "guide" },
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ tg_id: i + 1, tour_id: 1 + i, guide_id: 1 + ((i * 2) % 12) })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql;

describe("rankings said with an adjective", () => {
  it("takes the size from 'top N' and the measure from the adjective after it", () => {
    expect(sql("Top 3 oldest guides")).toMatch(/ORDER BY "age" DESC NULLS LAST\s+LIMIT 3/);
    expect(sql("Bottom 2 youngest guides")).toMatch(/ORDER BY "age" ASC NULLS LAST\s+LIMIT 2/);
  });

  it("ranks the rows a participle's noun names, and gives a number when only the number is asked", () => {
    expect(sql("lowest rated tour")).toMatch(/"title"[\s\S]*ORDER BY "rating" ASC/);
    expect(sql("What is the highest rating?")).toMatch(/MAX\("rating"\)/);
  });
});
