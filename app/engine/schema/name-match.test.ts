// Reading schema names: runs of words written together, and abbreviations of a question's words.
import { describe, expect, it } from "vitest";
import { splitRun } from "./english-words";
import { abbreviates, joinedPairs } from "./name-match";
import { nameWords } from "./name-words";

describe("splitRun", () => {
  it.each([
    ["quantityshipped", "quantity shipped"],
    ["spendinglimit", "spending limit"],
    ["unitsinstock", "units in stock"],
    ["customerid", "customer id"],
    ["custid", "cust id"],
    // one letter standing for a table before a word: a rider's "rname", a boat's "bclass"
    ["rname", "r name"],
    ["bclass", "b class"],
  ])("splits %s into %s", (run, words) => expect(splitRun(run).join(" ")).toBe(words));

  it.each(["category", "checkout", "isbn", "instr", "ssn", "qty", "date", "bone"])("keeps %s whole", (word) =>
    expect(splitRun(word)).toEqual([word]),
  );
});

describe("nameWords", () => {
  it("spells out a first and a last name written short, not as a letter before 'name'", () => {
    expect(nameWords("emp_fname")).toEqual(["employee", "first", "name"]);
    expect(nameWords("lname")).toEqual(["last", "name"]);
  });
});

describe("abbreviates", () => {
  it.each([
    ["mbr", "members"],
    ["bkg", "booking"],
    ["sess", "sessions"],
    ["chkin", "check-ins"],
    ["rtg", "rating"],
    // a longer clipping, as the word's start
    ["vaccinat", "vaccinations"],
    ["reservat", "reservations"],
  ])("%s abbreviates %s", (short, word) => expect(abbreviates(short, word)).toBe(true));

  it.each([
    ["tac", "transactions"], // a vowel of the short form away from the letter before it
    ["cap", "capacity"], // a word of its own
    ["dt", "district"], // too short to tell
    ["mbr", "number"], // another first letter
    ["vccinatn", "vaccinations"], // six letters or more only as the word's start
    ["reservati", "reservations"], // nine: a name, not a clipping
    ["suppli", "suppliers"], // a stem (of "supplies"), not a clipping
  ])("%s does not abbreviate %s", (short, word) => expect(abbreviates(short, word)).toBe(false));
});

describe("joinedPairs", () => {
  it("writes each pair of neighbouring words together", () => {
    expect(joinedPairs(["time", "sheet", "id"]).map((p) => p.joined)).toEqual(["timesheet", "sheetid"]);
  });
});
