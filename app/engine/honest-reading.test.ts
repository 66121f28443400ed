// Honest readings (issue 33) on a made-up lending library: the words nothing in the database explains are reported,
// a business word never falls into a person's name, two periods compared are a comparison, and a question refines
// the turn before only when it reads as a follow-up.
import { describe, expect, it } from "vitest";
import { explainEmpty, translate, type EngineTurn } from "./index";
import { fixtureCatalog, LIBRARY } from "../../tests/fixtures/engine/library";
import { FIXTURE_NOW as now } from "../../tests/fixtures/engine/sheet-database";

const library = fixtureCatalog(LIBRARY);
const read = (question: string, previous?: EngineTurn) => translate(question, { catalog: library, now, previous });

describe("words nothing in the database explains", () => {
  it.each([
    ["profit margin by genre", ["profit", "margin"]],
    ["average customer satisfaction per city", ["satisfaction"]],
    ["loans per librarian", ["librarian"]],
    ["total shelf space by genre", ["shelf", "space"]],
    ["average book weight", ["weight"]],
    ["how many loans will we have next year", ["will"]],
    ["why do members stop borrowing", ["why"]],
    // the noun counted right after "how many" is no subject of the database's that goes without saying
    ["how many audiobook loans were returned", ["audiobook"]],
    // however general the counted noun: nothing here records people who looked at a genre
    ["how many people looked at each genre", ["people"]],
  ])("“%s” leaves %j unplaced", (question, words) => {
    expect(read(question).unplaced.map((w) => w.toLowerCase())).toEqual(expect.arrayContaining(words));
  });

  it.each([
    "total fee by month",
    "how many books are there",
    "top 3 books by pages",
    "average price per genre",
    "which members have never borrowed a book",
    "How many loans were made in 2023?",
    "show me the trend of loans per month",
    "breakdown of books by genre",
    "what share of loans were returned",
    "compare the number of loans in 2023 and 2024",
  ])("“%s” places every word", (question) => {
    expect(read(question).unplaced).toEqual([]);
  });
});

describe("a reading that drops an average the question asks for says so", () => {
  it.each([
    ["average number of loans per member", false],
    ["average fee by genre", false],
    // an average per member within each plan: the reading lists members per plan (a known gap), and says so
    ["what's the average number of loans per member for each plan?", true],
  ] as const)("“%s”: dropped %s", (question, dropped) => {
    expect(!!read(question).evidence.droppedAverage).toBe(dropped);
  });
});

describe("a business word never binds to a person's name", () => {
  // members are called Marta Rojas, Rosa Mori …: lowercase words that happen to spell a name are not that member
  it("reads a member's name only when the question points at it", () => {
    const loose = read("number of loans for marta rojas");
    expect(loose.sql).not.toMatch(/Marta/i);
    expect(loose.unplaced.map((w) => w.toLowerCase())).toEqual(expect.arrayContaining(["marta", "rojas"]));
    for (const pointed of [
      "number of loans for Marta Rojas",
      "number of loans of member marta rojas",
      "number of loans for the member named marta rojas",
      'number of loans for "marta rojas"',
    ]) {
      expect(read(pointed).sql, pointed).toMatch(/Marta Rojas/);
    }
  });

  it("never reads a misspelt word as a name (“margin” is no “Marta”, “rosas” no “Rosa”)", () => {
    expect(read("average fee by margin").sql).not.toMatch(/ILIKE|LIKE|Rosa|Marta/);
    expect(read("loans by rosas").sql).not.toMatch(/Rosa/);
  });
});

describe("two periods", () => {
  it.each(["total fee in 2024 vs 2023", "total fee in 2023 compared with 2024", "total fee this year vs last year"])(
    "“%s” compares them per year",
    (question) => {
      const t = read(question);
      expect(t.ir.dimensions.map((d) => d.grain)).toEqual(["year"]);
      expect(t.ir.filters.filter((f) => f.op === "between")).toHaveLength(1);
    },
  );

  it("says why two periods apart at once match no row", () => {
    const t = read("number of loans in 2023 and 2025");
    expect(explainEmpty(t.ir)).toMatch(/^No loans match both 2023 and 2025/);
    expect(explainEmpty(read("number of loans in 2023").ir)).toBeUndefined();
  });
});

describe("a question refines the turn before only when it reads as a follow-up", () => {
  const turn = (question: string, previous?: EngineTurn): EngineTurn => {
    const t = read(question, previous);
    return { question, ir: t.ir, sql: t.sql };
  };
  const before = turn("total fee by genre");
  it.each([
    ["now by month", true],
    ["by city", true],
    ["only for Osaka", true],
    ["just the top 3", true],
    ["and by plan", true],
    ["what about Bergen", true],
    ["how about 2023", true],
    ["same for Mystery", true],
    ["and the average fee instead", true],
    ["sort them by the fee", true],
    ["show the top 5 instead", true],
    ["break it down by city", true],
    ["in 2023", true],
    ["number of loans per month", false],
    ["average price per genre", false],
    ["how many books are there", false],
    ["top 3 books by pages", false],
    ["which members have never borrowed a book", false],
    ["share of fee by city", false],
    ["total pages by author", false],
    ["list the members from Osaka", false],
    ["what is the highest price", false],
  ])("“%s” → follow-up: %s", (question, followUp) => {
    expect(read(question, before).evidence.followUp).toBe(followUp);
  });
});
