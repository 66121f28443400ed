// Rows counted per entity (made-up orchard co-operative, neither a sample nor an evaluation database): growers and
// their harvests. "More than one harvest" counts each grower's harvests — the noun after "one" names rows, not their
// key; "harvested more than once" counts the rows the verb names; "2 or more harvests" has its noun after the cue;
// "have harvested" is the past said in the perfect tense; "once" is no stored value; and "harvests of over 2,400" compares their amount, never their id.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "growers",
    key: "grower_id",
    columns: [
      ["grower_id", "integer", "integer"],
      ["grower_name", "text", "text"],
      ["grade", "text", "text"],
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({
      grower_id: i + 1,
      grower_name: `Orchard ${i + 1}`,
      grade: `${(i % 3) + 1}`,
    })),
  },
  {
    name: "grower_harvests",
    key: "harvest_id",
    columns: [
      ["harvest_id", "integer", "integer"],
      ["grower_id", "integer", "integer"],
      ["picked_on", "date", "date"],
      ["sale_amount", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "grower_id", table: "growers" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      harvest_id: i + 1,
      grower_id: (i % 7) + 1,
      picked_on: `2025-09-${String(1 + (i % 28)).padStart(2, "0")}`,
      sale_amount: 400 + 97 * i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("rows counted per entity", () => {
  it("reads 'more than one harvest' as a count of each grower's harvests", () => {
    const got = sql("Which growers have more than one harvest?");
    expect(got).toMatch(/GROUP BY .*"grower_name"/);
    expect(got).toMatch(/HAVING COUNT\(\*\) > 1/);
    expect(got).not.toMatch(/"harvest_id" > 1/);
  });

  it("reads the noun after '2 or more' as the rows counted", () => {
    expect(sql("Which growers have 2 or more harvests?")).toMatch(/HAVING COUNT\(\*\) >= 2/);
    expect(sql("Which growers have two harvests or more?")).toMatch(/HAVING COUNT\(\*\) >= 2/);
  });

  it("counts the rows a verb names, and 'once' matches no stored value", () => {
    const got = sql("Which growers harvested more than once?");
    expect(got).toMatch(/FROM "grower_harvests"/);
    expect(got).toMatch(/HAVING COUNT\(\*\) > 1/);
    expect(got).not.toMatch(/'1'/);
  });

  it("reads the perfect tense as the past, and skips a short phrase of place after the verb", () => {
    for (const question of [
      "Which growers have harvested more than once?",
      "Which growers harvested with us twice or more?",
    ]) {
      const got = sql(question);
      expect(got).toMatch(/FROM "grower_harvests"/);
      expect(got).toMatch(/GROUP BY .*"grower_name"/);
      expect(got).toMatch(/HAVING COUNT\(\*\) >/);
    }
  });

  it("shows each grower's count when 'how many' is asked after the condition, and counts growers when before", () => {
    const listed = sql("Which growers have more than one harvest, and how many does each have?");
    expect(listed).toMatch(/GROUP BY .*"grower_name"/);
    expect(listed).not.toMatch(/COUNT\(\*\) OVER \(\)/);
    expect(sql("How many growers have more than one harvest?")).toMatch(/COUNT\(\*\) OVER \(\)/);
  });

  it("compares the rows' amount, not their id", () => {
    const got = sql("List the harvests of over 2,400.");
    expect(got).toMatch(/"sale_amount" > 2400/);
    expect(got).not.toMatch(/"harvest_id" > 2400/);
  });
});
