import { describe, expect, it } from "vitest";
import { fieldFilterId, notFilteredReason, readFieldFilterValues, withFieldFilterValues } from "./field-filters";

describe("field filter values in the address", () => {
  it("reads repeated f.<id> values once each, in order, and nothing else", () => {
    const params = new URLSearchParams(
      "period=90d&f.category=Books&f.category=Toys%20%26%20Games&f.category=Books&f.segment=&q=x",
    );
    expect(readFieldFilterValues(params)).toEqual({ category: ["Books", "Toys & Games"] });
  });

  it("replaces one filter's values and keeps the rest of the address", () => {
    const params = new URLSearchParams("period=90d&f.category=Books&f.segment=Corporate");
    const next = withFieldFilterValues(params, "category", ["Games", "Toys"]);
    expect(next.toString()).toBe("period=90d&f.segment=Corporate&f.category=Games&f.category=Toys");
    expect(withFieldFilterValues(next, "category", []).toString()).toBe("period=90d&f.segment=Corporate");
  });
});

describe("fieldFilterId", () => {
  it("makes a short key of the label, unique on the dashboard", () => {
    expect(fieldFilterId("Category", [])).toBe("category");
    expect(fieldFilterId("Country of orders", [])).toBe("country-of-orders");
    expect(fieldFilterId("Category", ["category", "category-2"])).toBe("category-3");
    expect(fieldFilterId("Ünïcode · name", [])).toBe("unicode-name");
    expect(fieldFilterId("???", [])).toBe("filter");
  });
});

describe("notFilteredReason", () => {
  it("says why a widget kept its numbers, naming the filter", () => {
    expect(notFilteredReason("no-path", "Category")).toBe("Not filtered: this chart has no path to Category");
    expect(notFilteredReason("fan-out", "Region")).toBe("Not filtered: filtering by Region would count rows twice");
    expect(notFilteredReason("sql", "Region")).toBe("Not filtered: this chart was written as SQL");
  });
});
