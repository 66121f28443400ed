import { describe, expect, it } from "vitest";
import { translate } from "../index";
import { fixtureCatalog } from "../../../tests/fixtures/engine/library";
import { FIXTURE_NOW as now, useFixtureDatabase } from "../../../tests/fixtures/engine/sheet-database";

// Counting, aggregate and difference forms on a small made-up spreadsheet upload (a `__row` column keeps the file order).
type Table = Parameters<typeof fixtureCatalog>[0][number];

const LEAGUE: Table = {
  name: "chess_league",
  columns: [
    ["__row", "integer", "integer"],
    ["club", "text", "text"],
    ["town", "text", "text"],
    ["games", "integer", "integer"],
    ["won", "integer", "integer"],
    ["drawn", "integer", "integer"],
    ["lost", "integer", "integer"],
    ["points", "integer", "integer"],
    ["distance", "integer", "integer"],
  ],
  rows: [
    ["Knight Riders", "Alderby", 9, 2, 1, 20, 12],
    ["Rook Rovers", "Brackwell", 7, 3, 2, 17, 40],
    ["Bishop Park", "Alderby", 5, 1, 6, 11, 7],
    ["Pawn Storm", "Cresthaven", 2, 4, 6, 8, 95],
    ["Queen's Gambit", "Brackwell", 1, 2, 9, 4, 23],
  ].map(([club, town, won, drawn, lost, points, distance], i) => ({
    __row: i + 1,
    club,
    town,
    games: 12,
    won,
    drawn,
    lost,
    points,
    distance,
  })),
};

const QUIZ: Table = {
  name: "quiz_bowl",
  columns: [
    ["__row", "integer", "integer"],
    ["team", "text", "text"],
    ["founded", "text", "text"],
    ["firsts", "integer", "integer"],
    ["seconds", "integer", "integer"],
    ["total", "integer", "integer"],
    ["motto", "text", "text"],
  ],
  rows: [
    ["Owl Society", "est. 1921", 4, 2, 6],
    ["Lantern Club", "c. 1950", 1, 5, 6],
    ["Marsh Readers", "est. 1898", 0, 1, 1],
    ["Tidewater Minds", "c. 1964", 2, 0, 2],
  ].map(([team, founded, firsts, seconds, total], i) => ({
    __row: i + 1,
    team,
    founded,
    firsts,
    seconds,
    total,
    motto: i % 2 ? null : "Onward",
  })),
};

const REGATTAS: Table = {
  name: "regatta_entries",
  columns: [
    ["__row", "integer", "integer"],
    ["year", "integer", "integer"],
    ["boat", "text", "text"],
    ["crew", "integer", "integer"],
  ],
  rows: [
    [2001, "Gannet", 4],
    [2001, "Puffin", 6],
    [2001, "Tern", 5],
    [2003, "Gannet", 4],
    [2003, "Skua", 8],
  ].map(([year, boat, crew], i) => ({ __row: i + 1, year, boat, crew })),
};

// an order known only by its date, and countries held as ISO codes
const FREIGHT: Table = {
  name: "freight_jobs",
  columns: [
    ["__row", "integer", "integer"],
    ["job_ref", "text", "text"],
    ["order_date", "date", "date"],
    ["dest_ctry", "text", "text"],
    ["goods_value", "integer", "integer"],
    ["issued_on", "date", "date"],
    ["paid_on", "date", "date"],
    ["transit_min", "integer", "integer"],
  ],
  rows: [
    ["FJ-1", "2024-02-01", "DE", 100, "2024-02-02", "2024-02-12", 90],
    ["FJ-2", "2024-02-03", "DE", 300, "2024-02-04", "2024-02-24", 30],
    ["FJ-3", "2024-03-09", "FR", 50, "2024-03-10", "2024-03-16", 45],
    ["FJ-4", "2024-04-11", "NL", 70, "2024-04-12", "2024-04-16", 20],
  ].map(([job_ref, order_date, dest_ctry, goods_value, issued_on, paid_on, transit_min], i) => ({
    __row: i + 1,
    job_ref,
    order_date,
    dest_ctry,
    goods_value,
    issued_on,
    paid_on,
    transit_min,
  })),
};

// two related tables (no sheet): a member's payments
const MEMBERS: Table = {
  name: "members",
  columns: [
    ["id", "integer", "integer"],
    ["name", "text", "text"],
  ],
  rows: [
    { id: 1, name: "Ann Vale" },
    { id: 2, name: "Bo Lind" },
  ],
};
const PAYMENTS: Table = {
  name: "payments",
  columns: [
    ["id", "integer", "integer"],
    ["member_id", "integer", "integer"],
    ["amount", "integer", "integer"],
  ],
  foreignKeys: [{ column: "member_id", table: "members" }],
  rows: [
    { id: 1, member_id: 1, amount: 10 },
    { id: 2, member_id: 1, amount: 20 },
    { id: 3, member_id: 2, amount: 60 },
  ],
};

const sheets = useFixtureDatabase("engine_aggregates", [LEAGUE, QUIZ, REGATTAS, FREIGHT, MEMBERS, PAYMENTS]);
const CATALOGS = {
  league: fixtureCatalog([LEAGUE]),
  quiz: fixtureCatalog([QUIZ]),
  regattas: fixtureCatalog([REGATTAS]),
  freight: fixtureCatalog([FREIGHT]),
  club: fixtureCatalog([MEMBERS, PAYMENTS]),
};
// numbers compare by value ("12.0000" is 12)
const answer = async (sheet: keyof typeof CATALOGS, question: string) =>
  (await sheets.answer(question, CATALOGS[sheet])).map((v) =>
    v.trim() !== "" && Number.isFinite(Number(v)) ? String(Number(v)) : v,
  );

