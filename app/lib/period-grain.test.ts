import { describe, expect, it } from "vitest";
import { bucketsIn, grainForPeriod, previousRange } from "./period-grain";

describe("grainForPeriod", () => {
  const last90 = { from: "2026-08-31", to: "2026-11-29" };
  it.each([
    ["year", last90, "month"],
    ["quarter", last90, "month"],
    ["month", last90, "month"],
    ["year", { from: "2025-11-29", to: "2026-11-29" }, "quarter"],
    ["month", { from: "2026-10-30", to: "2026-11-29" }, "week"],
    ["year", { from: "2020-01-01", to: "2026-01-01" }, "year"],
    ["week", { from: "2026-11-27", to: "2026-11-29" }, "day"],
  ])("shows a chart by %s over %j by %s", (grain, range, shown) => {
    expect(grainForPeriod(grain, range)).toBe(shown);
  });

  it("leaves weekdays and unknown grains alone", () => {
    expect(grainForPeriod("weekday", last90)).toBeNull();
    expect(grainForPeriod("hour", last90)).toBeNull();
  });

  it("counts whole buckets in a half-open range", () => {
    expect(bucketsIn({ from: "2025-01-01", to: "2025-04-01" }, "month")).toBe(3);
    expect(bucketsIn({ from: "2025-01-01", to: "2025-01-08" }, "week")).toBe(1);
  });
});

describe("previousRange", () => {
  it("moves whole months back by months and names them", () => {
    expect(previousRange({ from: "2025-04-01", to: "2025-07-01" })).toEqual({
      from: "2025-01-01",
      to: "2025-04-01",
      label: "Jan 2025 – Mar 2025",
    });
    expect(previousRange({ from: "2025-03-01", to: "2025-04-01" })).toEqual({
      from: "2025-02-01",
      to: "2025-03-01",
      label: "Feb 2025",
    });
    expect(previousRange({ from: "2025-01-01", to: "2026-01-01" })).toEqual({
      from: "2024-01-01",
      to: "2025-01-01",
      label: "2024",
    });
  });

  it("moves any other range back by its days", () => {
    expect(previousRange({ from: "2026-08-31", to: "2026-11-29" })).toEqual({
      from: "2026-06-02",
      to: "2026-08-31",
      label: "the previous 90 days",
    });
    expect(previousRange({ from: "2026-11-28", to: "2026-11-29" })).toEqual({
      from: "2026-11-27",
      to: "2026-11-28",
      label: "the day before (27 Nov 2026)",
    });
  });
});
