import { describe, expect, it } from "vitest";
import { translate } from "../index";
import { fixtureCatalog } from "../../../tests/fixtures/engine/library";
import { useFixtureDatabase } from "../../../tests/fixtures/engine/sheet-database";

// Lookups on a small made-up spreadsheet upload: the right rows and the right answer column.
type Table = Parameters<typeof fixtureCatalog>[0][number];

type Boat = [name: string, builder: string, launched: number, crew: string, rank: string, fee: string];
const BOATS: Boat[] = [
  ["Kestrel Four", "Appleby Yard", 1951, "Harbour Club", "3", "Free"],
  ["Otter Eight", "Marsh Works", 1953, "River Club", "1", "£200"],
  ["Heron Pair", "Appleby Yard", 1951, "Harbour Club", "3", "Free"],
  ["Swift Single", "Dale & Sons", 1958, "Lake Club", "2", "Free"],
  ["Grebe Six", "Marsh Works", 1960, "River Club", "5", "£450"],
];

const FLEET: Table = {
  name: "fleet",
  columns: [
    ["__row", "integer", "integer"],
    ["boat", "text", "text"],
    ["builder", "text", "text"],
    ["launched", "integer", "integer"],
    ["crew", "text", "text"],
    ["rank", "text", "text"],
    ["transfer_fee", "text", "text"],
  ],
  rows: BOATS.map(([name, builder, launched, crew, rank, fee], i) => ({
    __row: i + 1,
    boat: name,
    builder,
    launched,
    crew,
    rank,
    transfer_fee: fee,
  })),
};

// Keepers with a home town written "Town, ST, U.S." and a state written as its postal abbreviation.
const KEEPERS: Table = {
  name: "keepers",
  columns: [
    ["__row", "integer", "integer"],
    ["keeper", "text", "text"],
    ["hometown", "text", "text"],
    ["posted_state", "text", "text"],
    ["time_served", "text", "text"],
  ],
  rows: [
    ["Ada Vale", "Mobile, AL, U.S.", "FL", "4 years"],
    ["Bram Holt", "Tampa, FL, U.S.", "GA", "11 years"],
    ["Cora Finch", "Dallas, TX, U.S.", "FL", "2 years"],
    ["Dov Lark", "Montgomery, AL, U.S.", "TX", "7 years"],
  ].map(([keeper, hometown, posted_state, time_served], i) => ({
    __row: i + 1,
    keeper,
    hometown,
    posted_state,
    time_served,
  })),
};

const sheets = useFixtureDatabase("engine_lookups", [FLEET, KEEPERS]);
const CATALOG = fixtureCatalog([FLEET]);
const KEEPER_CATALOG = fixtureCatalog([KEEPERS]);
const answer = (question: string) =>
  sheets.answer(question, /keeper|Dov Lark/.test(question) ? KEEPER_CATALOG : CATALOG);

const CASES: Record<string, [question: string, expected: string[]][]> = {
  "which other X, besides Y: the named column answers, Y excluded": [
    ["which other builder, besides Appleby Yard, launched a boat in 1953?", ["Marsh Works"]],
    ["what is the other transfer fee listed, besides free?", ["£200", "£450"]],
    ["besides Marsh Works, what other builder is listed?", ["Appleby Yard", "Dale & Sons"]],
  ],
  "the other X that shares a named column with Y: rows holding Y's value there, Y excluded": [
    ["who was the other boat that tied in rank with Kestrel Four?", ["Heron Pair"]],
    ["Otter Eight had the same crew as what other boat?", ["Grebe Six"]],
  ],
  "A and B both had what X: the column in which the named rows share one value": [
    ["Kestrel Four and Heron Pair both had what rank?", ["3"]],
    ["Otter Eight and Grebe Six were both built by whom?", ["Marsh Works"]],
    ["Otter Eight and Grebe Six each rowed for which crew?", ["River Club"]],
  ],
  "name a X / tell me one X: the first matching row the sheet lists": [
    ["name a boat launched in 1951.", ["Kestrel Four"]],
    ["tell me a boat with a free transfer fee that is not built by Appleby Yard", ["Swift Single"]],
    ["name one builder with a boat ranked above 3", ["Marsh Works"]],
  ],
  "US state names match their postal abbreviations": [
    ["which keepers were posted to Florida?", ["Ada Vale", "Cora Finch"]],
    ["which keepers have a hometown in Alabama?", ["Ada Vale", "Dov Lark"]],
    ["how many keepers come from Texas?", ["1"]],
  ],
  "X's <function word>: the column whose header leads with it": [["what was Dov Lark's time?", ["7 years"]]],
};

describe("lookups (executed on PostgreSQL)", () => {
  for (const [construct, cases] of Object.entries(CASES)) {
    describe(construct, () => {
      it.each(cases)("%s", async (question, expected) => {
        expect([...new Set(await answer(question))].sort()).toEqual([...expected].sort());
      });
    });
  }
});

describe("readings that must give one answer", () => {
  it("\u201cthe only X\u201d and \u201cA and B both\u201d pass over readings with several answers", () => {
    expect(translate("which was the only boat built by Dale & Sons?", { catalog: CATALOG }).ir.agree).toBe(true);
    expect(translate("Kestrel Four and Heron Pair both had what rank?", { catalog: CATALOG }).ir.agree).toBe(true);
    expect(translate("which boats were built by Marsh Works?", { catalog: CATALOG }).ir.agree).toBeUndefined();
  });
});
