// Totals said last, and a name that holds an aggregate's word (made-up sports club, neither a sample nor an evaluation
// database): "what do the fees add up to" sums them; in "the typical fees … add up to" the word "typical" is the
// column's name (typical_fee), not a mean.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "memberships",
    key: "membership_id",
    columns: [
      ["membership_id", "integer", "integer"],
      ["club", "text", "text"],
      ["typical_fee", "numeric", "decimal"],
      ["joining_fee", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({
      membership_id: i + 1,
      club: ["Rowing", "Tennis", "Chess"][i % 3],
      typical_fee: 100 + 10 * i,
      joining_fee: 20 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("adding up", () => {
  it("sums what 'add up to' follows", () => {
    expect(sql("What do the joining fees add up to?")).toMatch(/SUM\("joining_fee"\)/);
  });

  it("reads an aggregate's word inside a column's name as the name", () => {
    const got = sql("What do the typical fees of the Rowing memberships add up to?");
    expect(got).toMatch(/SUM\("typical_fee"\)/);
    expect(got).not.toMatch(/AVG/);
  });
});
