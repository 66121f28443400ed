import { describe, expect, it } from "vitest";
import { SHOP, table } from "../../tests/fixtures/answer";
import { candidateQuestions } from "./suggestions.server";

describe("candidateQuestions", () => {
  it("phrases starter questions as a person would: plurals, and abbreviated names spelled out", () => {
    const freight = { ...SHOP, tables: [table("shpmt", 900, [["id", "integer"], ["dest_cty", "text", { sampleValues: ["Ghent", "Porto", "Lyon"], distinctCount: 3 }], ["inv_amt", "decimal"], ["ord_dt", "date"]])] };
    expect(candidateQuestions(freight)).toEqual([
      "Total invoice amount by month",
      "How many shipments per destination city?",
      "Top 5 destination cities by invoice amount",
      "What is the average invoice amount of shipments?",
      "How many shipments are there?",
    ]);
    expect(candidateQuestions(SHOP).every((question) => !/_/.test(question))).toBe(true);
  });
});
