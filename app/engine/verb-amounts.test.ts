// "How much did each X <verb>": the amount column the verb names, in any tense, over a made-up fundraising club
// (neither a sample nor an evaluation database) whose members have no money column of their own.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const rows = (n: number, row: (i: number) => Record<string, string | number>) =>
  Array.from({ length: n }, (_, i) => row(i));

const TABLES: FixtureTable[] = [
  {
    name: "supporters",
    key: "supporter_id",
    columns: [
      ["supporter_id", "integer", "integer"],
      ["supporter_name", "text", "text"],
      ["region", "text", "text"],
    ],
    rows: rows(9, (i) => ({
      supporter_id: i + 1,
      supporter_name: `Supporter ${i + 1}`,
      region: ["Coast", "Hills", "Plain"][i % 3],
    })),
  },
  {
    name: "gifts",
    key: "gift_id",
    columns: [
      ["gift_id", "integer", "integer"],
      ["supporter_id", "integer", "integer"],
      ["donated_on", "date", "date"],
      ["amount_donated", "decimal(10,2)", "decimal"],
    ],
    foreignKeys: [{ column: "supporter_id", table: "supporters" }],
    rows: rows(25, (i) => ({
      gift_id: i + 1,
      supporter_id: (i % 9) + 1,
      donated_on: `2023-0${(i % 9) + 1}-20`,
      amount_donated: 15 + i * 4,
    })),
  },
];
// a second money table: "the most money" alone no longer says whose
const PLEDGES: FixtureTable = {
  name: "pledges",
  key: "pledge_id",
  columns: [
    ["pledge_id", "integer", "integer"],
    ["supporter_id", "integer", "integer"],
    ["amount", "decimal(10,2)", "decimal"],
  ],
  foreignKeys: [{ column: "supporter_id", table: "supporters" }],
  rows: rows(6, (i) => ({ pledge_id: i + 1, supporter_id: i + 1, amount: 100 + i * 25 })),
};
const catalog = fixtureCatalog(TABLES);
const sql = (question: string, tables = catalog) => translate(question, { catalog: tables }).sql.replace(/\s+/g, " ");

describe("how much the rows' verb amounts to", () => {
  it("sums the amount the verb names, grouped by the rows asked about", () => {
    for (const q of ["How much did each supporter donate?", "How much has every supporter donated so far?"]) {
      const s = sql(q);
      expect(s, q).toMatch(/SUM\("gifts"\."amount_donated"\)/);
      expect(s, q).toMatch(/GROUP BY "supporters"\."supporter_name"/);
    }
  });

  it("sums it under a condition on the rows", () => {
    const s = sql("How much did supporters from the Coast region donate?");
    expect(s).toMatch(/SUM\("gifts"\."amount_donated"\)/);
    expect(s).toMatch(/"supporters"\."region" = 'Coast'/);
  });

  it("ranks the rows by the amount the verb before the superlative names", () => {
    const s = sql("Which region donated the most?");
    expect(s).toMatch(/"supporters"\."region" AS "region", SUM\("gifts"\."amount_donated"\)/);
    expect(s).toMatch(/ORDER BY "total_amount_donated" DESC/);
  });

  it("adds the amount up after another sum cue, the verb following the rows and their auxiliary", () => {
    const s = sql("What is the grand total supporters have donated?");
    expect(s).toMatch(/^SELECT SUM\("amount_donated"\)/);
    expect(s).not.toMatch(/GROUP BY/);
  });

  it("ranks by the money of the rows when the superlative says money", () => {
    const s = sql("Which region gave us the most money?");
    expect(s).toMatch(/"supporters"\."region" AS "region", SUM\("gifts"\."amount_donated"\)/);
    expect(s).toMatch(/DESC/);
  });

  it("adds up the amount a question asking what the rows did names", () => {
    const s = sql("What have supporters in each region donated?");
    expect(s).toMatch(/"supporters"\."region" AS "region", SUM\("gifts"\."amount_donated"\)/);
  });

  it("takes the verb's own amount before money in general", () => {
    // the gifts' column names no money ("donated"); the pledges' does
    const gifts = TABLES[1];
    const renamed: FixtureTable = {
      ...gifts,
      columns: gifts.columns.map((c) => (c[0] === "amount_donated" ? ["donated", c[1], c[2]] : c)),
      rows: gifts.rows.map(({ amount_donated, ...row }) => ({ ...row, donated: amount_donated })),
    };
    const pledged = fixtureCatalog([TABLES[0], renamed, PLEDGES]);
    expect(sql("Which region donated the most money?", pledged)).toMatch(/SUM\("gifts"\."donated"\)/);
  });

  it("sums the money of the rows the verb names when no amount is named by it", () => {
    const pledged = fixtureCatalog([...TABLES, PLEDGES]);
    for (const q of ["How much has each supporter pledged?", "How much was pledged by each supporter?"]) {
      const s = sql(q, pledged);
      expect(s, q).toMatch(/SUM\("pledges"\."amount"\)/);
      expect(s, q).toMatch(/GROUP BY "supporters"\."supporter_name"/);
    }
  });

  it("ranks by the money of the rows spent on", () => {
    const pledged = fixtureCatalog([...TABLES, PLEDGES]);
    for (const q of ["Which supporter spent the most on pledges?", "Which supporter paid the least for pledges?"])
      expect(sql(q, pledged), q).toMatch(/SUM\("pledges"\."amount"\)/);
  });

  it("counts the rows when the superlative asks how many times", () => {
    const s = sql("Which region has donated the most times?");
    expect(s).toMatch(/COUNT\(/);
    expect(s).not.toMatch(/SUM\(/);
  });
});
