// Groups a question names through a column of its subject, over a made-up billing schema (neither a sample nor an
// evaluation database): patrons carry the firm they work for, bills belong to patrons, bill lines carry quantities.
// "Across its bills" adds up over the firm's bills instead of grouping by bill; "which firms have more than 2 bills"
// and "which firms bought more than 10 units" group by the firm column, while "patrons" and their first names keep
// grouping by the patron.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "patron",
    key: "patronid",
    columns: [
      ["patronid", "integer", "integer"],
      ["firstname", "text", "text"],
      ["lastname", "text", "text"],
      ["firmname", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      patronid: i + 1,
      firstname: `Ann${i}`,
      lastname: `Lee${i}`,
      firmname: `Firm ${i % 5}`,
    })),
  },
  {
    name: "billhead",
    key: "billid",
    columns: [
      ["billid", "integer", "integer"],
      ["patronid", "integer", "integer"],
      ["billdate", "date", "date"],
      ["totaldue", "decimal(10,2)", "decimal"],
    ],
    foreignKeys: [{ column: "patronid", table: "patron" }],
    rows: Array.from({ length: 15 }, (_, i) => ({
      billid: i + 1,
      patronid: (i % 9) + 1,
      billdate: `2024-0${(i % 6) + 1}-01`,
      totaldue: 100 + i,
    })),
  },
  {
    name: "billline",
    key: "billlineid",
    columns: [
      ["billlineid", "integer", "integer"],
      ["billid", "integer", "integer"],
      ["qty", "integer", "integer"],
      ["unitprice", "decimal(10,2)", "decimal"],
    ],
    foreignKeys: [{ column: "billid", table: "billhead" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      billlineid: i + 1,
      billid: (i % 15) + 1,
      qty: 1 + (i % 4),
      unitprice: 10 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a group named through a column of the subject", () => {
  it("adds up across its owner's rows instead of grouping by them", () => {
    const firm = sql("Which firm has the highest total amount due across its bills?");
    expect(firm).toMatch(/GROUP BY "patron"\."firmname"/);
    expect(firm).not.toMatch(/GROUP BY "billid"/);
    expect(sql("What is the total amount due across all bills?")).not.toMatch(/GROUP BY/);
    expect(sql("What is the average amount due across the bills?")).not.toMatch(/GROUP BY/);
    // a plural noun after "across" still groups
    expect(sql("What is the total amount due across firms?")).toMatch(/GROUP BY "patron"\."firmname"/);
  });

  it("counts related rows per value of the named column", () => {
    expect(sql("Which firms have more than 2 bills?")).toMatch(/GROUP BY "patron"\."firmname" HAVING COUNT\(\*\) > 2/);
    expect(sql("Which patrons have more than 2 bills?")).toMatch(/GROUP BY .*"patron"\."patronid"/);
    expect(sql("List the first names of patrons with more than 2 bills")).toMatch(/GROUP BY .*"patron"\."patronid"/);
  });

  it("sums related rows per value of a column named like a label", () => {
    expect(sql("Which firms bought more than 10 units in total?")).toMatch(
      /GROUP BY "patron"\."firmname" HAVING SUM\("billline"\."qty"\) > 10/,
    );
    expect(sql("Which patrons bought more than 10 units in total?")).toMatch(/GROUP BY .*"patron"\."patronid"/);
  });
});
