import { describe, expect, it } from "vitest";
import { columnLabel, formatCell, sortRows, formatPeriods, humanizeName, joinWords, pluralize } from "./format";
import { byCalendar, type PeriodGrain } from "./calendar";
import { isIdentifierName, isTimeName, parseCalendar, toNumber } from "./values";

describe("formatCell", () => {
  it("formats numbers a driver sent as text in a number column, and leaves text columns alone", () => {
    expect(formatCell("4.1553398058252427", "decimal")).toBe("4.16");
    expect(formatCell("23215", "integer")).toBe("23,215");
    expect(formatCell("00123", "text")).toBe("00123");
    expect(formatCell(1234.5)).toBe("1,235");
    expect(formatCell(null, "decimal")).toBe("—");
  });
});

describe("sortRows", () => {
  const rows = [
    { city: "Oslo", n: "9" },
    { city: "Lima", n: "10" },
    { city: null, n: null },
    { city: "Bern", n: "2" },
  ];
  it("orders numbers sent as text by value, both ways, empty cells last", () => {
    expect(sortRows(rows, "n", "asc", "integer").map((r) => r.n)).toEqual(["2", "9", "10", null]);
    expect(sortRows(rows, "n", "desc", "integer").map((r) => r.n)).toEqual(["10", "9", "2", null]);
  });
  it("orders text alphabetically", () => {
    expect(sortRows(rows, "city", "asc", "text").map((r) => r.city)).toEqual(["Bern", "Lima", "Oslo", null]);
  });
});

describe("formatPeriods", () => {
  const cases: [behaviour: string, values: unknown[], labels: string[], grain?: PeriodGrain][] = [
    ["reads first days of months as months", ["2024-01-01", "2024-02-01"], ["Jan 2024", "Feb 2024"]],
    ["reads a lone month bucket as a month", ["2024-03-01"], ["Mar 2024"]],
    [
      "reads quarter starts three months apart as quarters",
      ["2024-01-01", "2024-04-01", "2024-07-01"],
      ["Q1 2024", "Q2 2024", "Q3 2024"],
    ],
    ["reads first days of years as years", ["2023-01-01", "2024-01-01"], ["2023", "2024"]],
    ["reads bare years as years", [2023, "2024"], ["2023", "2024"]],
    ["reads other days as days", ["2024-01-15", "2024-01-16"], ["15 Jan 2024", "16 Jan 2024"]],
    ["keeps times of day that are not midnight", ["2024-01-15T10:30:00"], ["15 Jan 2024 10:30"]],
    [
      "reads zoned timestamps without shifting them",
      ["2024-01-01T00:00:00.000Z", "2024-02-01T00:00:00.000Z"],
      ["Jan 2024", "Feb 2024"],
    ],
    ["reads year-month text", ["2024-01", "2024-02"], ["Jan 2024", "Feb 2024"]],
    ["keeps text and marks blanks", ["2024-01-01", "unknown", null], ["Jan 2024", "unknown", "(empty)"]],
    ["follows a grain it is given", ["2024-01-01", "2024-04-01"], ["Jan 2024", "Apr 2024"], "month"],
  ];
  it.each(cases)("%s", (_, values, labels, grain) => expect(formatPeriods(values, grain)).toEqual(labels));
});

describe("names", () => {
  const labels: [string, string | undefined, string][] = [
    ["total_revenue", undefined, "total revenue"],
    ["orderDate", undefined, "order date"],
    ["loan_count", undefined, "number of loans"],
    ["count", "loans", "number of loans"],
    ["count", undefined, "count"],
    ["share_of_total_fee", undefined, "share of total fee"],
  ];
  it.each(labels)("labels %s (table %s) as %s", (name, table, label) => expect(columnLabel(name, table)).toBe(label));

  it.each([
    ["city", "cities"],
    ["status", "statuses"],
    ["genre", "genres"],
    ["day", "days"],
    ["box", "boxes"],
  ])("pluralizes %s as %s", (word, plural) => {
    expect(pluralize(word)).toBe(plural);
  });

  it("joins words as a list", () => {
    expect([[], ["a"], ["a", "b"], ["a", "b", "c"]].map(joinWords)).toEqual(["", "a", "a and b", "a, b and c"]);
  });

  it("humanizes snake and camel case", () => expect(humanizeName("Sales_channelName")).toBe("sales channel name"));
  it("says a repeated word once (SUM of a column named total)", () =>
    expect(humanizeName("total_total")).toBe("total"));
});

describe("cell values", () => {
  const numbers: [unknown, number | null][] = [
    [12, 12],
    ["1,234.5", 1234.5],
    ["-3", -3],
    [" 7 ", 7],
    ["1e3", 1000],
    ["", null],
    ["12abc", null],
    ["1,23", null],
    [null, null],
    [Number.NaN, null],
    [true, null],
    [".", null],
  ];
  it.each(numbers)("reads %j as the number %j", (value, number) => expect(toNumber(value)).toBe(number));

  it("reads bare years only when allowed", () => {
    expect(parseCalendar(2023)).toBeNull();
    expect(parseCalendar(2023, true)).toMatchObject({ year: 2023, precision: "year" });
    expect(parseCalendar("2024-13-01")).toBeNull();
  });

  it.each([
    ["created_at", true],
    ["order_date", true],
    ["fiscal_year", true],
    ["month", true],
    ["status", false],
    ["at", false],
    ["days_open", false],
  ])("judges whether %s names time (%s)", (name, expected) => expect(isTimeName(name)).toBe(expected));

  it.each([
    ["id", true],
    ["customer_id", true],
    ["orderId", true],
    ["paid", false],
    ["idle_minutes", false],
  ])("judges whether %s is an identifier (%s)", (name, expected) => {
    expect(isIdentifierName(name)).toBe(expected);
  });

  it("orders periods chronologically and keeps non-dates last", () => {
    expect(byCalendar(["2024-03-01", "x", "2023-12-01", "2024-01-01"], (v) => v)).toEqual([
      "2023-12-01",
      "2024-01-01",
      "2024-03-01",
      "x",
    ]);
  });
});
