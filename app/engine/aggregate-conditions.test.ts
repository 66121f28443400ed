// Conditions on an aggregate of each group's rows (made-up plant nursery, neither a sample nor an evaluation
// database): the groups may be values of a column beside the measured one, and "a total <column>" sums it.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const FAMILIES = ["Rosaceae", "Lamiaceae", "Asteraceae"];
const TABLES: FixtureTable[] = [
  {
    name: "plants",
    key: "plant_id",
    columns: [
      ["plant_id", "integer", "integer"],
      ["plant_name", "text", "text"],
      ["family", "text", "text"],
      ["height_cm", "numeric(6,1)", "decimal"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      plant_id: i + 1,
      plant_name: `Cultivar ${i + 1}`,
      family: FAMILIES[i % 3],
      height_cm: 20 + i * 9,
    })),
  },
  {
    name: "sales",
    key: "sale_id",
    columns: [
      ["sale_id", "integer", "integer"],
      ["plant_id", "integer", "integer"],
      ["sold_on", "date", "date"],
      ["amount", "numeric(8,2)", "decimal"],
    ],
    foreignKeys: [{ column: "plant_id", table: "plants" }],
    rows: Array.from({ length: 40 }, (_, i) => ({
      sale_id: i + 1,
      plant_id: (i % 12) + 1,
      sold_on: `2025-0${(i % 9) + 1}-1${i % 10}`,
      amount: 5 + ((i * 7) % 30),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("conditions on each group's aggregate", () => {
  it("groups by a column of the measured table when the question lists its values", () => {
    for (const q of ["Which families have an average height above 50?", "Which families average over 50 in height?"]) {
      const s = sql(q);
      expect(s, q).toMatch(/GROUP BY "family" HAVING AVG\("height_cm"\) > 50/);
      expect(s, q).not.toMatch(/WHERE/);
    }
  });

  it('sums the column "a total" names', () => {
    for (const q of ["Which plants have a total amount above 100?", "Which plants have total amounts over 100?"])
      expect(sql(q), q).toMatch(/HAVING SUM\("sales"\."amount"\) > 100/);
  });

  it("keeps a condition on single rows a row filter", () => {
    expect(sql("Which plants have a height above 50?")).toMatch(/WHERE "height_cm" > 50/);
    expect(sql("Which plants have a height above 50?")).not.toMatch(/HAVING/);
  });
});

describe('a closing "total"', () => {
  it("adds up the number named right before it", () => {
    for (const q of ["Show the amount total for each plant.", "What was the amount total per month?"]) {
      const s = sql(q);
      expect(s, q).toMatch(/SUM\(("sales"\.)?"amount"\)/);
      expect(s, q).not.toMatch(/COUNT/);
    }
  });
});

describe("the average of rows that keep one number", () => {
  // made-up wine tastings: each rating keeps only its score
  const TASTINGS: FixtureTable[] = [
    {
      name: "wines",
      key: "wine_id",
      columns: [
        ["wine_id", "integer", "integer"],
        ["wine_name", "text", "text"],
      ],
      rows: Array.from({ length: 4 }, (_, i) => ({ wine_id: i + 1, wine_name: `Cuvée ${i + 1}` })),
    },
    {
      name: "ratings",
      key: "rating_id",
      columns: [
        ["rating_id", "integer", "integer"],
        ["wine_id", "integer", "integer"],
        ["score", "integer", "integer"],
      ],
      foreignKeys: [{ column: "wine_id", table: "wines" }],
      rows: Array.from({ length: 16 }, (_, i) => ({ rating_id: i + 1, wine_id: (i % 4) + 1, score: 1 + (i % 5) })),
    },
  ];
  const tastings = fixtureCatalog(TASTINGS);
  const ask = (q: string) => translate(q, { catalog: tastings }).sql.replace(/\s+/g, " ");

  it("averages that number when the rows are named in the singular", () => {
    expect(ask("What is the average rating of each wine?")).toMatch(/AVG\("ratings"\."score"\)/);
    expect(ask("What is the average number of ratings per wine?")).not.toMatch(/AVG\("ratings"\."score"\)/);
  });
});
