// A count said before "each" (made-up swimming club, neither a sample nor an evaluation database): swimmers have a
// squad number, a small integer code; "the headcount for each squad" groups by it instead of adding it up; "swimmer
// count by squad" groups too, where the count's noun comes first and "by" or "per" after it; "for each number of
// siblings" groups by the column that holds that number, it counts nothing.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "swimmers",
    key: "swimmer_id",
    columns: [
      ["swimmer_id", "integer", "integer"],
      ["swimmer_name", "text", "text"],
      ["squad", "integer", "integer"],
      ["age", "integer", "integer"],
      ["siblings", "integer", "integer"],
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      swimmer_id: i + 1,
      swimmer_name: `Swimmer ${i + 1}`,
      squad: [110, 120, 130][i % 3],
      age: 9 + (i % 8),
      siblings: i % 4,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a count before 'each'", () => {
  it("groups by what follows, however it is stored", () => {
    const sql = translate("What is the headcount for each squad?", { catalog }).sql;
    expect(sql).toMatch(/COUNT\(\*\)[^]*GROUP BY "squad"/);
    expect(sql).not.toMatch(/SUM\("squad"\)/);
  });

  it("groups a noun's count by what follows 'by' or 'per', not counting that column's values", () => {
    for (const question of ["swimmer count by squad", "swimmer count per squad", "headcount by squad"]) {
      const sql = translate(question, { catalog }).sql;
      expect(sql).toMatch(/COUNT\(\*\)[^]*GROUP BY "squad"/);
      expect(sql).not.toMatch(/DISTINCT/);
    }
  });
});

describe("a group named as a number of things", () => {
  it("groups by the column holding the number", () => {
    for (const question of ["average age for each number of siblings", "swimmers per number of siblings"]) {
      const sql = translate(question, { catalog }).sql;
      expect(sql).toMatch(/GROUP BY "siblings"/);
      expect(sql).not.toMatch(/(AVG|SUM)\("siblings"\)/);
    }
  });
});
