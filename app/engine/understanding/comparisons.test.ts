import { describe, expect, it } from "vitest";
import { translate } from "../index";
import { fixtureCatalog, type FixtureTable } from "../../../tests/fixtures/engine/library";
import { FIXTURE_NOW as now, useFixtureDatabase } from "../../../tests/fixtures/engine/sheet-database";

// Numeric conditions on a made-up sheet of radio masts: heights written "ft (m)", powers written "50 kW", plain counts and years.
type Mast = [
  mast: string,
  country: string,
  height: string,
  power: string,
  built: number,
  rank: number,
  engineers: number,
  age: number,
  listeners: number,
  cost: string,
  revenue: string,
  uptime: number,
];

const MASTS: Mast[] = [
  ["Arden Mast", "Norway", "1,250 (381)", "50 kW", 1962, 1, 8, 62, 2.5, "$3 million", "1 250 000", 99.5],
  ["Bramble Tower", "Chile", "980 (299)", "5 kW", 1975, 2, 3, 49, 12, "$12 million", "980 000", 97.2],
  ["Corrie Spire", "Norway", "720 (219)", "100 kW", 1988, 3, 12, 36, 0.8, "$1.5 million", "2 400 500", 92],
  ["Dunlin Mast", "Kenya", "450 (137)", "10 kW", 1998, 4, 2, 26, 15.5, "$30 million", "75 000", 88.4],
  ["Egret Tower", "Chile", "310 (94)", "5 kW", 2005, 5, 5, 19, 4, "$0.8 million", "310 250", 99.9],
  ["Fulmar Spire", "Kenya", "200 (61)", "20 kW", 2012, 6, 2, 12, 1.2, "$2.5 million", "45 900", 95.1],
];

const MAST_TABLE: FixtureTable = {
  name: "radio_masts",
  columns: [
    ["__row", "integer", "integer"],
    ["mast", "text", "text"],
    ["country", "text", "text"],
    ["height_ft_m", "text", "text"],
    ["power", "text", "text"],
    ["built", "integer", "integer"],
    ["rank", "integer", "integer"],
    ["engineers", "integer", "integer"],
    ["age", "integer", "integer"],
    ["listeners_m", "numeric(6,1)", "decimal"],
    ["cost", "text", "text"],
    ["revenue", "text", "text"],
    ["uptime_percentage", "numeric(5,1)", "decimal"],
  ],
  rows: MASTS.map(
    (
      [mast, country, height_ft_m, power, built, rank, engineers, age, listeners_m, cost, revenue, uptime_percentage],
      i,
    ) => ({
      __row: i + 1,
      mast,
      country,
      height_ft_m,
      power,
      built,
      rank,
      engineers,
      age,
      listeners_m,
      cost,
      revenue,
      uptime_percentage,
    }),
  ),
};

// Elapsed times written as text, some under a minute in seconds alone.
const RELAY_TABLE: FixtureTable = {
  name: "relay_legs",
  columns: [
    ["__row", "integer", "integer"],
    ["runner", "text", "text"],
    ["lane", "integer", "integer"],
    ["time", "text", "text"],
    ["rest", "text", "text"],
  ],
  rows: [
    ["Ada Birch", 1, "1:58.47", "2m 10s"],
    ["Bo Cedar", 2, "2:03.10", "4m 05s"],
    ["Cy Dale", 3, "59.80", "1m 30s"],
    ["Di Elm", 4, "2:00.95", "3m 50s"],
    ["Ed Fern", 5, "1:01.20", "5m 0s"],
  ].map(([runner, lane, time, rest], i) => ({ __row: i + 1, runner, lane, time, rest })),
};

// Rows to count per region.
const STATION_TABLE: FixtureTable = {
  name: "stations",
  columns: [
    ["__row", "integer", "integer"],
    ["station", "text", "text"],
    ["region", "text", "text"],
    ["band", "text", "text"],
    ["launched", "text", "text"],
    ["licence", "text", "text"],
    ["power", "text", "text"],
  ],
  rows: [
    ["Alba FM", "North", "FM", "4 March 1971", "1971–1990", "10 (1971)"],
    ["Bray AM", "North", "AM", "12 June 1980", "1980–1985", "?"],
    ["Cove FM", "South", "FM", "March 30, 1990", "1990–2000", "5"],
    ["Dune FM", "East", "FM", "1 August 1999", "1999–2003", "n/a"],
    ["Esk Radio", "North", "DAB", "7 May 2004", "2004–2020", "50 (2004)"],
    ["Fife AM", "East", "AM", "20 January 2010", "2010–2012", "2"],
  ].map(([station, region, band, launched, licence, power], i) => ({
    __row: i + 1,
    station,
    region,
    band,
    launched,
    licence,
    power,
  })),
};

