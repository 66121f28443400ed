import { describe, expect, it } from "vitest";
import { CLIP_MARK, ResultBudget } from "./result-budget";

const limits = { maxCellChars: 10, maxBytes: 200, maxReadBytes: 1000 };

describe("ResultBudget", () => {
  it("keeps rows up to the row cap and reports the cap as the reason", () => {
    const budget = new ResultBudget(3, limits);
    expect(budget.add([[1], [2], [3]])).toBe(true);
    expect(budget.add([[4]])).toBe(false);
    expect(budget.rows).toEqual([[1], [2], [3]]);
    expect(budget.truncatedBy).toBe("rows");
  });

  it("clips cells longer than the cell limit", () => {
    const budget = new ResultBudget(10, limits);
    budget.add([["x".repeat(50), "short"]]);
    expect(budget.rows[0]).toEqual(["x".repeat(10) + CLIP_MARK, "short"]);
    expect(budget.cellsClipped).toBe(true);
    expect(budget.truncatedBy).toBeNull();
  });

  it("stops at the byte cap of what it keeps", () => {
    const budget = new ResultBudget(1000, limits);
    while (budget.add([["y".repeat(10)]]));
    expect(budget.truncatedBy).toBe("bytes");
    expect(budget.keptBytes).toBeLessThanOrEqual(limits.maxBytes);
    expect(budget.rows.length).toBe(Math.floor(limits.maxBytes / 12));
  });

  it("stops at the byte cap of what it read, even when clipping keeps the result small", () => {
    const budget = new ResultBudget(1000, { ...limits, maxBytes: 10_000 });
    while (budget.add([["z".repeat(100)]]));
    expect(budget.truncatedBy).toBe("bytes");
    expect(budget.readBytes).toBeGreaterThanOrEqual(1000);
    expect(budget.rows.length).toBeLessThan(12);
  });

  it("sizes the next batch from the rows seen so far", () => {
    const budget = new ResultBudget(10_000, { maxCellChars: 100, maxBytes: 100_000, maxReadBytes: 1_000_000 });
    expect(budget.nextBatch()).toBe(20);
    budget.add(Array.from({ length: 20 }, () => ["w".repeat(50_000)]));
    expect(budget.nextBatch()).toBeLessThan(20);
    expect(budget.nextBatch()).toBeGreaterThanOrEqual(1);
    const small = new ResultBudget(5, limits);
    small.add([[1], [2]]);
    expect(small.nextBatch()).toBe(4); // up to one past the cap, to tell "exactly 5" from "more"
  });
});
