// Spans between a row's dates over a made-up tool-hire club (neither a sample nor an evaluation database): names read
// as words ("rentdate", "camp_end_date", "shipdate") give the time a row took, a row's length and a person's age.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const day = (i: number, plus = 0) => new Date(Date.UTC(2023, i % 12, 1 + (i % 20) + plus)).toISOString().slice(0, 10);
const TABLES: FixtureTable[] = [
  {
    name: "members",
    key: "memberid",
    columns: [
      ["memberid", "integer", "integer"],
      ["fullname", "text", "text"],
      ["birthdate", "date", "date"],
      ["joindate", "date", "date"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      memberid: i + 1,
      fullname: `Member ${i}`,
      birthdate: `19${60 + i}-03-04`,
      joindate: day(i),
    })),
  },
  {
    name: "tools",
    key: "toolid",
    columns: [
      ["toolid", "integer", "integer"],
      ["toolname", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ toolid: i + 1, toolname: `Tool ${i}` })),
  },
  {
    name: "rentals",
    key: "rentalid",
    columns: [
      ["rentalid", "integer", "integer"],
      ["memberid", "integer", "integer"],
      ["toolid", "integer", "integer"],
      ["rentdate", "date", "date"],
      ["duedate", "date", "date"],
      ["returndate", "date", "date"],
    ],
    foreignKeys: [
      { column: "memberid", table: "members" },
      { column: "toolid", table: "tools" },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      rentalid: i + 1,
      memberid: (i % 10) + 1,
      toolid: (i % 6) + 1,
      rentdate: day(i),
      duedate: day(i, 7),
      returndate: day(i, i % 9),
    })),
  },
  {
    name: "campaigns",
    key: "camp_id",
    columns: [
      ["camp_id", "integer", "integer"],
      ["camp_name", "text", "text"],
      ["camp_type", "text", "text"],
      ["camp_begin_date", "date", "date"],
      ["camp_end_date", "date", "date"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      camp_id: i + 1,
      camp_name: `Campaign ${i}`,
      camp_type: ["radio", "print"][i % 2],
      camp_begin_date: day(i),
      camp_end_date: day(i, 10 + i),
    })),
  },
  {
    // the club also sells: a purchase's lines ship units, and the purchase itself ships on a date
    name: "purchaseheader",
    key: "purchaseid",
    columns: [
      ["purchaseid", "integer", "integer"],
      ["orderdate", "timestamp", "timestamp"],
      ["duedate", "timestamp", "timestamp"],
      ["shipdate", "timestamp", "timestamp"],
      ["memberid", "integer", "integer"],
      ["shipmethod", "text", "text"],
      ["modifieddate", "timestamp", "timestamp"],
    ],
    foreignKeys: [{ column: "memberid", table: "members" }],
    rows: Array.from({ length: 20 }, (_, i) => ({
      purchaseid: i + 1,
      orderdate: day(i),
      duedate: day(i, 12),
      shipdate: day(i, 7),
      memberid: (i % 10) + 1,
      shipmethod: "cargo",
      modifieddate: day(i, 9),
    })),
  },
  {
    name: "purchaselines",
    key: "lineid",
    columns: [
      ["lineid", "integer", "integer"],
      ["purchaseid", "integer", "integer"],
      ["toolid", "integer", "integer"],
      ["orderqty", "integer", "integer"],
      ["unitprice", "numeric", "decimal"],
    ],
    foreignKeys: [
      { column: "purchaseid", table: "purchaseheader" },
      { column: "toolid", table: "tools" },
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({
      lineid: i + 1,
      purchaseid: (i % 20) + 1,
      toolid: (i % 6) + 1,
      orderqty: 1 + (i % 4),
      unitprice: 9.5,
    })),
  },
  {
    name: "tbl_gym_mbr",
    key: "mbr_id",
    columns: [
      ["mbr_id", "integer", "integer"],
      ["mbr_name", "text", "text"],
      ["signup_dt", "date", "date"],
      ["cancel_dt", "date", "date"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      mbr_id: i + 1,
      mbr_name: `Gym member ${i}`,
      signup_dt: day(i),
      cancel_dt: i % 3 ? null : day(i, 15),
    })),
  },
  {
    name: "manuals",
    key: "manualid",
    columns: [
      ["manualid", "integer", "integer"],
      ["title", "text", "text"],
      ["topic", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      manualid: i + 1,
      title: `Manual ${i}`,
      topic: ["saws", "drills"][i % 2],
    })),
  },
  {
    name: "manualloans",
    key: "loanid",
    columns: [
      ["loanid", "integer", "integer"],
      ["manualid", "integer", "integer"],
      ["checkoutdate", "date", "date"],
      ["duedate", "date", "date"],
      ["returndate", "date", "date"],
    ],
    foreignKeys: [{ column: "manualid", table: "manuals" }],
    rows: Array.from({ length: 18 }, (_, i) => ({
      loanid: i + 1,
      manualid: (i % 6) + 1,
      checkoutdate: day(i),
      duedate: day(i, 14),
      returndate: day(i, 3 + (i % 12)),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");
const span = (start: string, end: string) =>
  new RegExp(`CAST\\((?:"\\w+"\\.)?"${end}" AS timestamp\\) - CAST\\((?:"\\w+"\\.)?"${start}" AS timestamp\\)`);

describe("spans between a row's dates", () => {
  it("takes the time a row took from the event the closing date closes", () => {
    for (const question of [
      "On average, how many days after the rent date were tools returned?",
      "How many days on average between renting a tool and returning it?",
      "How long do rentals last on average?",
    ]) {
      const got = sql(question);
      expect(got, question).toMatch(span("rentdate", "returndate"));
      expect(got, question).toMatch(/^SELECT \(?AVG/);
      expect(got, question).not.toMatch(/COUNT/);
    }
  });

  it("reads events written in two words, and a loan's checkout as its start", () => {
    const stay = sql("For members who cancelled, how many days on average did they stay with us before cancelling?");
    expect(stay).toMatch(span("signup_dt", "cancel_dt"));
    const kept = sql("On average, how many days do people keep a manual before returning it? Break it down by topic.");
    expect(kept).toMatch(span("checkoutdate", "returndate"));
    expect(kept).toMatch(/GROUP BY "manuals"\."topic"|GROUP BY "c1"/);
  });

  it("prefers the purchase's shipping time to the units its lines ship when asked how long", () => {
    const got = sql("On average, how many days after the order date were our purchases shipped?");
    expect(got).toMatch(span("orderdate", "shipdate"));
    expect(got).not.toMatch(/COUNT|orderqty|duedate/);
  });

  it("reads a begin and an end date as the row's length, grouped as asked", () => {
    for (const question of [
      "How many days does a campaign run on average, by campaign type?",
      "How many days on average does a campaign run for each campaign type?",
    ]) {
      const got = sql(question);
      expect(got, question).toMatch(span("camp_begin_date", "camp_end_date"));
      expect(got, question).toMatch(/GROUP BY "camp_type"/);
      expect(got, question).not.toMatch(/COUNT/);
    }
    expect(sql("Which campaign ran the longest?")).toMatch(/ORDER BY \(EXTRACT\(EPOCH FROM \(CAST\("camp_end_date"/);
  });

  it("reads a birth date and another event as an age in years", () => {
    const got = sql("How old were members on average when they joined?");
    expect(got).toMatch(span("birthdate", "joindate"));
    expect(got).toMatch(/8766/);
    // the event alone names its date, not the age
    expect(sql("How many members joined in 2023?")).toMatch(/WHERE "joindate" >= DATE '2023-01-01'/);
  });
});
