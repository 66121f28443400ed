// A count kept beside the rows it counts (made-up courier firm, neither a sample nor an evaluation database): depots
// keep a whole number "deliveries" while a deliveries table holds the deliveries themselves. The word names the rows,
// so they are counted, dated and grouped — never the kept number summed; only a ranking of the depots themselves ("the
// depot with the most deliveries") reads the number each depot keeps, and "our two depots with …" ranks two.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "depots",
    key: "depotid",
    columns: [
      ["depotid", "integer", "integer"],
      ["depotname", "text", "text"],
      ["deliveries", "integer", "integer"],
      ["vans", "integer", "integer"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      depotid: i + 1,
      depotname: ["Ashford", "Brill", "Crewe", "Dunmow", "Ely", "Frome"][i],
      deliveries: 10 + i * 3,
      vans: 2 + i,
    })),
  },
  {
    name: "deliveries",
    key: "deliveryid",
    columns: [
      ["deliveryid", "integer", "integer"],
      ["depotid", "integer", "integer"],
      ["deliveredon", "date", "date"],
      ["weightkg", "decimal", "decimal"],
    ],
    foreignKeys: [{ column: "depotid", table: "depots" }],
    rows: Array.from({ length: 75 }, (_, i) => ({
      deliveryid: i + 1,
      depotid: (i % 6) + 1,
      deliveredon: `2024-${String(1 + (i % 12)).padStart(2, "0")}-1${i % 9}`,
      weightkg: 1 + (i % 17),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a count kept beside its rows", () => {
  it("counts the rows per month, not the kept number", () => {
    const got = sql("Show the number of deliveries per month in 2024.");
    expect(got).toMatch(/COUNT\(\*\)/);
    expect(got).toMatch(/FROM "deliveries"/);
    expect(got).not.toMatch(/"depots"\."deliveries"|SUM\("deliveries"\)/);
  });

  it("counts the rows of a period", () => {
    expect(sql("How many deliveries were made in March 2024?")).toMatch(
      /COUNT\(\*\).*FROM "deliveries" WHERE "deliveredon" >= DATE '2024-03-01'/,
    );
  });

  it("ranks the rows that keep the count by their own number", () => {
    const got = sql("Name our two depots with the most deliveries.");
    expect(got).toMatch(/FROM "depots" ORDER BY "deliveries" DESC NULLS LAST LIMIT 2/);
    expect(got).not.toMatch(/COUNT\(/);
  });
});
