// What values are when names do not say (a made-up export ledger, neither a sample nor an evaluation database): a
// `markets` table whose names are Germany, Chile, Japan … answers "countries", and a `home` column of country names
// answers "country".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const COUNTRIES = ["Germany", "Chile", "Japan", "Canada", "Mexico", "Brazil"];
const TABLES: FixtureTable[] = [
  {
    name: "markets",
    key: "market_id",
    columns: [
      ["market_id", "integer", "integer"],
      ["market_name", "text", "text"],
    ],
    rows: COUNTRIES.map((c, i) => ({ market_id: i + 1, market_name: c })),
  },
  {
    name: "agents",
    key: "agent_id",
    columns: [
      ["agent_id", "integer", "integer"],
      ["agent_name", "text", "text"],
    ],
    rows: ["Ada Moss", "Bo Lind", "Cy Ruiz", "Di Park", "Ed Vance"].map((n, i) => ({ agent_id: i + 1, agent_name: n })),
  },
  {
    name: "shipments",
    key: "shipment_id",
    columns: [
      ["shipment_id", "integer", "integer"],
      ["market_id", "integer", "integer"],
      ["agent_id", "integer", "integer"],
      ["weight_kg", "numeric", "decimal"],
    ],
    foreignKeys: [
      { column: "market_id", table: "markets" },
      { column: "agent_id", table: "agents" },
    ],
    rows: Array.from({ length: 14 }, (_, i) => ({
      shipment_id: i + 1,
      market_id: (i % 4) + 1,
      agent_id: (i % 5) + 1,
      weight_kg: 100 + 25 * i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");
// (another ledger: agents with the country they live in, and no table of countries)
const homes = fixtureCatalog([
  {
    name: "agents",
    key: "agent_id",
    columns: [
      ["agent_id", "integer", "integer"],
      ["agent_name", "text", "text"],
      ["home", "text", "text"],
    ],
    rows: ["Ada Moss", "Bo Lind", "Cy Ruiz", "Di Park", "Ed Vance"].map((n, i) => ({
      agent_id: i + 1,
      agent_name: n,
      home: ["Spain", "France", "Spain", "Italy", "France"][i],
    })),
  },
]);

describe("values that say what a table or a column holds", () => {
  it("a table of country names answers 'countries'", () => {
    const got = sql("How many shipments went to each country?");
    expect(got).toMatch(/GROUP BY "markets"\."market_name"/);
    expect(sql("Which countries have received no shipments?")).toMatch(
      /SELECT "markets"\."market_name".*NOT EXISTS \(SELECT 1 FROM "shipments"/,
    );
  });

  it("a column of country names answers 'country'", () => {
    const got = translate("How many agents are there per country?", { catalog: homes }).sql.replace(/\s+/g, " ");
    expect(got).toMatch(/SELECT "home" AS "home", COUNT\(\*\)/);
  });
});
