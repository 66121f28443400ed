import { describe, expect, it } from "vitest";
import { translate } from "../index";
import { fixtureCatalog } from "../../../tests/fixtures/engine/library";
import { FIXTURE_NOW as now, useFixtureDatabase } from "../../../tests/fixtures/engine/sheet-database";

// Superlatives and row positions on small made-up spreadsheet uploads (a `__row` column keeps the file order).
type Table = Parameters<typeof fixtureCatalog>[0][number];

type Light = [
  name: string,
  region: string,
  built: number,
  lit: string,
  height: string,
  keepers: number,
  climb: string,
  place: number,
];
const LIGHTS: Light[] = [
  ["Gull Point", "North", 1901, "June 3, 1901", "32 m", 3, "58.10", 3],
  ["Fox Rock", "South", 1887, "May 1, 1887", "18 m", 2, "1:02.40", 6],
  ["Heron Head", "North", 1901, "August 9, 1901", "45 m", 4, "DNS", 1],
  ["Storm Cape", "East", 1923, "March 2, 1923", "27 m", 1, "57.43", 2],
  ["Otter Reef", "East", 1901, "July 4, 1901", "39 m", 2, "1:00.45", 5],
  ["Seal Island", "South", 1887, "October 12, 1887", "51 m", 5, "59.90", 4],
];

const LIGHTHOUSES: Table = {
  name: "lighthouses",
  columns: [
    ["__row", "integer", "integer"],
    ["name", "text", "text"],
    ["region", "text", "text"],
    ["built", "integer", "integer"],
    ["first_lit", "varchar(20)", "text"],
    ["tower_height", "text", "text"],
    ["keepers", "integer", "integer"],
    ["climb_time", "varchar(10)", "text"],
    ["place", "integer", "integer"],
  ],
  rows: LIGHTS.map(([name, region, built, lit, height, keepers, climb, place], i) => ({
    __row: i + 1,
    name,
    region,
    built,
    first_lit: lit,
    tower_height: height,
    keepers,
    climb_time: climb,
    place,
  })),
};

const STAMPS: Table = {
  name: "stamp_issues",
  columns: [
    ["__row", "integer", "integer"],
    ["stamp", "text", "text"],
    ["issue_date", "varchar(20)", "text"],
    ["face_value", "varchar(10)", "text"],
    ["paper", "text", "text"],
  ],
  rows: [
    ["Blue Heron", "16 May 1973", "5 c", "80 gsm"],
    ["Red Fox", "2 June 1974", "8 c", "95 gsm"],
    ["Sea Otter", "9 September 1974", "10 c", "70 gsm"],
    ["Snow Owl", "1 March 1975", "8 c", "110 gsm"],
    ["Grey Seal", "20 June 1974", "12 c", "90 gsm"],
  ].map(([stamp, issue_date, face_value, paper], i) => ({ __row: i + 1, stamp, issue_date, face_value, paper })),
};

// A cup's roll of honour, newest season first (as many sheets list winners).
const WINNERS: Table = {
  name: "cup_winners",
  columns: [
    ["__row", "integer", "integer"],
    ["season", "integer", "integer"],
    ["club", "text", "text"],
    ["county", "text", "text"],
    ["win_percentage", "integer", "integer"],
    ["home_support", "text", "text"],
    ["notes", "text", "text"],
    ["stage", "text", "text"],
  ],
  rows: [
    [2016, "Pine Rovers", "Westmoor", 71, "62%", "Won on penalties", "Final"],
    [2015, "Oak Harriers", "Eastvale", 88, "48%", "Unbeaten season", "1st"],
    [2014, "Elm Wanderers", "Westmoor", 64, "71%", "Replay needed", "2nd"],
    [2013, "Ash United", "Northfield", 75, "55%", "Crowned on penalties", "Final"],
    [2012, "Birch Athletic", "Eastvale", 69, "40%", "First title", "3rd"],
  ].map(([season, club, county, win_percentage, home_support, notes, stage], i) => ({
    __row: i + 1,
    season,
    club,
    county,
    win_percentage,
    home_support,
    notes,
    stage,
  })),
};

const sheets = useFixtureDatabase("engine_superlatives", [LIGHTHOUSES, STAMPS, WINNERS]);
const CATALOGS = {
  lights: fixtureCatalog([LIGHTHOUSES]),
  stamps: fixtureCatalog([STAMPS]),
  cup: fixtureCatalog([WINNERS]),
};
const answer = (sheet: keyof typeof CATALOGS, question: string) => sheets.answer(question, CATALOGS[sheet]);

