import { describe, expect, it } from "vitest";
import { translate, translateWithExecution } from "./index";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
import { FIXTURE_NOW as now, useFixtureDatabase } from "../../tests/fixtures/engine/sheet-database";
import { HUT_TABLE } from "../../tests/fixtures/engine/peaks";
import { REGATTA_TABLE } from "../../tests/fixtures/engine/regatta";

// Constructs that spreadsheets (WikiTableQuestions-like uploads) need, on a made-up regatta sheet.
const regatta = fixtureCatalog([REGATTA_TABLE]);
const { run, answer: answerOn } = useFixtureDatabase("engine_sheet", [REGATTA_TABLE, HUT_TABLE]);
const answer = (question: string) => answerOn(question, regatta);

const CASES: Record<string, [question: string, expected: string[]][]> = {
  "a guessed answer column never echoes the value asked about": [["who is Swan Single", ["Delta Oars"]]],
  "“who” asks for a name even when its verb names a numeric column": [["who totaled 9 medals", ["Kestrel Four"]]],
  "A or B: picks one alternative by the compared column, or by position": [
    ["who won more silver medals, Kestrel Four or Otter Eight?", ["Kestrel Four"]],
    ["which came first, Pike Double or Heron Pair?", ["Heron Pair"]],
    ["which country has more crews, Chile or Norway?", ["Norway"]],
  ],
  "comparison with another row's value": [
    ["how many crews won more gold medals than Pike Double", ["3"]],
    ["which crew is from the same club as Swan Single", ["Wren Quad"]],
  ],
  "how many X did <one row> …: the row's number, not a count of one": [
    ["how many medals did Pike Double win", ["7"]],
    ["how many bronze medals did Wren Quad win", ["5"]],
  ],
  "a closing “combined” sums the column named before it": [
    ["what is the gold of Kestrel Four and Pike Double combined", ["7"]],
  ],
  "difference of a named column between two rows": [
    ["what is the difference in gold between Kestrel Four and Wren Quad", ["5"]],
  ],
  "dates written as text match on the month": [["how many crews raced in March", ["3"]]],
  "dates written as text compare by the year inside": [
    ["how many crews raced after 2018", ["5"]],
    ["which crews raced before 2019", ["Kestrel Four"]],
    ["which crews raced in 2020", ["Wren Quad"]],
  ],
  "at least N times: a condition on the rows per answer": [
    ["which club appears at least 2 times", ["Delta Oars", "Harbour Lions", "Quay Rowers"]],
    ["how many countries appear at least twice", ["2"]],
  ],
  "the Total row stays out of rankings and sums": [
    ["which crew won the most gold medals", ["Kestrel Four"]],
    ["what is the total of silver", ["11"]],
  ],
  "counting within the top N rows": [["how many crews from Chile are in the top 3", ["1"]]],
  "row positions anchored on a named row": [
    ["which crew is listed after Otter Eight", ["Heron Pair"]],
    ["what is the next crew after Pike Double", ["Swan Single"]],
  ],
  "the next superlative after a named row ranks below its value": [
    ["which crew has the next most gold medals after Otter Eight", ["Pike Double"]],
  ],
  "an ordinal before a ranking column is its value": [
    ["which crews finished in first place", ["Kestrel Four", "Otter Eight"]],
  ],
  "the best rank or place is the smallest number": [
    ["which crew had the best place", ["Kestrel Four", "Otter Eight"]],
    ["which crew had the worst place", ["Wren Quad"]],
  ],
  "“more or less than” is answered with one of the two words": [
    ["did Kestrel Four win more or less gold medals than Wren Quad", ["more"]],
    ["did Otter Eight win more or less than 3 silver medals", ["less"]],
    ["is Swan Single's distance above or below 2,000 m", ["above"]],
  ],
  "“no” before a numeric column asks for zero": [
    ["which crews won no gold medals", ["Wren Quad"]],
    ["how many crews won no silver medals", ["1"]],
  ],
  "yes/no questions ask whether any row matches": [
    ["did Wren Quad win 5 bronze medals?", ["yes"]],
    ["did Heron Pair win 3 silver medals?", ["no"]],
  ],
  "numbers written with units compare by their leading number": [
    ["which crew rowed the longest distance", ["Swan Single"]],
  ],
  "a possessive links the name and names the answer column": [["what was Heron Pair's distance", ["2,500 m"]]],
  "“how long” answers from a column of elapsed times, the rightmost when several": [
    ["how long did Heron Pair take", ["6:58.30"]],
  ],
  "counting a column held to one value counts its rows": [["how many clubs are Harbour Lions", ["2"]]],
  "a question ending where a date range could start": [["who is Otter Eight from", ["Harbour Lions"]]],
};

describe("spreadsheet constructs (executed on PostgreSQL)", () => {
  for (const [construct, cases] of Object.entries(CASES)) {
    describe(construct, () => {
      it.each(cases)("%s", async (question, expected) => {
        expect((await answer(question)).sort()).toEqual([...expected].sort());
      });
    });
  }
});

describe("“how long” over a range of years (executed on PostgreSQL)", () => {
  it("answers with the years between the range's ends, beside the range itself", async () => {
    const huts = fixtureCatalog([HUT_TABLE]);
    const t = await translateWithExecution("how long did Cedar Lodge last", { catalog: huts, now }, run);
    const result = t.result ?? (await run(t.sql));
    expect(result.rows.map((r) => [r.staffed, Number(r.years)])).toEqual([["1950–1957", 7]]);
  });
});

describe("compiled forms", () => {
  it("repeats the aggregate in HAVING (PostgreSQL cannot name an output alias there)", () => {
    const t = translate("which club appears at least 2 times", { catalog: regatta, now });
    expect(t.sql).toContain("HAVING COUNT(*) >= 2");
  });

  it("counts groups over a window instead of a derived table", () => {
    expect(translate("how many countries appear at least twice", { catalog: regatta, now }).sql).toContain(
      "COUNT(*) OVER ()",
    );
  });

  it("matches text dates with a portable regular expression in both dialects", () => {
    const mysql = fixtureCatalog([REGATTA_TABLE], "mysql");
    expect(translate("how many crews raced in March", { catalog: regatta, now }).sql).toMatch(
      /"race_day" AS text\) ~\* 'mar/,
    );
    expect(translate("how many crews raced in March", { catalog: mysql, now }).sql).toMatch(/REGEXP 'mar/);
  });

  it("compares a year with the year extracted from text dates in both dialects", () => {
    const mysql = fixtureCatalog([REGATTA_TABLE], "mysql");
    expect(translate("how many crews raced after 2018", { catalog: regatta, now }).sql).toMatch(
      /substring\("race_day" from .*\) AS integer\) > 2018/,
    );
    expect(translate("how many crews raced after 2018", { catalog: mysql, now }).sql).toMatch(
      /REGEXP_SUBSTR\(`race_day`, .*\) AS SIGNED\) > 2018/,
    );
  });
});
