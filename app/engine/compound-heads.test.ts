// A compound name's last word is what the column is (made-up seed shop, neither a sample nor an evaluation database):
// "order" in "orderqty" qualifies a quantity, so a question about orders reaches the table of orders, while
// "country_name" and "answercount"-like names, whose entity has no table of its own or whose last word only says how
// it is written, keep answering to their first word.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "seeds",
    key: "seedid",
    columns: [
      ["seedid", "integer", "integer"],
      ["seedname", "text", "text"],
      ["country_name", "text", "text"],
      ["reviewcount", "integer", "integer"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      seedid: i + 1,
      seedname: `Seed ${i}`,
      country_name: ["Peru", "Chile"][i % 2],
      reviewcount: i * 3,
    })),
  },
  {
    name: "gardenorderheader",
    key: "gardenorderid",
    columns: [
      ["gardenorderid", "integer", "integer"],
      ["orderdate", "date", "date"],
      ["buyername", "text", "text"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      gardenorderid: i + 1,
      orderdate: `2024-0${1 + (i % 9)}-02`,
      buyername: `Buyer ${i % 4}`,
    })),
  },
  {
    name: "gardenorderdetail",
    key: "detailid",
    columns: [
      ["detailid", "integer", "integer"],
      ["gardenorderid", "integer", "integer"],
      ["seedid", "integer", "integer"],
      ["orderqty", "integer", "integer"],
      ["unitprice", "numeric", "decimal"],
    ],
    foreignKeys: [
      { column: "gardenorderid", table: "gardenorderheader" },
      { column: "seedid", table: "seeds" },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      detailid: i + 1,
      gardenorderid: (i % 10) + 1,
      seedid: (i % 8) + 1,
      orderqty: 1 + (i % 3),
      unitprice: 2.5,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a compound's last word", () => {
  it("sends a question about orders to the orders, not to the quantity they qualify", () => {
    const got = sql("On average, how many different seeds are on each order?");
    // each order's distinct seeds, averaged
    expect(got).toMatch(/^SELECT AVG/);
    expect(got).toMatch(/"gardenorderheader"\."gardenorderid"/);
    expect(got).not.toMatch(/orderqty/);
  });

  it("keeps a name whose last word says how it is written, and a count of a thing without a table", () => {
    expect(sql("Average number of reviews per seed country")).toMatch(/"country_name"/);
    expect(sql("Which seed has the most reviews?")).toMatch(/"reviewcount"/);
  });
});
