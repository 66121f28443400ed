import { describe, expect, it } from "vitest";
import { looksLikeAmount, looksLikeDate, textShapeOf } from "./text-shapes";

const sample = (...values: string[]) => values.map((value) => ({ value, count: 1 }));

describe("text shapes", () => {
  it.each([
    "2024-03-02",
    "2024/3/2 10:30",
    "03/02/2024",
    "2.3.24",
    "2 Mar 2024",
    "02-Mar-24",
    "March 2, 2024",
    "3/2/2024 4:05 PM",
  ])("reads %s as a date", (value) => expect(looksLikeDate(value)).toBe(true));

  it.each(["2024", "03/02", "Q1 2024", "12.50", "March", "1234567"])("does not read %s as a date", (value) =>
    expect(looksLikeDate(value)).toBe(false),
  );

  it.each(["$1,200", "12.50", "45%", "€ 3.99", "1,234,567", "-7.5"])("reads %s as an amount", (value) =>
    expect(looksLikeAmount(value)).toBe(true),
  );

  it.each(["00123", "42", "abc", "2024-01-02", ""])(
    "does not read %s as an amount (a bare integer may be a code)",
    (value) => expect(looksLikeAmount(value)).toBe(false),
  );

  it("gives a column a shape when most of its sampled values have it, weighted by their counts", () => {
    expect(textShapeOf(sample("03/02/2024", "04/02/2024", "05/02/2024", "06/02/2024", "soon"))).toBe("dates");
    expect(textShapeOf(sample("03/02/2024", "soon", "later"))).toBeUndefined();
    expect(
      textShapeOf([
        { value: "$1,200", count: 9 },
        { value: "n/a", count: 1 },
      ]),
    ).toBe("amounts");
    expect(textShapeOf(sample("00123", "00456", "00789"))).toBeUndefined();
    expect(textShapeOf(sample("West", "East"))).toBeUndefined();
    expect(textShapeOf([])).toBeUndefined();
  });
});
