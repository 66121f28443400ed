import { beforeAll, describe, expect, it } from "vitest";
import { translate, translateWithExecution } from "./index";
import { fixtureCatalog, fixtureSql, type FixtureTable } from "../../tests/fixtures/engine/library";
import { FIXTURE_NOW as now, useFixtureDatabase } from "../../tests/fixtures/engine/sheet-database";
import { ORCHARDS } from "../../tests/fixtures/engine/orchards";
import { compileIR } from "./compile/compile";
import { emptyIR, type QueryIR } from "./ir";
import { getSchemaIndex } from "./model/build-index";
import { tokenize } from "./understanding/tokens";

// Spreadsheet questions on a made-up orchard survey: headers that carry years, phrases spread over the question,
// commas, choices in time, the sheet's unnamed subject, values the named rows share.
const catalog = fixtureCatalog([ORCHARDS]);
const { run, answer: answerOn } = useFixtureDatabase("engine_headers", [ORCHARDS]);
const answer = (question: string) => answerOn(question, catalog);

describe("headers that hold a year (executed on PostgreSQL)", () => {
  it.each([
    ["what was the harvest in 2000 of Pear Hollow", ["420"]],
    ["how many trees in 2000 did Quince Vale have", ["600"]],
  ])("%s", async (question, expected) => {
    expect(await answer(question)).toEqual(expected);
  });

  it("a year that names a column is not also a condition on it", () => {
    const sql = translate("what was the harvest in 2000 of Pear Hollow", { catalog, now }).sql;
    expect(sql).toContain('"harvest_tonnes_2000"');
    expect(sql).not.toMatch(/= 2000/);
  });
});

describe("numbers written as text between section rows (executed on PostgreSQL)", () => {
  it.each([
    ["what is the difference in harvest in 2000 between Pear Hollow and Quince Vale", ["270"]],
    ["which orchard had the smallest harvest in 2000", ["Quince Vale"]],
  ])("%s", async (question, expected) => {
    expect(await answer(question)).toEqual(expected);
  });
});

describe("the same value as a named row (executed on PostgreSQL)", () => {
  it.each([
    ["which orchard has same region as Appleby Hill", ["Quince Vale"]],
    ["which orchard has the same number of hectares as Appleby Hill", ["Quince Vale"]],
  ])("%s", async (question, expected) => {
    expect(await answer(question)).toEqual(expected);
  });
});

