import { describe, expect, it } from "vitest";
import { DATE_PRESETS, resolveDateRange, type DateRangeInput } from "./date-range";

// late in the evening UTC: the days are UTC days
const NOW = new Date("2025-05-14T23:30:00Z");

describe("resolveDateRange", () => {
  it.each([
    ["30d", "2025-04-15", "2025-05-15", "Last 30 days"],
    ["90d", "2025-02-14", "2025-05-15", "Last 90 days"],
    ["12m", "2024-05-15", "2025-05-15", "Last 12 months"],
    ["ytd", "2025-01-01", "2025-05-15", "This year"],
    ["last-year", "2024-01-01", "2025-01-01", "Last year"],
  ])("a preset %s covers [%s, %s) and is named “%s”", (period, from, to, label) => {
    expect(resolveDateRange({ period }, NOW)).toEqual({ from, to, label });
  });

  it("counts rolling days with today as the last of them", () => {
    const range = resolveDateRange({ period: "30d" }, NOW)!;
    expect((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000).toBe(30);
  });

  it("goes a year back from tomorrow: from a leap day, and across the new year", () => {
    expect(resolveDateRange({ period: "12m" }, new Date("2024-02-29T12:00:00Z"))).toMatchObject({
      from: "2023-03-01",
      to: "2024-03-01",
    });
    expect(resolveDateRange({ period: "12m" }, new Date("2024-12-31T12:00:00Z"))).toMatchObject({
      from: "2024-01-01",
      to: "2025-01-01",
    });
    expect(resolveDateRange({ period: "ytd" }, new Date("2024-12-31T12:00:00Z"))).toMatchObject({
      from: "2024-01-01",
      to: "2025-01-01",
    });
  });

  it("has no range for all time, nothing, or an unknown preset", () => {
    expect(resolveDateRange({ period: "all" }, NOW)).toBeNull();
    expect(resolveDateRange({}, NOW)).toBeNull();
    expect(resolveDateRange({ period: "7y" }, NOW)).toBeNull();
    expect(resolveDateRange({ period: "toString" }, NOW)).toBeNull();
  });

  it("takes a custom range's last day as included: the range ends the day after", () => {
    expect(resolveDateRange({ from: "2025-01-01", to: "2025-03-31" }, NOW)).toEqual({
      from: "2025-01-01",
      to: "2025-04-01",
      label: "1 Jan 2025 – 31 Mar 2025",
    });
    expect(resolveDateRange({ period: "custom", from: "2024-12-31", to: "2024-12-31" }, NOW)).toEqual({
      from: "2024-12-31",
      to: "2025-01-01",
      label: "31 Dec 2024",
    });
  });

  it("a preset wins over custom days sent with it", () => {
    expect(resolveDateRange({ period: "ytd", from: "2020-01-01", to: "2020-02-01" }, NOW)?.label).toBe("This year");
  });

  it.each([
    [{ from: "2025-03-31", to: "2025-01-01" }, "ends before it starts"],
    [{ from: "2025-02-30", to: "2025-03-31" }, "no such day"],
    [{ from: "2025-1-1", to: "2025-03-31" }, "not ISO"],
    [{ from: "2025-01-01" }, "no end"],
    [{ to: "2025-01-01" }, "no start"],
    [{ from: "2025-01-01'--", to: "2025-03-31" }, "trailing text"],
    [{ period: "90d-ish", from: "2025-01-01", to: "2025-03-31" }, "an unknown period"],
  ] as [DateRangeInput, string][])("refuses %j: %s", (input) => {
    expect(resolveDateRange(input, NOW)).toBeNull();
  });

  it("offers the presets in the order the filter lists them", () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual([
      "All time",
      "Last 30 days",
      "Last 90 days",
      "Last 12 months",
      "This year",
      "Last year",
    ]);
  });
});
