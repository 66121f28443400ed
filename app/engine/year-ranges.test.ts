// Ranges of years said without "from" (made-up street markets, neither a sample nor an evaluation database): "over
// 2002 to 2004", "in 2002 through 2004", "2001 to 2002" are every year between, not a comparison with the first year
// and an equality with the last, nor the two years alone.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "markets",
    key: "market_id",
    columns: [
      ["market_id", "integer", "integer"],
      ["market_name", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ market_id: i + 1, market_name: `Square ${i + 1}` })),
  },
  {
    name: "stall_counts",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["market_id", "integer", "integer"],
      ["year", "integer", "integer"],
      ["stalls", "integer", "integer"],
    ],
    foreignKeys: [{ column: "market_id", table: "markets" }],
    rows: Array.from({ length: 36 }, (_, i) => ({
      id: i + 1,
      market_id: (i % 6) + 1,
      year: 2000 + Math.floor(i / 6),
      stalls: 10 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const whereOf = (q: string) =>
  / WHERE (.*?)( GROUP BY| ORDER BY|$)/.exec(translate(q, { catalog }).sql.replace(/\s+/g, " "))?.[1];

describe("a range of years without 'from'", () => {
  it("is every year between its ends", () => {
    expect(whereOf("Average stalls per market over 2001 to 2003")).toBe(`"stall_counts"."year" BETWEEN 2001 AND 2003`);
    expect(whereOf("Total stalls in 2002 through 2004")).toBe(`"year" BETWEEN 2002 AND 2004`);
    expect(whereOf("Total stalls 2001 to 2002")).toBe(`"year" BETWEEN 2001 AND 2002`);
  });

  it("leaves a comparison beside it alone", () => {
    expect(whereOf("Markets with over 40 stalls from 2001 to 2003")).toMatch(
      /"stalls" > 40 AND "stall_counts"\."year" BETWEEN 2001 AND 2003/,
    );
  });
});
