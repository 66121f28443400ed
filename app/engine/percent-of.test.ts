// "A as a percentage of B" over a made-up quote book (neither a sample nor an evaluation database): one amount over
// another of the same rows — a ratio of sums per group, times 100 — not A's share of its own total.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "quotes",
    key: "quoteid",
    columns: [
      ["quoteid", "integer", "integer"],
      ["region", "text", "text"],
      ["quotedon", "date", "date"],
      ["netamount", "decimal(10,2)", "decimal"],
      ["taxamount", "decimal(10,2)", "decimal"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      quoteid: i + 1,
      region: ["North", "South", "East"][i % 3],
      quotedon: `2024-0${(i % 9) + 1}-10`,
      netamount: 100 + i * 10,
      taxamount: 20 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("one amount as a percentage of another", () => {
  it("divides the sums per group and scales to a percentage", () => {
    const q = sql("What is the tax amount as a percentage of the net amount for each region?");
    expect(q).toMatch(/SUM\("taxamount"\) \/ NULLIF\(SUM\("netamount"\), 0\)\) \* 100/);
    expect(q).toMatch(/GROUP BY "region"/);
    expect(q).not.toMatch(/OVER \(\)/);
  });

  it("keeps a fraction or a proportion a fraction", () => {
    for (const word of ["fraction", "proportion"]) {
      const q = sql(`What is the tax amount as a ${word} of the net amount for each region?`);
      expect(q).toMatch(/SUM\("taxamount"\) \/ NULLIF\(SUM\("netamount"\), 0\)/);
      expect(q).not.toMatch(/\* 100|OVER \(\)/);
    }
  });
});
