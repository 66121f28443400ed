// Comparisons with the mean (made-up boat hire, neither a sample nor an evaluation database): "a day rate above the
// average" compares each boat's rate with the mean rate over every boat — no aggregate of the answer and no named row.
// And "boats hired", "boats cost" read as a subject and its verb, never as the compound names "boat hires", "boat cost".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { getSchemaIndex } from "./model/build-index";
import { linkAll } from "./understanding/linking";
import { tokenize } from "./understanding/tokens";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "boats",
    key: "boat_id",
    columns: [
      ["boat_id", "integer", "integer"],
      ["boat_name", "text", "text"],
      ["length_m", "numeric", "decimal"],
      ["day_rate", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      boat_id: i + 1,
      boat_name: `Skiff ${i + 1}`,
      length_m: 4 + i,
      day_rate: 60 + 15 * i,
    })),
  },
  {
    name: "boat_hires",
    key: "hire_id",
    columns: [
      ["hire_id", "integer", "integer"],
      ["boat_id", "integer", "integer"],
      ["hired_on", "date", "date"],
      ["boat_cost", "numeric", "decimal"],
      ["sale_channel", "text", "text"],
    ],
    foreignKeys: [{ column: "boat_id", table: "boats" }],
    rows: Array.from({ length: 20 }, (_, i) => ({
      hire_id: i + 1,
      boat_id: (i % 8) + 1,
      hired_on: `2025-06-${String(1 + i).padStart(2, "0")}`,
      boat_cost: 50 + 10 * i,
      sale_channel: i % 2 ? "Kiosk" : "Online",
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("comparisons with the mean", () => {
  it("compares a named column with its mean over every row", () => {
    const got = sql("Which boats have a day rate above the average?");
    expect(got).toMatch(/WHERE "day_rate" > \(SELECT AVG\("day_rate"\) FROM "boats"/);
    expect(got).not.toMatch(/SELECT AVG\("day_rate"\) AS/);
  });

  it("takes the quantity a comparative adjective measures", () => {
    expect(sql("How many boats are longer than average?")).toMatch(
      /COUNT\(\*\).*"length_m" > \(SELECT AVG\("length_m"\) FROM "boats"/,
    );
  });

  it("reads 'below the mean' as less than the mean", () => {
    expect(sql("List the hires with a boat cost below the mean.")).toMatch(
      /"boat_cost" < \(SELECT AVG\("boat_cost"\) FROM "boat_hires"/,
    );
  });

  it("reads 'our' and 'overall' average as the mean over every row", () => {
    for (const question of [
      "Which boats cost more than our average day rate?",
      "Which boats have a day rate above the overall average?",
    ])
      expect(sql(question)).toMatch(/WHERE "day_rate" > \(SELECT AVG\("day_rate"\) FROM "boats"/);
  });

  it("reads a word naming whose average as the mean over every row, but not a value naming a group", () => {
    expect(sql("Which boats have a day rate above the fleet average?")).toMatch(
      /WHERE "day_rate" > \(SELECT AVG\("day_rate"\) FROM "boats"/,
    );
    expect(sql("Which hires had a boat cost below the online average?")).not.toMatch(/"boat_cost" < \(SELECT AVG/);
  });

  it("counts the related rows per row and holds the count against its mean over every row, none counting zero", () => {
    const got = sql("Which boats have more hires than the average boat?");
    expect(got).toMatch(/SELECT "boats"\."boat_name" AS "boat_name", COUNT\(\*\) AS "(\w+)" FROM "boat_hires"/);
    expect(got).toMatch(
      /HAVING COUNT\(\*\) > \(SELECT SUM\("\w+"\) FROM \(SELECT .* GROUP BY .*\) "per_group"\) \* 1\.0 \/ NULLIF\(\(SELECT COUNT\(\*\) FROM "boats"\), 0\)/,
    );
    expect(sql("Which boats have fewer hires than average?")).toMatch(/HAVING COUNT\(\*\) < \(SELECT SUM/);
  });

  it("leaves a column's comparison alone when a word stands between the cue and the rows", () => {
    expect(sql("Which boats had more expensive hires than average?")).toMatch(
      /WHERE "boat_hires"\."boat_cost" > \(SELECT AVG\("boat_cost"\) FROM "boat_hires"/,
    );
  });

  it("reads 'above-average' and 'below-average' written with a hyphen as the two words", () => {
    expect(sql("boats with an above-average day rate")).toMatch(
      /WHERE "day_rate" > \(SELECT AVG\("day_rate"\) FROM "boats"/,
    );
    expect(sql("hires with a below-average boat cost")).toMatch(
      /WHERE "boat_cost" < \(SELECT AVG\("boat_cost"\) FROM "boat_hires"/,
    );
  });
});

describe("a subject and its verb", () => {
  const index = getSchemaIndex(catalog);
  const spans = (question: string) =>
    linkAll(tokenize(question), index, new Set()).map((l) => `${l.start}-${l.end} ${l.kind}`);

  it("are no compound name", () => {
    expect(spans("Which boats hired out in June?")).not.toContain("1-3 table");
    expect(spans("Which boats cost more?")).not.toContain("1-3 column");
    expect(spans("Which boat hires were in June?")).toContain("1-3 table");
  });

  it("leave a plural English puts before nouns in its compound", () => {
    expect(spans("Which sales channel took the most hires?")).toContain("1-3 column");
  });
});
