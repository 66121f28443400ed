import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../../tests/fixtures/engine/library";
import { useFixtureDatabase } from "../../../tests/fixtures/engine/sheet-database";
import {
  AWARDS_TABLE,
  CANDIDATES_TABLE,
  CAREER_TABLE,
  CHARTS_TABLE,
  COLLEGE_ROSTER_TABLE,
  FINALS_TABLE,
  MASTS_TABLE,
  MEDALISTS_TABLE,
  MEMBERS_TABLE,
  NATIONS_TABLE,
  PARISH_TABLE,
  RACE_TABLE,
  RELEASES_TABLE,
  ROSTER_TABLE,
  SCORERS_TABLE,
  SKATERS_TABLE,
  SEASON_TABLE,
  STANDINGS_TABLE,
  TICKETS_TABLE,
  TOURS_TABLE,
  VENUES_TABLE,
} from "../../../tests/fixtures/engine/season";

// "How many / number of / total": what is counted, and when the answer is a cell — on small made-up sheets.
const TABLES = [
  SEASON_TABLE,
  AWARDS_TABLE,
  PARISH_TABLE,
  ROSTER_TABLE,
  RELEASES_TABLE,
  MEDALISTS_TABLE,
  NATIONS_TABLE,
  MEMBERS_TABLE,
  FINALS_TABLE,
  STANDINGS_TABLE,
  MASTS_TABLE,
  RACE_TABLE,
  CANDIDATES_TABLE,
  COLLEGE_ROSTER_TABLE,
  CHARTS_TABLE,
  TOURS_TABLE,
  CAREER_TABLE,
  SCORERS_TABLE,
  SKATERS_TABLE,
  VENUES_TABLE,
  TICKETS_TABLE,
];
const sheets = useFixtureDatabase("engine_counting", TABLES);
/** The answer on a one-table upload: the values of the first result column, as text. */
const answer = (table: FixtureTable, question: string) => sheets.answer(question, fixtureCatalog([table]));

