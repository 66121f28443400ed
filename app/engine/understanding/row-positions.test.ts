import { describe, expect, it } from "vitest";
import { translate } from "../index";
import { fixtureCatalog } from "../../../tests/fixtures/engine/library";
import { FIXTURE_NOW as now, useFixtureDatabase } from "../../../tests/fixtures/engine/sheet-database";

// Time spans and row positions on small made-up spreadsheet uploads (a `__row` column keeps the file order).
type Table = Parameters<typeof fixtureCatalog>[0][number];

// Harbour wardens with a start and an end date written as text.
const WARDENS: Table = {
  name: "harbour_wardens",
  columns: [
    ["__row", "integer", "integer"],
    ["warden", "text", "text"],
    ["took_office", "varchar(20)", "text"],
    ["left_office", "varchar(20)", "text"],
    ["party", "text", "text"],
  ],
  rows: [
    ["Ada Brook", "March 1, 1950", "June 2, 1953", "Blue"],
    ["Bram Ode", "June 2, 1953", "May 5, 1966", "Green"],
    ["Cleo Fenn", "May 5, 1966", "April 9, 1968", "Blue"],
    ["Dov Hart", "April 9, 1968", "July 1, 1975", "Green"],
  ].map(([warden, took_office, left_office, party], i) => ({ __row: i + 1, warden, took_office, left_office, party })),
};

// Ferry routes with whole years in two columns.
const FERRIES: Table = {
  name: "ferry_routes",
  columns: [
    ["__row", "integer", "integer"],
    ["route", "text", "text"],
    ["year_begun", "integer", "integer"],
    ["year_ended", "integer", "integer"],
  ],
  rows: [
    ["Gull Line", 1901, 1930],
    ["Tern Line", 1920, 1925],
    ["Puffin Line", 1935, 1990],
    ["Skua Line", 1950, 1961],
  ].map(([route, year_begun, year_ended], i) => ({ __row: i + 1, route, year_begun, year_ended })),
};

// Club captains with the years of their captaincy as one range.
const CAPTAINS: Table = {
  name: "club_captains",
  columns: [
    ["__row", "integer", "integer"],
    ["captain", "text", "text"],
    ["tenure", "text", "text"],
    ["caps", "integer", "integer"],
  ],
  rows: [
    ["Iris Vale", "1980–1984", 40],
    ["Jon Reed", "1984–1985", 12],
    ["Kai Moss", "1986–1999", 90],
    ["Lena Holt", "1999–2003", 35],
    ["Mia Roth", "2003–", 8],
    ["Nia Ward", "1960–79", 20],
  ].map(([captain, tenure, caps], i) => ({ __row: i + 1, captain, tenure, caps })),
};

// A season's fixtures, dates written as text without the year.
const FIXTURES: Table = {
  name: "season_fixtures",
  columns: [
    ["__row", "integer", "integer"],
    ["date", "varchar(20)", "text"],
    ["opponent", "text", "text"],
    ["venue", "text", "text"],
    ["result", "text", "text"],
  ],
  rows: [
    ["October 4", "Larkspur Rovers", "Home", "W 2–1"],
    ["October 11", "Quarry Town", "Away", "L 0–3"],
    ["October 18", "Millbrook", "Home", "D 1–1"],
    ["November 2", "Larkspur Rovers", "Away", "W 4–0"],
  ].map(([date, opponent, venue, result], i) => ({ __row: i + 1, date, opponent, venue, result })),
};

// A climate sheet: one row per measure, one column per month.
const MONTH_COLUMNS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const FROST = ["14", "12", "9", "4", "1", "0", "0", "0", "1", "3", "8", "13"];
const LOWS = [
  "−3.1 (26.4)",
  "−2.5 (27.5)",
  "0.4 (32.7)",
  "3.9 (39)",
  "7.5 (45.5)",
  "10.8 (51.4)",
  "12.6 (54.7)",
  "12.1 (53.8)",
  "9.2 (48.6)",
  "5.1 (41.2)",
  "1.0 (33.8)",
  "−1.9 (28.6)",
];
const CLIMATE: Table = {
  name: "upland_climate",
  columns: [
    ["__row", "integer", "integer"],
    ["month", "text", "text"],
    ...MONTH_COLUMNS.map((m) => [m, "text", "text"] as Table["columns"][number]),
    ["year", "text", "text"],
  ],
  rows: [
    { __row: 1, month: "Frost days", ...Object.fromEntries(MONTH_COLUMNS.map((m, k) => [m, FROST[k]])), year: "65" },
    {
      __row: 2,
      month: "Mean low °C (°F)",
      ...Object.fromEntries(MONTH_COLUMNS.map((m, k) => [m, LOWS[k]])),
      year: "4.6 (40.3)",
    },
  ],
};