const CASES: Record<string, [sheet: keyof typeof CATALOGS, question: string, expected: string[]][]> = {
  "which year had the most X: rows counted per year": [
    ["lights", "which year had the most lighthouses?", ["1901"]],
    ["lights", "in which year were the fewest lighthouses built?", ["1923"]],
    ["stamps", "which year had the most stamps issued?", ["1974"]],
  ],
  "which month had the most X: rows counted per month named in text dates": [
    ["stamps", "which month had the most stamps issued?", ["June"]],
  ],
  "what year …: the answer is the year column, though none is called that": [
    ["lights", "what year was the first lighthouse built?", ["1887"]],
    ["lights", "what is the last year listed?", ["1887"]],
    ["lights", "what was the last year a lighthouse was built?", ["1923"]],
  ],
  "top and bottom of the list are the first and last rows": [
    ["lights", "who is at the top of the list?", ["Gull Point"]],
    ["lights", "which region is listed at the bottom?", ["South"]],
    ["lights", "what is the top listed region?", ["North"]],
  ],
  "adjectives name the measure, also after most/least": [
    ["lights", "which lighthouse is the least tall?", ["Fox Rock"]],
    ["lights", "which lighthouse is the most tall?", ["Seal Island"]],
  ],
  "a thing named by its size is asked for, not the number": [
    ["lights", "what is the tallest tower?", ["Seal Island"]],
    ["lights", "name the lighthouse with the most keepers", ["Seal Island"]],
    ["lights", "what is the lighthouse with the fewest keepers?", ["Storm Cape"]],
  ],
  "elapsed times written as text rank by duration; the fastest is the shortest": [
    ["lights", "which lighthouse has the longest climb time?", ["Fox Rock"]],
    ["lights", "which lighthouse had the fastest climb time?", ["Storm Cape"]],
  ],
  "first/last with an event in time order by the year; listed first keeps the file order": [
    ["lights", "which lighthouse was the first to be built?", ["Fox Rock"]],
    ["lights", "which lighthouse was the last one built?", ["Storm Cape"]],
    ["lights", "which lighthouse is listed first?", ["Gull Point"]],
    ["lights", "which lighthouse was built first?", ["Fox Rock"]],
    ["cup", "what is the first club listed?", ["Pine Rovers"]],
  ],
  "ranking by a column that is a percentage is no share": [
    ["cup", "which club had the highest win percentage?", ["Oak Harriers"]],
    ["cup", "which club had the largest percentage of home support?", ["Elm Wanderers"]],
  ],
  "“won before/after X” steps through time, whatever the file order; “listed before” follows the file": [
    ["cup", "which club won previous to Elm Wanderers?", ["Ash United"]],
    ["cup", "which club won after Elm Wanderers?", ["Oak Harriers"]],
    ["cup", "which club won after Ash United?", ["Elm Wanderers"]],
    ["cup", "which club was crowned after Ash United?", ["Birch Athletic"]],
    ["cup", "which club is listed before Elm Wanderers?", ["Oak Harriers"]],
  ],
  "“A before or after B”, “A listed above or below B”: answered with the word": [
    ["lights", "was Storm Cape built before or after Heron Head?", ["after"]],
    ["lights", "is Fox Rock listed above or below Seal Island?", ["above"]],
    ["cup", "did Ash United win before or after Pine Rovers?", ["before"]],
  ],
  "how many … before/after X counts every row on that side": [
    ["lights", "how many lighthouses are listed after Storm Cape?", ["2"]],
    ["cup", "how many clubs won after Oak Harriers?", ["1"]],
    ["lights", "how many lighthouses were built after 1887?", ["4"]],
  ],
  "on a single sheet, a first row or a superlative answers even when other words are only context": [
    ["lights", "what was the first grand coastal beacon?", ["Gull Point"]],
    ["lights", "which is the tallest grand coastal beacon?", ["Seal Island"]],
  ],
  "a unit written in a column's values names that column": [["stamps", "which stamp has the most gsm?", ["Snow Owl"]]],
  "a noun after what/which names the thing asked for, not the number": [
    ["lights", "what beacon had the most keepers?", ["Seal Island"]],
  ],
  "last place is the largest place number, not the last row": [
    ["lights", "which lighthouse came in last place?", ["Fox Rock"]],
  ],
  "a neighbouring row: the anchor may follow its column's name, or be described in an earlier sentence": [
    ["cup", "which county is listed before the club Ash United?", ["Westmoor"]],
    ["lights", "Storm Cape is in the East. Which lighthouse is listed next?", ["Otter Reef"]],
  ],
  "a neighbouring row: the named value is not its own neighbour": [
    ["lights", "which region comes before East?", ["North"]],
  ],
  "a neighbouring row: conditions after the named row describe that row": [
    ["lights", "which lighthouse comes before East in 1923?", ["Heron Head"]],
  ],
};

describe("superlatives and row positions (executed on PostgreSQL)", () => {
  for (const [construct, cases] of Object.entries(CASES)) {
    describe(construct, () => {
      it.each(cases)("%s: %s", async (sheet, question, expected) => {
        expect((await answer(sheet, question)).sort()).toEqual([...expected].sort());
      });
    });
  }
});

describe("compiled forms", () => {
  it("reads the month name inside text dates in both dialects", () => {
    const mysql = fixtureCatalog([STAMPS], "mysql");
    expect(translate("which month had the most stamps issued?", { catalog: CATALOGS.stamps, now }).sql).toContain(
      "initcap(substring(lower(",
    );
    expect(translate("which month had the most stamps issued?", { catalog: mysql, now }).sql).toContain(
      "REGEXP_SUBSTR(LOWER(",
    );
  });

  it("the verb relating two rows (\u201ccrowned after X\u201d) is no condition on the answer row", () => {
    const sql = translate("which club was crowned after Ash United?", { catalog: CATALOGS.cup, now }).sql;
    expect(sql).not.toMatch(/Crowned/i);
    expect(sql).toContain("__row");
  });
});