const CASES: Record<string, [question: string, expected: string[], table: FixtureTable][]> = {
  "an outcome word counts the rows whose results column holds it (W/L/D, Won/Nominated)": [
    ["how many games did they win", ["3"], SEASON_TABLE],
    ["number of losses", ["2"], SEASON_TABLE],
    ["how many draws were there", ["1"], SEASON_TABLE],
    ["how many home games did they lose", ["1"], SEASON_TABLE],
    ["how many times did they win against Ridgeford", ["2"], SEASON_TABLE],
    ["how many awards did she win", ["3"], AWARDS_TABLE],
  ],
  "people counted by a number the sheet keeps (population, attendance) sum that column": [
    ["how many people live in Cobley", ["2283"], PARISH_TABLE],
    ["how many people live in villages", ["3662"], PARISH_TABLE],
    ["how many residents does Alderton have", ["12840"], PARISH_TABLE],
    ["what is the number of people who attended the game against Lakeport", ["3100"], SEASON_TABLE],
    ["how many fans attended home games", ["13900"], SEASON_TABLE],
  ],
  "a column named right before “number of” is the value asked for": [
    ["what is the population number of Dunhollow", ["9310"], PARISH_TABLE],
  ],
  "a value written two ways counts both": [["how many players are middle blockers", ["3"], ROSTER_TABLE]],
  "a value in a column of lists counts every row listing it": [
    ["what is the number of times the iPad was a platform", ["3"], RELEASES_TABLE],
  ],
  "a phrase naming one item of a list value (“Havana, Cuba”) matches every row listing it": [
    ["what is the number of competitions held in Cuba", ["2"], VENUES_TABLE],
  ],
  "the counted noun is not a condition, even inside “number of”": [
    ["what is the total number of games listed", ["5"], RELEASES_TABLE],
  ],
  "“gold medals”: a counted value named with its column, or a counted column named with its unit": [
    ["how many gold medals did this team win during these games", ["3"], MEDALISTS_TABLE],
    ["what is the total number of gold medals awarded between these 4 nations", ["10"], NATIONS_TABLE],
  ],
  "a column that numbers things is counted, not summed": [
    ["what is the total number of constituencies", ["3"], MEMBERS_TABLE],
    ["how many votes did Labour get", ["11000"], MEMBERS_TABLE],
    ["how many tours started in January", ["2"], TOURS_TABLE],
    ["how many shows were on the tours", ["113"], TOURS_TABLE],
  ],
  "counting takes a value however the sheet decorates it (“Miami (2)”, “Hard (i)”)": [
    ["how many times was the championship in Miami", ["2"], FINALS_TABLE],
    ["what is the number of times a hard surface was used", ["3"], FINALS_TABLE],
    ["how many finals did he win", ["3"], FINALS_TABLE],
    ["which championship came after Miami", ["Montreal"], FINALS_TABLE],
  ],
  "an outcome verb over a standings table sums the column that tallies it": [
    ["what is the number of games that Brookvale have won", ["5"], STANDINGS_TABLE],
    ["how many games did Dunmore lose", ["7"], STANDINGS_TABLE],
    ["what was the number of points won by Brookvale", ["16"], STANDINGS_TABLE],
  ],
  "“the total of” things that are not numbers counts them": [
    ["what is the total of towns and villages listed", ["4"], PARISH_TABLE],
    ["what is the total amount of players who are setters", ["1"], ROSTER_TABLE],
    ["what is the total of gold", ["10"], NATIONS_TABLE],
  ],
  "“how many metres” names the column written in metres": [
    ["how many metres is Harbour Span from bottom to top", ["109"], MASTS_TABLE],
    ["how many masts are in the USA", ["2"], MASTS_TABLE],
  ],
  "a nationality word is a condition on the column naming countries": [
    ["how many German riders finished the race", ["2"], RACE_TABLE],
    ["how many Italians are listed", ["1"], RACE_TABLE],
    ["which rider is Canadian", ["Owen Hale"], RACE_TABLE],
  ],
  "“female”, “men” hold a column of M/F to that value": [
    ["how many of the candidates were females", ["3"], CANDIDATES_TABLE],
    ["tell me the total number of votes the female candidates got", ["24873"], CANDIDATES_TABLE],
    ["how many men ran", ["2"], CANDIDATES_TABLE],
  ],
  "roster words stand for the codes a roster writes (F, Jr.)": [
    ["how many forwards are on the team", ["2"], COLLEGE_ROSTER_TABLE],
    ["tell me the number of juniors on the team", ["2"], COLLEGE_ROSTER_TABLE],
  ],
  "“how many years” counts each year once": [
    ["how many years are listed", ["3"], CHARTS_TABLE],
    ["how many singles charted in 2001", ["3"], CHARTS_TABLE],
  ],
  "a “Career” row among the years stays out of sums": [
    ["what is the total number of sacks he has made", ["23.0"], CAREER_TABLE],
  ],
  "a value followed by the column it is asked about (“Waterford the opposition”)": [
    ["how many times was Waterford the opposition", ["2"], SCORERS_TABLE],
  ],
  "“how many medals” over a medal table is its Total": [
    ["how many medals have Sweden and Norway won combined", ["14"], SKATERS_TABLE],
    ["how many skaters are from Norway", ["2"], SKATERS_TABLE],
  ],
  "“season tickets” holds how many, “season” names one": [
    ["what was the number of season tickets in 2003", ["10980"], TICKETS_TABLE],
  ],
  "people with no such number are rows": [["how many parishes are towns", ["2"], PARISH_TABLE]],
};

describe("counting constructs (executed on PostgreSQL)", () => {
  for (const [construct, cases] of Object.entries(CASES)) {
    describe(construct, () => {
      it.each(cases)("%s", async (question, expected, table) => {
        expect((await answer(table, question)).sort()).toEqual([...expected].sort());
      });
    });
  }
});
