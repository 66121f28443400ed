// A counted noun the database does not hold (made-up charter airline, neither a sample nor an evaluation database):
// "how many lifeboats does the Skyhawk 200 carry" is about lifeboats, which no table or column records — refused, naming the
// word, instead of counting the one aircraft called Skyhawk 200. A noun the schema holds is counted as before.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "aircraft",
    key: "aid",
    columns: [
      ["aid", "integer", "integer"],
      ["name", "text", "text"],
      ["distance", "integer", "integer"],
    ],
    rows: [
      { aid: 1, name: "Skyhawk 200", distance: 900 },
      { aid: 2, name: "Condor X", distance: 5000 },
    ],
  },
  {
    name: "flight",
    key: "flno",
    columns: [
      ["flno", "integer", "integer"],
      ["origin", "text", "text"],
      ["aid", "integer", "integer"],
    ],
    foreignKeys: [{ column: "aid", table: "aircraft" }],
    rows: Array.from({ length: 6 }, (_, i) => ({ flno: 90 + i, origin: ["Oslo", "Bergen"][i % 2], aid: 1 + (i % 2) })),
  },
];

const catalog = fixtureCatalog(TABLES);

describe("a counted noun the database does not hold", () => {
  it("is refused, naming the word", () => {
    expect(() => translate("How many lifeboats does the Skyhawk 200 carry?", { catalog })).toThrow(/“lifeboats”/);
    expect(() => translate("How many meals were served on flight 93?", { catalog })).toThrow(/“meals”/);
  });

  it("leaves a noun the schema holds counted, and a modifier before it", () => {
    expect(translate("How many flights does the Skyhawk 200 have?", { catalog }).sql).toMatch(/COUNT/);
    expect(translate("How many charter flights left from Oslo?", { catalog }).sql).toMatch(/COUNT/);
  });

  it("stays a lower confidence on a single sheet, whose counted noun is its subject", () => {
    const sheet = fixtureCatalog(TABLES.slice(0, 1));
    expect(translate("How many jets are there?", { catalog: sheet }).sql).toMatch(/COUNT/);
  });
});