const CASES: Record<string, [sheet: keyof typeof CATALOGS, question: string, expected: string[]][]> = {
  "the difference between the most and the least: the largest value less the smallest": [
    [
      "league",
      "what is the difference between the club with the most points and the club with the fewest points?",
      ["16"],
    ],
    [
      "league",
      "how big is the points difference between the highest scoring club and the lowest scoring club?",
      ["16"],
    ],
    ["league", "what is the difference between the nearest distance and the farthest distance?", ["88"]],
  ],
  "a tally verb before the comparison names the column; the games after it are only the unit": [
    ["league", "how many clubs won at least 5 games?", ["3"]],
    ["league", "how many clubs lost more than 5 matches?", ["3"]],
    ["league", "how many clubs played 12 games?", ["5"]],
    ["league", "how many clubs won 7 games?", ["1"]],
    ["league", "how many clubs lost only 6 matches?", ["2"]],
  ],
  "two columns summed together": [
    ["league", "what is the total of won and drawn combined?", ["36"]],
    ["league", "what is the sum of the won total and the drawn total?", ["36"]],
    ["quiz", "how many firsts and seconds did Owl Society win?", ["6"]],
  ],
  "a difference between two named rows subtracts their years, or their total, never a count of them": [
    ["quiz", "what is the difference in years between the founding of Owl Society and Marsh Readers?", ["23"]],
    ["quiz", "what is the difference in prizes between Owl Society and Marsh Readers?", ["5"]],
    ["quiz", "how many more prizes did Lantern Club win than Tidewater Minds?", ["4"]],
  ],
  "“the average total X per Y” averages each Y's total": [["club", "average total payments per member", ["45"]]],
  "“the average number of X” averages X": [
    ["league", "what is the average number of points?", ["12"]],
    ["league", "average number of points of clubs from Alderby", ["15.5"]],
  ],
  "“how many more … over B”, “… compared to B” subtract like “than B”": [
    ["quiz", "how many more prizes did Owl Society win over Tidewater Minds?", ["4"]],
    ["quiz", "how many more firsts did Owl Society get compared to Lantern Club?", ["3"]],
  ],
  "“do not have a X”, “without a X”: the column is empty": [
    ["quiz", "how many teams do not have a motto?", ["2"]],
    ["quiz", "how many teams are without a motto?", ["2"]],
  ],
  "“how many total X” over a Total column and an X column adds up X": [
    ["quiz", "how many total firsts have been won?", ["7"]],
    ["quiz", "how many total prizes have been won?", ["15"]],
  ],
  "“the average order value” where only a date names the order: the value of those rows": [
    ["freight", "what is the average order value?", ["130"]],
    ["freight", "total order value in March 2024", ["50"]],
    ["freight", "AOV in February 2024", ["200"]],
  ],
  "the time between two events of a row, averaged unless a total is asked": [
    ["freight", "how many days on average between a job being issued and paid?", ["10"]],
    ["freight", "how many days pass between issuing and paying a job", ["10"]],
  ],
  "“how many hours of …” adds up the column that holds time, converted with its fraction": [
    ["freight", "how many hours of transit did jobs to Germany take", ["2"]],
    ["freight", "how many hours of transit do we have", ["3.0833333333333335"]],
    ["freight", "total hours of transit for jobs to Germany", ["2"]],
  ],
  "a country named in full matches a column of ISO two-letter codes": [
    ["freight", "average order value for jobs to Germany", ["200"]],
    ["freight", "how many jobs went to the Netherlands?", ["1"]],
  ],
  "a difference between two years of the sheet: the same measure in each year": [
    [
      "regattas",
      "what is the difference between the number of boats entered in 2001 and the number entered in 2003?",
      ["1"],
    ],
    ["regattas", "what is the difference in crew between 2001 and 2003?", ["3"]],
  ],
};

describe("counting, aggregates and differences (executed on PostgreSQL)", () => {
  for (const [construct, cases] of Object.entries(CASES)) {
    describe(construct, () => {
      it.each(cases)("%s: %s", async (sheet, question, expected) => {
        expect((await answer(sheet, question)).sort()).toEqual([...expected].sort());
      });
    });
  }
});

describe("compiled forms", () => {
  it("the largest less the smallest in both dialects", () => {
    const question =
      "what is the difference between the club with the most points and the club with the fewest points?";
    expect(translate(question, { catalog: CATALOGS.league, now }).sql).toContain('MAX("points") - MIN("points")');
    expect(translate(question, { catalog: fixtureCatalog([LEAGUE], "mysql"), now }).sql).toContain(
      "MAX(`points`) - MIN(`points`)",
    );
  });

  it("two columns summed together in both dialects", () => {
    const question = "what is the total of won and drawn combined?";
    expect(translate(question, { catalog: CATALOGS.league, now }).sql).toContain('SUM("won") + SUM("drawn")');
    expect(translate(question, { catalog: fixtureCatalog([LEAGUE], "mysql"), now }).sql).toContain(
      "SUM(`won`) + SUM(`drawn`)",
    );
  });

  it("the years of two named rows subtracted in both dialects", () => {
    const question = "what is the difference in years between the founding of Owl Society and Marsh Readers?";
    const mysql = translate(question, { catalog: fixtureCatalog([QUIZ], "mysql"), now }).sql;
    expect(mysql).toContain("ABS(SUM(CASE WHEN");
    expect(mysql).toContain("`founded`");
    expect(translate(question, { catalog: CATALOGS.quiz, now }).sql).toContain('"founded"');
  });
});