// A population column, and a text column where one cell happens to read "Population".
const TOWN_TABLE: FixtureTable = {
  name: "towns",
  columns: [
    ["__row", "integer", "integer"],
    ["town", "text", "text"],
    ["population", "integer", "integer"],
    ["area", "integer", "integer"],
    ["note", "text", "text"],
  ],
  rows: [
    ["Ayr", 2500, 9000, "Population"],
    ["Bute", 7200, 120, "Port"],
    ["Cupar", 12000, 300, "Market"],
    ["Dunoon", 900, 8000, "Port"],
  ].map(([town, population, area, note], i) => ({
    __row: i + 1,
    town,
    population,
    area,
    note,
  })),
};

const masts = fixtureCatalog([MAST_TABLE]);
const towns = fixtureCatalog([TOWN_TABLE]);
const stations = fixtureCatalog([STATION_TABLE]);
const relay = fixtureCatalog([RELAY_TABLE]);
const sheets = useFixtureDatabase("engine_comparisons", [MAST_TABLE, RELAY_TABLE, STATION_TABLE, TOWN_TABLE]);
const answer = (question: string, catalog = masts) => sheets.answer(question, catalog);

const CASES: Record<string, [question: string, expected: string[]][]> = {
  "a comparative adjective picks the column it measures": [
    ["which masts are taller than 500 feet", ["Arden Mast", "Bramble Tower", "Corrie Spire"]],
    ["which masts are older than 40", ["Arden Mast", "Bramble Tower"]],
  ],
  "an adjective after the unit picks the column": [["how many masts are at least 700 ft tall", ["3"]]],
  "a unit picks the column whose values carry it": [
    ["which masts broadcast at more than 10 kW", ["Arden Mast", "Corrie Spire", "Fulmar Spire"]],
    ["which masts broadcast at more than 10kw", ["Arden Mast", "Corrie Spire", "Fulmar Spire"]],
  ],
  "“no more than” is one condition, not two": [
    ["which masts have no more than 3 engineers", ["Bramble Tower", "Dunlin Mast", "Fulmar Spire"]],
  ],
  "“N or more”, also with number words": [
    ["how many masts have 5 or more engineers", ["3"]],
    ["how many masts have eight or more engineers", ["2"]],
  ],
  "the compared number is not also a value of another column": [["how many masts have at least 3 engineers", ["4"]]],
  "“no later than” a year": [["which masts were built no later than 1975", ["Arden Mast", "Bramble Tower"]]],
  "“from” a year is that year; “from … to …” and “between … and …” are ranges": [
    ["which masts are from 1988", ["Corrie Spire"]],
    ["how many masts were built from 1975 to 2005", ["4"]],
    ["how many masts were built between 1962 and 1988", ["3"]],
  ],
  "a negation a few words before the comparison inverts it": [
    ["which masts did not have more than 3 engineers", ["Bramble Tower", "Dunlin Mast", "Fulmar Spire"]],
    ["how many masts do not have an age over 30", ["3"]],
  ],
  "the measure named between the cue and the number": [
    ["which masts are under the age of 20", ["Egret Tower", "Fulmar Spire"]],
    ["how many masts have at most an age of 26", ["3"]],
  ],
  "the compared column a few words away from the number": [
    ["how many masts had at least 5 staff engineers", ["3"]],
    ["which masts had engineers employed under 3", ["Dunlin Mast", "Fulmar Spire"]],
  ],
  "amounts against columns counted in millions, and numbers grouped with spaces": [
    ["how many masts have more than 10 million listeners", ["2"]],
    ["which masts cost under 2 million", ["Corrie Spire", "Egret Tower"]],
    ["which masts have a revenue above 1,000,000", ["Arden Mast", "Corrie Spire"]],
  ],
  "a second bound joined by “but” is on the same column": [
    [
      "which masts are taller than 400 feet but shorter than 1000 feet",
      ["Bramble Tower", "Corrie Spire", "Dunlin Mast"],
    ],
    ["which masts have an age over 20 but under 40", ["Corrie Spire", "Dunlin Mast"]],
  ],
  "a bare number one word before its column is its value": [["which mast has 12 staff engineers", ["Corrie Spire"]]],
  "a negated bare number excludes that value": [
    ["which masts did not have 2 engineers", ["Arden Mast", "Bramble Tower", "Corrie Spire", "Egret Tower"]],
  ],
  "a number with its unit matches a value written with the unit": [
    ["which masts have a power of 5kw", ["Bramble Tower", "Egret Tower"]],
  ],
  "one comparison over two numbers joined by “and”": [
    ["which masts have more than 2 engineers and 2 listeners", ["Arden Mast", "Bramble Tower", "Egret Tower"]],
  ],
  "a percentage held in cells is compared, not taken as a share of rows": [
    ["how many masts have an uptime percentage above 95", ["4"]],
    ["how many masts have an uptime above 95%", ["4"]],
  ],
  "a share of rows is still a share": [["what percentage of masts are in Norway", ["33.3333333333333333"]]],
  "a higher rank is a smaller number": [["which masts are ranked higher than 3", ["Arden Mast", "Bramble Tower"]]],
  "places compare as ranks, a better place being a smaller number": [
    ["which masts ranked above 3rd", ["Arden Mast", "Bramble Tower"]],
    ["which masts ranked 2nd or better", ["Arden Mast", "Bramble Tower"]],
    ["how many masts ranked at least fourth", ["4"]],
  ],
  "the cue after its number": [["how many masts had an age of 49 at least", ["2"]]],
  "a relation before “the year” still applies": [
    ["which masts were built after the year 2005", ["Fulmar Spire"]],
    ["which masts were built before the year 1975", ["Arden Mast"]],
  ],
};

