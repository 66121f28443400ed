// "How many … are X and how many are not" over a made-up depot list (neither a sample nor an evaluation database): the
// yes/no condition splits the rows into two groups, beside any groups the question already asks for.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "depots",
    key: "depotid",
    columns: [
      ["depotid", "integer", "integer"],
      ["name", "text", "text"],
      ["country", "text", "text"],
      ["open", "char(1)", "text"],
      ["managergender", "char(1)", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      depotid: i + 1,
      name: `Depot ${i}`,
      country: ["Norway", "Chile", "Peru"][i % 3],
      open: i % 4 ? "Y" : "N",
      managergender: i % 3 ? "F" : "M",
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("how many are and how many are not", () => {
  it("groups by the condition instead of keeping one side", () => {
    const split = sql("How many depots are open and how many are not?");
    expect(split).toMatch(/GROUP BY "open"/);
    expect(split).not.toMatch(/WHERE/);
  });

  it("adds the split to the groups already asked for", () => {
    const split = sql("For each country, how many of its depots are open and how many are not?");
    expect(split).toMatch(/GROUP BY "country", "open"/);
    expect(split).not.toMatch(/WHERE/);
    // one side only keeps its condition
    expect(sql("For each country, how many depots are open?")).toMatch(/WHERE "open" = 'Y' GROUP BY "country"/);
  });
});

describe("how many are one value and how many another", () => {
  it("counts each value named, one row per value", () => {
    const split = sql("How many depots are in Chile and how many are in Peru?");
    expect(split).toMatch(/GROUP BY "country"/);
    expect(split).toMatch(/'Chile'.*'Peru'/);
  });

  it("reads every gender named, not the first alone", () => {
    const split = sql("How many depots have a male manager and how many a female one?");
    expect(split).toMatch(/"managergender" = 'M' OR "managergender" = 'F'/);
    expect(split).toMatch(/GROUP BY "managergender"/);
  });
});