const sheets = useFixtureDatabase("engine_positions", [WARDENS, FERRIES, CAPTAINS, FIXTURES, CLIMATE]);
const CATALOGS = {
  wardens: fixtureCatalog([WARDENS]),
  ferries: fixtureCatalog([FERRIES]),
  captains: fixtureCatalog([CAPTAINS]),
  fixtures: fixtureCatalog([FIXTURES]),
  climate: fixtureCatalog([CLIMATE]),
};
const answer = (sheet: keyof typeof CATALOGS, question: string) => sheets.answer(question, CATALOGS[sheet]);

const CASES: Record<string, [sheet: keyof typeof CATALOGS, question: string, expected: string[]][]> = {
  "longest and shortest rank by the years between a start and an end column": [
    ["wardens", "which warden served the longest?", ["Bram Ode"]],
    ["wardens", "who spent the least time as warden?", ["Cleo Fenn"]],
    ["ferries", "which route ran for the longest time?", ["Puffin Line"]],
    ["ferries", "which route had the shortest run?", ["Tern Line"]],
  ],
  "longest and shortest rank by the years a range of years spans": [
    ["captains", "who was captain the shortest?", ["Jon Reed"]],
    ["captains", "which captain served the shortest?", ["Jon Reed"]],
  ],
  "next and previous step from the row of a named day": [
    ["fixtures", "what was the next opponent after October 11?", ["Millbrook"]],
    ["fixtures", "which opponent came before the match of October 18th?", ["Quarry Town"]],
    ["fixtures", "what was the venue of the next game after Millbrook on October 18?", ["Away"]],
  ],
  "which month on a sheet with a column per month: the month column holding the extreme of the named row": [
    ["climate", "which month saw the most frost days?", ["January"]],
    ["climate", "what is the month with the lowest mean low?", ["January"]],
  ],
  "before or after a day with no year, on dates written as text: a step from that day's row": [
    ["fixtures", "what was the result of the match after October 11?", ["D 1–1"]],
    ["fixtures", "how many matches were played before October 18?", ["2"]],
  ],
  "next to X in the … count: a neighbouring row in the list named, nothing counted": [
    ["captains", "which captain is next to Jon Reed in the caps count?", ["Kai Moss"]],
  ],
  "an ordinal before a superlative or before last skips the places above it": [
    ["captains", "which captain has the second most caps?", ["Iris Vale"]],
    ["captains", "what is the third highest number of caps?", ["35"]],
    ["captains", "who is the second to last captain listed?", ["Mia Roth"]],
  ],
  "a range with a two-digit end takes the century of its start": [
    ["captains", "which captain served for the longest time?", ["Nia Ward"]],
  ],
  "how long: the years between a start and an end column of the named row": [
    ["wardens", "how long did Bram Ode serve?", ["13"]],
    ["ferries", "how long did the Skua Line run?", ["11"]],
  ],
};

describe("time spans and row positions (executed on PostgreSQL)", () => {
  for (const [construct, cases] of Object.entries(CASES)) {
    describe(construct, () => {
      it.each(cases)("%s: %s", async (sheet, question, expected) => {
        expect(await answer(sheet, question)).toEqual(expected);
      });
    });
  }
});

describe("compiled forms", () => {
  it("orders by the years between two columns in both dialects", () => {
    const mysql = fixtureCatalog([WARDENS], "mysql");
    const sql = translate("which warden served the longest?", { catalog: mysql, now }).sql;
    expect(sql).toContain("ORDER BY (");
    expect(sql).toContain("REGEXP_SUBSTR(");
  });
  it("reads a two-digit end year in both dialects", () => {
    const mysql = fixtureCatalog([CAPTAINS], "mysql");
    expect(translate("which captain served for the longest time?", { catalog: mysql, now }).sql).toContain(
      "MOD(CAST(NULLIF(REGEXP_SUBSTR(",
    );
  });
  it("skips places with OFFSET in both dialects", () => {
    const mysql = fixtureCatalog([CAPTAINS], "mysql");
    expect(translate("which captain has the second most caps?", { catalog: mysql, now }).sql).toContain(
      "LIMIT 1 OFFSET 1",
    );
  });
  it("turns month columns into rows in both dialects", () => {
    const mysql = fixtureCatalog([CLIMATE], "mysql");
    const sql = translate("which month saw the most frost days?", { catalog: mysql, now }).sql;
    expect(sql).toContain("UNION ALL");
    expect(sql).toContain("`month`");
  });
});