describe("the difference inside a result written “2–1” (executed on PostgreSQL)", () => {
  const GAMES: FixtureTable = {
    name: "season_games",
    columns: [
      ["__row", "integer", "integer"],
      ["played_on", "text", "text"],
      ["opponent", "text", "text"],
      ["result", "text", "text"],
    ],
    rows: [
      { __row: 1, played_on: "1999-09-05", opponent: "Leeds", result: "W 4–1" },
      { __row: 2, played_on: "1999-09-12", opponent: "Bury", result: "L 0–2" },
      { __row: 3, played_on: "1999-09-19", opponent: "Crewe", result: "D 1–1" },
    ],
  };
  const games = fixtureCatalog([GAMES]);

  beforeAll(async () => {
    for (const statement of fixtureSql([GAMES])) await run(statement);
  });

  it.each([
    ["what was the score difference in the game against Leeds", ["3"]],
    ["what was the goal difference in the last game", ["0"]],
  ])("%s", async (question, expected) => {
    const t = await translateWithExecution(question, { catalog: games, now }, run);
    const result = t.result ?? (await run(t.sql));
    expect(result.rows.map((r) => String(r.difference))).toEqual(expected);
  });

  it("reads the two numbers with a portable pattern in MySQL too", () => {
    const sql = translate("what was the score difference in the game against Leeds", {
      catalog: fixtureCatalog([GAMES], "mysql"),
      now,
    }).sql;
    expect(sql).toMatch(/ABS\(CAST\(NULLIF\(REGEXP_SUBSTR\(NULLIF\(REGEXP_SUBSTR\(`result`/);
  });
});

describe("compiled forms that must stay valid SQL (executed on PostgreSQL)", () => {
  const index = getSchemaIndex(catalog);
  const region = { table: "orchard_survey", column: "region" };
  const grouped: QueryIR = {
    ...emptyIR("orchard_survey"),
    select: [{ agg: "count", alias: "count" }],
    dimensions: [{ column: region, alias: "region" }],
  };

  it("a yes/no over groups asks whether any group passes", async () => {
    const sql = compileIR(
      {
        ...grouped,
        exists: true,
        having: { alias: "count", op: "gte", value: 2 },
        order: [{ target: { kind: "measure", alias: "count" }, direction: "desc" }],
      },
      index,
    );
    expect((await run(sql)).rows).toEqual([{ answer: "yes" }]);
  });

  it("groups in file order sit where their first or last row sits", async () => {
    const last = compileIR({ ...grouped, order: [{ target: { kind: "row" }, direction: "desc" }], limit: 1 }, index);
    expect((await run(last)).rows.map((r) => r.region)).toEqual(["North"]);
    const first = compileIR(
      {
        ...grouped,
        filters: [{ column: region, op: "neq", value: "Highland group" }],
        order: [{ target: { kind: "row" }, direction: "asc" }],
        limit: 1,
      },
      index,
    );
    expect((await run(first)).rows.map((r) => r.region)).toEqual(["North"]);
  });

  it("a semicolon between two sentences is no statement", () => {
    expect(translate("Appleby Hill was founded early; which orchard was founded last", { catalog, now }).sql).toContain(
      'ORDER BY "founded" DESC',
    );
  });
});

describe("a column named twice in one question", () => {
  it("understands both phrases instead of ignoring one", () => {
    const t = translate("which orchard harvested the most tonnes", { catalog, now });
    expect(t.ignoredWords).toEqual([]);
    expect(t.sql).toMatch(/ORDER BY .*"harvest_tonnes_2000".* DESC/s);
  });
});

describe("commas in questions", () => {
  it("a comma after a number ends the number (“in 2000, which …”)", () => {
    const tokens = tokenize("in 2000, which orchard");
    expect(tokens.map((t) => t.norm)).toEqual(["in", "2000", ",", "which", "orchard"]);
    expect(tokens[1].year).toBe(true);
    expect(tokenize("7,169 trees")[0].value).toBe(7169);
  });

  it("a value written with a comma links whole (“Quince Vale, North”)", () => {
    const withComma = fixtureCatalog([
      { ...ORCHARDS, rows: ORCHARDS.rows.map((r, i) => (i === 2 ? { ...r, orchard: "Quince Vale, North" } : r)) },
    ]);
    expect(translate("when was Quince Vale, North founded", { catalog: withComma, now }).sql).toContain(
      `"orchard" = 'Quince Vale, North'`,
    );
  });
});

describe("choices in time (executed on PostgreSQL)", () => {
  it.each([
    ["which was founded first, Appleby Hill or Quince Vale", ["Quince Vale"]],
    ["which orchard came first, Pear Hollow or Appleby Hill", ["Appleby Hill"]],
  ])("%s", async (question, expected) => {
    expect(await answer(question)).toEqual(expected);
  });
});

describe("a sheet's subject that no cell holds", () => {
  it("answers with a low confidence instead of refusing on a single sheet", () => {
    const t = translate("at the famous northern valley cooperative, which orchard has the most trees in 2000", {
      catalog,
      now,
    });
    expect(t.sql).toMatch(/ORDER BY .*"c_2000_trees".* DESC/s);
    expect(t.confidence).toBeLessThan(0.8);
    expect(t.ignoredWords).toEqual(expect.arrayContaining(["famous", "northern", "valley", "cooperative"]));
  });

  it("still refuses a question with nothing it can shape", () => {
    expect(() => translate("what will the weather be like tomorrow", { catalog, now })).toThrowError(
      expect.objectContaining({ code: "TRANSLATION_ERROR" }),
    );
  });
});

describe("values the named rows share (executed on PostgreSQL)", () => {
  it.each([
    ["Appleby Hill and Quince Vale both lie in which region", ["North"]],
    ["Pear Hollow and Quince Vale each harvested how many tonnes in 2000", ["150", "420"]],
  ])("%s", async (question, expected) => {
    expect((await answer(question)).sort()).toEqual(expected);
  });

  it("the shared value is read once; “both” with a sum keeps the total", () => {
    expect(translate("Appleby Hill and Quince Vale both lie in which region", { catalog, now }).sql).toMatch(
      /SELECT DISTINCT "region"/,
    );
    expect(
      translate("how many tonnes did both Pear Hollow and Quince Vale harvest in 2000", { catalog, now }).sql,
    ).toMatch(/SUM\(/);
  });
});
