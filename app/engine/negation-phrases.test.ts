// Negations said in two words or as a gerund (made-up bakery, neither a sample nor an evaluation database): "leaving
// out", "apart from", "aside from", "ignoring" drop the rows they name, like "excluding" does.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "orders",
    key: "orderid",
    columns: [
      ["orderid", "integer", "integer"],
      ["status", "text", "text"],
      ["is_gift", "integer", "integer"],
      ["total", "decimal", "decimal"],
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({
      orderid: i + 1,
      status: ["baked", "delivered", "cancelled", "delivered"][i % 4],
      is_gift: i % 5 === 0 ? 1 : 0,
      total: 5 + (i % 9),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("negations in other words", () => {
  it.each([
    "How many orders were there, leaving out cancelled orders?",
    "How many orders were there apart from cancelled ones?",
    "How many orders were there aside from cancelled orders?",
    "How many orders were there, ignoring cancelled orders?",
  ])("%s", (question) => {
    expect(sql(question)).toMatch(/"status" <> 'cancelled'|NOT \("status" = 'cancelled'\)/);
  });

  it("turns a yes/no flag", () => {
    expect(sql("What did orders total, leaving out gift orders?")).toMatch(/"is_gift" = 0/);
  });
});
