import { describe, expect, it } from "vitest";
import { lastPeriodIsPartial } from "./periods";

const now = new Date("2026-11-27T12:00:00Z");

describe("lastPeriodIsPartial", () => {
  it("finds a quarter that has not ended, whatever the row order", () => {
    expect(lastPeriodIsPartial(["2026-10-01", "2026-04-01", "2026-07-01"], now)).toBe(true);
    expect(lastPeriodIsPartial(["2026-04-01", "2026-07-01"], now)).toBe(false);
  });

  it("reads months, years and days by their grain", () => {
    expect(lastPeriodIsPartial(["2026-10-01", "2026-11-01"], now, "month")).toBe(true);
    expect(lastPeriodIsPartial(["2026-09-01", "2026-10-01"], now, "month")).toBe(false);
    expect(lastPeriodIsPartial(["2025-01-01", "2026-01-01"], now, "year")).toBe(true);
    expect(lastPeriodIsPartial(["2026-11-26", "2026-11-27"], now, "day")).toBe(true);
    expect(lastPeriodIsPartial(["2026-11-25", "2026-11-26"], now, "day")).toBe(false);
  });

  it("says nothing of a single period or of values that are not dates", () => {
    expect(lastPeriodIsPartial(["2026-10-01"], now)).toBe(false);
    expect(lastPeriodIsPartial(["1 Mon", "2 Tue"], now, "weekday")).toBe(false);
  });
});
