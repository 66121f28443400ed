import { describe, expect, it } from "vitest";
import { translate } from "~/engine/index";
import { DEFAULT_SUGGESTIONS, INSIGHT_RULES } from "~/lib/limits";
import { suggestFollowUps, type FollowUpInput } from "./follow-ups";
import { months, resultOf, series, SHOP } from "../../tests/fixtures/answer";

const now = new Date("2024-06-15T12:00:00Z");

/** The answer the engine would give: its IR, and rows shaped like its SELECT list. */
function answer(question: string): FollowUpInput {
  const { ir } = translate(question, { catalog: SHOP, now });
  const rows = Array.from({ length: ir.dimensions.length ? 4 : 1 }, (_, i) => {
    const row: Record<string, unknown> = {};
    for (const d of ir.dimensions) row[d.alias] = d.grain ? `2024-0${i + 1}-01` : `${d.alias} ${i}`;
    for (const m of ir.select) row[m.alias] = m.agg ? (i + 1) * 10 : `value ${i}`;
    return row;
  });
  return { question, result: resultOf(rows), catalog: SHOP, ir };
}

describe("suggestFollowUps", () => {
  const shapes: [behaviour: string, question: string, expected: string[]][] = [
    [
      "after a time series, ranks and splits by other columns of the table and changes the grain",
      "total amount by month",
      ["Show the top 5 statuses by total amount", "Break down total amount by sales channel", "Show total amount by quarter"],
    ],
    ["after a quarterly series, moves up to years", "total amount by quarter", ["Show the top 5 statuses by total amount", "Break down total amount by sales channel", "Show total amount by year"]],
    [
      "after a breakdown, offers the metric by month when the table has a date",
      "total amount by segment",
      ["Show total amount by month", "Show the top 5 segments by total amount", "What is the average amount per segment?"],
    ],
    [
      "after a ranking, asks for the average per dimension",
      "top 3 categories by total amount",
      ["What is the average amount per category?", "Show total amount by month", "Show the bottom 5 categories by total amount"],
    ],
    ["after a count, asks how many per low-cardinality column", "number of orders", ["How many orders per status?", "Show number of orders by month", "What is the average quantity per status?"]],
    ["after a total, breaks it down", "total amount", ["Break down total amount by status", "Show total amount by month", "What is the average amount per status?"]],
    ["after a listing, counts and averages", "orders from Germany", ["How many orders per status?", "Show number of orders by month", "What is the average quantity per status?"]],
    [
      "does not average an average again",
      "average amount per country",
      ["Show average amount by month", "Show the top 5 countries by average amount", "Break down average amount by status"],
    ],
    ["follows the base measure of a share", "share of amount by status", ["Show total amount by month", "Show the top 5 statuses by total amount", "What is the average amount per status?"]],
  ];
  it.each(shapes)("%s", (_, question, expected) => {
    expect(suggestFollowUps(answer(question))).toEqual(expected);
  });

  it("finds the table from the result's columns when there is no IR", () => {
    const input = { question: "total amount by month", result: resultOf(months([1, 2, 3], "total_amount")), catalog: SHOP };
    expect(suggestFollowUps(input)).toEqual(["Show the top 5 statuses by total amount", "Break down total amount by sales channel", "Show total amount by quarter"]);
  });

  it("ranks and averages over the answer's own columns without a catalog", () => {
    const input = { question: "revenue per region", result: resultOf(series("region", "total_revenue", [["North", 3], ["South", 5]])) };
    expect(suggestFollowUps(input)).toEqual(["Show the top 5 regions by total revenue", "What is the average revenue per region?", "Show the bottom 5 regions by total revenue"]);
  });

  it("falls back to the default suggestions when nothing fits", () => {
    expect(suggestFollowUps({ question: "hello", result: resultOf([]) })).toEqual(DEFAULT_SUGGESTIONS.slice(0, 3));
  });

  it.each([1, 2, 3, 5])("returns %i suggestions when asked", (count) => {
    expect(suggestFollowUps({ ...answer("total amount by segment"), count })).toHaveLength(count);
  });

  it("returns no duplicates and never the question itself, even reworded", () => {
    const input = { ...answer("total amount by segment"), question: "Show total amount per month?", count: 8 };
    const suggestions = suggestFollowUps(input);
    expect(new Set(suggestions).size).toBe(suggestions.length);
    expect(suggestions).not.toContain("Show total amount by month");
  });

  it("is deterministic", () => {
    expect(suggestFollowUps(answer("total amount by month"))).toEqual(suggestFollowUps(answer("total amount by month")));
  });

  it("uses column labels as words", () => {
    expect(suggestFollowUps(answer("total amount by month")).join(" ")).toMatch(/by sales channel/);
  });

  it("skips names, ids and columns with one value per row as groupings", () => {
    const text = suggestFollowUps({ ...answer("number of customers by country"), count: 10 }).join(" ");
    expect(text).not.toMatch(/full name|customer id|\bid\b/);
  });

  // The contract with the question engine: a suggestion the engine cannot answer confidently is a broken button.
  const asked = ["total amount by month", "total amount by segment", "top 3 categories by total amount", "number of orders", "total amount", "orders from Germany", "average amount per country", "number of customers by country", "share of amount by status"];
  it.each(asked)("suggests only questions the engine answers confidently and groups, after “%s”", (question) => {
    const generated = suggestFollowUps({ ...answer(question), count: 9 }).filter((s) => !(DEFAULT_SUGGESTIONS as readonly string[]).includes(s));
    expect(generated.length).toBeGreaterThanOrEqual(3);
    for (const suggestion of generated) {
      const translation = translate(suggestion, { catalog: SHOP, now });
      expect(translation.confidence, suggestion).toBeGreaterThanOrEqual(INSIGHT_RULES.rephraseBelowConfidence);
      expect(translation.sql, suggestion).toMatch(/GROUP BY/);
    }
  });
});