describe("numeric comparisons (executed on PostgreSQL)", () => {
  for (const [construct, cases] of Object.entries(CASES)) {
    describe(construct, () => {
      it.each(cases)("%s", async (question, expected) => {
        expect((await answer(question)).sort()).toEqual([...expected].sort());
      });
    });
  }
});

const TIMES: [question: string, expected: string[]][] = [
  ["which runners had a time below 2:01", ["Ada Birch", "Cy Dale", "Di Elm", "Ed Fern"]],
  ["how many runners finished in less than 1:00", ["1"]],
  ["which runners had a time of at least 2:00", ["Bo Cedar", "Di Elm"]],
  ["which runners rested longer than 4 minutes", ["Bo Cedar", "Ed Fern"]],
];

describe("elapsed times written “1:58.47” compare by their seconds (executed on PostgreSQL)", () => {
  it.each(TIMES)("%s", async (question, expected) => {
    expect((await answer(question, relay)).sort()).toEqual([...expected].sort());
  });
});

const DAYS: [question: string, expected: string[]][] = [
  ["which stations launched before 1 August 1999", ["Alba FM", "Bray AM", "Cove FM"]],
  ["which stations launched after 7 May 2004", ["Fife AM"]],
  ["which station launched on 12 June 1980", ["Bray AM"]],
  ["which stations launched in the 1990s", ["Cove FM", "Dune FM"]],
  ["which stations launched before the 1980's", ["Alba FM"]],
  ["which stations held a licence for more than 10 years", ["Alba FM", "Esk Radio"]],
  ["which stations have a power above 8", ["Alba FM", "Esk Radio"]],
];

describe("dates written as text compare day by day, the day also written first (executed on PostgreSQL)", () => {
  it.each(DAYS)("%s", async (question, expected) => {
    expect((await answer(question, stations)).sort()).toEqual([...expected].sort());
  });
});

const COUNTED: [question: string, expected: string[]][] = [
  ["which regions have more than one station", ["North", "East"]],
  ["which regions have at least 3 stations", ["North"]],
  ["how many regions have more than 1 station", ["2"]],
];

describe("a number of something no column holds counts rows per answer (executed on PostgreSQL)", () => {
  it.each(COUNTED)("%s", async (question, expected) => {
    expect((await answer(question, stations)).sort()).toEqual([...expected].sort());
  });
});

const TOWNS: [question: string, expected: string[]][] = [
  ["how many towns have more than 5,000 people", ["2"]],
  ["how many towns are below 3000 in population", ["2"]],
];

describe("people count a population; a column named after the number beats a cell with the same words (executed on PostgreSQL)", () => {
  it.each(TOWNS)("%s", async (question, expected) => {
    expect(await answer(question, towns)).toEqual(expected);
  });
});

describe("comparison tokens", () => {
  it("does not count rows for a number followed by a unit of measure", () => {
    expect(translate("which regions are more than 2 km away", { catalog: stations, now }).sql).not.toMatch(/HAVING/);
    expect(translate("which regions have more than 2 stations", { catalog: stations, now }).sql).toMatch(
      /HAVING COUNT\(\*\) > 2/,
    );
  });

  it("reads a column named “share of …” as that column, not as a share of rows", () => {
    const parties = fixtureCatalog([
      {
        name: "parties",
        columns: [
          ["party", "text", "text"],
          ["share_of_votes", "numeric(5,1)", "decimal"],
        ],
        rows: [{ party: "Reds", share_of_votes: 12.5 }],
      },
    ]);
    const sql = translate("which parties have a share of votes below 10", { catalog: parties, now }).sql;
    expect(sql).toMatch(/"share_of_votes" < 10\b/);
    expect(sql).not.toMatch(/percentage/);
  });

  it("compares elapsed times by seconds in both dialects", () => {
    expect(translate("which runners had a time below 2:01", { catalog: relay, now }).sql).toMatch(
      /regexp_match\("time".*< 121\b/s,
    );
    expect(
      translate("which runners had a time below 2:01", { catalog: fixtureCatalog([RELAY_TABLE], "mysql"), now }).sql,
    ).toMatch(/SUBSTRING_INDEX\(NULLIF\(REGEXP_SUBSTR\(`time`.*< 121\b/s);
  });

  it("reads a minus sign before a number, but not a range or a score", () => {
    expect(translate("which masts have an age below -5", { catalog: masts, now }).sql).toMatch(/"age" < -5\b/);
    expect(translate("which masts were built from 1962-1975", { catalog: masts, now }).sql).toMatch(
      /BETWEEN 1962 AND 1975/,
    );
  });

  it("reads a number written together with its unit", () => {
    expect(translate("which masts broadcast at more than 10kw", { catalog: masts, now }).sql).toMatch(
      /"power".*> 10\b/s,
    );
  });
});
