// Lower-cased camelCase schemas put one prefix on every table (sbcustomer, sbticker) and every column of a table
// (sbtxamount, sbtxstatus): the words after it are what the name says.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../../tests/fixtures/engine/library";
import { translate } from "../index";

const TABLES: FixtureTable[] = [
  {
    name: "sbcustomer",
    columns: [
      ["sbcustid", "varchar(20)", "text"],
      ["sbcustname", "text", "text"],
      ["sbcustcountry", "text", "text"],
      ["sbcustjoindate", "date", "date"],
    ],
    rows: [{ sbcustid: "C1", sbcustname: "Ada", sbcustcountry: "USA", sbcustjoindate: "2023-01-05" }],
  },
  {
    name: "sbtransaction",
    columns: [
      ["sbtxid", "varchar(20)", "text"],
      ["sbtxcustid", "varchar(20)", "text"],
      ["sbtxamount", "numeric(10,2)", "decimal"],
      ["sbtxstatus", "text", "text"],
      ["sbtxdatetime", "timestamp", "timestamp"],
    ],
    foreignKeys: [{ column: "sbtxcustid", table: "sbcustomer" }],
    rows: [
      { sbtxid: "T1", sbtxcustid: "C1", sbtxamount: 10, sbtxstatus: "success", sbtxdatetime: "2023-02-01 10:00:00" },
    ],
  },
  {
    name: "sbticker",
    columns: [
      ["sbtickerid", "varchar(20)", "text"],
      ["sbtickersymbol", "text", "text"],
      ["sbtickertype", "text", "text"],
    ],
    rows: [{ sbtickerid: "K1", sbtickersymbol: "AAPL", sbtickertype: "stock" }],
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) =>
  translate(question, { catalog, now: new Date("2024-06-01") }).sql.replace(/\s+/g, " ");

describe("names under a shared prefix", () => {
  it("links the words after the prefix", () => {
    expect(sql("total transaction amount by country")).toMatch(
      /SUM\("sbtransaction"\."sbtxamount"\).*GROUP BY "sbcustomer"\."sbcustcountry"/,
    );
    expect(sql("number of transactions by status")).toMatch(/GROUP BY "sbtxstatus"/);
    expect(sql("how many tickers of each type")).toMatch(/GROUP BY "sbtickertype"/);
  });

  it("reads a name that ends in a known word as two ('join date')", () => {
    expect(sql("customers by join date year")).toMatch(/"sbcustjoindate"/);
  });
});

describe("a start two names share by chance", () => {
  // "depots" and "deliveries" both start "de": each is a word of its own, so neither is read as "pots" or "liveries"
  const chance = fixtureCatalog([
    {
      name: "depots",
      columns: [
        ["depotid", "integer", "integer"],
        ["town", "text", "text"],
      ],
      rows: [{ depotid: 1, town: "Ely" }],
    },
    {
      name: "deliveries",
      columns: [
        ["deliveryid", "integer", "integer"],
        ["depotid", "integer", "integer"],
        ["weightkg", "decimal", "decimal"],
      ],
      foreignKeys: [{ column: "depotid", table: "depots" }],
      rows: [{ deliveryid: 1, depotid: 1, weightkg: 3 }],
    },
  ]);
  it("names each table by its own word alone", () => {
    const result = translate("How many deliveries are there?", { catalog: chance });
    expect(result.sql).toMatch(/COUNT\(\*\).*FROM "deliveries"/s);
    expect(result.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

// Lower-cased names that lead with one letter for the table (a rider's "rname", "rclub"): the word after it is the name.
describe("a one-letter lead", () => {
  const riders: FixtureTable[] = [
    {
      name: "rider",
      key: "rid",
      columns: [
        ["rid", "integer", "integer"],
        ["rname", "text", "text"],
        ["rclub", "text", "text"],
      ],
      rows: ["Ana", "Bo", "Cy", "Di"].map((rname, i) => ({ rid: i + 1, rname, rclub: i % 2 ? "Vale" : "Ridge" })),
    },
  ];
  const sql = (q: string) => translate(q, { catalog: fixtureCatalog(riders) }).sql.replace(/\s+/g, " ");

  it("groups by the column the word after the letter names", () => {
    expect(sql("How many riders are there in each club?")).toMatch(/GROUP BY "rclub"/);
  });
});
