// "How many" of an amount, averaged (made-up music school, neither a sample nor an evaluation database): "how many
// hours" sums the hours a log holds, "on average" makes it their mean, and "in total" keeps the sum.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "practice_logs",
    key: "log_id",
    columns: [
      ["log_id", "integer", "integer"],
      ["pianist", "text", "text"],
      ["hours_practised", "numeric", "decimal"],
      ["pages_read", "integer", "integer"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      log_id: i + 1,
      pianist: ["Ada", "Ben", "Cleo"][i % 3],
      hours_practised: 1 + (i % 4) / 2,
      pages_read: 3 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("amounts asked with 'how many', averaged", () => {
  it("averages a stored time when the question says 'on average'", () => {
    expect(sql("On average, how many hours were practised?")).toMatch(/AVG\("hours_practised"\)/);
    expect(sql("How many hours were practised in total?")).toMatch(/SUM\("hours_practised"\)/);
  });

  it("averages any amount when the question says 'on average'", () => {
    expect(sql("How many pages are read on average?")).toMatch(/AVG\("pages_read"\)/);
    expect(sql("How many pages were read?")).toMatch(/SUM\("pages_read"\)/);
  });
});
