// A rank said as a number (made-up film club, neither a sample nor an evaluation database): "the highest rank" is
// rank 1, the best, but "the lowest rank number" is the smallest number and "the highest rank number" the largest.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "members",
    key: "member_id",
    columns: [
      ["member_id", "integer", "integer"],
      ["member_name", "text", "text"],
      ["club_rank", "integer", "integer"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      member_id: i + 1,
      member_name: `Reel ${i + 1}`,
      club_rank: 3 + i * 4,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const orderOf = (q: string) =>
  / ORDER BY (.*?) (FETCH|LIMIT)/.exec(translate(q, { catalog }).sql.replace(/\s+/g, " "))?.[1];

describe("a rank said as a number", () => {
  it("orders by the number", () => {
    expect(orderOf("Which member has the lowest rank number?")).toMatch(/^"club_rank" ASC/);
    expect(orderOf("Which member has the highest rank number?")).toMatch(/^"club_rank" DESC/);
  });

  it("leaves a rank said as a standing to count down to the best", () => {
    expect(orderOf("Which member has the highest rank?")).toMatch(/^"club_rank" ASC/);
    expect(orderOf("Which member has the lowest rank?")).toMatch(/^"club_rank" DESC/);
  });
});
