import { describe, expect, it } from "vitest";
import { widgetDescription, widgetTitle } from "./widget-title";

describe("widgetTitle", () => {
  const cases: [behaviour: string, question: string, title: string][] = [
    [
      "keeps the first three words longer than two characters",
      "Show me revenue by month for 2024",
      "Show revenue month... Analysis",
    ],
    ["ignores punctuation around words", "What's the total (net) revenue?", "What's the total... Analysis"],
    ["uses fewer words when the question has fewer", "revenue by month", "revenue month... Analysis"],
    ["falls back when no word is long enough", "is it up?", "Query Result"],
    ["falls back for an empty question", "   ", "Query Result"],
  ];
  it.each(cases)("%s", (_, question, title) => expect(widgetTitle(question)).toBe(title));

  it("takes the answer's chart title, in business words, when there is one", () => {
    expect(widgetTitle("average rating by category", "Average rating by category")).toBe("Average rating by category");
    expect(widgetTitle("list the products", "Query result")).toBe("list the products... Analysis");
  });
});

describe("widgetDescription", () => {
  it("quotes a short question whole", () => {
    expect(widgetDescription("  Total revenue by month ")).toBe('Generated from: "Total revenue by month"');
  });

  it("quotes the first 80 characters of a long question", () => {
    const question = "a".repeat(79) + "bc";
    expect(widgetDescription(question)).toBe(`Generated from: "${"a".repeat(79)}b..."`);
  });
});
