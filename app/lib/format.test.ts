import { describe, expect, it } from "vitest";
import { formatDate, formatDecimals, formatNumber, formatPercent } from "./format";

describe("formatNumber", () => {
  it.each([
    [1234, "1,234"],
    [1234.567, "1,235"],
    [123.45, "123.5"],
    [12.345, "12.35"],
    [0, "0"],
    [0.01234, "0.0123"],
    [-2500.5, "-2,501"],
    [23215, "23,215"],
    [1234567.891, "1,234,568"],
    [-17477.4, "-17,477"],
    [345.67, "345.7"],
    [3, "3"],
    [-0.5, "-0.5"],
    [Number.NaN, "NaN"],
  ])("writes %s as %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe("formatDecimals", () => {
  it("keeps exactly the decimals asked for, with separators", () => {
    expect(formatDecimals(31.25, 1)).toBe("31.3");
    expect(formatDecimals(31, 1)).toBe("31.0");
    expect(formatDecimals(1234.5, 2)).toBe("1,234.50");
  });
});

describe("formatPercent", () => {
  it("keeps one decimal from 1 % up and two below", () => {
    expect(formatPercent(31.234)).toBe("31.2%");
    expect(formatPercent(0.04)).toBe("0.04%");
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(42.06)).toBe("42.1%");
  });
});

describe("formatDate", () => {
  it.each([
    ["2025-01-05T23:30:00Z", "5 Jan 2025"],
    ["2025-01-05T23:30:00-05:00", "6 Jan 2025"],
    ["2024-12-31", "31 Dec 2024"],
  ])("writes %s as the UTC day %s", (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it("writes Dates and epoch milliseconds alike", () => {
    expect(formatDate(new Date(Date.UTC(2025, 2, 1)))).toBe("1 Mar 2025");
    expect(formatDate(Date.UTC(2025, 2, 1))).toBe("1 Mar 2025");
  });

  it("writes nothing for no date or an unreadable one", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
