// What a period's qualifiers say about its edges: "inclusive of today" adds nothing, "excluding the current month"
// ends the period where this month starts, "inclusive of 1 month ago" makes "the past month" a rolling one; "on or
// after" and "on or before" include the day named.
import { describe, expect, it } from "vitest";
import { findDates } from "./dates";
import { tokenize } from "./tokens";

const NOW = new Date("2024-12-18T10:00:00Z");
const day = (d: Date) => d.toISOString().slice(0, 10);
const range = (question: string) => findDates(tokenize(question), NOW).map((m) => [day(m.start), day(m.end)]);

describe("qualified periods", () => {
  it("a last-N period already runs through today", () => {
    expect(range("sales in the past 7 days, inclusive of today")).toEqual([["2024-12-11", "2024-12-19"]]);
    expect(range("sales in the last 30 days inclusive of today's date")).toEqual([["2024-11-18", "2024-12-19"]]);
  });

  it("excluding the current unit ends the period where it starts", () => {
    expect(range("treatments in the last 6 months, not including the current month")).toEqual([
      ["2024-06-01", "2024-12-01"],
    ]);
    expect(range("payments in each of the last 8 weeks (excluding the current week)")).toEqual([
      ["2024-10-21", "2024-12-16"],
    ]);
    expect(range("transactions last week (exclusive of the current week)")).toEqual([["2024-12-09", "2024-12-16"]]);
  });

  it("inclusive of a day ago makes the period rolling; calendar months are whole", () => {
    expect(range("sessions in the past month, inclusive of 1 month ago")).toEqual([["2024-11-18", "2024-12-19"]]);
    expect(range("treatments started in the past 6 calendar months")).toEqual([["2024-06-01", "2024-12-19"]]);
  });
});

describe("a day included by 'on or'", () => {
  const read = (question: string) =>
    findDates(tokenize(question), NOW).map((m) => [m.relation, day(m.start), day(m.end)]);
  it("on or after a day is since that day; after it starts the day after", () => {
    expect(read("kennels inspected on or after 3 March 2023")).toEqual([["since", "2023-03-03", "2023-03-04"]]);
    expect(read("kennels inspected after 3 March 2023")).toEqual([["after", "2023-03-03", "2023-03-04"]]);
  });
  it("on or before a day is before the day after it; before it ends where it starts", () => {
    expect(read("kennels inspected on or before 3 March 2023")).toEqual([["before", "2023-03-04", "2023-03-04"]]);
    expect(read("kennels inspected before 3 March 2023")).toEqual([["before", "2023-03-03", "2023-03-04"]]);
  });
});

describe("the last part of a year named outright", () => {
  it("is that year's last quarter, half or month, not the one before today", () => {
    expect(range("repairs booked in the last quarter of 2019")).toEqual([["2019-10-01", "2020-01-01"]]);
    expect(range("visits in the final quarter of 2021")).toEqual([["2021-10-01", "2022-01-01"]]);
    expect(range("orders in the last half of 2018")).toEqual([["2018-07-01", "2019-01-01"]]);
    expect(range("fees paid in the last month of 2020")).toEqual([["2020-12-01", "2021-01-01"]]);
  });

  it("leaves 'last quarter' alone as the quarter before this one", () => {
    expect(range("repairs booked last quarter")).toEqual([["2024-07-01", "2024-10-01"]]);
  });
});

describe("a range of days written once", () => {
  it("lends the second day's month and year to the first", () => {
    expect(range("lessons given between 3 and 9 March 2021")).toEqual([["2021-03-03", "2021-03-10"]]);
    expect(range("riders arriving from 12 to 18 June 2011")).toEqual([["2011-06-12", "2011-06-19"]]);
    expect(range("repairs between May 1 and May 7, 2008")).toEqual([["2008-05-01", "2008-05-08"]]);
    expect(range("visits from 1 May to 7 May 2008")).toEqual([["2008-05-01", "2008-05-08"]]);
  });

  it("leaves a range of plain numbers alone", () => {
    expect(range("orders with between 5 and 10 items")).toEqual([]);
  });
});
